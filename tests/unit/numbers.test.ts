import { describe, expect, it } from "vitest";
import { numberFieldText, numberMessages, parseNumberField, parseNumberText, typedNumberValue } from "../../common/numbers.js";

describe("the number a Colombian types (issue 34)", () => {
  it.each([
    ["8,5", 8.5],
    ["8.5", 8.5],
    [" 10 ", 10],
    ["0,75", 0.75],
    ["1.250", 1250],
    ["1.250.000", 1_250_000],
    ["$ 1.250.000", 1_250_000],
    ["1.250.000,50", 1_250_000.5],
    ["1,250.50", 1250.5],
    ["12 %", 12],
    ["-3,5", -3.5],
    [",5", 0.5],
  ])("reads %s as %d", (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  it.each(["8,5,1", "1.2.3", "abc", "8,", "1.25.000", "-", "12,3.4", "1e3"])("refuses %s", (text) => {
    expect(parseNumberText(text)).toBeNaN();
  });

  it("is empty for an empty text, and required fields say so", () => {
    expect(parseNumberText("  ")).toBeNull();
    expect(parseNumberField("", { required: true })).toEqual({ ok: false, message: numberMessages.notANumber });
  });

  it("checks decimals and bounds with a Spanish message", () => {
    expect(parseNumberField("8,5", { decimals: 1, min: 0, max: 10 })).toEqual({ ok: true, value: 8.5 });
    expect(parseNumberField("8,75", { decimals: 1 })).toEqual({ ok: false, message: numberMessages.tooManyDecimals(1) });
    expect(parseNumberField("2,5", { decimals: 0 })).toEqual({ ok: false, message: numberMessages.wholeOnly });
    expect(parseNumberField("11", { max: 10 })).toEqual({ ok: false, message: "El número no puede ser mayor que 10" });
    expect(parseNumberField("-1", { min: 0 })).toEqual({ ok: false, message: "El número no puede ser menor que 0" });
  });

  it("shows the value back in es-CO", () => {
    expect(numberFieldText(8.5, 1)).toBe("8,5");
    expect(numberFieldText(1_250_000, 0)).toBe("1.250.000");
    expect(numberFieldText(null)).toBe("");
  });
});

describe("typedNumberValue: what an input schema reads as a typed number (issue 34)", () => {
  it("reads a text as a Colombian types it and leaves a number as it is", () => {
    expect(typedNumberValue("1.250.000")).toBe(1_250_000);
    expect(typedNumberValue("8,5")).toBe(8.5);
    expect(typedNumberValue(12)).toBe(12);
    expect(typedNumberValue(undefined)).toBeUndefined();
  });

  it("makes an empty or malformed text NaN, which z.number() refuses", () => {
    expect(typedNumberValue("")).toBeNaN();
    expect(typedNumberValue("1.2.3")).toBeNaN();
  });
});
