import { useDeferredValue, useState } from "react";
import { trpc } from "../../lib/trpc";
import { usePagedList } from "../../lib/use-paged-list";

const pageSize = 25;

export type AuditFilterForm = { action: string; actor: string; from: string; to: string };
const noFilters: AuditFilterForm = { action: "", actor: "", from: "", to: "" };

/** The local day's first and last instant, so a date picked in Colombia means that day in Colombia. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? "23:59:59.999" : "00:00:00.000"}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The audit log's filters as typed and the page of entries they select (paged by the server). */
export function useAuditLog() {
  const [form, setForm] = useState(noFilters);
  const deferredActor = useDeferredValue(form.actor.trim());
  const filters = { action: form.action || undefined, actor: deferredActor || undefined, from: dayBound(form.from, false), to: dayBound(form.to, true) };
  const paged = usePagedList({
    pageSize,
    filters,
    query: (paging) => trpc.audit.list.queryOptions({ ...filters, ...paging }),
    total: (data) => data.total,
  });
  return {
    form,
    change: (patch: Partial<AuditFilterForm>) => setForm((current) => ({ ...current, ...patch })),
    clear: () => setForm(noFilters),
    filtering: Boolean(form.action || form.actor || form.from || form.to),
    paged,
  };
}
