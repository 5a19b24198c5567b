import { describe, expect, it } from "vitest";
import {
  decisionLine,
  finalCell,
  finalLevelOf,
  finalSubjects,
  periodCell,
  periodWeightsOf,
  scaleLine,
  supportLine,
  yearLevelOf,
} from "../../common/report-cards/final-report.js";
import type { CardEntry, PublishedCard } from "../../common/report-cards/report-card.schema.js";

const scale = { superior: 9, alto: 8, basico: 6 };
const entry = (subject: string, level: CardEntry["level"], computedAverage: number | null = null, computedLevel: CardEntry["computedLevel"] = null): CardEntry => ({
  subject,
  name: subject === "materia:1" ? "Matemáticas" : "Arte",
  computedAverage,
  computedLevel,
  level,
  overrideReason: null,
  strengths: "",
  difficulties: "",
  recommendations: "",
});
const card = (entries: CardEntry[]): PublishedCard => ({
  student: { id: 1, name: "Sofía Herrera" },
  tribe: "Tribu 1",
  period: { name: "P", start: "2026-01-01", end: "2026-06-30" },
  preschool: false,
  entries,
  piar: false,
  attendance: { markedDays: 0, present: 0, late: 0, absent: 0, excused: 0, daysAbsent: 0, attendedPercent: null },
  teachers: [],
  director: "",
});

describe("the final report's calculation (issue 35)", () => {
  it("a subject with grades in every period gets the level of the weighted average", () => {
    const year = yearLevelOf([{ level: "basico", computedAverage: 7, computedLevel: "basico" }, { level: "superior", computedAverage: 9.5, computedLevel: "superior" }], [1, 1], scale);
    expect(year).toEqual({ average: 8.3, level: "alto", basis: "average" });
    expect(yearLevelOf([{ level: "basico", computedAverage: 7, computedLevel: "basico" }, { level: "superior", computedAverage: 9.5, computedLevel: "superior" }], [80, 20], scale).level).toBe("basico");
  });

  it("a subject with levels but no grades gets the last published level, never 'Sin notas' (the demo's bug)", () => {
    const year = yearLevelOf([{ level: "alto", computedAverage: null, computedLevel: null }, { level: "basico", computedAverage: null, computedLevel: null }], [1, 1], scale);
    expect(year).toEqual({ average: null, level: "basico", basis: "levels" });
    const [subject] = finalSubjects([card([entry("materia:2", "superior")]), undefined], { scale, weights: [1, 1] }, new Map());
    expect(subject).toMatchObject({ level: "superior", levels: ["superior", "absent"] });
    // The published snapshot is JSON: a subject missing from a period stays "absent", not "Sin valoración".
    expect(JSON.parse(JSON.stringify(subject)).levels.map(periodCell)).toEqual(["Superior", "—"]);
    expect(finalCell(subject as never)).toBe("Superior");
    expect([periodCell("absent"), periodCell(null)]).toEqual(["—", "Sin valoración"]);
  });

  it("a level the teacher chose over the grades' prevails: the last published level", () => {
    const year = yearLevelOf([{ level: "superior", computedAverage: 7, computedLevel: "basico" }], [1], scale);
    expect(year).toEqual({ average: 7, level: "superior", basis: "levels" });
  });

  it("weights: the settings' when one of the year's periods has one, otherwise equal", () => {
    const periods = [{ start: "2026-01-01" }, { start: "2026-07-01" }];
    expect(periodWeightsOf(periods, []).weightOf("2026-07-01")).toBe(1);
    const set = periodWeightsOf(periods, [{ periodStart: "2026-01-01", weight: 100 }]);
    expect([set.weighted, set.weightOf("2026-01-01"), set.weightOf("2026-07-01")]).toEqual([true, 100, 0]);
  });

  it("a Bajo passed in support activities gets their level, with its history in words", () => {
    const passed = { levelBefore: "bajo", result: "passed", levelAfter: "basico", resultOn: "2026-11-20" } as const;
    expect(finalLevelOf("bajo", [passed])).toBe("basico");
    expect(finalLevelOf("bajo", [{ ...passed, result: "not_passed", levelAfter: null }])).toBe("bajo");
    expect(finalLevelOf("alto", [passed])).toBe("alto");
    expect(supportLine(passed)).toBe("Bajo → Básico tras actividades de apoyo, 20 de noviembre de 2026");
    const [subject] = finalSubjects([card([entry("materia:1", "bajo", 5, "bajo")])], { scale, weights: [1] }, new Map([["materia:1", [passed]]]));
    expect(subject).toMatchObject({ yearLevel: "bajo", level: "basico" });
    expect(finalCell(subject as never)).toBe("Básico");
  });

  it("prints the scale in force with es-CO decimals", () => {
    expect(scaleLine({ superior: 9, alto: 8.5, basico: 6 })).toMatch(/^Escala de la institución: Superior de 9,0 a 10,0; Alto de 8,5 a 8,9; Básico de 6,0 a 8,4; Bajo de 0,0 a 5,9/);
  });

  it("states the decision agreeing with the student's sex, never guessed", () => {
    const d = (decision: "promovido" | "no_promovido" | "promocion_anticipada" | "preescolar", reason = "") => ({ decision, reason, actaVersion: 1, metOn: "2026-11-27" });
    expect(decisionLine(d("promovido"), "F")).toBe("Promovida.");
    expect(decisionLine(d("promovido"), "M")).toBe("Promovido.");
    expect(decisionLine(d("promovido"), null)).toBe("Promoción al grado siguiente.");
    expect(decisionLine(d("no_promovido", "No superó Matemáticas."), "F")).toBe("No promovida: No superó Matemáticas.");
    expect(decisionLine(d("promocion_anticipada"), "M")).toBe("Promoción anticipada.");
    expect(decisionLine(d("preescolar"), "M")).toMatch(/^Promovido: en preescolar no se reprueban grados ni actividades \(Decreto 2247 de 1997, art\. 10\)\.$/);
  });
});
