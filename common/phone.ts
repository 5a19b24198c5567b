/**
 * One phone format (issue 22): stored as E.164 ("+573001234567"), shown grouped
 * ("+57 300 123 4567"). Colombian numbers may be typed without the country code: a mobile
 * (10 digits from 3) or a landline (10 digits from 60, the national format since 2021). Another
 * country's number needs its "+" and code (8 to 15 digits in all).
 */

export const phoneMessages = {
  invalid:
    "El teléfono no es válido. Escribe un celular de 10 dígitos (300 123 4567), un fijo con indicativo (601 234 5678) o un número de otro país con + y su código.",
  hint: "Celular o fijo de Colombia (300 123 4567, 601 234 5678) u otro país con + y su código",
} as const;

/** The number as E.164, or null when it cannot be one. Spaces, dots, dashes and brackets are ignored. */
export function toE164(raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const plus = text.startsWith("+") || text.startsWith("00");
  let digits = text.replace(/\D/g, "");
  if (text.startsWith("00")) digits = digits.slice(2);
  if (!plus && digits.length === 12 && digits.startsWith("57")) digits = digits.slice(2);
  if (!plus || digits.startsWith("57")) {
    const national = plus ? digits.slice(2) : digits;
    return /^(3\d{9}|60\d{8})$/.test(national) ? `+57${national}` : null;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** "+573001234567" as "+57 300 123 4567"; another country as "+CC rest"; what cannot be read, as it is. */
export function formatPhone(stored: string): string {
  const e164 = toE164(stored);
  if (!e164) return stored;
  const colombian = /^\+57(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (colombian) return `+57 ${colombian[1]} ${colombian[2]} ${colombian[3]}`;
  return e164;
}

/**
 * Whether stored digits (country code first, no +) have a mobile's length, the only numbers WhatsApp
 * reaches: a Colombian mobile is 57 and 10 digits from 3; ten digits from 3 are that mobile without
 * its 57; another country's mobile has 10 to 15 digits in all (E.164's longest).
 */
export function isMobileLength(digits: string): boolean {
  if (!/^[1-9]\d+$/.test(digits)) return false;
  if (digits.startsWith("57")) return /^573\d{9}$/.test(digits);
  if (digits.length === 10 && digits.startsWith("3")) return false;
  return digits.length >= 10 && digits.length <= 15;
}
