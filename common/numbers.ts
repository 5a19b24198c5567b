/**
 * The one parser for every number a person types in Tribu (issue 34): grades, money, percentages,
 * cut-offs, hours and quantities. A Colombian writes "8,5" and "1.250.000"; a phone's decimal
 * keyboard may give "8.5". The rules, in order:
 * - spaces, the peso sign and a trailing "%" are ignored ("$ 1.250.000", "12 %");
 * - with both marks, the last one is the decimal mark ("1.250,50", and "1,250.50" as pasted from
 *   an English sheet);
 * - a comma alone is the decimal mark ("8,5"; "1,5");
 * - dots alone are thousands when every group after the first has exactly three digits
 *   ("1.250", "1.250.000"), and otherwise a decimal point ("8.5", "0.75");
 * - anything else (letters, two decimal marks, "1.2.3") is no number.
 * Formatting back is `formatNumber`/`formatMoney`/`formatGrade` in format.ts.
 */
import { formatNumber } from "./format.js";

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

export const numberMessages = {
  notANumber: "Escribe un número, por ejemplo 8,5 o 1.250.000",
  wholeOnly: "Escribe un número entero, sin decimales",
  tooManyDecimals: (decimals: number) => (decimals === 1 ? "Usa como máximo un decimal (por ejemplo 8,5)" : `Usa como máximo ${decimals} decimales`),
  belowMin: (min: number) => `El número no puede ser menor que ${formatNumber(min, 2)}`,
  aboveMax: (max: number) => `El número no puede ser mayor que ${formatNumber(max, 2)}`,
} as const;

const digitsOnly = /^\d+$/;
const thousandsGroups = /^\d{1,3}(\.\d{3})+$/;

/** The number in `text` as a Colombian writes it; null for an empty text; NaN when it is no number. */
export function parseNumberText(text: string): number | null {
  let t = text.replace(/[\s\u00a0$]/g, "").replace(/%$/, "");
  if (t === "") return null;
  let sign = 1;
  if (t.startsWith("-")) {
    sign = -1;
    t = t.slice(1);
  } else if (t.startsWith("+")) t = t.slice(1);
  if (t === "") return Number.NaN;
  const lastComma = t.lastIndexOf(",");
  const lastDot = t.lastIndexOf(".");
  let whole: string;
  let fraction = "";
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalMark = lastComma > lastDot ? "," : ".";
    const groupMark = decimalMark === "," ? "." : ",";
    const at = t.lastIndexOf(decimalMark);
    whole = t.slice(0, at);
    fraction = t.slice(at + 1);
    if (!new RegExp(`^\\d{1,3}(\\${groupMark}\\d{3})*$`).test(whole)) return Number.NaN;
    whole = whole.split(groupMark).join("");
  } else if (lastComma >= 0) {
    const parts = t.split(",");
    if (parts.length !== 2) return Number.NaN;
    [whole, fraction] = parts as [string, string];
  } else if (lastDot >= 0) {
    if (thousandsGroups.test(t)) whole = t.split(".").join("");
    else {
      const parts = t.split(".");
      if (parts.length !== 2) return Number.NaN;
      [whole, fraction] = parts as [string, string];
    }
  } else whole = t;
  if (whole === "") whole = "0";
  if (!digitsOnly.test(whole) || (fraction !== "" && !digitsOnly.test(fraction))) return Number.NaN;
  if (fraction === "" && t.endsWith(",")) return Number.NaN;
  return sign * Number(`${whole}.${fraction || "0"}`);
}

export type NumberRule = { min?: number; max?: number; decimals?: number; required?: boolean };

/** The typed text checked against a field's rule, with the Spanish message when it fails. */
export function parseNumberField(text: string, rule: NumberRule = {}): ParsedNumber {
  const value = parseNumberText(text);
  if (value === null) return rule.required ? { ok: false, message: numberMessages.notANumber } : { ok: true, value: null };
  if (!Number.isFinite(value)) return { ok: false, message: numberMessages.notANumber };
  const decimals = rule.decimals ?? 2;
  const scaled = value * 10 ** decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
    return { ok: false, message: decimals === 0 ? numberMessages.wholeOnly : numberMessages.tooManyDecimals(decimals) };
  }
  if (rule.min !== undefined && value < rule.min) return { ok: false, message: numberMessages.belowMin(rule.min) };
  if (rule.max !== undefined && value > rule.max) return { ok: false, message: numberMessages.aboveMax(rule.max) };
  return { ok: true, value };
}

/** A stored number as a field shows it back, in es-CO: "8,5", "1.250.000"; empty for none. */
export function numberFieldText(value: number | null | undefined, decimals = 2): string {
  return value === null || value === undefined || Number.isNaN(value) ? "" : formatNumber(value, decimals);
}

/**
 * What an input schema reads as a typed number (issue 34): a number as it is, and a text as a
 * Colombian types it ("1.250.000", "8,5"); an empty or malformed text is NaN, which z.number()
 * refuses with the field's Spanish message (z.coerce would read "" as 0 and "1.250.000" as NaN).
 */
export function typedNumberValue(value: unknown): unknown {
  return typeof value === "string" ? (parseNumberText(value) ?? Number.NaN) : value;
}
