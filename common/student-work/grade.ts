import { z } from "zod";
import { gradeFromText, gradeMessages, gradeProblem } from "./grade-rule.js";

// The rule itself is in grade-rule.ts, without zod: the review dialog checks a grade with it, and
// the child's home (which hands work in) reaches these words without loading zod (issue 24).
export { gradeFromText, gradeMessages, gradeProblem, gradeRule } from "./grade-rule.js";

/**
 * A grade sent to the server: a number or null (left out means no grade); a text as a Colombian
 * types it ("8,5") is read with common/numbers.ts, and a malformed one gets the range message (issue 34).
 */
export const gradeInput = z
  .union([z.number({ error: gradeMessages.range }), z.string().transform((text) => gradeFromText(text) ?? Number.NaN), z.null()], {
    error: gradeMessages.range,
  })
  .optional()
  .transform((grade) => (grade === undefined ? null : grade))
  .superRefine((grade, context) => {
    const problem = gradeProblem(grade);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
