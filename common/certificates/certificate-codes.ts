import type { DocumentType } from "../student-records/record-codes.js";

/**
 * Constancias and certificados de estudio (issue 36), with a verification code anyone can check.
 *
 * The code: 12 random characters (60 bits: 12 × 5) of an alphabet of 32 without the letters that
 * read like digits (O, I), shown as "TRB-7KQ4-M2XD-9PHA". People type it from paper: it is read
 * in any case, with or without the dashes and the "TRB" prefix.
 */
export const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const codeLength = 12;
export const codePrefix = "TRB";

/** "TRB-7KQ4-M2XD-9PHA" from the 12 characters. */
export function formatCertificateCode(chars: string): string {
  return `${codePrefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** The code as stored ("TRB-7KQ4-M2XD-9PHA") from what someone typed, or null when it cannot be a code. */
export function normaliseCertificateCode(typed: string): string | null {
  let chars = typed.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (chars.length === codeLength + codePrefix.length && chars.startsWith(codePrefix)) chars = chars.slice(codePrefix.length);
  if (chars.length !== codeLength || [...chars].some((c) => !codeAlphabet.includes(c))) return null;
  return formatCertificateCode(chars);
}

/** The path of a certificate's public verification page. */
export const verifyPath = (code: string) => `/verificar/${code}`;

/** One name masked for the public page: its first letters (1 to 3, by its length) and "•••", whatever its length. */
function maskWord(word: string): string {
  const letters = [...word];
  const kept = letters.length >= 5 ? 3 : letters.length >= 3 ? 2 : 1;
  return `${letters.slice(0, kept).join("")}•••`;
}

/** "Sofía Ramírez García" → "Sof••• Ram••• G•••": enough to match the paper, not enough to learn a name. */
export function maskName(fullName: string): string {
  return fullName.trim().split(/\s+/).filter(Boolean).map(maskWord).join(" ");
}

/** "RC terminado en •••456", or "sin documento" for SD. */
export function maskDocument(type: DocumentType, number: string | null): string {
  if (type === "SD" || !number) return "sin documento";
  return `${type} terminado en •••${number.slice(-3)}`;
}

/** The public page's answer to a code that is no certificate's (also the API's 404 message). */
export const certificateNotFound = "No encontramos un certificado con ese código.";
