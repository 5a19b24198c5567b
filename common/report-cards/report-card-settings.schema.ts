import { z } from "zod";
import { isCalendarDate } from "../attendance/attendance.calendar.js";
import { tribes } from "../school.js";
import { defaultScale, type PerformanceLevel, performanceLevels, scaleProblem } from "./performance-scale.js";

/**
 * The admin's settings of report cards (issue 26): the school's cut-offs on the national scale, which
 * tribes are preschool (descriptive reports per development dimension, no numbers: Decreto 2247 de
 * 1997), the dimensions, and each period's weight in the year (periods are the school calendar's,
 * named by the day they start, as attendance names them).
 */
export const nationalPreschoolDimensions = ["Socio-afectiva", "Corporal", "Cognitiva", "Comunicativa", "Estética", "Espiritual", "Ética"] as const;

export const reportCardMessages = {
  tribe: "Elige una tribu de la escuela.",
  dimensionRequired: "Cada dimensión necesita un nombre.",
  dimensionTooLong: "El nombre de una dimensión puede tener como máximo 60 caracteres.",
  dimensionsCount: "Escribe entre 1 y 12 dimensiones.",
  dimensionRepeated: "Hay una dimensión repetida.",
  weight: "El peso de cada periodo es un número entero entre 0 y 100.",
  weightsSum: "Los pesos de los periodos deben sumar 100.",
  periodRepeated: "Hay un periodo repetido en los pesos.",
  badPeriod: "Ese periodo no está en el calendario escolar.",
  scale: "Las notas de corte no son válidas.",
} as const;

const m = reportCardMessages;

const scaleInput = z
  .object({
    superior: z.number({ error: m.scale }),
    alto: z.number({ error: m.scale }),
    basico: z.number({ error: m.scale }),
  })
  .superRefine((scale, ctx) => {
    const problem = scaleProblem(scale);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const dimensionName = z.string({ error: m.dimensionRequired }).trim().min(1, m.dimensionRequired).max(60, m.dimensionTooLong);
const periodStart = z.string({ error: m.badPeriod }).refine(isCalendarDate, m.badPeriod);

/** What a Colombian school's documents call its head (Ley 115 de 1994, art. 129 names the rector). */
export const defaultHeadTitle = "Rector(a)";

export const reportCardSettingsInput = z.object({
  scale: scaleInput,
  /** Who signs as director (rector); blank: the admin who publishes. */
  directorName: z.string().trim().max(120, "El nombre del director puede tener como máximo 120 caracteres.").default(""),
  /** The head of school's title as documents print it under the signature (issue 35); a setting, "Rector(a)" by default. */
  headTitle: z.string().trim().min(1, "Escribe el cargo de quien dirige la escuela, por ejemplo Rector(a).").max(40, "El cargo puede tener como máximo 40 caracteres.").default(defaultHeadTitle),
  /**
   * Whether a card says the student is evaluated with a PIAR's adjustments (Decreto 1421 de 2017):
   * on the family's copy by default, and on a copy meant for another school only when chosen (issue
   * 35). The line tells of a disability, which is health data, sensitive under Ley 1581 de 2012
   * (art. 5), whose treatment art. 6 restricts: it does not travel to another institution by default.
   * Read when the PDF is made; the published content keeps piar: true/false as it was.
   */
  piarLineOnCards: z.boolean().default(true),
  piarLineForOtherSchools: z.boolean().default(false),
  preschoolTribes: z.array(z.enum(tribes, { error: m.tribe })).max(tribes.length),
  dimensions: z
    .array(dimensionName, { error: m.dimensionsCount })
    .min(1, m.dimensionsCount)
    .max(12, m.dimensionsCount)
    .refine((names) => new Set(names.map((name) => name.toLocaleLowerCase("es"))).size === names.length, m.dimensionRepeated),
  periodWeights: z
    .array(z.object({ periodStart, weight: z.number({ error: m.weight }).int(m.weight).min(0, m.weight).max(100, m.weight) }))
    .max(12)
    .refine((weights) => new Set(weights.map((w) => w.periodStart)).size === weights.length, m.periodRepeated)
    .refine((weights) => weights.length === 0 || weights.reduce((sum, w) => sum + w.weight, 0) === 100, m.weightsSum),
});
export type ReportCardSettings = z.infer<typeof reportCardSettingsInput>;

export const defaultReportCardSettings: ReportCardSettings = {
  scale: defaultScale,
  directorName: "",
  headTitle: defaultHeadTitle,
  piarLineOnCards: true,
  piarLineForOtherSchools: false,
  preschoolTribes: [],
  dimensions: [...nationalPreschoolDimensions],
  periodWeights: [],
};

/** Whether a card's PDF prints its PIAR line: the family's copy by `piarLineOnCards`, another school's only with `piarLineForOtherSchools` too. */
export function piarLineShown(settings: Pick<ReportCardSettings, "piarLineOnCards" | "piarLineForOtherSchools">, forOtherSchool: boolean): boolean {
  return settings.piarLineOnCards && (!forOtherSchool || settings.piarLineForOtherSchools);
}

export const reportCardSettingsSchema = z.object({
  scale: z.object({ superior: z.number(), alto: z.number(), basico: z.number() }),
  directorName: z.string(),
  headTitle: z.string(),
  piarLineOnCards: z.boolean(),
  piarLineForOtherSchools: z.boolean(),
  preschoolTribes: z.array(z.enum(tribes)),
  dimensions: z.array(z.string()),
  periodWeights: z.array(z.object({ periodStart: z.string(), weight: z.number() })),
});

export const levelsInput = z.object({
  tribe: z.enum(tribes, { error: m.tribe }),
  period: periodStart,
});
export type LevelsInput = z.infer<typeof levelsInput>;

const subjectLevel = z.object({
  materiaId: z.number(),
  materia: z.string(),
  average: z.number().nullable(),
  level: z.enum(performanceLevels).nullable(),
  grades: z.number(),
});

export const tribeLevelsSchema = z.object({
  tribe: z.string(),
  period: z.object({ name: z.string(), start: z.string(), end: z.string() }),
  preschool: z.boolean(),
  dimensions: z.array(z.string()),
  students: z.array(z.object({ id: z.number(), name: z.string(), subjects: z.array(subjectLevel) })),
});
export type TribeLevels = z.infer<typeof tribeLevelsSchema>;
export type SubjectLevel = { materiaId: number; materia: string; average: number | null; level: PerformanceLevel | null; grades: number };
