import { describe, expect, it } from "vitest";
import { describeMissing, isComplete, missingSubjects, missingText } from "../../common/report-cards/card-completeness.js";
import { reportCardNotice, reportCardsLinkOf } from "../../common/report-cards/report-card-notice.js";
import type { CardEntry } from "../../common/report-cards/report-card.schema.js";
import { defaultReportCardSettings, piarLineShown } from "../../common/report-cards/report-card-settings.schema.js";

const entry = (name: string, fields: Partial<CardEntry> = {}): CardEntry => ({
  subject: `materia:${name.length}`,
  name,
  computedAverage: null,
  computedLevel: null,
  level: null,
  overrideReason: null,
  strengths: "",
  difficulties: "",
  recommendations: "",
  ...fields,
});

/** Issue 35: what makes a card publishable, and what the family is told. */
describe("a card's completeness", () => {
  it("needs a level and a comment per subject; any one of the three comments is enough", () => {
    const entries = [entry("Lenguaje", { level: "alto", recommendations: "Leer en casa." }), entry("Ciencias", { difficulties: "Le cuesta." }), entry("Arte")];
    expect(missingSubjects(entries, false)).toEqual([
      { subject: "materia:8", name: "Ciencias", missing: ["level"] },
      { subject: "materia:4", name: "Arte", missing: ["level", "comment"] },
    ]);
    expect(isComplete(entries, false)).toBe(false);
    expect(missingText(entries, false)).toBe("Ciencias (desempeño), Arte (desempeño y comentario)");
    expect(isComplete([entries[0] as CardEntry], false)).toBe(true);
  });

  it("a comment of spaces is no comment; preschool needs no level", () => {
    expect(missingSubjects([entry("Corporal", { strengths: "   " })], true)).toEqual([{ subject: "materia:8", name: "Corporal", missing: ["comment"] }]);
    expect(isComplete([entry("Corporal", { strengths: "Salta en un pie." })], true)).toBe(true);
  });

  it("a card without any subject is not complete", () => {
    expect(isComplete([], false)).toBe(false);
    expect(missingText([], false)).toBe("las materias de la tribu");
    expect(describeMissing([])).toBe("");
  });
});

describe("the family's notification of a published card", () => {
  const base = { firstName: "Sofía", periodName: "Primer periodo", version: 1, subjects: 5, preschool: false };

  it("agrees with the sex on the child's file", () => {
    expect(reportCardNotice({ ...base, sex: "F" })).toEqual({
      title: "El boletín del primer periodo de Sofía está publicado",
      body: "Sofía fue evaluada en 5 materias. Léelo y descárgalo en PDF en Boletines.",
    });
    expect(reportCardNotice({ ...base, firstName: "Mateo", sex: "M" }).body).toBe("Mateo fue evaluado en 5 materias. Léelo y descárgalo en PDF en Boletines.");
  });

  it("without the file's sex, a sentence that needs no agreement (never guessed from the name)", () => {
    const { body } = reportCardNotice({ ...base, sex: null });
    expect(body).toBe("Trae la evaluación de 5 materias. Léelo y descárgalo en PDF en Boletines.");
    expect(body).not.toMatch(/evaluad[oa]/);
  });

  it("a new version says so and that the one before stays; preschool counts dimensions", () => {
    expect(reportCardNotice({ ...base, version: 2, sex: "F" })).toEqual({
      title: "El boletín del primer periodo de Sofía tiene una versión nueva (versión 2)",
      body: "Sofía fue evaluada en 5 materias. Léelo y descárgalo en PDF en Boletines. La versión 1 sigue disponible.",
    });
    expect(reportCardNotice({ ...base, subjects: 1, preschool: true, sex: "M", firstName: "Leo" }).body).toBe("Leo fue evaluado en 1 dimensión. Léelo y descárgalo en PDF en Boletines.");
    expect(reportCardsLinkOf(12)).toBe("/dashboard/children/boletines?hijo=12");
  });
});

describe("the PIAR line on a card's PDF", () => {
  it("is on the family's copy by default and on another school's only when chosen", () => {
    expect(piarLineShown(defaultReportCardSettings, false)).toBe(true);
    expect(piarLineShown(defaultReportCardSettings, true)).toBe(false);
    expect(piarLineShown({ piarLineOnCards: true, piarLineForOtherSchools: true }, true)).toBe(true);
    expect(piarLineShown({ piarLineOnCards: false, piarLineForOtherSchools: true }, false)).toBe(false);
    expect(piarLineShown({ piarLineOnCards: false, piarLineForOtherSchools: true }, true)).toBe(false);
  });
});
