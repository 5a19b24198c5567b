/**
 * The NIT of a Colombian company (issue 22): its number and the verification digit the DIAN
 * computes from it, written "900.123.456-7". The digit is checked, so a mistyped NIT is caught.
 */
const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function nitCheckDigit(base: string): number {
  const digits = [...base].reverse().map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** "9001234567", "900.123.456-7" or "900123456-7" as "900.123.456-7"; null when it is not a valid NIT. */
export function normalizeNit(raw: string): string | null {
  const text = raw.trim();
  if (!/^[\d.\s]+-?\s*\d$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  const base = digits.slice(0, -1);
  const check = Number(digits.slice(-1));
  if (base.length < 6 || base.length > 15 || nitCheckDigit(base) !== check) return null;
  return `${base.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}-${check}`;
}
