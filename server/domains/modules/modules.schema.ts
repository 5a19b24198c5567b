import { z } from "zod";
import { navigationTribes } from "../../db/schema.js";

export const moduleMessages = {
  requiredCreate: "El título y la descripción son requeridos",
  requiredEdit: "Título y descripción son requeridos",
  noCreate: "No tienes permisos para crear módulos.",
  noEdit: "No tienes permisos para editar módulos.",
  noDelete: "No tienes permisos para eliminar módulos.",
  notFound: "Módulo no encontrado",
  materiaNotFound:
    "No se pudo encontrar el ID de la materia. Intenta crear el módulo desde la página principal de módulos.",
  badUrl: "La URL debe empezar por http:// o https://",
  tribeUnknown: "Tribu no válida",
  wrongFileKind: "Solo se permiten archivos PDF o imágenes (JPG, PNG, GIF, WebP)",
  uploadFailed: "Error al subir el archivo",
  uploaded: "PDF subido correctamente",
  noFile: "No hay archivo PDF disponible",
  assignAdminOnly: "Solo la administración puede asignar módulos.",
} as const;

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** Optional text: trimmed, and null when empty. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .nullish()
    .transform(emptyToNull);

/** Optional web address: only http(s), so no javascript: or data: links ever reach a page. */
const optionalUrl = z
  .string()
  .trim()
  .max(2000, "Máximo 2000 caracteres")
  .nullish()
  .transform(emptyToNull)
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
    message: moduleMessages.badUrl,
  });

const tribeField = z
  .string()
  .trim()
  .nullish()
  .transform(emptyToNull)
  .refine((value) => value === null || (navigationTribes as readonly string[]).includes(value), {
    message: moduleMessages.tribeUnknown,
  });

/**
 * Subjects by id (subject page) or by name (tribe page); a comma-separated text is split.
 * On edit, leaving it out keeps the module's subjects and an empty list clears them.
 */
const materiasField = z
  .preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(z.union([z.number().int().positive(), z.string().trim().min(1).max(100)])).max(50),
  )
  .optional();

function moduleFields(required: string) {
  return {
    title: z.string({ error: required }).trim().min(1, required).max(200, "Máximo 200 caracteres"),
    description: z.string({ error: required }).trim().min(1, required).max(5000, "Máximo 5000 caracteres"),
    url: optionalUrl,
    tribe: tribeField,
    materias: materiasField,
    downloadPdf: optionalUrl,
    youtubeVideo: optionalText(2000),
    instructions: optionalText(10000),
    forms: optionalText(10000),
    workUpload: optionalText(10000),
    // Sent by the original client; the creator is always the caller, so it is read and ignored.
    createdBy: z.unknown().optional(),
  };
}

export const createModuleInput = z.object({
  ...moduleFields(moduleMessages.requiredCreate),
  materias: materiasField.transform((value) => value ?? []),
});
export type CreateModuleInput = z.infer<typeof createModuleInput>;

export const updateModuleFields = z.object(moduleFields(moduleMessages.requiredEdit));
export const updateModuleInput = updateModuleFields.extend({ id: z.coerce.number().int().positive() });
export type UpdateModuleInput = z.infer<typeof updateModuleInput>;

export const moduleIdInput = z.object({ id: z.coerce.number().int().positive() });

export const creatorSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
});

export const moduleSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  tribe: z.string().nullable(),
  materias: z.array(z.string()),
  materiaIds: z.array(z.number()),
  /** The module's PDF or image: our own file address, a pasted address, or "". */
  downloadPdf: z.string(),
  pdfFile: z
    .object({ id: z.number(), originalName: z.string(), size: z.number(), mimeType: z.string() })
    .nullable(),
  youtubeVideo: z.string().nullable(),
  instructions: z.string().nullable(),
  forms: z.string().nullable(),
  workUpload: z.string().nullable(),
  createdBy: creatorSchema.nullable(),
  createdById: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ModuleView = z.infer<typeof moduleSchema>;

export const uploadTypeSchema = z.enum(["downloadPdf", "studentWork"]);
export const moduleUploadFields = z.object({
  moduleId: z.coerce.number({ error: moduleMessages.notFound }).int().positive(moduleMessages.notFound),
  type: uploadTypeSchema.default("downloadPdf"),
});

export const userModulesInput = z.object({ moduleIds: z.array(z.coerce.number().int().positive()).max(1000) });
export const userIdInput = z.object({ id: z.coerce.number().int().positive() });

export const progressStatusSchema = z.enum(["NOT_STARTED", "SUBMITTED", "REVIEWED", "APPROVED", "NEEDS_REVISION"]);
export const studentProgressSchema = z.object({
  studentId: z.number(),
  modules: z.array(
    z.object({ moduleId: z.number(), title: z.string(), status: progressStatusSchema, completed: z.boolean() }),
  ),
  completed: z.number(),
  total: z.number(),
  percent: z.number(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** The address the server serves a module's stored PDF or image from. */
export function modulePdfPath(moduleId: number): string {
  return `/api/modules/${moduleId}/pdf`;
}
