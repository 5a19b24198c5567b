import { describe, expect, it } from "vitest";
import { colombianHolidays, currentPeriod, dayProblem, defaultSchoolDays, easterSunday, isCalendarDate, isoWeekday } from "../../common/attendance/attendance.calendar.js";

describe("Colombia's public holidays", () => {
  it("finds Easter Sunday by the Gregorian rule", () => {
    expect([2024, 2025, 2026, 2027, 2038].map(easterSunday)).toEqual(["2024-03-31", "2025-04-20", "2026-04-05", "2027-03-28", "2038-04-25"]);
  });

  it("lists the 18 holidays of 2026, the Emiliani ones moved to Monday and the Easter ones from 5 April", () => {
    expect(colombianHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Año Nuevo" },
      { date: "2026-01-12", name: "Día de los Reyes Magos" }, // 6 Jan is a Tuesday
      { date: "2026-03-23", name: "Día de San José" }, // 19 Mar is a Thursday
      { date: "2026-04-02", name: "Jueves Santo" },
      { date: "2026-04-03", name: "Viernes Santo" },
      { date: "2026-05-01", name: "Día del Trabajo" },
      { date: "2026-05-18", name: "Ascensión del Señor" },
      { date: "2026-06-08", name: "Corpus Christi" },
      { date: "2026-06-15", name: "Sagrado Corazón de Jesús" },
      { date: "2026-06-29", name: "San Pedro y San Pablo" }, // already a Monday: stays
      { date: "2026-07-20", name: "Día de la Independencia" },
      { date: "2026-08-07", name: "Batalla de Boyacá" },
      { date: "2026-08-17", name: "Asunción de la Virgen" }, // 15 Aug is a Saturday
      { date: "2026-10-12", name: "Día de la Raza" },
      { date: "2026-11-02", name: "Día de Todos los Santos" }, // 1 Nov is a Sunday
      { date: "2026-11-16", name: "Independencia de Cartagena" },
      { date: "2026-12-08", name: "Día de la Inmaculada Concepción" },
      { date: "2026-12-25", name: "Navidad" },
    ]);
  });

  it("every moved holiday of another year falls on a Monday (2025: Easter 20 April)", () => {
    const holidays = colombianHolidays(2025);
    expect(holidays).toHaveLength(18);
    const moved = ["Día de los Reyes Magos", "Día de San José", "Ascensión del Señor", "Corpus Christi", "Sagrado Corazón de Jesús", "San Pedro y San Pablo", "Asunción de la Virgen", "Día de la Raza", "Día de Todos los Santos", "Independencia de Cartagena"];
    for (const holiday of holidays.filter((h) => moved.includes(h.name))) expect(isoWeekday(holiday.date), holiday.name).toBe(1);
    expect(holidays.find((h) => h.name === "Ascensión del Señor")?.date).toBe("2025-06-02");
    expect(holidays.find((h) => h.name === "Viernes Santo")?.date).toBe("2025-04-18");
  });
});

describe("the school day rule", () => {
  const calendar = { schoolDays: defaultSchoolDays, holidays: colombianHolidays(2026) };
  const periods = [{ name: "Primer periodo", start: "2026-02-02", end: "2026-06-12" }];
  const today = "2026-03-10";

  it("takes a school day of the year up to today", () => {
    expect(dayProblem("2026-03-10", { today, calendar, periods })).toBeNull();
    expect(dayProblem("2026-03-09", { today, calendar, periods })).toBeNull();
  });

  it("refuses a coming day, a weekend, a holiday and a day outside the periods", () => {
    expect(dayProblem("2026-03-11", { today, calendar, periods })).toEqual({ kind: "future" });
    expect(dayProblem("2026-03-11", { today, calendar, periods, allowFuture: true })).toBeNull();
    expect(dayProblem("2026-03-07", { today, calendar, periods })).toEqual({ kind: "notSchoolDay", weekday: 6 });
    expect(dayProblem("2026-03-23", { today: "2026-03-30", calendar, periods })).toEqual({ kind: "holiday", name: "Día de San José" });
    expect(dayProblem("2026-01-20", { today, calendar, periods })).toEqual({ kind: "outsideYear" });
  });

  it("with no periods saved, the school year is today's calendar year", () => {
    expect(dayProblem("2026-01-20", { today, calendar, periods: [] })).toBeNull();
    expect(dayProblem("2025-12-01", { today, calendar, periods: [] })).toEqual({ kind: "outsideYear" });
  });

  it("reads dates as calendar days, never as UTC instants", () => {
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isoWeekday("2026-03-01")).toBe(7);
    expect(isoWeekday("2026-03-02")).toBe(1);
  });
});

describe("the period a screen opens on", () => {
  const periods = [
    { name: "Primer semestre", start: "2026-01-19", end: "2026-06-12" },
    { name: "Segundo semestre", start: "2026-07-06", end: "2026-11-27" },
  ];
  it("is the one holding today, its first and last days included", () => {
    expect(currentPeriod(periods, "2026-01-19")?.name).toBe("Primer semestre");
    expect(currentPeriod(periods, "2026-11-27")?.name).toBe("Segundo semestre");
  });
  it("between periods, the last one begun; before the year, the first; without periods, none", () => {
    expect(currentPeriod(periods, "2026-06-30")?.name).toBe("Primer semestre");
    expect(currentPeriod(periods, "2026-12-15")?.name).toBe("Segundo semestre");
    expect(currentPeriod(periods, "2026-01-05")?.name).toBe("Primer semestre");
    expect(currentPeriod([], "2026-03-01")).toBeUndefined();
  });
});
