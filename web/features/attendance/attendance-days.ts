import { addDays, dayProblem } from "../../../common/attendance/attendance.calendar";
import type { AttendanceCalendar, AttendanceMark } from "../../../common/attendance/attendance.schema";
import { navigationTribes } from "../../../common/school";
import { formatDate, formatTime, schoolToday } from "../../../common/format";

export const tribeOptions = navigationTribes.map((tribe) => ({ value: tribe, label: tribe }));

export type Tribe = (typeof navigationTribes)[number];
export const isTribe = (value: string | null | undefined): value is Tribe => (navigationTribes as readonly string[]).includes(value ?? "");

/** A teacher's own tribe, or the first one. */
export function defaultTribe(tribe: string | null | undefined): Tribe {
  return isTribe(tribe) ? tribe : navigationTribes[0];
}

/**
 * The day the register opens on: today at the school (Bogotá), or, when today is no school day (a
 * weekend, a holiday), the last school day before it within two weeks.
 */
export function defaultDay(calendar: AttendanceCalendar | undefined, now = new Date()): string {
  const today = schoolToday(now);
  if (!calendar) return today;
  for (let back = 0; back < 14; back++) {
    const date = addDays(today, -back);
    if (!dayProblem(date, { today, calendar, periods: calendar.periods })) return date;
  }
  return today;
}

/** "Guardado por Marta Ríos, 27 nov 2026, 9:05 a. m." */
export function savedBy(who: { name: string } | null, at: string | null): string {
  return `${who?.name ?? "Alguien del equipo"}, ${formatDate(at)}, ${formatTime(at)}`;
}

/** Calm colours by meaning, never red: the mark's class on the screen. */
export const markTone: Record<AttendanceMark, string> = { present: "is-present", absent: "is-absent", late: "is-late", excused: "is-excused" };

/** The month "YYYY-MM" of a day. */
export const monthOf = (date: string) => date.slice(0, 7);
