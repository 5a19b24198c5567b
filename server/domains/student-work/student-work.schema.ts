import { z } from "zod";

export const submissionStatuses = ["SUBMITTED", "REVIEWED", "APPROVED", "NEEDS_REVISION"] as const;
export const reviewStatuses = ["REVIEWED", "APPROVED", "NEEDS_REVISION"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  SUBMITTED: "Enviado",
  REVIEWED: "Revisado",
  APPROVED: "Aprobado",
  NEEDS_REVISION: "Necesita Revisión",
};

export const workMessages = {
  empty: "Agrega un enlace, una descripción o un archivo.",
  badUrl: "El enlace debe empezar por http:// o https://",
  wrongType: "Tipo de archivo no permitido. Tipos aceptados: imágenes, PDF, .doc, .docx, .txt, .zip, .rar",
  studentsOnly: "Solo los estudiantes pueden entregar trabajos.",
  notOwner: "Solo puedes cambiar tu propio trabajo.",
  notFound: "El trabajo no existe o ya fue eliminado.",
  moduleNotFound: "El módulo no existe.",
  notReviewer: "Solo el profesor que creó el módulo o un administrador puede evaluar este trabajo.",
  forbidden: "No tienes permisos para ver este trabajo.",
  submitted: "¡Trabajo enviado exitosamente!",
  updated: "¡Trabajo actualizado exitosamente!",
  reviewed: "Trabajo revisado exitosamente",
  grade: "La calificación debe ser un número entre 0 y 10",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export const workFieldsInput = z.object({
  workUrl: optionalText(2000).refine((url) => url === null || /^https?:\/\/[^\s]+$/i.test(url), workMessages.badUrl),
  workDescription: optionalText(5000),
});
export type WorkFields = z.infer<typeof workFieldsInput>;

export const submitInput = workFieldsInput.extend({ moduleId: z.coerce.number().int().positive() });
export type SubmitInput = z.infer<typeof submitInput>;

export const submissionIdInput = z.object({ id: z.coerce.number().int().positive() });
export const studentIdInput = z.object({ userId: z.coerce.number().int().positive() });

export const reviewInput = z.object({
  status: z.enum(reviewStatuses, { error: "Estado no válido" }),
  teacherFeedback: optionalText(5000),
  grade: z
    .union([z.number({ error: workMessages.grade }), z.null()])
    .optional()
    .transform((grade) => (grade === undefined ? null : grade))
    .refine((grade) => grade === null || (grade >= 0 && grade <= 10 && Math.abs(grade * 10 - Math.round(grade * 10)) < 1e-9), workMessages.grade),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const listFiltersInput = z.object({
  status: z.enum(submissionStatuses).optional(),
  search: z.string().trim().max(100).optional(),
  moduleId: z.coerce.number().int().positive().optional(),
});
export type ListFilters = z.infer<typeof listFiltersInput>;

export type Submission = {
  id: number;
  moduleId: number;
  studentId: number;
  status: SubmissionStatus;
  workUrl: string | null;
  workDescription: string | null;
  workFile: { url: string; originalName: string; name: string; size: number; mimeType: string } | null;
  teacherFeedback: string | null;
  grade: number | null;
  submissionDate: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  studentName: string;
  studentEmail: string;
  moduleTitle: string;
  moduleTribe: string | null;
  moduleCreatedBy: number;
  moduleCreatedByName: string;
};
