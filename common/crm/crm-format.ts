import { formatDate, formatMoney, schoolToday } from "../format.js";
import type { CrmClient } from "./crm.schema.js";

/** COP the school's one way: "$ 1.500.000". Shared by the screen and the PDF. */
export const formatCop = (value: number) => formatMoney(Math.round(value));

/** "2026-11-23" as "23 nov 2026"; any other text (a sheet's own date format) as it is. */
export function formatCrmDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? formatDate(value.trim()) : value;
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
export const todayIso = (now = new Date()) => schoolToday(now);
