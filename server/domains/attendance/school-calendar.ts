import type { DbOrTrx } from "../../db/connection.js";
import { findCalendarYear, listPeriods } from "./attendance.repo.js";
import {
  colombianHolidays,
  dayProblem,
  defaultSchoolDays,
  type Holiday,
  type Period,
  type SchoolCalendar,
  yearOf,
} from "../../../common/attendance/attendance.calendar.js";

/**
 * The school's calendar as the admin saved it (attendance_calendar_years), or the default when none
 * is saved: one reading for the attendance register and for the teacher's "Hoy" (issue 34).
 */
export async function schoolCalendarOf(db: DbOrTrx, year: number): Promise<SchoolCalendar & { saved: boolean }> {
  const row = await findCalendarYear(db, year);
  if (!row) return { schoolDays: defaultSchoolDays, holidays: colombianHolidays(year), saved: false };
  let holidays: Holiday[] = [];
  try {
    const parsed: unknown = JSON.parse(row.holidays);
    if (Array.isArray(parsed)) holidays = parsed.filter((h): h is Holiday => typeof h?.date === "string" && typeof h?.name === "string");
  } catch {
    holidays = colombianHolidays(year);
  }
  const schoolDays = row.schoolDays
    .split(",")
    .map(Number)
    .filter((d) => d >= 1 && d <= 7);
  return { schoolDays: schoolDays.length > 0 ? schoolDays : defaultSchoolDays, holidays, saved: true };
}

export async function schoolPeriods(db: DbOrTrx): Promise<Period[]> {
  return (await listPeriods(db)).map((p) => ({ name: p.name, start: p.startDate, end: p.endDate }));
}

/** Whether attendance is taken on `date` (a school day, not a holiday, inside a period). */
export async function isSchoolDay(db: DbOrTrx, date: string): Promise<boolean> {
  const [calendar, periods] = await Promise.all([schoolCalendarOf(db, yearOf(date)), schoolPeriods(db)]);
  return dayProblem(date, { today: date, calendar, periods }) === null;
}
