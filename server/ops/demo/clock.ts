import { schoolClock } from "../../domains/visual-day/visual-day.service.js";

/**
 * The demo's dates, relative to the day it is seeded so the school always looks current. Days are
 * the school's (America/Bogota, UTC-5 all year, no daylight saving time).
 */
export type DemoClock = {
  now: Date;
  /** Today at the school, YYYY-MM-DD. */
  today: string;
  /** An instant `days` from today at the school's `hour`:`minute` (ISO). Past days only for things already done. */
  at(days: number, hour?: number, minute?: number): string;
  /** A school day, YYYY-MM-DD, `days` from today. */
  day(days: number): string;
  /** An instant `hours` before now (ISO): for what happened today. */
  hoursAgo(hours: number): string;
  /** The month `offset` months from this one at the school: { month: "MM", year }. */
  month(offset: number): { month: string; year: number };
  /** An instant on day `dayOfMonth` of the month `offset` months from this one, at the school's `hour` (ISO). */
  monthDay(offset: number, dayOfMonth: number, hour: number): string;
};

const bogotaOffsetHours = 5;

export function demoClock(now: Date): DemoClock {
  const today = schoolClock(now).date;
  const [year, month, dayOfMonth] = today.split("-").map(Number) as [number, number, number];
  const at = (days: number, hour = 9, minute = 0) => new Date(Date.UTC(year, month - 1, dayOfMonth + days, hour + bogotaOffsetHours, minute)).toISOString();
  return {
    now,
    today,
    at,
    day: (days) => new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10),
    hoursAgo: (hours) => new Date(now.getTime() - hours * 3_600_000).toISOString(),
    monthDay: (offset, day, hour) => new Date(Date.UTC(year, month - 1 + offset, day, hour + bogotaOffsetHours)).toISOString(),
    month(offset) {
      const first = new Date(Date.UTC(year, month - 1 + offset, 1));
      return { month: String(first.getUTCMonth() + 1).padStart(2, "0"), year: first.getUTCFullYear() };
    },
  };
}
