import { z } from "zod";
import { enrolmentStatuses, grades } from "../student-records/record-codes.js";

/** Issue 36: the enrolment novedades, the list of files, the import and the year-end step. */
export const enrolmentMessages = {
  status: "Elige el nuevo estado",
  date: "Escribe la fecha de la novedad como año-mes-día (2026-03-14)",
  dateFuture: "La fecha de la novedad no puede ser posterior a hoy",
  dateBefore: (day: string) => `La fecha no puede ser anterior a la última novedad o a la matrícula (${day})`,
  text: (max: number) => `Máximo ${max} caracteres`,
  noRecord: "Primero llena la ficha de matrícula del estudiante",
  studentNotFound: "Estudiante no encontrado",
  changedMeanwhile: "Alguien cambió el estado de este estudiante al mismo tiempo: vuelve a abrir la ficha y revisa",
  recorded: "Novedad registrada.",
  year: "Elige un año entre 2000 y 2100",
  yearEndApplied: (n: number) => (n === 1 ? "Se aplicó el cierre de año a 1 estudiante." : `Se aplicó el cierre de año a ${n} estudiantes.`),
} as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => isoDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const optionalText = (max: number) =>
  z
    .string({ error: enrolmentMessages.text(max) })
    .trim()
    .max(max, enrolmentMessages.text(max))
    .nullish()
    .transform((v) => v ?? "");

export const studentIdInput = z.object({ studentId: z.coerce.number({ error: enrolmentMessages.studentNotFound }).int().positive(enrolmentMessages.studentNotFound) });

export const statusChangeFields = z.object({
  status: z.enum(enrolmentStatuses, { error: enrolmentMessages.status }),
  date: z.string({ error: enrolmentMessages.date }).trim().refine(isRealDay, enrolmentMessages.date),
  reason: optionalText(500),
  destinationSchool: optionalText(200),
});
export const statusChangeInput = statusChangeFields.extend({ studentId: studentIdInput.shape.studentId });
export type StatusChangeInput = z.output<typeof statusChangeInput>;

export const enrolmentEventSchema = z.object({
  id: z.number(),
  status: z.enum(enrolmentStatuses),
  effectiveOn: z.string(),
  year: z.number(),
  reason: z.string(),
  destinationSchool: z.string().nullable(),
  grade: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
});
export type EnrolmentEvent = z.infer<typeof enrolmentEventSchema>;

export const enrolmentHistorySchema = z.object({
  studentId: z.number(),
  status: z.enum(enrolmentStatuses),
  sex: z.enum(["F", "M"]).nullable(),
  events: z.array(enrolmentEventSchema),
});
export type EnrolmentHistory = z.infer<typeof enrolmentHistorySchema>;

/** One row of the admin's "Matrícula" list. */
export const enrolmentListItemSchema = z.object({
  recordId: z.number(),
  studentId: z.number().nullable(),
  firstNames: z.string().nullable(),
  lastNames: z.string().nullable(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
  grade: z.enum(grades).nullable(),
  tribe: z.string().nullable(),
  sex: z.enum(["F", "M"]).nullable(),
  status: z.enum(enrolmentStatuses),
  /** How many of the fields the SIMAT report needs are still empty. */
  missing: z.number(),
});
export type EnrolmentListItem = z.infer<typeof enrolmentListItemSchema>;

export const yearInput = z.object({ year: z.coerce.number({ error: enrolmentMessages.year }).int(enrolmentMessages.year).min(2000, enrolmentMessages.year).max(2100, enrolmentMessages.year) });

export const yearEndOutcomes = ["promover", "graduar", "repite", "pendiente", "aplicado"] as const;
export type YearEndOutcome = (typeof yearEndOutcomes)[number];
export const yearEndOutcomeLabels: Record<YearEndOutcome, string> = {
  promover: "Pasa al grado siguiente",
  graduar: "Se gradúa",
  repite: "Repite el grado",
  pendiente: "Sin decisión de la comisión",
  aplicado: "Ya aplicado",
};

export const yearEndStudentSchema = z.object({
  recordId: z.number(),
  studentId: z.number().nullable(),
  name: z.string(),
  tribe: z.string().nullable(),
  grade: z.enum(grades).nullable(),
  nextGrade: z.enum(grades).nullable(),
  decision: z.enum(["promovido", "no_promovido", "promocion_anticipada"]).nullable(),
  outcome: z.enum(yearEndOutcomes),
  /** Why a student is pending: no signed acta for the tribe, no decision in it, no grade on the file. */
  note: z.string(),
});
export type YearEndStudent = z.infer<typeof yearEndStudentSchema>;

export const yearEndPreviewSchema = z.object({
  year: z.number(),
  students: z.array(yearEndStudentSchema),
  counts: z.record(z.enum(yearEndOutcomes), z.number()),
});
export type YearEndPreview = z.infer<typeof yearEndPreviewSchema>;

export const yearEndResultSchema = z.object({ year: z.number(), promoted: z.number(), graduated: z.number(), message: z.string() });
export type YearEndResult = z.infer<typeof yearEndResultSchema>;

/** The fields of a file the SIMAT report needs (issue 36); the list counts those still empty. */
export const simatNeededFields = ["documentType", "documentNumber", "firstNames", "lastNames", "birthDate", "sex", "grade", "address", "municipality", "zone", "enrolledOn"] as const;
export function missingRecordFields(r: Partial<Record<(typeof simatNeededFields)[number], string | null>>): string[] {
  return simatNeededFields.filter((f) => (f === "documentNumber" && r.documentType === "SD" ? false : !r[f]));
}
