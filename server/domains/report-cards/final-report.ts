import { yearOf } from "../../../common/attendance/attendance.calendar.js";
import { levelFor, type PerformanceLevel, type PerformanceScale, yearlyAverage } from "../../../common/report-cards/performance-scale.js";
import type { PublishedCard } from "../../../common/report-cards/report-card.schema.js";

/**
 * The final report of a student's school year (informe final, issue 26), from the newest published
 * version of each period's card of that year, never from what is still being written. Per subject:
 * the level each period's card showed and the yearly level of the periods' averages by their weights
 * (yearlyAverage). Weights come from the settings; when none of the year's periods has one, every
 * period weighs the same. Preschool periods give each dimension's comments per period, no numbers.
 */
export type FinalReport = {
  year: number;
  student: PublishedCard["student"];
  tribe: string;
  periods: PublishedCard["period"][];
  subjects: {
    subject: string;
    name: string;
    /** Per period: the card's level, null without grades, undefined when the subject was not on that card. */
    levels: (PerformanceLevel | null | undefined)[];
    average: number | null;
    level: PerformanceLevel | null;
  }[];
  dimensions: { name: string; periods: { period: string; strengths: string; difficulties: string; recommendations: string }[] }[];
  /** The weight of each period with a subject; null when all weigh the same. */
  weights: { period: string; weight: number }[] | null;
  piar: boolean;
  teachers: string[];
  director: string;
};

type Settings = { scale: PerformanceScale; periodWeights: { periodStart: string; weight: number }[] };

/** Cards newest version first (as versionsOfStudent lists them); null when the year has none. */
export function buildFinalReport(cards: readonly PublishedCard[], year: number, settings: Settings): FinalReport | null {
  const byPeriod = new Map<string, PublishedCard>();
  for (const card of cards) if (yearOf(card.period.start) === year && !byPeriod.has(card.period.start)) byPeriod.set(card.period.start, card);
  const ordered = [...byPeriod.values()].sort((a, b) => a.period.start.localeCompare(b.period.start));
  const newest = ordered.at(-1);
  if (!newest) return null;

  const graded = ordered.filter((card) => !card.preschool);
  const configured = new Map(settings.periodWeights.map((w) => [w.periodStart, w.weight]));
  const weighted = graded.some((card) => configured.has(card.period.start));
  const weightOf = (start: string) => (weighted ? (configured.get(start) ?? 0) : 1);

  const subjects = new Map<string, FinalReport["subjects"][number]>();
  graded.forEach((card, index) => {
    for (const entry of card.entries) {
      const row = subjects.get(entry.subject) ?? { subject: entry.subject, name: entry.name, levels: graded.map(() => undefined), average: null, level: null };
      row.name = entry.name;
      row.levels[index] = entry.level;
      subjects.set(entry.subject, row);
    }
  });
  for (const row of subjects.values()) {
    row.average = yearlyAverage(
      graded.map((card) => ({
        average: card.entries.find((e) => e.subject === row.subject)?.computedAverage ?? null,
        weight: weightOf(card.period.start),
      })),
    );
    row.level = levelFor(row.average, settings.scale);
  }

  const dimensions = new Map<string, FinalReport["dimensions"][number]>();
  for (const card of ordered.filter((c) => c.preschool)) {
    for (const entry of card.entries) {
      const row = dimensions.get(entry.subject) ?? { name: entry.name, periods: [] };
      row.periods.push({ period: card.period.name, strengths: entry.strengths, difficulties: entry.difficulties, recommendations: entry.recommendations });
      dimensions.set(entry.subject, row);
    }
  }

  return {
    year,
    student: newest.student,
    tribe: newest.tribe,
    periods: graded.map((card) => card.period),
    subjects: [...subjects.values()],
    dimensions: [...dimensions.values()],
    weights: weighted ? graded.map((card) => ({ period: card.period.name, weight: weightOf(card.period.start) })) : null,
    piar: ordered.some((card) => card.piar),
    teachers: newest.teachers,
    director: newest.director,
  };
}
