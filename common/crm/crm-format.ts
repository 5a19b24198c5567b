import type { CrmClient } from "./crm.schema.js";

/** COP with no decimals, Colombian grouping, a plain space: "$ 1.500.000". Shared by the screen and the PDF. */
export function formatCop(value: number): string {
  const text = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
  return text.replace(/\s/g, " ");
}

/** "2026-11-23" as "23/11/2026"; any other text (a sheet's own date format) as it is. */
export function formatCrmDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The numbers at the top of the screen and of the report. */
export function crmStats(clients: CrmClient[]) {
  return {
    total: clients.length,
    active: clients.filter((client) => client.status === "active").length,
    prospects: clients.filter((client) => client.status === "prospect").length,
    inactive: clients.filter((client) => client.status === "inactive").length,
    revenue: clients.reduce((sum, client) => sum + client.totalRevenue, 0),
  };
}

/** Today as AAAA-MM-DD in Colombia's time zone (the school's), for a new client's last contact. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
