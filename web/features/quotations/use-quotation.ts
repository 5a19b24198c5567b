import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type CatalogueProductOut, type Quotation, quotationMessages } from "../../../common/quotations/quotations.schema";
import {
  computeTotals,
  type DiscountType,
  defaultDiscountType,
  defaultDiscountValue,
  normalizeQuantity,
} from "../../../common/quotations/quotations.totals";
import { readDiscount } from "../../../common/quotations/quotations.discount";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { downloadQuotationPdf, QuotationFileError } from "./quotation-files";
import type { Client, Draft } from "./quotation-types";
import { quotationQueries } from "./quotations-queries";
import { numberFieldText } from "../../../common/numbers";
import { useQuotationSave } from "./use-quotation-save";

/** A line of the quotation: the product as the screen showed it (named by its code), its quantity, and what changed in the catalogue since. */
export type QuotationLine = CatalogueProductOut & { quantity: string; changed?: string };

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

  const lines = items.map((item) => ({ price: item.price, quantity: item.quantity }));
  // The discount is read with the server's own rule (common/quotations): out of bounds it is said, never clamped into the preview.
  const discount = readDiscount(discountType, discountValue, computeTotals(lines, "amount", 0).subtotal);
  const discountError = "problem" in discount ? discount.problem : undefined;
  const totals = computeTotals(lines, discountType, "value" in discount ? discount.value : 0);
  const draft: Draft = {
    clientName: client.name.trim(),
    clientEmail: client.email,
    clientRef: client.ref,
    projectName: projectName.trim(),
    // The code names the product; price and title are what the user saw, so the server can say when the catalogue changed.
    items: items.map((item) => ({ code: item.code, title: item.title, price: item.price, quantity: normalizeQuantity(item.quantity) })),
    discountType,
    discountValue: discountValue.trim() === "" ? "0" : discountValue,
  };

  /** After a 409 the lines take the catalogue's current price and title, each changed one saying what changed. */
  async function refreshLines(fields: Record<string, string>) {
    const codes = items.map((item) => item.code);
    const { products } = await queryClient.fetchQuery({ ...trpc.quotations.productsByCode.queryOptions({ codes }), staleTime: 0 });
    const now = new Map(products.map((product) => [product.code, product]));
    setItems((current) =>
      current.map((item) => {
        const product = now.get(item.code);
        const changed = fields[`items.${item.code}`];
        return product ? { ...item, id: product.id, title: product.title, price: product.price, changed } : item;
      }),
    );
  }

  const saver = useQuotationSave(refreshLines);

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
    discountError,
    totals,
    draft,
    /** Adds a product, or more of it when it is already there. */
    addProduct(product: CatalogueProductOut, quantity: string) {
      setItems((current) => {
        const existing = current.find((item) => item.code === product.code);
        if (existing) {
          const sum = normalizeQuantity(existing.quantity) + normalizeQuantity(quantity);
          return current.map((item) => (item.code === product.code ? { ...item, quantity: String(sum) } : item));
        }
        return [...current, { ...product, quantity: String(normalizeQuantity(quantity)) }];
      });
    },
    setQuantity: (code: string, quantity: string) => setItems((current) => current.map((item) => (item.code === code ? { ...item, quantity } : item))),
    removeItem: (code: string) => setItems((current) => current.filter((item) => item.code !== code)),
    saving: saver.saving,
    editing: saver.editing,
    save() {
      if (!draft.clientName) return toast.error(quotationMessages.clientRequired);
      if (items.length === 0) return toast.error(quotationMessages.itemsRequired);
      if (discountError) return toast.error(discountError);
      saver.submit(draft);
    },
    /** Opens a pending saved quotation in the builder; 'Guardar' then saves its next version. */
    edit(quotation: Quotation) {
      setClient({ name: quotation.clientName, email: quotation.clientEmail ?? "", ref: "" });
      setProjectName(quotation.projectName);
      setItems(quotation.items.map((item) => ({ id: item.productId, code: item.code, title: item.title, price: item.price, quantity: String(item.quantity) })));
      setDiscountType(quotation.discountType);
      setDiscountValue(numberFieldText(quotation.discountValue, 2));
      saver.startEditing({ id: quotation.id as number, version: quotation.version });
    },
    /** Leaves the saved quotation as it was and starts a new one. */
    cancelEdit() {
      saver.stopEditing();
      setClient({ name: "", email: "", ref: "" });
      setProjectName("");
      setItems([]);
      setDiscountType(defaultDiscountType);
      setDiscountValue(String(defaultDiscountValue));
    },
    exporting,
    async exportPdf() {
      if (items.length === 0) return toast.error(quotationMessages.nothingToExport);
      if (discountError) return toast.error(discountError);
      setExporting(true);
      try {
        const name = await downloadQuotationPdf({ draft }, quotationMessages.pdfFailed);
        toast.success(`PDF descargado: ${name}`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : quotationMessages.pdfFailed);
        if (error instanceof QuotationFileError && error.status === 409) await refreshLines(error.fields);
      } finally {
        setExporting(false);
      }
    },
  };
}

export type QuotationState = ReturnType<typeof useQuotation>;
