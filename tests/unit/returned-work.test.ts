import { describe, expect, it } from "vitest";
import { childLevelWord } from "../../common/dashboards/child-level";
import { inReturnedOrder, isReturned, levelSentence, returnedSentence, yourWork } from "../../common/dashboards/returned-work";
import { defaultScale } from "../../common/report-cards/performance-scale";

describe("returned work in a child's words (issue 37)", () => {
  it("names the work as the module's title says it", () => {
    expect(yourWork("Dibujo de la granja")).toBe("tu dibujo de la granja");
    expect(yourWork("Cartas a un amigo")).toBe("tus cartas a un amigo");
    expect(yourWork("Títeres de papel")).toBe("tus títeres de papel");
    expect(yourWork("Los animales de la granja")).toBe("tu trabajo sobre los animales de la granja");
    expect(yourWork("El ciclo del agua")).toBe("tu trabajo sobre el ciclo del agua");
    expect(yourWork("Contar hasta 20")).toBe("tu trabajo de Contar hasta 20");
    expect(yourWork("  Dibujo   de  mi casa ")).toBe("tu dibujo de mi casa");
  });

  it("says what to do: improve when sent back, read the comment when reviewed", () => {
    expect(returnedSentence({ status: "NEEDS_REVISION", moduleTitle: "Dibujo de la granja" })).toBe("Tu profe quiere que mejores tu dibujo de la granja.");
    expect(returnedSentence({ status: "REVIEWED", moduleTitle: "Mi primer cuento" })).toBe("Tu profe te escribió sobre tu trabajo de Mi primer cuento.");
  });

  it("counts as returned a work sent back, or reviewed with a comment; not one reviewed without words, approved or handed in", () => {
    expect(isReturned({ status: "NEEDS_REVISION", teacherFeedback: null })).toBe(true);
    expect(isReturned({ status: "REVIEWED", teacherFeedback: "Cuéntanos más" })).toBe(true);
    expect(isReturned({ status: "REVIEWED", teacherFeedback: "  " })).toBe(false);
    expect(isReturned({ status: "APPROVED", teacherFeedback: "¡Muy bien!" })).toBe(false);
    expect(isReturned({ status: "SUBMITTED", teacherFeedback: "old" })).toBe(false);
  });

  it("puts work to improve first, then the newest review", () => {
    const rows = [
      { id: 1, status: "REVIEWED", reviewedAt: "2026-09-12" },
      { id: 2, status: "NEEDS_REVISION", reviewedAt: "2026-09-01" },
      { id: 3, status: "REVIEWED", reviewedAt: "2026-09-20" },
    ];
    expect(inReturnedOrder(rows).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it("gives a grade as the level word, never the number", () => {
    expect(childLevelWord(9.5, defaultScale)).toBe("Superior");
    expect(childLevelWord(8, defaultScale)).toBe("Alto");
    expect(childLevelWord(7.2, defaultScale)).toBe("Básico");
    expect(childLevelWord(3, defaultScale)).toBe("Bajo");
    expect(childLevelWord(null, defaultScale)).toBeNull();
    expect(levelSentence("Alto")).toBe("Tu nivel: Alto.");
    expect(levelSentence(null)).toBeNull();
  });
});
