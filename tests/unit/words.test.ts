import { describe, expect, it } from "vitest";
import { countInWords, dueInWords, whenInWords } from "../../common/words.js";

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

describe("when something happened, in words (a child's notifications, issue 37)", () => {
  const now = new Date("2026-11-25T15:00:00.000Z");
  it("says today, yesterday, the weekday within the week, then the day and month; never digits of a year", () => {
    expect(whenInWords("2026-11-25T13:00:00.000Z", now)).toBe("hoy");
    expect(whenInWords("2026-11-24T20:00:00.000Z", now)).toBe("ayer");
    expect(whenInWords("2026-11-20T15:00:00.000Z", now)).toBe("el viernes");
    expect(whenInWords("2026-11-02T15:00:00.000Z", now)).toBe("el 2 de noviembre");
    expect(whenInWords(null, now)).toBe("");
  });
});
