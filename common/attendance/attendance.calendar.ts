/**
 * The school's calendar for attendance (issue 25), pure: which dates are school days. A date is a
 * calendar day of the school in America/Bogota written "YYYY-MM-DD" and handled as it is, never as
 * a UTC instant (today's date comes from `schoolToday` in common/format.ts). Weekdays are ISO:
 * 1 Monday … 7 Sunday.
 */

export type Holiday = { date: string; name: string };
export type Period = { name: string; start: string; end: string };
/** One year's settings as the day rule reads them. */
export type SchoolCalendar = { schoolDays: readonly number[]; holidays: readonly Holiday[] };

/** Monday to Friday, until an admin saves other days. */
export const defaultSchoolDays: readonly number[] = [1, 2, 3, 4, 5];

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "YYYY-MM-DD" is a real day of the calendar ("2026-02-30" is not). */
export function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The date's parts; UTC arithmetic here only counts days, no instant is ever read in a zone. */
function toUtc(date: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The period a screen opens on: the one holding `today`, else the last one begun (a holiday between
 * periods), else the first (the year has not begun); undefined without periods.
 */
export function currentPeriod<P extends Pick<Period, "start" | "end">>(periods: readonly P[], today: string): P | undefined {
  return periods.find((p) => p.start <= today && today <= p.end) ?? periods.filter((p) => p.start <= today).at(-1) ?? periods[0];
}

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = toUtc(date).getUTCDay();
  return day === 0 ? 7 : day;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Every day of a month "YYYY-MM", in order. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Ley Emiliani (Ley 51 de 1983): the holiday moves to the next Monday unless it falls on one. */
function nextMonday(date: string): string {
  const weekday = isoWeekday(date);
  return weekday === 1 ? date : addDays(date, 8 - weekday);
}

/**
 * Colombia's 18 public holidays of a year, by date: six fixed ones, seven moved to Monday by the
 * Ley Emiliani, and five that follow Easter (Jueves and Viernes Santo as they fall; Ascensión,
 * Corpus Christi and Sagrado Corazón on the Monday after their traditional Thursday/Friday, i.e.
 * Easter + 43, + 64 and + 71 days).
 */
export function colombianHolidays(year: number): Holiday[] {
  const on = (month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    { date: on(1, 1), name: "Año Nuevo" },
    { date: nextMonday(on(1, 6)), name: "Día de los Reyes Magos" },
    { date: nextMonday(on(3, 19)), name: "Día de San José" },
    { date: addDays(easter, -3), name: "Jueves Santo" },
    { date: addDays(easter, -2), name: "Viernes Santo" },
    { date: on(5, 1), name: "Día del Trabajo" },
    { date: addDays(easter, 43), name: "Ascensión del Señor" },
    { date: addDays(easter, 64), name: "Corpus Christi" },
    { date: addDays(easter, 71), name: "Sagrado Corazón de Jesús" },
    { date: nextMonday(on(6, 29)), name: "San Pedro y San Pablo" },
    { date: on(7, 20), name: "Día de la Independencia" },
    { date: on(8, 7), name: "Batalla de Boyacá" },
    { date: nextMonday(on(8, 15)), name: "Asunción de la Virgen" },
    { date: nextMonday(on(10, 12)), name: "Día de la Raza" },
    { date: nextMonday(on(11, 1)), name: "Día de Todos los Santos" },
    { date: nextMonday(on(11, 11)), name: "Independencia de Cartagena" },
    { date: on(12, 8), name: "Día de la Inmaculada Concepción" },
    { date: on(12, 25), name: "Navidad" },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** Why a date is not a day to take attendance; null when it is one. */
export type DayProblem =
  | { kind: "future" }
  | { kind: "outsideYear" }
  | { kind: "notSchoolDay"; weekday: number }
  | { kind: "holiday"; name: string };

/**
 * The day rule. A date can be taken (or excused, with `allowFuture`) when it is not after `today`,
 * lies in the school year, falls on one of the year's school days and is not one of its holidays.
 * The school year is the saved periods (the date must fall inside one of them); with no period
 * saved at all, it is the calendar year of `today`.
 */
export function dayProblem(
  date: string,
  context: { today: string; calendar: SchoolCalendar; periods: readonly Period[]; allowFuture?: boolean },
): DayProblem | null {
  if (!context.allowFuture && date > context.today) return { kind: "future" };
  const inYear =
    context.periods.length === 0
      ? yearOf(date) === yearOf(context.today)
      : context.periods.some((period) => period.start <= date && date <= period.end);
  if (!inYear) return { kind: "outsideYear" };
  const weekday = isoWeekday(date);
  if (!context.calendar.schoolDays.includes(weekday)) return { kind: "notSchoolDay", weekday };
  const holiday = context.calendar.holidays.find((h) => h.date === date);
  if (holiday) return { kind: "holiday", name: holiday.name };
  return null;
}
