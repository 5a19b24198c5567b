import { z } from "zod";
import { formatLongDate } from "../format.js";
import { tribes } from "../school.js";
import { bySex, type StudentSex } from "../users/student-sex.js";
import { levelFor, type PerformanceLevel, type PerformanceScale, performanceLabels, performanceLevels, yearlyAverage } from "./performance-scale.js";
import type { PublishedCard } from "./report-card.schema.js";

/**
 * The final report of a student's school year (informe final, issue 35), the one calculation the
 * server (when it publishes), the PDF and the screen share. It is built from the newest published
 * card of each period of the year, never from what is still being written:
 * - each period's column is the level the teacher published on that period's card;
 * - the year's level follows docs/decisions/school-records.md: when every period with a level for
 *   the subject was backed by grades and the published level is the one the grades gave, the level
 *   of the periods' averages by their weights (Decreto 1290 de 2009, art. 5: the school's scale and
 *   its cut-offs); otherwise (levels only, or a level the teacher chose), the level of the year's
 *   last period that has one. A subject with a level never reads "Sin notas";
 * - a Bajo changed by passed support activities (art. 11.3–11.4) becomes their level_after, with its
 *   history printed ("Bajo → Básico tras actividades de apoyo, 20 de noviembre de 2026").
 */
const level = z.enum(performanceLevels);

export const promotionDecisions = ["promovido", "no_promovido", "promocion_anticipada"] as const;
export type PromotionDecision = (typeof promotionDecisions)[number];

const supportSchema = z.object({ levelBefore: level, result: z.enum(["passed", "not_passed"]), levelAfter: level.nullable(), resultOn: z.string() });
export type SupportResult = z.infer<typeof supportSchema>;

export const finalSubjectSchema = z.object({
  subject: z.string(),
  name: z.string(),
  /** Per period of the year: the card's level, null when the card had none, "absent" when the subject was not on it (JSON keeps no undefined). */
  levels: z.array(z.union([level, z.literal("absent")]).nullable()),
  /** The periods' averages of grades by their weights; null without grades. */
  average: z.number().nullable(),
  /** "average": the level of the average; "levels": the last published level. */
  basis: z.enum(["average", "levels"]).nullable(),
  /** The year's level before support activities. */
  yearLevel: level.nullable(),
  /** The final level: yearLevel, or the level after passed support activities. */
  level: level.nullable(),
  support: z.array(supportSchema),
});
export type FinalSubject = z.infer<typeof finalSubjectSchema>;

export const finalReportContentSchema = z.object({
  year: z.number(),
  student: z.object({ id: z.number(), name: z.string(), sex: z.enum(["F", "M"]).nullable() }),
  tribe: z.string(),
  preschool: z.boolean(),
  periods: z.array(z.object({ name: z.string(), start: z.string(), end: z.string() })),
  subjects: z.array(finalSubjectSchema),
  dimensions: z.array(z.object({ name: z.string(), periods: z.array(z.object({ period: z.string(), strengths: z.string(), difficulties: z.string(), recommendations: z.string() })) })),
  /** Each period's weight; null when all weigh the same. */
  weights: z.array(z.object({ period: z.string(), weight: z.number() })).nullable(),
  /** The cut-offs in force when it was published. */
  scale: z.object({ superior: z.number(), alto: z.number(), basico: z.number() }),
  siee: z.object({ version: z.number(), adoptedOn: z.string() }).nullable(),
  decision: z.object({
    decision: z.enum([...promotionDecisions, "preescolar"]),
    reason: z.string(),
    actaVersion: z.number().nullable(),
    metOn: z.string().nullable(),
  }),
  piar: z.boolean(),
  teachers: z.array(z.string()),
  director: z.string(),
  directorTitle: z.string(),
});
export type FinalReportContent = z.infer<typeof finalReportContentSchema>;

export const finalReportVersionSchema = z.object({ id: z.number(), year: z.number(), version: z.number(), publishedAt: z.string(), report: finalReportContentSchema });
export type FinalReportVersion = z.infer<typeof finalReportVersionSchema>;

export type PeriodWeight = { periodStart: string; weight: number };

