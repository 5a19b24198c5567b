import { z } from "zod";
import { simatJornadaCodes } from "../student-records/simat-codes.js";

/**
 * The school's identity in SIMAT (issue 36), stored under the school setting "simat" and written by
 * an admin: what the Secretaría de Educación's directory (DUE) says of the establishment and its sede,
 * which every row of the SIMAT report repeats. Each is the school's own value, not something the law
 * fixes; blank until set (the report's check then says what is missing). See docs/integrations/simat.md.
 */
export const simatSettingsKey = "simat";

export const simatSettingsMessages = {
  daneCode: "El código DANE del establecimiento tiene 12 dígitos",
  sedeDaneCode: "El código DANE de la sede tiene 12 dígitos",
  sedeConsecutive: "El consecutivo de la sede lleva de 1 a 14 dígitos",
  municipalityCode: "El código DANE (DIVIPOLA) del municipio tiene 5 dígitos: 2 del departamento y 3 del municipio (05001 es Medellín)",
  jornada: "Elige la jornada de la sede en SIMAT",
  calendario: "Elige el calendario: A o B",
  group: "El grupo lleva de 1 a 6 letras o dígitos, como está creado en SIMAT (por ejemplo 01)",
  methodology: "La metodología es el código de SIMAT: 1 (educación tradicional) u 11 (preescolar escolarizado), por ejemplo",
  saved: "Datos de SIMAT guardados",
} as const;
const m = simatSettingsMessages;

const digits = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || pattern.test(v), message)
    .default("");

export const simatSettingsSchema = z.object({
  /** CODIGO_DANE: the establishment's 12-digit DANE code. */
  daneCode: digits(/^\d{12}$/, m.daneCode),
  /** DANE_ANTERIOR: the sede's 12-digit DANE code (the establishment's own for a school of one sede). */
  sedeDaneCode: digits(/^\d{12}$/, m.sedeDaneCode),
  /** CONS_SEDE: the sede's consecutive in SIMAT's directory. */
  sedeConsecutive: digits(/^\d{1,14}$/, m.sedeConsecutive),
  /** The school's municipality (DIVIPOLA, 5 digits): MUN_CODIGO, and the residence or expedition place a file does not code. */
  municipalityCode: digits(/^\d{5}$/, m.municipalityCode),
  jornada: z.enum(simatJornadaCodes, { error: m.jornada }).nullish().transform((v) => v ?? null),
  /** Calendario A (February–November) or B; the report's year window is the calendar year (calendario A). */
  calendario: z.enum(["A", "B"], { error: m.calendario }).default("A"),
  /** GRUPO: the group as the school created it in SIMAT (one per grade and jornada for a small school). */
  group: z
    .string({ error: m.group })
    .trim()
    .refine((v) => /^[A-Za-z0-9]{1,6}$/.test(v), m.group)
    .default("01"),
  /** METODOLOGIA: 1 educación tradicional; a preschool may be 11 (preescolar escolarizado). */
  methodology: z
    .string({ error: m.methodology })
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v), m.methodology)
    .default("1"),
});
export type SimatSettings = z.output<typeof simatSettingsSchema>;
export type SimatSettingsInput = z.input<typeof simatSettingsSchema>;
export const defaultSimatSettings: SimatSettings = simatSettingsSchema.parse({});

/** What the school must still fill before SIMAT takes its file (Spanish, for the check screen). */
export function simatSettingsProblems(s: SimatSettings): string[] {
  const problems: string[] = [];
  if (!s.daneCode) problems.push("Falta el código DANE del establecimiento (Datos de SIMAT)");
  if (!s.sedeDaneCode) problems.push("Falta el código DANE de la sede (Datos de SIMAT)");
  if (!s.sedeConsecutive) problems.push("Falta el consecutivo de la sede (Datos de SIMAT)");
  if (!s.municipalityCode) problems.push("Falta el código DANE del municipio de la escuela (Datos de SIMAT)");
  if (!s.jornada) problems.push("Falta la jornada de la sede (Datos de SIMAT)");
  return problems;
}
