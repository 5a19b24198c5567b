import { z } from "zod";
import { messageOutput, okOutput, summarised } from "../input-rules.js";
import { pageFields, pagingMessages } from "../paging.js";

export const materialMessages = {
  titleRequired: "El título es requerido",
  typeRequired: "El tipo es requerido",
  urlRequired: "La URL es requerida",
  badUrl: "La URL debe empezar por http:// o https://",
  notFound: "El material no existe o ya fue eliminado.",
  notYours: "Solo puedes modificar los materiales que creaste.",
  created: "Material creado correctamente",
  updated: "Material actualizado correctamente",
  deleted: "Material eliminado correctamente",
  page: pagingMessages.page,
  pageSize: pagingMessages.pageSize,
} as const;

/** Only web links: http or https, nothing a browser would run (javascript:, data:). */
const httpUrl = z
  .string({ error: materialMessages.urlRequired })
  .trim()
  .min(1, materialMessages.urlRequired)
  .max(2000, "Máximo 2000 caracteres")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, materialMessages.badUrl);

export const materialIdInput = z.object({ id: z.coerce.number().int().positive() });

export const materialInput = z.object({
  title: z.string({ error: materialMessages.titleRequired }).trim().min(1, materialMessages.titleRequired).max(200, "Máximo 200 caracteres"),
  type: z.string({ error: materialMessages.typeRequired }).trim().min(1, materialMessages.typeRequired).max(50, "Máximo 50 caracteres"),
  url: httpUrl,
});
export type MaterialInput = z.infer<typeof materialInput>;
export const updateMaterialCall = materialIdInput.extend(materialInput.shape);

export const materialSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.string(),
  url: z.string(),
  createdById: z.number().nullable(),
  /** Admins change any material; teachers the ones they created. */
  canEdit: z.boolean(),
});
export type Material = z.infer<typeof materialSchema>;

/** Materials per page unless the caller asks otherwise, and the most one call may ask for. */
export const materialPageSize = 25;
export const maxMaterialPageSize = 100;

/** Paging of the materials list; coerced so REST query strings (?page=2&pageSize=25) work too. */
export const materialListInput = summarised(
  z.object({
    ...pageFields(materialPageSize, maxMaterialPageSize),
  }),
);
export type MaterialListInput = z.input<typeof materialListInput>;
export type MaterialListFilters = z.output<typeof materialListInput>;

/** One page of materials, by title; `total` is how many there are (for the pager). */
export const materialListSchema = z.object({
  materials: z.array(materialSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MaterialList = z.infer<typeof materialListSchema>;

export const materialSavedOutput = messageOutput({ material: materialSchema });
export const materialDeletedOutput = okOutput;