/** The weight of each period: the settings' when one of the year's periods has one (the others 0), else all 1. */
export function periodWeightsOf(periods: readonly { start: string }[], configured: readonly PeriodWeight[]): { weighted: boolean; weightOf: (start: string) => number } {
  const byStart = new Map(configured.map((w) => [w.periodStart, w.weight]));
  const weighted = periods.some((p) => byStart.has(p.start));
  return { weighted, weightOf: (start) => (weighted ? (byStart.get(start) ?? 0) : 1) };
}

type PeriodEntry = { level: PerformanceLevel | null; computedAverage: number | null; computedLevel: PerformanceLevel | null } | undefined;

/** The year's level of a subject from its period entries (in period order) and the weights, with how it was reached. */
export function yearLevelOf(
  entries: readonly PeriodEntry[],
  weights: readonly number[],
  scale: PerformanceScale,
): { average: number | null; level: PerformanceLevel | null; basis: "average" | "levels" | null } {
  const average = yearlyAverage(entries.map((entry, i) => ({ average: entry?.computedAverage ?? null, weight: weights[i] ?? 0 })));
  const withLevel = entries.filter((entry): entry is NonNullable<PeriodEntry> => Boolean(entry?.level));
  const lastLevel = withLevel.at(-1)?.level ?? null;
  const backedByGrades = withLevel.length > 0 && withLevel.every((entry) => entry.computedAverage !== null && entry.level === entry.computedLevel);
  if (average !== null && (backedByGrades || withLevel.length === 0)) return { average, level: levelFor(average, scale), basis: "average" };
  if (lastLevel) return { average, level: lastLevel, basis: "levels" };
  return { average, level: null, basis: null };
}

/** A Bajo changed by the newest passed support activity with a level after it; otherwise the year's level. */
export function finalLevelOf(yearLevel: PerformanceLevel | null, support: readonly SupportResult[]): PerformanceLevel | null {
  if (yearLevel !== "bajo") return yearLevel;
  const passed = [...support].sort((a, b) => a.resultOn.localeCompare(b.resultOn)).filter((s) => s.result === "passed" && s.levelAfter);
  return passed.at(-1)?.levelAfter ?? yearLevel;
}

/** Each subject's row from the newest published cards of the year's periods (in order; undefined for a period without one). */
export function finalSubjects(
  cards: readonly (PublishedCard | undefined)[],
  settings: { scale: PerformanceScale; weights: readonly number[] },
  support: ReadonlyMap<string, readonly SupportResult[]>,
): FinalSubject[] {
  const names = new Map<string, string>();
  for (const card of cards) for (const entry of card?.entries ?? []) names.set(entry.subject, entry.name);
  return [...names].map(([subject, name]) => {
    const entries = cards.map((card) => card?.entries.find((e) => e.subject === subject));
    const year = yearLevelOf(entries, settings.weights, settings.scale);
    const history = [...(support.get(subject) ?? [])];
    return {
      subject,
      name,
      levels: entries.map((entry) => (entry ? entry.level : "absent")),
      average: year.average,
      basis: year.basis,
      yearLevel: year.level,
      level: finalLevelOf(year.level, history),
      support: history,
    };
  });
}

