import { months } from "./months.js";

type Month = (typeof months)[number];

/**
 * The months a family pays in a school year: the ten "pensiones" of Colombia's calendar A,
 * February to November (the demo's school charges these ten).
 */
export const schoolYearMonths = { first: "02", last: "11" } as const satisfies { first: Month; last: Month };

export type ReceiptPeriod = { month: string; year: number; status: string };

/**
 * The month whose receipt is due (issue 34): the first month of the school's year, up to the
 * school's today, without an approved or pending receipt (a rejected one is due again). Null when
 * every month so far is covered, or the school year has not started. `today` is the school's
 * (common/format.ts `schoolToday`), never the device's.
 */
export function dueMonth(receipts: ReceiptPeriod[], today: string, span: { first: Month; last: Month } = schoolYearMonths): { month: Month; year: number } | null {
  const year = Number(today.slice(0, 4));
  const current = today.slice(5, 7);
  const covered = new Set(receipts.filter((r) => r.year === year && (r.status === "approved" || r.status === "pending")).map((r) => r.month));
  for (const month of months) {
    if (month < span.first || month > span.last || month > current) continue;
    if (!covered.has(month)) return { month, year };
  }
  return null;
}
