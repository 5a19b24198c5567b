import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { tribes } from "../school.js";
import { feelings } from "./mood-checkins.feelings.js";

export * from "./mood-checkins.feelings.js";

/**
 * "¿Cómo llegas hoy?" (issue 37): the child's check-in after signing in, her teachers' view of the
 * class today, her family's view of her week. The child's private data: no answer lists another
 * child's feeling to a student (docs/decisions/mood-check-in.md).
 */
export const moodMessages = {
  answered: "¡Gracias por contarnos!",
  skipped: "Está bien. Otro día me cuentas.",
  badFeeling: "Elige una de las cinco caritas.",
  badTribe: "Elige una tribu.",
  badStudent: "El estudiante no existe.",
  studentsOnly: "Solo un estudiante cuenta cómo llega.",
  off: "La escuela no usa «¿Cómo llegas hoy?» en este momento.",
  notYourTribe: "Solo ves cómo llegaron los niños de tu tribu.",
  notYourChild: "Solo ves la semana de tus hijos o de tus estudiantes.",
} as const;
const m = moodMessages;

export const feelingField = z.enum(feelings, { error: m.badFeeling });
export const answerInput = z.object({ feeling: feelingField });
export type AnswerInput = z.output<typeof answerInput>;
export const classTodayInput = z.object({ tribe: z.enum(tribes, { error: m.badTribe }) });
export const childWeekInput = z.object({
  studentId: z.coerce.number({ error: m.badStudent }).int(m.badStudent).min(1, m.badStudent).max(2 ** 31 - 1, m.badStudent),
});

/** One of the five choices as this child reads it (her word agrees with her file). */
export const choiceSchema = z.object({ feeling: z.enum(feelings), word: z.string(), sentence: z.string(), picture: z.string() });

/** The child's own today: whether the school uses the check-in, and whether she answered or skipped. */
export const todaySchema = z.object({
  enabled: z.boolean(),
  day: z.string(),
  /** She answered or chose "Ahora no" today: the check-in is not shown again today. */
  done: z.boolean(),
  feeling: z.enum(feelings).nullable(),
  choices: z.array(choiceSchema),
});
export type MoodToday = z.output<typeof todaySchema>;

export const answerOutput = messageOutput({ day: z.string(), feeling: z.enum(feelings) });
export const skipOutput = messageOutput({ day: z.string() });

export const classChildSchema = z.object({ studentId: z.number(), firstName: z.string(), lastName: z.string(), feeling: z.enum(feelings), word: z.string() });
export const classTodaySchema = z.object({
  tribe: z.string(),
  day: z.string(),
  enabled: z.boolean(),
  /** Children of the tribe (active students). */
  total: z.number(),
  /** Who answered with a feeling today (a skip is not an answer). */
  children: z.array(classChildSchema),
});
export type ClassToday = z.output<typeof classTodaySchema>;

export const weekDaySchema = z.object({ day: z.string(), feeling: z.enum(feelings).nullable(), word: z.string().nullable(), skipped: z.boolean() });
export const childWeekSchema = z.object({ studentId: z.number(), firstName: z.string(), enabled: z.boolean(), days: z.array(weekDaySchema) });
export type ChildWeek = z.output<typeof childWeekSchema>;
