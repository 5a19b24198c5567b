/**
 * How big the large school is for a scale factor (issue 38): `scale` times the demo school's
 * people (30 children, 20 families), 1.5 staff per demo-sized unit (150 at ×100: teachers and a
 * tenth admins and coordinators), and one school year of history per ten units, up to ten years.
 * The demo school itself stays inside it as it is, so its accounts keep their screens.
 */
import { addDays, colombianHolidays, isoWeekday, yearOf } from "../../../common/attendance/attendance.calendar.js";

export type LargeSchoolPlan = {
  scale: number;
  /** Children, families (parent accounts) and staff added to the demo school's. */
  students: number;
  staff: number;
  /** School years with history, the current one included. */
  years: number;
  today: string;
  currentYear: number;
};

const demoStudents = 30;
const demoStaff = 7;

export function planFor(scale: number, today: string): LargeSchoolPlan {
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error("--scale must be a whole number from 1 to 1000");
  return {
    scale,
    students: demoStudents * (scale - 1),
    staff: Math.max(0, Math.round(1.5 * scale) - demoStaff),
    years: Math.min(10, Math.max(1, Math.round(scale / 10))),
    today,
    currentYear: yearOf(today),
  };
}

/** The school days of a year (calendario A: February to November, Monday to Friday, no public holiday), before `today`. */
export function schoolDaysOf(year: number, today: string): string[] {
  const holidays = new Set(colombianHolidays(year).map((h) => h.date));
  const days: string[] = [];
  for (let day = `${year}-02-02`; day <= `${year}-11-27` && day < today; day = addDays(day, 1)) {
    if (isoWeekday(day) <= 5 && !holidays.has(day)) days.push(day);
  }
  return days;
}

/** The two semesters of a year, as the demo school's attendance periods. */
export const semestersOf = (year: number) => [
  { name: "Primer semestre", start: `${year}-01-01`, end: `${year}-06-30`, published: `${year}-06-30T20:00:00.000Z` },
  { name: "Segundo semestre", start: `${year}-07-01`, end: `${year}-12-31`, published: `${year}-11-30T20:00:00.000Z` },
];

/** A deterministic pseudo-random source (mulberry32): the same scale gives the same school. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof randomSource>;

/** An instant of a school day at the school's hour (UTC-5, no daylight saving). */
export const atSchool = (day: string, hour: number, minute = 0) => `${day}T${String(hour + 5).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00.000Z`;
