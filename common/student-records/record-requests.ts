import { z } from "zod";
import { certificateKinds, grades } from "./record-codes.js";
import { enrolmentEventSchema } from "../enrolment/enrolment.schema.js";
import { studentRecordSchema } from "./record.schema.js";
import { recordSettingsSchema } from "./record-settings.js";

/**
 * The calls around the student's file (issue 36) other than the file itself (record.schema.ts): the
 * admin's form, the family's page, correction requests and the offered grades.
 */
export const fileMessages = {
  /** Ley 1581 art. 5-6: a disability or learning-support category is sensitive, as the PIAR's diagnosis. */
  supportCategoryNoConsent:
    "La familia no ha autorizado registrar datos sensibles de este estudiante: deja vacía la categoría de discapacidad o de apoyo, o pide a la familia que dé la autorización en 'Mis Hijos'. El resto de la ficha se guarda sin ella.",
  requestMessage: "Escribe qué hay que corregir (entre 5 y 1000 caracteres)",
  requestSent: "Solicitud enviada. La escuela la revisa y te responde aquí.",
  requestNotFound: "Solicitud de corrección no encontrada",
  requestResolved: "La solicitud ya fue respondida",
  resolution: "Escribe la respuesta a la familia (máximo 1000 caracteres)",
  resolutionRequired: "Al rechazar, escribe a la familia por qué",
  accepted: "Solicitud aceptada. Corrige la ficha si aún no lo hiciste.",
  rejected: "Solicitud rechazada. La familia ve tu respuesta.",
  settingsSaved: "Grados de la escuela guardados.",
  noRecordToCorrect: "La escuela aún no ha llenado la ficha de matrícula: cuando la llene, podrás pedir correcciones.",
} as const;

const positiveId = z.coerce.number({ error: "Estudiante no encontrado" }).int().positive("Estudiante no encontrado");
export const studentIdInput = z.object({ studentId: positiveId });
export const restStudentIdInput = z.object({ id: positiveId });

export const correctionInput = z.object({
  studentId: positiveId,
  message: z.string({ error: fileMessages.requestMessage }).trim().min(5, fileMessages.requestMessage).max(1000, fileMessages.requestMessage),
});
export type CorrectionInput = z.infer<typeof correctionInput>;

export const resolveInput = z
  .object({
    id: z.number({ error: fileMessages.requestNotFound }).int().positive(fileMessages.requestNotFound),
    accept: z.boolean(),
    resolution: z.string({ error: fileMessages.resolution }).trim().max(1000, fileMessages.resolution).default(""),
  })
  .superRefine((r, ctx) => {
    if (!r.accept && r.resolution === "") ctx.addIssue({ code: "custom", path: ["resolution"], message: fileMessages.resolutionRequired });
  });
export type ResolveInput = z.infer<typeof resolveInput>;

export const correctionRequestSchema = z.object({
  id: z.number(),
  studentId: z.number().nullable(),
  studentName: z.string(),
  message: z.string(),
  status: z.enum(["pending", "accepted", "rejected"]),
  resolution: z.string(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

export const saveRecordAnswer = z.object({ record: studentRecordSchema, warnings: z.record(z.string(), z.string()) });

/** The admin's form: the file (null before it is first saved), who the child is, and what the form offers. */
export const recordFormSchema = z.object({
  student: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), tribe: z.string().nullable() }),
  record: studentRecordSchema.nullable(),
  /** The family accounts linked to the child: a guardian of record can be one of them. */
  linkedParents: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() })),
  offeredGrades: z.array(z.enum(grades)),
  /** Whether the family authorised sensitive data (the support category needs it). */
  sensitiveConsent: z.boolean(),
  requests: z.array(correctionRequestSchema),
});
export type RecordForm = z.infer<typeof recordFormSchema>;

export const issuedCertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  year: z.number(),
  issuedAt: z.string(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
});
/** A novedad as the family reads it: the enrolment history's event, without who wrote it down. */
export const familyEventSchema = enrolmentEventSchema.omit({ recordedAt: true, recordedBy: true });

/** The family's page: the child's file, its certificates, its novedades and its correction requests. */
export const childFileSchema = z.object({
  student: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  record: studentRecordSchema.nullable(),
  certificates: z.array(issuedCertificateSchema),
  events: z.array(familyEventSchema),
  requests: z.array(correctionRequestSchema),
});
export type ChildFile = z.infer<typeof childFileSchema>;

export const recordSettingsOutput = z.object({ offeredGrades: z.array(z.enum(grades)) });
export { recordSettingsSchema };
