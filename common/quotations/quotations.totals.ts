/**
 * The quotation arithmetic, pure and shared: the server computes the stored totals with it and the
 * screen shows the same numbers before saving. Money is handled in whole cents so that rounding
 * happens once, to 2 decimals, and never drifts between the screen, the database and the PDF.
 */

import { parseNumberText } from "../numbers.js";

export type DiscountType = "percentage" | "amount";

/** Valid for 30 days (2592000000 ms), spec section 9. */
export const quotationValidityMs = 30 * 24 * 60 * 60 * 1000;
export const defaultDiscountType: DiscountType = "percentage";
export const defaultDiscountValue = 0;
export const percentageStep = 0.1;
export const amountStep = 1;

export type TotalsLineInput = { price: number; quantity: unknown };
export type TotalsLine = { price: number; quantity: number; total: number };
export type Totals = {
  lines: TotalsLine[];
  subtotal: number;
  /** The discount in money (what is subtracted). */
  discount: number;
  /** The discount as entered, after bounds: a percentage (0-100, 1 decimal) or an amount (0 to the subtotal). */
  discountValue: number;
  discountType: DiscountType;
  total: number;
};

const toCents = (value: number) => Math.round(value * 100);
const fromCents = (cents: number) => cents / 100;

/** Quantity at least 1; anything that is not a number becomes 1; decimals are cut to whole units. */
export function normalizeQuantity(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? (parseNumberText(raw) ?? Number.NaN) : Number.NaN;
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}

function asNumber(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? (parseNumberText(raw) ?? Number.NaN) : Number.NaN;
  return Number.isFinite(value) ? value : 0;
}

/** The discount value kept within its bounds: percentage 0-100 (step 0.1), amount 0 to the subtotal. */
export function clampDiscount(type: DiscountType, raw: unknown, subtotal: number): number {
  const value = asNumber(raw);
  if (type === "percentage") return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
  return fromCents(Math.min(toCents(subtotal), Math.max(0, toCents(value))));
}

/** Subtotal, discount and total of a quotation, rounded to 2 decimals. */
export function computeTotals(lines: TotalsLineInput[], discountType: DiscountType, discountRaw: unknown): Totals {
  const computed = lines.map((line) => {
    const quantity = normalizeQuantity(line.quantity);
    const priceCents = toCents(line.price);
    return { price: fromCents(priceCents), quantity, totalCents: priceCents * quantity };
  });
  const subtotalCents = computed.reduce((sum, line) => sum + line.totalCents, 0);
  const subtotal = fromCents(subtotalCents);
  const discountValue = clampDiscount(discountType, discountRaw, subtotal);
  const discountCents =
    discountType === "percentage" ? Math.round((subtotalCents * Math.round(discountValue * 10)) / 1000) : toCents(discountValue);
  return {
    lines: computed.map((line) => ({ price: line.price, quantity: line.quantity, total: fromCents(line.totalCents) })),
    subtotal,
    discount: fromCents(discountCents),
    discountValue,
    discountType,
    total: fromCents(subtotalCents - discountCents),
  };
}

/** The date until which a quotation made at `date` is valid: 30 days later. */
export function validUntil(date: Date): Date {
  return new Date(date.getTime() + quotationValidityMs);
}


/** Product categories counted by code: bc (Cubetas 19LT) and bg (Galones 4LT). */
export const productCategories = [
  { key: "bc", label: "Cubetas 19LT" },
  { key: "bg", label: "Galones 4LT" },
] as const;

export type CategoryCounts = { bc: number; bg: number };

export function categoryCounts(codes: Iterable<string>): CategoryCounts {
  const counts: CategoryCounts = { bc: 0, bg: 0 };
  for (const code of codes) {
    const lower = code.toLowerCase();
    if (lower.includes("bc")) counts.bc += 1;
    if (lower.includes("bg")) counts.bg += 1;
  }
  return counts;
}
