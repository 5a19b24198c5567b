import { describe, expect, it } from "vitest";
import {
  endSentence,
  formatCount,
  formatDate,
  formatDateTime,
  formatGrade,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatShortDate,
  formatTime,
  formatWeekdayDate,
  schoolTime,
  schoolToday,
} from "../../common/format.js";
import { dueInWords } from "../../common/words.js";

describe("money", () => {
  it("is COP with Colombian grouping and a plain space after the sign", () => {
    expect(formatMoney(1250000)).toBe("$ 1.250.000");
    expect(formatMoney(0)).toBe("$ 0");
    expect(formatMoney(85000)).toBe("$ 85.000");
  });

  it("shows cents with a comma only when there are some, and the sign before the $", () => {
    expect(formatMoney(320500.5)).toBe("$ 320.500,50");
    expect(formatMoney(-72600.1)).toBe("-$ 72.600,10");
    expect(formatMoney(-0.001)).toBe("$ 0");
  });
});

describe("dates in the school's zone (America/Bogota)", () => {
  it("writes a timestamp as the school's day, not UTC's", () => {
    // 03:00 UTC on the 25th is still 22:00 on the 24th in Bogotá.
    expect(formatDate("2026-11-25T03:00:00.000Z")).toBe("24 nov 2026");
    expect(formatDateTime("2026-11-25T03:00:00.000Z")).toBe("24 nov 2026, 10:00 p. m.");
    expect(formatTime("2026-11-25T15:05:00.000Z")).toBe("10:05 a. m.");
    expect(formatTime("2026-11-25T05:00:00.000Z")).toBe("12:00 a. m.");
    expect(formatTime("2026-11-25T17:00:00.000Z")).toBe("12:00 p. m.");
  });

  it("takes a calendar day as it is, never shifted", () => {
    expect(formatDate("2026-12-01")).toBe("1 dic 2026");
    expect(formatShortDate("2026-12-01")).toBe("1 dic");
    expect(formatLongDate("2026-09-07")).toBe("7 de septiembre de 2026");
    expect(formatWeekdayDate("2026-11-23")).toBe("lunes, 23 de noviembre");
    expect(formatDateTime("2026-11-23")).toBe("23 nov 2026");
  });

  it("says '—' for nothing or something unreadable", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("mañana")).toBe("—");
    expect(formatDate("2026-13-01")).toBe("—");
  });

  it("knows today in Bogotá late in the evening", () => {
    expect(schoolToday(new Date("2026-11-26T02:30:00.000Z"))).toBe("2026-11-25");
  });

  it("counts days to a due date by the school's calendar", () => {
    const lateEvening = new Date("2026-11-26T02:30:00.000Z"); // Wednesday 25th, 21:30 in Bogotá
    expect(dueInWords("2026-11-25", lateEvening)).toBe("para hoy");
    expect(dueInWords("2026-11-26", lateEvening)).toBe("para mañana");
    expect(dueInWords("2026-11-27", lateEvening)).toBe("para el viernes");
    expect(dueInWords("2026-12-10", lateEvening)).toBe("para el 10 de diciembre");
    expect(dueInWords("2026-11-24", lateEvening)).toBe("ya pasó la fecha");
  });
});

describe("grades, counts and percentages", () => {
  it("writes a grade with one decimal and a comma", () => {
    expect(formatGrade(8.5)).toBe("8,5");
    expect(formatGrade(10)).toBe("10,0");
    expect(formatGrade(null)).toBe("—");
  });

  it("agrees the noun with the count", () => {
    expect(formatCount(1, "nuevo", "nuevos")).toBe("1 nuevo");
    expect(formatCount(2, "nuevo", "nuevos")).toBe("2 nuevos");
    expect(formatCount(0, "tarea", "tareas")).toBe("0 tareas");
    expect(formatCount(1250, "estudiante", "estudiantes")).toBe("1.250 estudiantes");
  });

  it("writes a percentage with a comma and the sign when asked", () => {
    expect(formatPercent(12)).toBe("12%");
    expect(formatPercent(3.5, true)).toBe("+3,5%");
    expect(formatPercent(-4, true)).toBe("-4%");
  });
});

describe("an assignment's day on a server in another zone", () => {
  it("is the school's day: at 9:30 p.m. in Bogotá an assignment due today is not late yet", async () => {
    const { clockAt } = await import("../../server/domains/assignments/assignments.service.js");
    expect(clockAt(new Date("2026-11-26T02:30:00.000Z")).today).toBe("2026-11-25");
  });
});

describe("a sentence that ends with a time (issue 34)", () => {
  it("is closed by the time's own period, never 'p. m..'", () => {
    expect(endSentence(`Confirmaste la lectura el ${formatDateTime("2026-11-25T20:40:00.000Z")}`)).toBe("Confirmaste la lectura el 25 nov 2026, 3:40 p. m.");
    expect(endSentence(`Podrás enviar otro desde las ${formatTime("2026-11-25T13:28:00.000Z")}`)).toBe("Podrás enviar otro desde las 8:28 a. m.");
  });

  it("gets its period when it ends with anything else", () => {
    expect(endSentence("Publicado el 25 nov 2026")).toBe("Publicado el 25 nov 2026.");
    expect(endSentence("¿Listo? ")).toBe("¿Listo?");
  });
});

describe("schoolTime reads each minute once", () => {
  it("gives every instant of a minute the same reading, and the next minute its own, across the school's midnight", () => {
    // 23:59:05 and 23:59:58 in Bogotá (UTC-5) are 04:59 UTC the next day.
    expect(schoolTime("2026-11-19T04:59:05.000Z")).toEqual(schoolTime("2026-11-19T04:59:58.999Z"));
    expect(schoolTime("2026-11-19T04:59:58.999Z")).toMatchObject({ year: 2026, month: 11, day: 18, hour: 23, minute: 59, weekday: 3 });
    expect(schoolTime("2026-11-19T05:00:00.000Z")).toMatchObject({ year: 2026, month: 11, day: 19, hour: 0, minute: 0, weekday: 4 });
  });

  it("hands each caller its own copy", () => {
    const first = schoolTime("2026-03-10T15:00:00.000Z") as { hour: number };
    first.hour = 99;
    expect(schoolTime("2026-03-10T15:00:30.000Z")).toMatchObject({ hour: 10, minute: 0 });
  });
});
