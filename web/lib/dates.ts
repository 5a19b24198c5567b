const dateFormat = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium" });

/** A day as "12 mar 2025"; "—" when there is none or it cannot be read. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}
