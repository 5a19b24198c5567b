import { describe, expect, it } from "vitest";
import { computedLabel, levelOptions } from "../../web/features/report-cards/level-options";

/** The staff card names the computed level once with its average, and the list offers each level once. */
describe("a subject's level choices on the staff card", () => {
  it("names the computed level without repeating the average written above the list", () => {
    const entry = { computedLevel: "alto" as const, computedAverage: 8.4 };
    expect(computedLabel(entry)).toBe("Desempeño Alto (promedio 8,4)");
    const options = levelOptions(entry);
    expect(options[0]).toEqual({ value: "alto", label: "Desempeño Alto (el calculado)" });
    expect(options.map((o) => o.label).join(" ")).not.toContain("promedio");
    expect(options.map((o) => o.value)).toEqual(["alto", "superior", "basico", "bajo"]);
  });

  it("without grades offers no level first, then all four", () => {
    expect(computedLabel({ computedLevel: null, computedAverage: null })).toBe("Sin notas en el periodo");
    expect(levelOptions({ computedLevel: null }).map((o) => o.value)).toEqual(["", "superior", "alto", "basico", "bajo"]);
  });
});
