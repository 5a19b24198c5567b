import { describe, expect, it } from "vitest";
import { countInWords, dueInWords } from "../../common/words.js";

describe("counts in words for children", () => {
  it("says small counts as words and large ones as digits", () => {
    expect(countInWords(0, "tarea", "tareas")).toBe("ninguna tarea");
    expect(countInWords(1, "tarea", "tareas")).toBe("una tarea");
    expect(countInWords(2, "tarea", "tareas")).toBe("dos tareas");
    expect(countInWords(16, "tarea", "tareas")).toBe("dieciséis tareas");
    expect(countInWords(20, "tarea", "tareas")).toBe("veinte tareas");
    expect(countInWords(21, "tarea", "tareas")).toBe("21 tareas");
  });
});

describe("due dates in words", () => {
  // Wednesday 25 November 2026, mid-morning.
  const now = new Date(2026, 10, 25, 10, 0);
  it("says today, tomorrow, the weekday, or the date", () => {
    expect(dueInWords("2026-11-25", now)).toBe("para hoy");
    expect(dueInWords("2026-11-26", now)).toBe("para mañana");
    expect(dueInWords("2026-11-27", now)).toBe("para el viernes");
    expect(dueInWords("2026-12-10", now)).toBe("para el 10 de diciembre");
    expect(dueInWords("2026-11-24", now)).toBe("ya pasó la fecha");
    expect(dueInWords(null, now)).toBe("sin fecha");
    expect(dueInWords("no es fecha", now)).toBe("sin fecha");
  });
});
