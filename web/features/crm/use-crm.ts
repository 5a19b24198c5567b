import { formatPhone } from "../../../common/phone";
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import type { CrmClient, CrmStatus } from "../../../common/crm/crm.schema";
import { crmMessages } from "../../../common/crm/crm.schema";
import { crmStats } from "../../../common/crm/crm-format";
import { useNotice } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { authHeader, saveDownload } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { crmQueries } from "./crm-queries";

/** Success notices clear after 5 s (spec); errors stay until closed or replaced. */
const noticeTimes = { success: 5000 };

const route = getRouteApi("/dashboard/crm");

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

async function downloadReport(): Promise<void> {
  const response = await fetch("/api/crm/report.pdf", { headers: authHeader() });
  if (!response.ok) throw new Error(crmMessages.reportFailed);
  await saveDownload(response, "reporte-crm.pdf");
}

/**
 * The CRM page's data: where the clients live (loaded with the route), the clients filtered by the
 * URL's search and status, the totals, and the changes made from the table.
 */
export function useCrm({ onRemoveDone }: { onRemoveDone: () => void }) {
  const queryClient = useQueryClient();
  const listKey = trpc.crm.list.queryKey();
  const filters = route.useSearch();
  const source = useSuspenseQuery(crmQueries.source()).data;
  // A sheet out of reach is an expected answer: the list stays a plain query and the page says so in place.
  const clients = useQuery(crmQueries.clients());
  const notices = useNotice(noticeTimes);
  const [busyRows, setBusyRows] = useState<ReadonlySet<number>>(new Set());
  const [exporting, setExporting] = useState(false);

  const all = clients.data ?? [];
  const search = fold(filters.search ?? "");
  const shown = all.filter(
    (client) =>
      (!filters.status || client.status === filters.status) &&
      (!search || [client.name, client.contactPerson, client.email, client.phone, formatPhone(client.phone)].some((text) => fold(text).includes(search))),
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.crm.list.pathKey() });
  const setBusy = (row: number, busy: boolean) =>
    setBusyRows((current) => {
      const next = new Set(current);
      if (busy) next.add(row);
      else next.delete(row);
      return next;
    });

  const statusMutation = useMutation(trpc.crm.setStatus.mutationOptions());
  /** Applied at once in the table; written to the store; the previous status comes back on failure. */
  async function changeStatus(client: CrmClient, status: CrmStatus) {
    if (status === client.status || busyRows.has(client.rowIndex)) return;
    const previous = client.status;
    const patch = (value: CrmStatus) =>
      queryClient.setQueryData(listKey, (current: CrmClient[] | undefined) =>
        current?.map((item) => (item.rowIndex === client.rowIndex ? { ...item, status: value } : item)),
      );
    await queryClient.cancelQueries({ queryKey: listKey });
    patch(status);
    setBusy(client.rowIndex, true);
    try {
      const result = await statusMutation.mutateAsync({ rowIndex: client.rowIndex, status });
      notices.success(result.message);
    } catch (error) {
      patch(previous);
      notices.error(crmMessages.statusFailed, apiErrorInfo(error).message);
    } finally {
      setBusy(client.rowIndex, false);
    }
  }

  const remove = useMutation(
    trpc.crm.remove.mutationOptions({
      onSuccess: async (data) => {
        onRemoveDone();
        notices.success(data.message);
        await refresh();
      },
      onError: (error) => {
        onRemoveDone();
        notices.error(apiErrorInfo(error).message || "Error al eliminar cliente de Google Sheets");
      },
    }),
  );

  async function exportPdf() {
    setExporting(true);
    try {
      await downloadReport();
    } catch {
      notices.error(crmMessages.reportFailed);
    } finally {
      setExporting(false);
    }
  }

  return { source, clients, all, shown, stats: crmStats(all), notices, busyRows, changeStatus, remove, exporting, exportPdf, refresh };
}
