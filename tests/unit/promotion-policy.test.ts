import { describe, expect, it } from "vitest";
import { decisionPhrase } from "../../common/promotion/promotion.labels.js";
import { readActivitiesAccess, writeActivitiesAccess } from "../../common/promotion/promotion.policy.js";
import { decisionInput, saveActaInput } from "../../common/promotion/promotion.schema.js";

/** Issue 35: the decision's sentence agrees with the child's recorded sex; the reason rule; who reaches support activities. */
describe("promotion rules", () => {
  it("says the decision as the child's file says her or his sex, with no agreement when it does not", () => {
    expect(decisionPhrase("promovido", "F")).toBe("Fue promovida al grado siguiente");
    expect(decisionPhrase("promovido", "M")).toBe("Fue promovido al grado siguiente");
    expect(decisionPhrase("promovido", null)).toBe("Promoción al grado siguiente");
    expect(decisionPhrase("no_promovido", "F")).toBe("No fue promovida: repite el grado");
    expect(decisionPhrase("promocion_anticipada", "M")).toBe("Fue promovido de forma anticipada");
  });

  it("asks the reason when a child is not promoted or promoted early, not when promoted", () => {
    expect(decisionInput.safeParse({ studentId: 1, decision: "promovido" }).success).toBe(true);
    expect(decisionInput.safeParse({ studentId: 1, decision: "no_promovido" }).success).toBe(false);
    expect(decisionInput.safeParse({ studentId: 1, decision: "promocion_anticipada", reason: "Desempeño superior" }).success).toBe(true);
    const repeated = saveActaInput.safeParse({ tribe: "Tribu 1", year: 2026, metOn: "2026-11-20", members: [{ name: "Rectora", role: "directivo" }], decisions: [{ studentId: 1, decision: "promovido" }, { studentId: 1, decision: "promovido" }] });
    expect(repeated.success).toBe(false);
  });

  it("lets the student's teachers, admins and family read support activities; only teachers and admins write them", () => {
    expect(readActivitiesAccess({ id: 1, role: "parent" })).toBe("child");
    expect(readActivitiesAccess({ id: 1, role: "student" })).toBe(false);
    expect(writeActivitiesAccess({ id: 1, role: "teacher" })).toBe("pupil");
    expect(writeActivitiesAccess({ id: 1, role: "parent" })).toBe(false);
    expect(writeActivitiesAccess({ id: 1, role: "admin" })).toBe(true);
  });
});
