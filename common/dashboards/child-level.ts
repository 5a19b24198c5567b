import { levelShort } from "../promotion/promotion.labels.js";
import { levelFor, type PerformanceLevel, type PerformanceScale } from "../report-cards/performance-scale.js";

/** The level words a child reads instead of a number (Decreto 1290's scale, without "Desempeño"). */
export const childLevelWords: Record<PerformanceLevel, string> = levelShort;

/** A grade (0–10) as the child's level word on the school's scale; null without a grade. */
export function childLevelWord(grade: number | null, scale: PerformanceScale): string | null {
  const level = levelFor(grade, scale);
  return level ? childLevelWords[level] : null;
}
