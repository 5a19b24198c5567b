import type { EnrolmentStatus } from "../student-records/record-codes.js";

/**
 * Which students a year's reports hold (issue 36), from each file's novedades (enrolment_events).
 *
 * A record counts for year Y when its status was "matriculado" at some point of Y: either a novedad
 * "matriculado" takes effect within Y, or the status in force when Y starts (the last novedad before
 * 1 January) is "matriculado". So a child retired or transferred last year is not in this year's
 * report, a child retired in March of this year is (and the book shows the retirement), and a child
 * enrolled last year with no later novedad still is. The window is the calendar year (calendario A,
 * the school's). A file without any novedad counts for the year of its date of enrolment when its
 * status is "matriculado" (a file imported before its first novedad was recorded).
 */
export type YearEvent = { id: number; status: EnrolmentStatus; effectiveOn: string };

const byDate = <T extends YearEvent>(events: readonly T[]) => [...events].sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.id - b.id);

export function yearBounds(year: number): { start: string; end: string } {
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}

/**
 * The day the child's matrícula of year Y took effect (the "date of enrolment" of the book), or null
 * when the record does not count for Y: the first "matriculado" within Y, else the carried-over one.
 */
export function enrolledFrom(
  events: readonly YearEvent[],
  year: number,
  fallback: { status: EnrolmentStatus; enrolledOn: string | null } = { status: "prematriculado", enrolledOn: null },
): string | null {
  const { start, end } = yearBounds(year);
  if (events.length === 0) {
    const on = fallback.enrolledOn;
    return fallback.status === "matriculado" && on !== null && on >= start && on <= end ? on : null;
  }
  const sorted = byDate(events);
  const before = sorted.filter((e) => e.effectiveOn < start).at(-1);
  if (before?.status === "matriculado") {
    // The matrícula carried over took effect on the last "matriculado" before Y (of that run).
    return before.effectiveOn;
  }
  return sorted.find((e) => e.status === "matriculado" && e.effectiveOn >= start && e.effectiveOn <= end)?.effectiveOn ?? null;
}

/** The novedades the book of year Y shows: those of Y, after the one in force when Y began. */
export function eventsForYear<T extends YearEvent>(events: readonly T[], year: number): T[] {
  const { start, end } = yearBounds(year);
  const sorted = byDate(events);
  const before = sorted.filter((e) => e.effectiveOn < start).at(-1);
  return [...(before ? [before] : []), ...sorted.filter((e) => e.effectiveOn >= start && e.effectiveOn <= end)];
}

/** Whether Y is the year of the child's first matrícula at the school (SIMAT's NUEVO). */
export function firstEnrolledIn(events: readonly YearEvent[], year: number, enrolledOn: string | null): boolean {
  const first = byDate(events).find((e) => e.status === "matriculado")?.effectiveOn ?? enrolledOn;
  return first?.startsWith(`${year}-`) ?? false;
}

/** A year for the reports: 2000–2100, whole. */
export function isReportYear(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 2000 && value <= 2100;
}
