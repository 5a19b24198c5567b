import { z } from "zod";
import { messageOutput, withMessage } from "../input-rules.js";

export const privacyMessages = {
  notFound: "Estudiante no encontrado",
  notAStudent: "La persona indicada no es un estudiante",
  notYourChild: "Solo el padre o la madre vinculados a este estudiante pueden dar o retirar el consentimiento.",
  exportForbidden: "Solo la administración y la familia del estudiante pueden descargar sus datos.",
  noActiveConsent: "No hay un consentimiento vigente que retirar.",
  consentGiven: "Consentimiento registrado. Gracias.",
  consentRevoked: "Consentimiento retirado. Queda registrado en el historial.",
  confirmationRequired: "Escribe el nombre completo del estudiante para confirmar el borrado.",
  confirmationMismatch: "El nombre escrito no coincide con el del estudiante. No se ha borrado nada.",
  erased: (name: string) => `Se borraron los datos de ${name}.`,
} as const;

export const studentIdInput = z.object({ studentId: z.coerce.number({ error: "Estudiante inválido" }).int().positive("Estudiante inválido") });
export const eraseInput = studentIdInput.extend({
  confirmation: z.string({ error: privacyMessages.confirmationRequired }).trim().min(1, privacyMessages.confirmationRequired).max(300),
});
export type EraseInput = z.infer<typeof eraseInput>;

export const consentSchema = z.object({ id: z.number(), noticeVersion: z.string(), givenAt: z.string() });
const consentEntrySchema = z.object({ id: z.number(), noticeVersion: z.string(), givenAt: z.string(), revokedAt: z.string().nullable(), givenBy: z.string() });

export const childConsentSchema = z.object({
  studentId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The parent's consent to the current notice, if any. */
  consent: consentSchema.nullable(),
  history: z.array(consentEntrySchema),
  /** The parent's consent to record the child's sensitive data (health, diagnosis; issue 35), to the current notice. */
  sensitiveConsent: consentSchema.nullable(),
  sensitiveHistory: z.array(consentEntrySchema),
});
export type ChildConsent = z.infer<typeof childConsentSchema>;

export const missingConsentSchema = z.object({
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      tribe: z.string().nullable(),
      parentName: z.string().nullable(),
      /** none: never given; revoked: withdrawn; outdated: given for an older notice version. */
      reason: z.enum(["none", "revoked", "outdated"]),
    }),
  ),
  totalStudents: z.number(),
  withConsent: z.number(),
  noticeVersion: z.string(),
});
export type MissingConsents = z.infer<typeof missingConsentSchema>;

export const consentOutput = messageOutput({ child: childConsentSchema });

/** What an erasure removed, table by table (issue 33): rows deleted and rows left without the student's trace. */
export const erasedTableSchema = z.object({ table: z.string(), deleted: z.number(), anonymised: z.number() });
/** `archived`: the documents of the academic record kept in the Archivo académico (issue 35). */
export const erasedCountsSchema = z.object({ deletedRows: z.number(), anonymisedRows: z.number(), deletedFiles: z.number(), archived: z.number(), removed: z.array(erasedTableSchema) });
export type Erasure = z.infer<typeof erasedCountsSchema> & { studentName: string };
export const eraseResultSchema = messageOutput(erasedCountsSchema.shape);

/** The answer to an erasure: the message names the student, the counts say how much went. */
export function erasedAnswer({ studentName, ...counts }: Erasure) {
  return withMessage(privacyMessages.erased(studentName), counts);
}
