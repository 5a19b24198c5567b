import { z } from "zod";
import { messageOutput } from "../input-rules.js";

/** Text size in four steps: 0 is the default, 3 the largest. */
export const accessibilityProfileSchema = z.object({
  textSize: z.number().int().min(0, "Tamaño no válido").max(3, "Tamaño no válido"),
  dyslexiaFriendly: z.boolean(),
  highContrast: z.boolean(),
  reducedMotion: z.boolean(),
  largerTargets: z.boolean(),
  hideTimers: z.boolean(),
  /** Students only: a few large actions instead of the full dashboard. */
  simpleMode: z.boolean().default(false),
});
export type AccessibilityProfile = z.infer<typeof accessibilityProfileSchema>;


export const userIdInput = z.object({ userId: z.coerce.number().int().positive() });
export const setProfileInput = userIdInput.extend({ profile: accessibilityProfileSchema });
export const setProfileOutput = messageOutput({ profile: accessibilityProfileSchema });

export const accessibilityMessages = {
  forbidden: "Solo puedes cambiar la accesibilidad de tu cuenta o la de tus hijos o estudiantes.",
  childReadsOnly: "Tu familia o tu profe cambian cómo ves Tribu, contigo.",
  notFound: "El usuario no existe o ya fue eliminado.",
  saved: "Preferencias de accesibilidad guardadas",
} as const;
