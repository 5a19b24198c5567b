import { z } from "zod";
import { grades } from "./record-codes.js";

/**
 * What the law leaves to each school about its files (issue 36): the grades it is licensed to offer
 * (Tribu's school: preschool and primary; a setting, since another school offers fewer). Stored under
 * the school setting "studentRecords".
 */
export const recordSettingsSchema = z.object({
  offeredGrades: z
    .array(z.enum(grades, { error: "Elige grados de la lista" }))
    .min(1, "La escuela ofrece al menos un grado")
    .refine((list) => new Set(list).size === list.length, "Cada grado una sola vez")
    .transform((list) => grades.filter((g) => list.includes(g))),
});
export type RecordSettings = z.infer<typeof recordSettingsSchema>;
export const defaultRecordSettings: RecordSettings = { offeredGrades: [...grades] };
export const recordSettingsKey = "studentRecords";
