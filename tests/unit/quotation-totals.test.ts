import { describe, expect, it } from "vitest";
import {
  categoryCounts,
  clampDiscount,
  computeTotals,
  normalizeQuantity,
  quotationValidityMs,
  validUntil,
} from "../../common/quotations/quotations.totals.js";

describe("quotation totals", () => {
  it("multiplies price by quantity and adds the lines", () => {
    const totals = computeTotals(
      [
        { price: 320500.5, quantity: 2 },
        { price: 85000, quantity: 1 },
      ],
      "percentage",
      0,
    );
    expect(totals.lines.map((l) => l.total)).toEqual([641001, 85000]);
    expect(totals).toMatchObject({ subtotal: 726001, discount: 0, total: 726001 });
  });

  it("applies a percentage discount, rounded to 2 decimals", () => {
    const totals = computeTotals([{ price: 726001, quantity: 1 }], "percentage", 10);
    expect(totals).toMatchObject({ discount: 72600.1, total: 653400.9 });
    // 33.3 % of 0.10 is 0.0333: rounded to 0.03
    expect(computeTotals([{ price: 0.1, quantity: 1 }], "percentage", 33.3)).toMatchObject({ discount: 0.03, total: 0.07 });
    // no floating-point drift: 0.1 + 0.2
    expect(computeTotals([{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }], "percentage", 0).subtotal).toBe(0.3);
  });

  it("keeps the percentage between 0 and 100 with steps of 0.1", () => {
    expect(clampDiscount("percentage", 150, 1000)).toBe(100);
    expect(clampDiscount("percentage", -5, 1000)).toBe(0);
    expect(clampDiscount("percentage", 12.34, 1000)).toBe(12.3);
    expect(computeTotals([{ price: 1000, quantity: 1 }], "percentage", 150).total).toBe(0);
  });

  it("applies an amount discount from 0 to the subtotal", () => {
    expect(computeTotals([{ price: 1000, quantity: 2 }], "amount", 500)).toMatchObject({ subtotal: 2000, discount: 500, total: 1500 });
    expect(computeTotals([{ price: 1000, quantity: 2 }], "amount", 5000)).toMatchObject({ discount: 2000, total: 0 });
    expect(computeTotals([{ price: 1000, quantity: 2 }], "amount", -1)).toMatchObject({ discount: 0, total: 2000 });
    expect(computeTotals([{ price: 1000, quantity: 1 }], "amount", 10.005).discount).toBe(10.01);
  });

  it("takes quantity 1 for anything that is not a number, and at least 1", () => {
    expect(normalizeQuantity("abc")).toBe(1);
    expect(normalizeQuantity(undefined)).toBe(1);
    expect(normalizeQuantity("")).toBe(1);
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-3)).toBe(1);
    expect(normalizeQuantity("4")).toBe(4);
    expect(normalizeQuantity(2.7)).toBe(2);
    // Issue 34: "1.000" is a thousand units as a Colombian writes it, not one.
    expect(normalizeQuantity("1.000")).toBe(1000);
    expect(computeTotals([{ price: 50, quantity: "x" }], "percentage", 0).subtotal).toBe(50);
  });

  it("a non-number discount counts as 0", () => {
    expect(computeTotals([{ price: 50, quantity: 1 }], "percentage", "abc").discount).toBe(0);
  });
});

describe("quotation validity and formats", () => {
  it("is valid for 30 days (2592000000 ms)", () => {
    expect(quotationValidityMs).toBe(2592000000);
    const date = new Date("2026-11-23T10:00:00.000Z");
    expect(validUntil(date).toISOString()).toBe("2026-12-23T10:00:00.000Z");
  });

  it("counts bc (Cubetas 19LT) and bg (Galones 4LT) by code", () => {
    expect(categoryCounts(["VBC-001", "vbg-2", "BG-4", "ESM-3"])).toEqual({ bc: 1, bg: 2 });
  });
});
