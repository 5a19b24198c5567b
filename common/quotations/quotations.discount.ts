import { quotationMessages as m } from "./quotations.schema.js";
import { formatMoney } from "../format.js";
import { parseNumberText } from "../numbers.js";
import type { DiscountType } from "./quotations.totals.js";

/**
 * The discount as typed, checked the same way by the screen (as it is typed) and by the server
 * (before saving, exporting or emailing): empty is 0; otherwise a number as a Colombian types it
 * (common/numbers.ts: "12,5", "1.250.000"), within the spec's bounds (percentage 0 to 100, amount $ 0 to the subtotal).
 */
export function readDiscount(type: DiscountType, raw: unknown, subtotal: number): { value: number } | { problem: string } {
  if (raw === undefined || raw === null || raw === "") return { value: 0 };
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? (parseNumberText(raw) ?? 0) : Number.NaN;
  if (!Number.isFinite(value)) return { problem: m.discountNumber };
  if (type === "percentage" && (value < 0 || value > 100)) return { problem: m.percentageBounds };
  if (type === "amount" && (value < 0 || Math.round(value * 100) > Math.round(subtotal * 100))) return { problem: m.amountBounds(formatMoney(subtotal)) };
  return { value };
}
