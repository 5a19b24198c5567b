import { gradeMessages } from "./grade-messages.js";

/**
 * Student work's fixed values and words, without zod: the child's home shows them and hands work in
 * from its "Para hoy" card, and zod stays out of the homes' JavaScript (issue 24). The schemas in
 * student-work.schema.ts are built from these.
 */
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
  wrongType: "Tipo de archivo no permitido. Tipos aceptados: imágenes, grabaciones de voz, PDF, .doc, .docx, .txt, .zip, .rar",
  studentsOnly: "Solo los estudiantes pueden entregar trabajos.",
  notOwner: "Solo puedes cambiar tu propio trabajo.",
  notFound: "El trabajo no existe o ya fue eliminado.",
  moduleNotFound: "El módulo no existe.",
  notYourModule: "Solo puedes entregar trabajos de los módulos de tu tribu o de los que la escuela te asignó.",
  noTribe: "Aún no tienes tribu. Cuando la escuela te asigne a una tribu, podrás entregar trabajos de sus módulos.",
  notReviewer: "Solo el profesor que creó el módulo o un administrador puede evaluar este trabajo.",
  forbidden: "No tienes permisos para ver este trabajo.",
  submitted: "¡Trabajo enviado exitosamente!",
  updated: "¡Trabajo actualizado exitosamente!",
  reviewed: "Trabajo revisado exitosamente",
  grade: gradeMessages.range,
  page: "La página debe ser un número entero mayor o igual a 1",
  pageSize: "El tamaño de página debe ser un número entero entre 1 y 100",
  tooManyFiles: "Un trabajo puede tener hasta 10 archivos. Quita alguno para añadir otro.",
  fileNotFound: "Ese archivo no está en este trabajo.",
  badFileIds: "Los archivos que quieres quitar no son válidos.",
  badHandInKey: "La clave de reintento no es válida.",
  handInKeyReused: "Esta clave de reintento ya se usó para otro trabajo.",
} as const;

/**
 * Issue 39: a hand-in request may carry this header, a key the client made for this one hand-in
 * (kept with it while offline, sent again with each retry): the same key from the same student is
 * stored once (docs/decisions/offline-hand-ins.md). 16 to 100 letters, digits, "-" or "_" (a UUID
 * fits).
 */
export const handInKeyHeader = "Idempotency-Key";
export const handInKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/** The most files one hand-in holds (issue 37): photos, voice notes and other files together. */
export const maxWorkFiles = 10;

/** What a hand-in's file is to the screens, by its stored (content-checked) type. */
export type WorkFileKind = "photo" | "voice" | "file";
export function workFileKind(mimeType: string): WorkFileKind {
  if (mimeType.startsWith("image/")) return "photo";
  if (mimeType.startsWith("audio/")) return "voice";
  return "file";
}

/** The longest link and description a hand-in takes (the server's input and the hand-in form's fields). */
export const workFieldLimits = { workUrl: 2000, workDescription: 5000 } as const;
