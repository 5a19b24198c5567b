import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { navigationTribes } from "../school.js";
import { dayIconKeys } from "./visual-day.icons.js";

export const visualDayMessages = {
  badTribe: "Elige una tribu, de la Tribu 1 a la Tribu 4.",
  badDate: "La fecha no es válida. Usa el formato AAAA-MM-DD.",
  labelRequired: "Escribe un nombre corto para el paso.",
  labelTooLong: "El nombre del paso puede tener como máximo 40 caracteres.",
  badTime: "La hora no es válida. Usa el formato HH:MM, por ejemplo 08:30.",
  badKind: "El tipo de paso no es válido: elige actividad o pausa de calma.",
  badIcon: "Elige un dibujo de la lista.",
  badDirection: "Indica si el paso sube o baja.",
  badStep: "Elige un paso del día.",
  tooManySteps: "Un día puede tener como máximo 20 pasos.",
  stepNotFound: "El paso no existe o ya fue eliminado.",
  stepNotInDay: "Ese paso no pertenece a este día.",
  emptyDay: "Este día todavía no tiene pasos.",
  lastStep: "Ya es el último paso del día.",
  wrongPicture: "La imagen debe ser PNG, JPG, GIF o WEBP.",
  noPicture: "Este paso no tiene imagen subida.",
  buildersOnly: "Solo los docentes y administradores pueden preparar el día visual.",
  forbiddenRead: "Solo puedes ver el día visual de tu tribu.",
  added: "Paso agregado",
  updated: "Paso actualizado",
  removed: "Paso eliminado",
  moved: "Orden actualizado",
  advanced: "Siguiente paso",
  currentSet: "Paso actual actualizado",
  followsClock: "El día sigue el reloj",
} as const;
const m = visualDayMessages;

export const maxStepsPerDay = 20;
export const maxLabelLength = 40;
export const stepKinds = ["activity", "break"] as const;
export type StepKind = (typeof stepKinds)[number];

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const blankAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const tribeField = z.enum(navigationTribes, { error: m.badTribe });
export const dateField = z
  .string({ error: m.badDate })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.badDate)
  .refine(isRealDate, m.badDate);
const timeField = z.preprocess(
  blankAsUndefined,
  z
    .string({ error: m.badTime })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.badTime)
    .optional(),
);
const labelField = z
  .string({ error: m.labelRequired })
  .trim()
  .min(1, m.labelRequired)
  .max(maxLabelLength, m.labelTooLong);
const kindField = z.preprocess(blankAsUndefined, z.enum(stepKinds, { error: m.badKind }).default("activity"));
const iconField = z.preprocess(blankAsUndefined, z.enum(dayIconKeys, { error: m.badIcon }).optional());
/** A checkbox in a form arrives as "1"/"true"; JSON sends a boolean. */
const flagField = z.preprocess((value) => value === true || value === "1" || value === "true", z.boolean());

/** Which day: a tribe (a student's own when left out) and a date (today in the school's time zone when left out). */
export const dayQueryInput = z.object({
  tribe: z.preprocess(blankAsUndefined, tribeField.optional()),
  date: z.preprocess(blankAsUndefined, dateField.optional()),
});
export type DayQuery = z.infer<typeof dayQueryInput>;

export const dayRefInput = z.object({ tribe: tribeField, date: z.preprocess(blankAsUndefined, dateField.optional()) });
export type DayRef = z.infer<typeof dayRefInput>;

export const stepFieldsInput = z.object({
  label: labelField,
  time: timeField,
  kind: kindField,
  icon: iconField,
  /** Drops an uploaded picture, so the step shows its icon again. */
  removePicture: flagField.optional(),
});
export type StepFields = z.infer<typeof stepFieldsInput>;

export const newStepInput = dayRefInput.extend(stepFieldsInput.shape);
export type NewStep = z.infer<typeof newStepInput>;

export const stepIdInput = z.object({ id: z.coerce.number({ error: m.badStep }).int(m.badStep).positive(m.badStep) });
export const moveInput = z.object({ direction: z.enum(["up", "down"], { error: m.badDirection }) });
export const setCurrentInput = dayRefInput.extend({
  /** null: the day follows the clock again. */
  stepId: z.preprocess(blankAsUndefined, z.coerce.number({ error: m.badStep }).int(m.badStep).positive(m.badStep).nullable().default(null)),
});
export type SetCurrent = z.infer<typeof setCurrentInput>;
/** The answer's message after setCurrent: a chosen step, or the clock leading the day again. */
export const currentSetMessage = (stepId: number | null) => (stepId === null ? m.followsClock : m.currentSet);

/** visualDay.updateStep and moveStep send { id, fields }, the fields as the REST body. */
export const updateStepCall = stepIdInput.extend({ fields: stepFieldsInput });
export const moveStepCall = stepIdInput.extend({ fields: moveInput });

export const stepStates = ["done", "now", "next", "later"] as const;
export type StepState = (typeof stepStates)[number];

export const visualStepSchema = z.object({
  id: z.number(),
  position: z.number(),
  label: z.string(),
  /** HH:MM, or null when the step has no set time. */
  time: z.string().nullable(),
  kind: z.enum(stepKinds),
  icon: z.enum(dayIconKeys),
  /** An uploaded picture, shown instead of the icon; fetched with the session. */
  pictureUrl: z.string().nullable(),
  state: z.enum(stepStates),
});
export type VisualStep = z.infer<typeof visualStepSchema>;

export const visualDaySchema = z.object({
  /** null for a student who has no tribe yet. */
  tribe: z.string().nullable(),
  date: z.string(),
  /** Today in the school's time zone, so screens need not trust the device's clock. */
  today: z.string(),
  isToday: z.boolean(),
  steps: z.array(visualStepSchema),
  currentStepId: z.number().nullable(),
  /** "teacher" once a teacher moved the day on by hand; "clock" while it follows the steps' times. */
  follows: z.enum(["clock", "teacher"]),
  /** 'Ahora' and 'Después' (first-then). */
  nowStep: visualStepSchema.nullable(),
  nextStep: visualStepSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type VisualDay = z.infer<typeof visualDaySchema>;

/** Every change answers the whole day as it is now. */
export const dayChangedOutput = messageOutput({ day: visualDaySchema });