export const shortLevel = (value: PerformanceLevel) => performanceLabels[value].replace("Desempeño ", "");
/** "8,3": es-CO decimals, one place. */
export const decimalEsCo = (value: number) => value.toLocaleString("es-CO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A period's cell: the level, "Sin valoración" for a card without one, "—" when the subject was not on it. */
export function periodCell(value: PerformanceLevel | "absent" | null): string {
  if (value === "absent") return "—";
  return value ? shortLevel(value) : "Sin valoración";
}

/** The final column: "Alto (8,3)" from grades, "Básico" from levels, "Sin valoración" with neither. */
export function finalCell(subject: FinalSubject): string {
  if (!subject.level) return "Sin valoración";
  if (subject.level !== subject.yearLevel) return shortLevel(subject.level);
  return subject.basis === "average" && subject.average !== null ? `${shortLevel(subject.level)} (${decimalEsCo(subject.average)})` : shortLevel(subject.level);
}

/**
 * The parts of a support history line: "Bajo", "Básico" (null when not passed) and the rest. The PDF
 * draws the arrow between them (the PDF's built-in Helvetica has no "→").
 */
export function supportParts(support: SupportResult): { before: string; after: string | null; rest: string } {
  const on = formatLongDate(support.resultOn);
  if (support.result === "passed" && support.levelAfter) return { before: shortLevel(support.levelBefore), after: shortLevel(support.levelAfter), rest: `tras actividades de apoyo, ${on}` };
  return { before: shortLevel(support.levelBefore), after: null, rest: `actividades de apoyo no superadas, ${on}` };
}

/** "Bajo → Básico tras actividades de apoyo, 20 de noviembre de 2026", or that they were not passed. */
export function supportLine(support: SupportResult): string {
  const parts = supportParts(support);
  return parts.after ? `${parts.before} → ${parts.after} ${parts.rest}` : `${parts.before}: ${parts.rest}`;
}

/** "Superior de 9,0 a 10,0; Alto de 8,0 a 8,9; Básico de 6,0 a 7,9; Bajo de 0,0 a 5,9." */
export function scaleLine(scale: PerformanceScale): string {
  const below = (cut: number) => decimalEsCo(Math.round(cut * 10 - 1) / 10);
  return `Escala de la institución: Superior de ${decimalEsCo(scale.superior)} a 10,0; Alto de ${decimalEsCo(scale.alto)} a ${below(scale.superior)}; Básico de ${decimalEsCo(scale.basico)} a ${below(scale.alto)}; Bajo de 0,0 a ${below(scale.basico)} (equivalencia con la escala nacional, Decreto 1290 de 2009, art. 5).`;
}

/** The commission's decision as the report states it, agreeing with the student's sex (never guessed). */
export function decisionLine(decision: FinalReportContent["decision"], sex: StudentSex | null): string {
  const promoted = bySex(sex, { feminine: "Promovida", masculine: "Promovido", unknown: "Promoción al grado siguiente" });
  switch (decision.decision) {
    case "preescolar":
      return `${promoted}: en preescolar no se reprueban grados ni actividades (Decreto 2247 de 1997, art. 10).`;
    case "promovido":
      return `${promoted}.`;
    case "promocion_anticipada":
      return `Promoción anticipada${decision.reason ? `: ${decision.reason}` : ""}.`.replace(/\.\.$/, ".");
    case "no_promovido": {
      const not = bySex(sex, { feminine: "No promovida", masculine: "No promovido", unknown: "Sin promoción al grado siguiente" });
      return `${not}${decision.reason ? `: ${decision.reason}` : ""}.`.replace(/\.\.$/, ".");
    }
  }
}

export const finalReportMessages = {
  notYet: (year: number) => `El informe final de ${year} aún no se ha publicado. El informe final se publica cuando termina el último periodo.`,
  waiting: "El informe final se publica cuando termina el último periodo.",
  noPeriods: (year: number) => `El calendario escolar de ${year} no tiene periodos: agrégalos en Calendario escolar.`,
  noStudents: "Esta tribu no tiene estudiantes.",
  missingCard: (period: string) => `falta publicar su boletín del ${period}`,
  missingDecision: "falta su decisión en un acta cerrada de la comisión de evaluación y promoción",
  blocked: (reasons: string) => `No se pueden publicar los informes finales todavía: ${reasons}.`,
  published: (published: number, unchanged: number, pending = 0) =>
    `Informes finales publicados: ${published}${unchanged ? `; ${unchanged} sin cambios desde su última publicación` : ""}${pending ? `; ${pending} ${pending === 1 ? "pendiente" : "pendientes"}, sin publicar hasta que esté todo` : ""}.`,
  notFound: "Ese informe final no existe o todavía no se ha publicado.",
} as const;

export const tribeYearInput = z.object({
  tribe: z.enum(tribes, { error: "Elige una tribu de la escuela." }),
  year: z.coerce.number({ error: "Escribe un año válido, por ejemplo 2026." }).int("Escribe un año válido, por ejemplo 2026.").min(2000, "Escribe un año válido, por ejemplo 2026.").max(2100, "Escribe un año válido, por ejemplo 2026."),
});

export const finalReadinessSchema = z.object({
  tribe: z.string(),
  year: z.number(),
  preschool: z.boolean(),
  periods: z.array(z.object({ name: z.string(), start: z.string(), end: z.string() })),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      ready: z.boolean(),
      /** Why it cannot be published yet, in Spanish. */
      blockers: z.array(z.string()),
      /** The newest published version, 0 when none. */
      version: z.number(),
    }),
  ),
});
export type FinalReadiness = z.infer<typeof finalReadinessSchema>;
