import { months } from "./months.js";

type Month = (typeof months)[number];

export type ReceiptPeriod = { month: string; year: number; status: string };

/**
 * The month whose receipt is due (issue 34): the first month the school charges (`span`, the
 * school's "Meses de pensión" setting), up to the
 * school's today, without an approved or pending receipt (a rejected one is due again). Null when
 * every month so far is covered, or the school year has not started. `today` is the school's
 * (common/format.ts `schoolToday`), never the device's.
 */
export function dueMonth(receipts: ReceiptPeriod[], today: string, span: { first: Month; last: Month }): { month: Month; year: number } | null {
  const year = Number(today.slice(0, 4));
  const current = today.slice(5, 7);
  const covered = new Set(receipts.filter((r) => r.year === year && (r.status === "approved" || r.status === "pending")).map((r) => r.month));
  for (const month of months) {
    if (month < span.first || month > span.last || month > current) continue;
    if (!covered.has(month)) return { month, year };
  }
  return null;
}
