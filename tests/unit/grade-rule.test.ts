import { describe, expect, it } from "vitest";
import { gradeFromText, gradeInput, gradeMessages, gradeProblem } from "../../common/student-work/grade.js";

describe("one grade rule for the server and the review field (issue 22)", () => {
  it("accepts 0 to 10 with at most one decimal, whatever binary fractions do to it", () => {
    for (const grade of [0, 0.1, 5, 8.5, 8.7, 9.9, 10, null]) expect(gradeProblem(grade), String(grade)).toBeNull();
    expect(gradeInput.parse(undefined)).toBeNull();
  });

  it("says which part of the rule a value breaks", () => {
    for (const grade of [10.5, -0.1, 11, Number.NaN, Number.POSITIVE_INFINITY]) expect(gradeProblem(grade), String(grade)).toBe(gradeMessages.range);
    for (const grade of [8.75, 8.755, 0.05, 9.99]) expect(gradeProblem(grade), String(grade)).toBe(gradeMessages.decimals);
    expect(gradeInput.safeParse(8.75).error?.issues[0]?.message).toBe(gradeMessages.decimals);
  });

  it("reads the field's text with a comma or a point; anything else is no number", () => {
    expect(gradeFromText(" 8,5 ")).toBe(8.5);
    expect(gradeFromText("8.5")).toBe(8.5);
    expect(gradeFromText("")).toBeNull();
    expect(gradeProblem(gradeFromText("ocho"))).toBe(gradeMessages.range);
    // Issue 34: through common/numbers.ts, "1.000" is a thousand (refused), never the grade 1.
    expect(gradeProblem(gradeFromText("1.000"))).toBe(gradeMessages.range);
    expect(gradeFromText("$ 9,5")).toBe(9.5);
  });

  it("takes a grade sent as text the way it is typed, and refuses a malformed one in Spanish (issue 34)", () => {
    expect(gradeInput.parse("8,5")).toBe(8.5);
    expect(gradeInput.safeParse("8.5.1").error?.issues[0]?.message).toBe(gradeMessages.range);
    expect(gradeInput.safeParse("8,75").error?.issues[0]?.message).toBe(gradeMessages.decimals);
  });
});
