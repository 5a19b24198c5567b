import { z } from "zod";
import { messageOutput, summarised } from "../input-rules.js";
import { months } from "../payments/months.js";
import { tribes } from "../school.js";

/**
 * The months a family pays a monthly fee ("pensión"), first to last of the school's year (issue 34):
 * each school sets its own (Resolución de costos educativos of each year; a calendar A school
 * usually charges ten, February to November). The payments form starts on the first of them not yet
 * covered.
 */
const feeMonthsSchema = z
  .object({ first: z.enum(months), last: z.enum(months) })
  .refine((span) => span.first <= span.last, "El primer mes de pensión debe ir antes del último");

/**
 * The school's settings that an admin changes from the app (issue 19). Each has a default that
 * holds until an admin saves another value.
 */
export const schoolSettingsSchema = z.object({
  /** Self-registration of students ('Registro abierto'); open by default, as the spec. */
  registrationOpen: z.boolean(),
  feeMonths: feeMonthsSchema,
  /** "¿Cómo llegas hoy?" (issue 37): the children's check-in after signing in; on by default. */
  moodCheckIn: z.boolean(),
  /** Issue 37: the tribes whose children see their grades (as level words); none by default. */
  childGradesTribes: z.array(z.enum(tribes)),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export const defaultSettings: SchoolSettings = { registrationOpen: true, feeMonths: { first: "02", last: "11" }, moodCheckIn: true, childGradesTribes: [] };

export const settingsMessages = {
  saved: "Configuración guardada",
  notABoolean: "Indica sí o no",
  tribe: "Elige tribus de la escuela",
  nothingToSave: "No hay cambios que guardar",
  registrationClosed: "El registro está cerrado. Escribe a la escuela para pedir una cuenta.",
} as const;

/** PUT /api/settings: any of the settings; the others keep their value. Unknown keys are refused. */
export const updateSettingsInput = summarised(
  z
    .object({
      registrationOpen: z.boolean({ error: settingsMessages.notABoolean }).optional(),
      feeMonths: feeMonthsSchema.optional(),
      moodCheckIn: z.boolean({ error: settingsMessages.notABoolean }).optional(),
      childGradesTribes: z
        .array(z.enum(tribes, { error: settingsMessages.tribe }), { error: settingsMessages.tribe })
        .max(tribes.length, settingsMessages.tribe)
        .transform((list) => [...new Set(list)].sort())
        .optional(),
    })
    .strict()
    .refine((input) => Object.values(input).some((value) => value !== undefined), settingsMessages.nothingToSave),
);
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

export const updateSettingsOutput = messageOutput({ settings: schoolSettingsSchema });
