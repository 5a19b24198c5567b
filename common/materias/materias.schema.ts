import { z } from "zod";
import { successOutput } from "../input-rules.js";
import type { navigationTribes } from "../school.js";

export const materiaSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Materia = z.infer<typeof materiaSchema>;

export const materiaMessages = {
  nameRequired: "El nombre de la materia es requerido",
  nameTaken: "Ya existe una materia con ese nombre",
  notFound: "Materia no encontrada",
  tribeUnknown: "Tribu no válida",
} as const;

/** New materia: name required and trimmed; an empty description is stored as null. */
export const createMateriaInput = z.object({
  name: z
    .string({ error: materiaMessages.nameRequired })
    .trim()
    .min(1, materiaMessages.nameRequired)
    .max(100, "Máximo 100 caracteres"),
  description: z
    .string()
    .trim()
    .max(2000, "Máximo 2000 caracteres")
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateMateriaInput = z.infer<typeof createMateriaInput>;

export const materiaIdInput = z.object({ id: z.coerce.number().int().positive() });
export const materiaNameInput = z.object({ name: z.string().trim().min(1, materiaMessages.notFound).max(100) });

/** "Tribu 2" and the route form "tribu-2" both name Tribu 2; only Tribu 1 to 4 hold subjects. */
export function normaliseTribeName(value: string): string | null {
  const match = /^tribu[\s_-]*([1-4])$/i.exec(value.trim());
  return match ? `Tribu ${match[1]}` : null;
}

export const tribeNameSchema = z
  .string({ error: materiaMessages.tribeUnknown })
  .transform((value, ctx) => {
    const name = normaliseTribeName(value);
    if (!name) {
      ctx.addIssue({ code: "custom", message: materiaMessages.tribeUnknown });
      return z.NEVER;
    }
    return name as (typeof navigationTribes)[number];
  });

export const tribeInput = z.object({ tribeName: tribeNameSchema });

export const tribeMateriaInput = z.object({
  tribeName: tribeNameSchema,
  materiaName: z.string({ error: materiaMessages.notFound }).trim().min(1, materiaMessages.notFound).max(100),
});
export type TribeMateriaInput = z.infer<typeof tribeMateriaInput>;

export const tribeMateriasSchema = z.object({ tribeName: z.string(), materias: z.array(materiaSchema) });
export type TribeMaterias = z.infer<typeof tribeMateriasSchema>;
export const tribeMateriasOutput = successOutput(tribeMateriasSchema.shape);

export const materiaListOutput = successOutput({ materias: z.array(materiaSchema) });
export const materiaRemovedOutput = successOutput({});
