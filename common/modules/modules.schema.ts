import { z } from "zod";
import { messageOutput, successOutput, summarised } from "../input-rules.js";
import { navigationTribes } from "../school.js";

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
  deleted: "Módulo eliminado exitosamente",
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

const blankAsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Page size of GET /api/modules and modules.list when none is asked for. */
export const defaultModulePageSize = 50;
export const maxModulePageSize = 100;

export const moduleListMessages = {
  badPage: "La página debe ser un número entero mayor o igual a 1",
  badPageSize: `El tamaño de página debe ser un número entero entre 1 y ${maxModulePageSize}`,
  badSearch: "La búsqueda admite como máximo 100 caracteres",
  badMateria: "La materia debe ser un id o un nombre de hasta 100 caracteres",
  badTitle: "El título admite como máximo 200 caracteres",
  badCreator: "El creador debe ser un id de usuario",
} as const;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(2 ** 31 - 1, message);

const materiaId = z
  .number()
  .int(moduleListMessages.badMateria)
  .min(1, moduleListMessages.badMateria)
  .max(2 ** 31 - 1, moduleListMessages.badMateria);
const materiaName = z.string().trim().min(1, moduleListMessages.badMateria).max(100, moduleListMessages.badMateria);

/**
 * GET /api/modules and modules.list: filters and paging, all done in SQL. Every value may come as
 * query-string text. `materia` is a subject id (digits) or its exact name; `title` an exact title
 * (the module page finds its module with it); `search` looks in title and description, ignoring case.
 */
/** The filter fields themselves (a form reads a field's limits from here). */
export const listModulesFields = z.object({
  tribe: z.preprocess(blankAsUnset, z.enum(navigationTribes, { error: moduleMessages.tribeUnknown }).optional()),
  materia: z.preprocess(
    blankAsUnset,
    z.union([materiaId, materiaName], { error: moduleListMessages.badMateria }).optional(),
  ),
  search: z.preprocess(blankAsUnset, z.string({ error: moduleListMessages.badSearch }).trim().max(100, moduleListMessages.badSearch).optional()),
  title: z.preprocess(blankAsUnset, z.string({ error: moduleListMessages.badTitle }).trim().max(200, moduleListMessages.badTitle).optional()),
  createdBy: z.preprocess(blankAsUnset, positiveInt(moduleListMessages.badCreator).optional()),
  page: z.preprocess(blankAsUnset, positiveInt(moduleListMessages.badPage).default(1)),
  pageSize: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: moduleListMessages.badPageSize })
      .int(moduleListMessages.badPageSize)
      .min(1, moduleListMessages.badPageSize)
      .max(maxModulePageSize, moduleListMessages.badPageSize)
      .default(defaultModulePageSize),
  ),
});
export const listModulesInput = summarised(listModulesFields);
export type ListModulesInput = z.input<typeof listModulesInput>;

/** modules.summary: how many modules a subject has, in all and per tribe (the subject pages' figures). */
export const moduleSummaryInput = z.object({
  materia: z.union([materiaId, materiaName], { error: moduleListMessages.badMateria }),
});
export const moduleSummarySchema = z.object({
  total: z.number(),
  tribes: z.array(z.object({ tribe: z.string(), count: z.number() })),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;
export type ListModulesQuery = z.output<typeof listModulesInput>;

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

export const moduleListSchema = z.object({
  modules: z.array(moduleSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ModuleList = z.infer<typeof moduleListSchema>;

export const uploadTypeSchema = z.enum(["downloadPdf", "studentWork"]);
export const moduleUploadFields = z.object({
  moduleId: z.coerce.number({ error: moduleMessages.notFound }).int().positive(moduleMessages.notFound),
  type: uploadTypeSchema.default("downloadPdf"),
});

export const userModulesInput = z.object({ moduleIds: z.array(z.coerce.number().int().positive()).max(1000) });
export const userIdInput = z.object({ id: z.coerce.number().int().positive() });
export const setUserModulesInput = userIdInput.extend(userModulesInput.shape);

/** The modules assigned to a user (GET/PUT /api/users/{id}/modules, modules.assigned). */
export const assignedModulesSchema = z.object({ userId: z.number(), moduleIds: z.array(z.number()), modules: z.array(moduleSchema) });
export type AssignedModules = z.infer<typeof assignedModulesSchema>;
export const assignedModulesOutput = successOutput(assignedModulesSchema.shape);
export const moduleDeletedOutput = messageOutput({});
export const studentProgressInput = z.object({ studentId: z.number().int().positive() });

export const progressStatusSchema = z.enum(["NOT_STARTED", "SUBMITTED", "REVIEWED", "APPROVED", "NEEDS_REVISION"]);
export const studentProgressSchema = z.object({
  studentId: z.number(),
  modules: z.array(
    z.object({
      moduleId: z.number(),
      title: z.string(),
      /** Where the module's page is: its tribe and subjects (the student's own module list links there). */
      tribe: z.string().nullable(),
      materias: z.array(z.string()),
      status: progressStatusSchema,
      completed: z.boolean(),
      /** Assigned to this student by name (not only through their tribe): the child's home shows it first. */
      assigned: z.boolean(),
    }),
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
