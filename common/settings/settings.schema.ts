import { z } from "zod";
import { messageOutput, summarised } from "../input-rules.js";

/**
 * The school's settings that an admin changes from the app (issue 19). Each has a default that
 * holds until an admin saves another value.
 */
export const schoolSettingsSchema = z.object({
  /** Self-registration of students ('Registro abierto'); open by default, as the spec. */
  registrationOpen: z.boolean(),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export const defaultSettings: SchoolSettings = { registrationOpen: true };

export const settingsMessages = {
  saved: "Configuración guardada",
  notABoolean: "Indica sí o no",
  nothingToSave: "No hay cambios que guardar",
  registrationClosed: "El registro está cerrado. Escribe a la escuela para pedir una cuenta.",
} as const;

/** PUT /api/settings: any of the settings; the others keep their value. Unknown keys are refused. */
export const updateSettingsInput = summarised(
  z
    .object({ registrationOpen: z.boolean({ error: settingsMessages.notABoolean }).optional() })
    .strict()
    .refine((input) => Object.values(input).some((value) => value !== undefined), settingsMessages.nothingToSave),
);
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

export const updateSettingsOutput = messageOutput({ settings: schoolSettingsSchema });
