/**
 * The national performance scale of Decreto 1290 de 2009 (Desempeño Superior, Alto, Básico, Bajo) on
 * the school's 0–10 grades (common/student-work/grade-rule.ts). Each school sets its own cut-offs: the
 * lowest grade of Superior, Alto and Básico; below Básico is Bajo. Issue 26's report cards compute a
 * subject's level from a period's grades here, on the server, in the PDF and on the screen alike.
 * Everything is counted in tenths (integers): 8.7 in binary is not quite 8.7, and a grade must never
 * fall below a cut-off it equals.
 */
export type PerformanceLevel = "superior" | "alto" | "basico" | "bajo";

/** The lowest grade of each level above Bajo, one decimal each. */
export type PerformanceScale = { superior: number; alto: number; basico: number };

export const performanceLevels = ["superior", "alto", "basico", "bajo"] as const satisfies readonly PerformanceLevel[];

export const performanceLabels: Record<PerformanceLevel, string> = {
  superior: "Desempeño Superior",
  alto: "Desempeño Alto",
  basico: "Desempeño Básico",
  bajo: "Desempeño Bajo",
};

/** Usual cut-offs on a 0–10 scale; a setting the school changes. */
export const defaultScale: PerformanceScale = { superior: 9, alto: 8, basico: 6 };

export const scaleMessages = {
  range: "Cada nota de corte debe estar entre 0,1 y 10.",
  decimals: "Cada nota de corte lleva como máximo un decimal (por ejemplo 8,5).",
  order: "Las notas de corte deben ir de mayor a menor: Superior por encima de Alto, y Alto por encima de Básico.",
} as const;

const tenths = (value: number) => Math.round(value * 10);
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) <= 1e-9;

/** Why a scale is refused, or null when it can be used. */
export function scaleProblem(scale: PerformanceScale): string | null {
  const cuts = [scale.superior, scale.alto, scale.basico];
  if (cuts.some((cut) => !Number.isFinite(cut) || cut <= 0 || cut > 10)) return scaleMessages.range;
  if (!cuts.every(isTenth)) return scaleMessages.decimals;
  if (!(tenths(scale.superior) > tenths(scale.alto) && tenths(scale.alto) > tenths(scale.basico))) return scaleMessages.order;
  return null;
}

/** The level of an average (0–10, one decimal); null when there is nothing to place. */
export function levelFor(average: number | null, scale: PerformanceScale): PerformanceLevel | null {
  if (average === null) return null;
  const value = tenths(average);
  if (value >= tenths(scale.superior)) return "superior";
  if (value >= tenths(scale.alto)) return "alto";
  if (value >= tenths(scale.basico)) return "basico";
  return "bajo";
}

/** Tenths divided and rounded half up, as the school rounds by hand (8,95 → 9,0). */
function roundedTenths(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) / 10;
}

/** A period's average of grades, to one decimal; null without grades. */
export function periodAverage(grades: readonly number[]): number | null {
  if (grades.length === 0) return null;
  return roundedTenths(
    grades.reduce((sum, grade) => sum + tenths(grade), 0),
    grades.length,
  );
}

/** The year's average: each period's average by its weight; a period without grades does not count. */
export function yearlyAverage(periods: readonly { average: number | null; weight: number }[]): number | null {
  const counted = periods.filter((period): period is { average: number; weight: number } => period.average !== null && period.weight > 0);
  const weights = counted.reduce((sum, period) => sum + Math.round(period.weight), 0);
  if (weights === 0) return null;
  return roundedTenths(
    counted.reduce((sum, period) => sum + tenths(period.average) * Math.round(period.weight), 0),
    weights,
  );
}
