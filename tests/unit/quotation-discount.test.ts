import { describe, expect, it } from "vitest";
import { readDiscount } from "../../common/quotations/quotations.discount.js";
import { quotationMessages } from "../../common/quotations/quotations.schema.js";

describe("readDiscount (the screen's check and the server's)", () => {
  it("reads an empty discount as 0 and a comma as the decimal point", () => {
    expect(readDiscount("percentage", "", 100)).toEqual({ value: 0 });
    expect(readDiscount("percentage", undefined, 100)).toEqual({ value: 0 });
    expect(readDiscount("percentage", "12,5", 100)).toEqual({ value: 12.5 });
    expect(readDiscount("amount", 40, 100)).toEqual({ value: 40 });
  });

  it("says why a discount cannot be used", () => {
    expect(readDiscount("percentage", "diez", 100)).toEqual({ problem: quotationMessages.discountNumber });
    expect(readDiscount("percentage", "100.1", 100)).toEqual({ problem: quotationMessages.percentageBounds });
    expect(readDiscount("percentage", -1, 100)).toEqual({ problem: quotationMessages.percentageBounds });
    expect(readDiscount("amount", "1234.57", 1234.56)).toEqual({ problem: "El descuento en valor debe estar entre $ 0 y el subtotal ($ 1.234,56)." });
  });

  it("reads thousands dots as a Colombian types them (issue 34)", () => {
    expect(readDiscount("amount", "1.250.000", 2_000_000)).toEqual({ value: 1_250_000 });
    expect(readDiscount("amount", "$ 1.250,50", 2_000_000)).toEqual({ value: 1250.5 });
    expect(readDiscount("amount", "1.2.3", 2_000_000)).toEqual({ problem: quotationMessages.discountNumber });
  });

  it("takes an amount equal to the subtotal, to the cent", () => {
    expect(readDiscount("amount", "1234.56", 1234.56)).toEqual({ value: 1234.56 });
  });
});
