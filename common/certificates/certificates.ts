import { z } from "zod";
import { type CertificateKind, certificateKinds, documentTypes } from "../student-records/record-codes.js";

/** The codes and the public page's masking have no zod: the public page loads them alone (certificate-codes.ts). */
export * from "./certificate-codes.js";
import { certificateNotFound } from "./certificate-codes.js";

export const certificateMessages = {
  kind: "Elige constancia de estudio o certificado de estudios.",
  student: "Elige un estudiante.",
  year: "Escribe un año válido, por ejemplo 2026.",
  reasonRequired: "Escribe el motivo de la revocación.",
  reasonTooLong: "El motivo puede tener como máximo 300 caracteres.",
  notFound: certificateNotFound,
  studentNotFound: "Ese estudiante no existe.",
  noRecord: (name: string) => `${name} no tiene ficha de matrícula: complétala antes de expedir un certificado.`,
  incompleteRecord: (name: string) => `La ficha de matrícula de ${name} no tiene nombres, apellidos y documento: complétala antes de expedir un certificado.`,
  notEnrolled: (name: string, status: string) => `No se puede expedir una constancia de estudio: ${name} no tiene matrícula vigente (estado: ${status}).`,
  otherYear: (name: string, year: number, asked: number) => `No se puede expedir la constancia de ${asked}: la matrícula vigente de ${name} es del año ${year}.`,
  noFinalReport: (name: string, year: number) => `No se puede expedir el certificado de estudios de ${year}: el informe final de ${year} de ${name} no se ha publicado.`,
  noAccount: (name: string) => `No se puede expedir el certificado de estudios: la ficha de ${name} ya no tiene cuenta con informes finales.`,
  alreadyRevoked: "Este certificado ya estaba revocado.",
  issued: (kind: CertificateKind) => (kind === "constancia" ? "Constancia de estudio expedida con su código de verificación." : "Certificado de estudios expedido con su código de verificación."),
  revoked: "Certificado revocado. Su página de verificación ya lo dice.",
  pdfFailed: "No se pudo generar el PDF del certificado. Inténtalo de nuevo.",
} as const;

const m = certificateMessages;
const yearField = z.coerce.number({ error: m.year }).int(m.year).min(2000, m.year).max(2100, m.year);

export const issueCertificateInput = z.object({
  studentId: z.coerce.number({ error: m.student }).int(m.student).positive(m.student),
  kind: z.enum(certificateKinds, { error: m.kind }),
  year: yearField,
});
export type IssueCertificateInput = z.infer<typeof issueCertificateInput>;

/** A typed code: any case, dashes optional; 404 (not 400) when it cannot be one, as for an unknown code. */
export const certificateCodeInput = z.object({ code: z.string() });

export const revokeCertificateInput = z.object({
  code: z.string(),
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(300, m.reasonTooLong),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateInput>;

/**
 * What a certificate says, stored once when it is issued and never changed: the PDF is drawn from
 * it alone, so what the paper says is what the verification page says.
 */
export const certificateContentSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  year: z.number(),
  school: z.object({ name: z.string(), nit: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  student: z.object({
    firstNames: z.string(),
    lastNames: z.string(),
    documentType: z.enum(documentTypes),
    documentNumber: z.string().nullable(),
    sex: z.enum(["F", "M"]).nullable(),
  }),
  /** The grade's label ("3°", "Transición"), or null when the file had none. */
  grade: z.string().nullable(),
  /** The body of the paper, in Spanish agreeing with the sex on the file. */
  statement: z.string(),
  /** Certificado: each subject (or preschool dimension) with its final result, and the promotion decision. */
  results: z
    .object({
      preschool: z.boolean(),
      subjects: z.array(z.object({ name: z.string(), result: z.string() })),
      decision: z.string(),
    })
    .nullable(),
  head: z.object({ name: z.string(), title: z.string() }),
  /** YYYY-MM-DD, the school's day it was issued. */
  issuedOn: z.string(),
});
export type CertificateContent = z.infer<typeof certificateContentSchema>;

/** A certificate as the admin's list shows it. */
export const certificateSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  year: z.number(),
  issuedAt: z.string(),
  issuedOn: z.string(),
  studentName: z.string(),
  /** The student's account; null once the account is gone (the certificate stays). */
  studentId: z.number().nullable(),
  grade: z.string().nullable(),
  verifyUrl: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A student the admin may choose in 'Expedir certificado'. */
export const certificateStudentOptionSchema = z.object({ studentId: z.number(), name: z.string(), grade: z.string().nullable(), status: z.string().nullable() });
export type CertificateStudentOption = z.infer<typeof certificateStudentOptionSchema>;

/**
 * What the public verification page shows, and nothing more: the kind, the school, the issue date,
 * the student's name masked and the document's last digits, and whether it still holds (with the
 * day it was revoked, never why). No grades, no ids, no full name.
 */
export const verificationSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  kindLabel: z.string(),
  school: z.string(),
  issuedOn: z.string(),
  student: z.string(),
  document: z.string(),
  status: z.enum(["valido", "revocado"]),
  revokedOn: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const certificateFileName = (content: Pick<CertificateContent, "kind" | "code">) => `${content.kind}-${content.code}.pdf`;
