import type { DocumentType, Grade, Zone } from "./record-codes.js";

/**
 * Tribu's codes of the student's file → the codes of SIMAT's matrícula layout (Anexo 6A), issue 36.
 * Sources and what could not be confirmed: docs/integrations/simat.md. The codes come from the data
 * dictionary of the Anexo 6A as Bogotá's Secretaría de Educación publishes it ("Diccionario de datos —
 * Matrícula Sector Oficial 2024", Anexo 6A depurado con corte 30 de abril de 2024), the only copy of
 * the domains found; the school checks them against the template its Secretaría hands out.
 */

/**
 * TIPO_DOCUMENTO: 1 CC, 2 TI, 3 CE, 5 RC, 6 NIP, 7 NUIP, 8 NES (número establecido por la
 * Secretaría), 9 certificado cabildo, 10 PEP, 11 visa, 12 tarjeta de movilidad fronteriza, 13 PPT.
 * A child without a document has no code: SIMAT asks the Secretaría for a NES first (null here).
 */
export const simatDocumentTypeCodes: Record<DocumentType, string | null> = {
  RC: "5",
  TI: "2",
  NUIP: "7",
  CE: "3",
  PEP: "10",
  PPT: "13",
  SD: null,
};

/** GRADO: -2 Prejardín, -1 Jardín, 0 Transición, 1 to 11 (primaria y secundaria), 21–26 ciclos, 99 aceleración. */
export const simatGradeCodes: Record<Grade, string> = {
  prejardin: "-2",
  jardin: "-1",
  transicion: "0",
  "1": "1",
  "2": "2",
  "3": "3",
  "4": "4",
  "5": "5",
};

/** GENERO: F Femenino, M Masculino (as on the identity document). */
export const simatSexCodes: Record<"F" | "M", string> = { F: "F", M: "M" };

/** ZON_ALU (zona de residencia del estudiante): 1 Urbana, 2 Rural. */
export const simatZoneCodes: Record<Zone, string> = { urbana: "1", rural: "2" };

/** TIPO_JORNADA: a school setting (the sede's jornada in SIMAT's directory). */
export const simatJornadas = { "1": "Completa", "2": "Mañana", "3": "Tarde", "4": "Nocturna", "5": "Fin de semana", "6": "Única" } as const;
export type SimatJornada = keyof typeof simatJornadas;
export const simatJornadaCodes = Object.keys(simatJornadas) as [SimatJornada, ...SimatJornada[]];

/** TIPO_DISCAPACIDAD 99 and CAP_EXC 9: "No aplica"; CODIGO_ETNIA 0: "No aplica". */
export const simatNotApplicable = { disability: "99", exceptionalCapacity: "9", ethnicity: "0" } as const;

/**
 * A DIVIPOLA (DANE) municipality code at the start of a place's text ("05001", "05001 Medellín"):
 * department (2 digits) and municipality (3 digits), or null when the text carries none.
 */
export function divipolaOf(place: string | null | undefined): { department: string; municipality: string } | null {
  const match = /^\s*(\d{2})(\d{3})(?!\d)/.exec(place ?? "");
  return match ? { department: match[1] as string, municipality: match[2] as string } : null;
}

/** Spanish particles that belong to the next word of a surname ("de la Cruz", "del Valle", "San Martín"). */
const particles = new Set(["de", "del", "la", "las", "los", "san", "santa", "y", "da", "do", "dos", "van", "von", "mac", "mc"]);

/**
 * Splits "Pérez de la Cruz" into the first part and the rest ("Pérez", "de la Cruz"), and "de la
 * Cruz Rojas" into ("de la Cruz", "Rojas"): SIMAT has APELLIDO1/APELLIDO2 and NOMBRE1/NOMBRE2.
 */
export function splitFirst(text: string | null | undefined): [string, string] {
  const words = (text ?? "").trim().split(/\s+/).filter(Boolean);
  let at = 0;
  while (at < words.length - 1 && particles.has((words[at] as string).toLowerCase())) at++;
  return [words.slice(0, at + 1).join(" "), words.slice(at + 1).join(" ")];
}

/** "2019-03-14" → "14/03/2019", the date as SIMAT's files write it. */
export function simatDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** A phone as stored (E.164, "+573001234567") → the national digits SIMAT's TEL holds ("3001234567"). */
export function simatPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  return e164.replace(/^\+57/, "").replace(/\D/g, "");
}
