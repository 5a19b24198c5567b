import { type APIRequestContext, expect } from "@playwright/test";
import { parseDateText } from "../../common/dates";

/**
 * This year's school calendar in two semesters (the whole year, as with no periods), unless the
 * school already has periods: a family chooses a semester, a teacher writes the period's report
 * card or PIAR follow-up.
 */
export async function twoSemesters(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const year = Number(new Date().toLocaleDateString("en-CA", { timeZone: "America/Bogota" }).slice(0, 4));
  const calendar = await (await request.get(`/api/attendance/calendar?year=${year}`, { headers })).json();
  if (calendar.periods.length > 0) return;
  const periods = [
    { name: "Primer semestre", start: `${year}-01-01`, end: `${year}-06-30` },
    { name: "Segundo semestre", start: `${year}-07-01`, end: `${year}-12-31` },
  ];
  const saved = await request.put("/api/attendance/calendar", { headers, data: { year, schoolDays: calendar.schoolDays, holidays: calendar.holidays, periods } });
  expect(saved.ok()).toBe(true);
}

/** The ISO day a DateField shows as "27/11/2026" (issue 34), read by the one date parser; fails on anything else. */
export function isoOfField(text: string): string {
  const parsed = parseDateText(text);
  if (!parsed.ok || parsed.value === null) throw new Error(`"${text}" no es una fecha`);
  return parsed.value;
}
