/**
 * The grade of a student's work (issue 22): 0 to 10 in steps of 0.1, at most one decimal (8,5 yes,
 * 8,75 no). One decimal is what the school has always recorded (the review field's step, the demo
 * school and every stored grade) and what a 0-10 report card shows. The server's review input and
 * the review dialog both check a grade here, so they give the same Spanish message for the same
 * value.
 */
import { parseNumberText } from "../numbers.js";

import { gradeMessages, gradeRule } from "./grade-messages.js";

export { gradeMessages, gradeRule };

/** Why a grade is refused, or null when it is a valid grade (or no grade at all). */
export function gradeProblem(grade: number | null): string | null {
  if (grade === null) return null;
  if (!Number.isFinite(grade) || grade < gradeRule.min || grade > gradeRule.max) return gradeMessages.range;
  // 8.7 is 87.00000000000001 tenths in binary: a tolerance far below a hundredth.
  if (Math.abs(grade * 10 - Math.round(grade * 10)) > 1e-9) return gradeMessages.decimals;
  return null;
}

/** What the review dialog's field holds ("8,5", "8.5" or nothing) as a grade; NaN when it is no number. */
export function gradeFromText(text: string): number | null {
  return parseNumberText(text);
}
