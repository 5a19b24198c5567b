import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type CatalogueProductOut, quotationMessages } from "../../../common/quotations/quotations.schema";
import {
  computeTotals,
  type DiscountType,
  defaultDiscountType,
  defaultDiscountValue,
  normalizeQuantity,
} from "../../../common/quotations/quotations.totals";
import { formatMoney } from "../../../common/format";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { downloadQuotationPdf } from "./quotation-files";
import { type Client, type Draft, messages } from "./quotation-types";
import { quotationQueries } from "./quotations-queries";

export type QuotationLine = CatalogueProductOut & { quantity: string };

/** The same bounds the server applies when it prices the quotation, said before anything is sent. */
function discountProblem(type: DiscountType, raw: string, subtotal: number): string | undefined {
  if (raw.trim() === "") return undefined;
  const value = Number(raw.replace(",", "."));
  if (!Number.isFinite(value)) return quotationMessages.discountNumber;
  if (type === "percentage" && (value < 0 || value > 100)) return quotationMessages.percentageBounds;
  if (type === "amount" && (value < 0 || value > subtotal)) return quotationMessages.amountBounds(formatMoney(subtotal));
  return undefined;
}

/** The quotation being built (client, project, lines, discount), its totals, and saving or exporting it. */
export function useQuotation() {
  const queryClient = useQueryClient();
  const overview = useSuspenseQuery(quotationQueries.overview()).data;
  const [client, setClient] = useState<Client>({ name: "", email: "", ref: "" });
  const [projectName, setProjectName] = useState("");
  const [items, setItems] = useState<QuotationLine[]>([]);
  const [discountType, setDiscountType] = useState<DiscountType>(defaultDiscountType);
  const [discountValue, setDiscountValue] = useState(String(defaultDiscountValue));
  const [exporting, setExporting] = useState(false);

  const totals = computeTotals(
    items.map((item) => ({ price: item.price, quantity: item.quantity })),
    discountType,
    discountValue,
  );
  const draft: Draft = {
    clientName: client.name.trim(),
    clientEmail: client.email,
    clientRef: client.ref,
    projectName: projectName.trim(),
    items: items.map((item) => ({ productId: item.id, quantity: normalizeQuantity(item.quantity) })),
    discountType,
    discountValue: discountValue.trim() === "" ? "0" : discountValue,
  };

  const save = useMutation(
    trpc.quotations.save.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.quotations.list.queryKey() });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || messages.saveFailed),
    }),
  );

  return {
    overview,
    client,
    setClient,
    projectName,
    setProjectName,
    items,
    discountType,
    setDiscountType,
    discountValue,
    setDiscountValue,
    discountError: discountProblem(discountType, discountValue, totals.subtotal),
    totals,
    draft,
    /** Adds a product, or more of it when it is already there. */
    addProduct(product: CatalogueProductOut, quantity: string) {
      setItems((current) => {
        const existing = current.find((item) => item.id === product.id);
        if (existing) {
          const sum = normalizeQuantity(existing.quantity) + normalizeQuantity(quantity);
          return current.map((item) => (item.id === product.id ? { ...item, quantity: String(sum) } : item));
        }
        return [...current, { ...product, quantity: String(normalizeQuantity(quantity)) }];
      });
    },
    setQuantity: (id: number, quantity: string) => setItems((current) => current.map((item) => (item.id === id ? { ...item, quantity } : item))),
    removeItem: (id: number) => setItems((current) => current.filter((item) => item.id !== id)),
    saving: save.isPending,
    save() {
      if (!draft.clientName) return toast.error(quotationMessages.clientRequired);
      if (items.length === 0) return toast.error(quotationMessages.itemsRequired);
      save.mutate(draft);
    },
    exporting,
    async exportPdf() {
      if (items.length === 0) return toast.error(quotationMessages.nothingToExport);
      setExporting(true);
      try {
        const name = await downloadQuotationPdf({ draft }, quotationMessages.pdfFailed);
        toast.success(`PDF descargado: ${name}`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : quotationMessages.pdfFailed);
      } finally {
        setExporting(false);
      }
    },
  };
}

export type QuotationState = ReturnType<typeof useQuotation>;
