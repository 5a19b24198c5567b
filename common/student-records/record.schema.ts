import { z } from "zod";
import { toE164 } from "../phone.js";
import { hasOnlyNameCharacters, nameCharactersMessage } from "../users/names.js";
import { ageOn, ageGradeWarning } from "./record-checks.js";
import { bloodTypes, documentTypes, grades, guardianDocumentTypes, zones } from "./record-codes.js";

/**
 * The student's file (ficha de matrícula, issue 36) as the API reads and writes it: the body of
 * PUT /api/students/:id/record, of the tRPC call behind the admin's form, and of each imported row.
 * Every field has its own Spanish message (a 400 carries them in `fields`, by the field's path:
 * "documentNumber", "guardians.0.phone").
 *
 * What the law asks of each field is in record-checks.ts; the SIMAT report lists, apart, the fields
 * SIMAT needs that the file may still lack (address, municipality, zone...).
 */
export const recordMessages = {
  documentType: "Elige el tipo de documento (registro civil, tarjeta de identidad, NUIP, cédula de extranjería, PEP, PPT o sin documento)",
  documentNumberRequired: "Escribe el número del documento, o elige «Sin documento» si aún no lo tiene",
  documentNumberDigits: "El número de un registro civil, una tarjeta de identidad o un NUIP lleva solo dígitos (de 6 a 11)",
  documentNumberForeign: "El número lleva de 5 a 15 letras o dígitos, sin espacios",
  documentNumberNone: "Un estudiante sin documento no lleva número: borra el número o elige el tipo de documento",
  documentTaken: "Ya hay otro estudiante con este tipo y número de documento",
  tiAge: "La tarjeta de identidad es para mayores de 7 años: con esta fecha de nacimiento, el documento es el registro civil o el NUIP",
  firstNames: "Escribe los nombres como están en el documento",
  lastNames: "Escribe los apellidos como están en el documento",
  birthDate: "Escribe la fecha de nacimiento como año-mes-día (2019-03-14)",
  birthDateFuture: "La fecha de nacimiento no puede ser posterior a hoy",
  birthDateOld: "Revisa la fecha de nacimiento: da más de 25 años",
  sex: "Elige el sexo como está en el documento (F o M)",
  grade: "Elige el grado (Prejardín, Jardín, Transición o de 1° a 5°)",
  gradeNotOffered: "La escuela no ofrece ese grado (Ajustes: grados que ofrece la escuela)",
  zone: "Elige la zona: urbana o rural",
  stratum: "El estrato es un número del 0 al 6",
  bloodType: "Elige el grupo sanguíneo y el RH (O+, O-, A+, A-, B+, B-, AB+ o AB-)",
  text: (max: number) => `Máximo ${max} caracteres`,
  enrolledOn: "Escribe la fecha de matrícula como año-mes-día (2026-01-20)",
  guardians: "Se pueden registrar hasta 6 acudientes",
  guardianName: "Escribe el nombre del acudiente",
  guardianDocumentType: "Elige el tipo de documento del acudiente",
  guardianDocumentNumber: "El número del documento del acudiente lleva de 5 a 15 letras o dígitos (una cédula, solo dígitos)",
  guardianRelationship: "Escribe el parentesco (madre, padre, abuela, tío...)",
  guardianPhone: "El teléfono no es válido: un celular de 10 dígitos (300 123 4567) o un fijo con indicativo",
  notFound: "Ficha de matrícula no encontrada",
  saved: "Ficha de matrícula guardada.",
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const optionalText = (max: number) =>
  z
    .string({ error: recordMessages.text(max) })
    .trim()
    .max(max, recordMessages.text(max))
    .nullish()
    .transform((v) => (v ? v : null));

const personNames = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(120, recordMessages.text(120)).refine(hasOnlyNameCharacters, nameCharactersMessage);

export const guardianSchema = z
  .object({
    name: personNames(recordMessages.guardianName),
    documentType: z.enum(guardianDocumentTypes, { error: recordMessages.guardianDocumentType }),
    documentNumber: optionalText(15),
    relationship: z.string({ error: recordMessages.guardianRelationship }).trim().min(1, recordMessages.guardianRelationship).max(40, recordMessages.text(40)),
    phone: optionalText(30).refine((v) => v === null || toE164(v) !== null, recordMessages.guardianPhone).transform((v) => (v === null ? null : toE164(v))),
    canPickUp: z.boolean().default(false),
    /** The family account of this guardian, when there is one. */
    userId: z.number().int().positive().nullish().transform((v) => v ?? null),
  })
  .superRefine((g, ctx) => {
    if (g.documentType === "SD") return;
    const ok = g.documentType === "CC" || g.documentType === "TI" ? /^\d{5,11}$/.test(g.documentNumber ?? "") : /^[A-Za-z0-9]{5,15}$/.test(g.documentNumber ?? "");
    if (!ok) ctx.addIssue({ code: "custom", path: ["documentNumber"], message: recordMessages.guardianDocumentNumber });
  });
export type Guardian = z.output<typeof guardianSchema>;

const recordFields = z.object({
  documentType: z.enum(documentTypes, { error: recordMessages.documentType }),
  documentNumber: optionalText(15),
  firstNames: personNames(recordMessages.firstNames),
  lastNames: personNames(recordMessages.lastNames),
  birthDate: z.string({ error: recordMessages.birthDate }).trim().refine(isRealDay, recordMessages.birthDate),
  birthPlace: optionalText(120),
  birthCountry: optionalText(60),
  sex: z.enum(["F", "M"], { error: recordMessages.sex }),
  grade: z.enum(grades, { error: recordMessages.grade }),
  address: optionalText(200),
  municipality: optionalText(120),
  zone: z.enum(zones, { error: recordMessages.zone }).nullish().transform((v) => v ?? null),
  stratum: z.number({ error: recordMessages.stratum }).int(recordMessages.stratum).min(0, recordMessages.stratum).max(6, recordMessages.stratum).nullish().transform((v) => v ?? null),
  eps: optionalText(120),
  bloodType: z.enum(bloodTypes, { error: recordMessages.bloodType }).nullish().transform((v) => v ?? null),
  /** Sensitive (Ley 1581 art. 5): stored only with the family's consent to sensitive data, as the PIAR. */
  supportCategory: optionalText(200),
  guardians: z.array(guardianSchema).max(6, recordMessages.guardians).default([]),
  previousSchool: optionalText(200),
  enrolledOn: z.string({ error: recordMessages.enrolledOn }).trim().refine(isRealDay, recordMessages.enrolledOn).nullish().transform((v) => v ?? null),
});

/**
 * The file as written. The tarjeta de identidad "se expedirá a todos los colombianos mayores de siete
 * (7) años" (Decreto 1694 de 1971 art. 1; the Registraduría asks "tener 7 años cumplidos"): before,
 * a child's document is the registro civil (with its NUIP). `today` (the school's day) bounds the birth date; the document rules that
 * depend on the age are checked here too, so the import's preview and the form say the same.
 */
export function recordInputSchema(today: string) {
  return recordFields.superRefine((r, ctx) => {
    const number = r.documentNumber ?? "";
    if (r.documentType === "SD") {
      if (number !== "") ctx.addIssue({ code: "custom", path: ["documentNumber"], message: recordMessages.documentNumberNone });
    } else if (number === "") {
      ctx.addIssue({ code: "custom", path: ["documentNumber"], message: recordMessages.documentNumberRequired });
    } else if (["RC", "TI", "NUIP"].includes(r.documentType)) {
      if (!/^\d{6,11}$/.test(number)) ctx.addIssue({ code: "custom", path: ["documentNumber"], message: recordMessages.documentNumberDigits });
    } else if (!/^[A-Za-z0-9]{5,15}$/.test(number)) {
      ctx.addIssue({ code: "custom", path: ["documentNumber"], message: recordMessages.documentNumberForeign });
    }
    if (isRealDay(r.birthDate)) {
      if (r.birthDate > today) ctx.addIssue({ code: "custom", path: ["birthDate"], message: recordMessages.birthDateFuture });
      else if (ageOn(r.birthDate, today) > 25) ctx.addIssue({ code: "custom", path: ["birthDate"], message: recordMessages.birthDateOld });
      else if (r.documentType === "TI" && ageOn(r.birthDate, today) < 7) ctx.addIssue({ code: "custom", path: ["documentType"], message: recordMessages.tiAge });
    }
  });
}
export type RecordInput = z.output<ReturnType<typeof recordInputSchema>>;
export type RecordInputRaw = z.input<ReturnType<typeof recordInputSchema>>;

/** Warnings that do not block saving: the admin sees them and decides (a child may be older than her grade). */
export function recordWarnings(r: Pick<RecordInput, "birthDate" | "grade">, schoolYear: number): Record<string, string> {
  const warning = ageGradeWarning(r.birthDate, r.grade, schoolYear);
  return warning ? { birthDate: warning } : {};
}

/** The file as read (GET /api/students/:id/record → `{ success, record }`); the parts a reader may not see are absent. */
export const studentRecordSchema = z.object({
  id: z.number(),
  studentId: z.number().nullable(),
  documentType: z.enum(documentTypes).nullable().optional(),
  documentNumber: z.string().nullable().optional(),
  firstNames: z.string().nullable(),
  lastNames: z.string().nullable(),
  birthDate: z.string().nullable().optional(),
  birthPlace: z.string().nullable().optional(),
  birthCountry: z.string().nullable().optional(),
  sex: z.enum(["F", "M"]).nullable(),
  grade: z.enum(grades).nullable(),
  tribe: z.string().nullable(),
  address: z.string().nullable().optional(),
  municipality: z.string().nullable().optional(),
  zone: z.enum(zones).nullable().optional(),
  stratum: z.number().nullable().optional(),
  eps: z.string().nullable(),
  bloodType: z.enum(bloodTypes).nullable(),
  supportCategory: z.string().nullable().optional(),
  guardians: z.array(
    z.object({
      name: z.string(),
      documentType: z.enum(guardianDocumentTypes).optional(),
      documentNumber: z.string().nullable().optional(),
      relationship: z.string(),
      phone: z.string().nullable(),
      canPickUp: z.boolean(),
      userId: z.number().nullable(),
    }),
  ),
  previousSchool: z.string().nullable().optional(),
  enrolledOn: z.string().nullable().optional(),
  status: z.enum(["prematriculado", "matriculado", "retirado", "trasladado", "graduado", "promovido"]),
  updatedAt: z.string(),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;
