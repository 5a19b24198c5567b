import { describe, expect, it } from "vitest";
import {
  defaultScale,
  levelFor,
  performanceLabels,
  periodAverage,
  scaleMessages,
  scaleProblem,
  yearlyAverage,
} from "../../common/report-cards/performance-scale.js";

describe("the school's performance scale (Decreto 1290: Superior, Alto, Básico, Bajo)", () => {
  it("places a grade on each side of every cut-off, a cut-off itself in the higher level", () => {
    const scale = { superior: 9, alto: 8, basico: 6 };
    const cases: [number, string][] = [
      [10, "superior"],
      [9, "superior"],
      [8.9, "alto"],
      [8, "alto"],
      [7.9, "basico"],
      [6, "basico"],
      [5.9, "bajo"],
      [0, "bajo"],
    ];
    for (const [grade, level] of cases) expect(levelFor(grade, scale), String(grade)).toBe(level);
    expect(performanceLabels.basico).toBe("Desempeño Básico");
  });

  it("does not move a grade across a cut-off through binary fractions (0.1 + 0.2 and friends)", () => {
    expect(levelFor(0.1 * 3 + 5.7, { superior: 9, alto: 8, basico: 6 })).toBe("basico");
    expect(levelFor(8.7, { superior: 9, alto: 8.7, basico: 6 })).toBe("alto");
    expect(levelFor(8.6 + 0.1, { superior: 9, alto: 8.7, basico: 6 })).toBe("alto");
  });

  it("averages a period to one decimal, half up, and has no level without grades", () => {
    expect(periodAverage([8, 9])).toBe(8.5);
    expect(periodAverage([8.9, 9, 9])).toBe(9); // 8.9666… rounds to 9.0
    expect(periodAverage([8.9, 9])).toBe(9); // 8.95 is half: up
    expect(periodAverage([7.8, 7.9, 7.9])).toBe(7.9); // 7.8666…
    expect(periodAverage([])).toBeNull();
    expect(levelFor(null, defaultScale)).toBeNull();
  });

  it("weighs the periods' averages by their weights for the year, leaving out a period without grades", () => {
    expect(yearlyAverage([{ average: 8, weight: 25 }, { average: 9, weight: 25 }, { average: 7, weight: 25 }, { average: 10, weight: 25 }])).toBe(8.5);
    expect(yearlyAverage([{ average: 6, weight: 20 }, { average: 9, weight: 30 }, { average: null, weight: 50 }])).toBe(7.8);
    expect(yearlyAverage([{ average: null, weight: 100 }])).toBeNull();
  });

  it("refuses a scale whose cut-offs are not in order, out of 0–10 or with more than one decimal, in Spanish", () => {
    expect(scaleProblem(defaultScale)).toBeNull();
    expect(scaleProblem({ superior: 8, alto: 8, basico: 6 })).toBe(scaleMessages.order);
    expect(scaleProblem({ superior: 9, alto: 6, basico: 7 })).toBe(scaleMessages.order);
    expect(scaleProblem({ superior: 10.5, alto: 8, basico: 6 })).toBe(scaleMessages.range);
    expect(scaleProblem({ superior: 9, alto: 8, basico: 0 })).toBe(scaleMessages.range);
    expect(scaleProblem({ superior: 9.25, alto: 8, basico: 6 })).toBe(scaleMessages.decimals);
  });
});
