import { schoolDayStart } from "../../../common/format.js";
import { schoolClock } from "../../domains/visual-day/visual-day.service.js";

/**
 * The demo's dates, relative to the day it is seeded so the school always looks current. Days are
 * the school's (America/Bogota, UTC-5 all year, no daylight saving time).
 *
 * What already happened never lands after `now`, whatever the hour of seeding (issue 32: the PIAR
 * reminder "this morning at 7:00" was in the future until 7:00, and the demo's own test failed every
 * night): `at` and `monthDay` give the intended instant or, when it has not come yet, a minute before
 * now. Only `scheduled` may be in the future, for what is due (an assignment's deadline).
 */
export type DemoClock = {
  now: Date;
  /** Today at the school, YYYY-MM-DD. */
  today: string;
  /** Something that happened `days` from today at the school's `hour`:`minute` (ISO); if that is still to come, a minute ago. */
  at(days: number, hour?: number, minute?: number): string;
  /** Something due `days` from today at the school's `hour`:`minute` (ISO), in the future or not. */
  scheduled(days: number, hour?: number, minute?: number): string;
  /** A school day, YYYY-MM-DD, `days` from today. */
  day(days: number): string;
  /** An instant `hours` before now (ISO): for what happened today. */
  hoursAgo(hours: number): string;
  /** The month `offset` months from this one at the school: { month: "MM", year }. */
  month(offset: number): { month: string; year: number };
  /** Something that happened on day `dayOfMonth` of the month `offset` months from this one, at the school's `hour` (ISO); never after now. */
  monthDay(offset: number, dayOfMonth: number, hour: number): string;
  /** The later of two instants (ISO): something that came after both. */
  later(a: string, b: string): string;
};

const minuteMs = 60_000;

export function demoClock(now: Date): DemoClock {
  const today = schoolClock(now).date;
  const [year, month, dayOfMonth] = today.split("-").map(Number) as [number, number, number];
  const midnight = Date.parse(schoolDayStart(today));
  const scheduled = (days: number, hour = 9, minute = 0) => new Date(midnight + ((days * 24 + hour) * 60 + minute) * minuteMs).toISOString();
  const happened = (instant: number) => new Date(Math.min(instant, now.getTime() - minuteMs)).toISOString();
  return {
    now,
    today,
    at: (days, hour, minute) => happened(Date.parse(scheduled(days, hour, minute))),
    scheduled,
    day: (days) => new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10),
    hoursAgo: (hours) => new Date(now.getTime() - hours * 3_600_000).toISOString(),
    monthDay(offset, day, hour) {
      const date = new Date(Date.UTC(year, month - 1 + offset, day)).toISOString().slice(0, 10);
      return happened(Date.parse(schoolDayStart(date)) + hour * 3_600_000);
    },
    month(offset) {
      const first = new Date(Date.UTC(year, month - 1 + offset, 1));
      return { month: String(first.getUTCMonth() + 1).padStart(2, "0"), year: first.getUTCFullYear() };
    },
    later: (a, b) => (a > b ? a : b),
  };
}
