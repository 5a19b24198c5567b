/**
 * The fixed clocks the date-dependent suites run under (issue 32). Each is an instant (UTC), named as
 * the school would say it (America/Bogota, UTC-5 all year). They are the edges where a "today" read
 * on the wrong side breaks: before the school's morning, the last minute before midnight (already the
 * next day in UTC), a weekend, a holiday, the last day of the year (already the next year in UTC at
 * 20:00) and the first school day of a year (its last 30 days lie in the year before).
 *
 * vitest.config.ts makes one project per clock and database; tests/setup/fixed-clock.ts sets it.
 */
export type MatrixClock = { slug: string; name: string; at: string };

export const clockMatrix: readonly MatrixClock[] = [
  { slug: "0030", name: "00:30 de un miércoles de clases", at: "2026-11-18T05:30:00.000Z" },
  { slug: "0659", name: "06:59 de un miércoles de clases", at: "2026-11-18T11:59:00.000Z" },
  { slug: "1200", name: "12:00 de un miércoles de clases", at: "2026-11-18T17:00:00.000Z" },
  { slug: "2359", name: "23:59 de un miércoles de clases", at: "2026-11-19T04:59:00.000Z" },
  { slug: "sabado", name: "un sábado a las 10:00", at: "2026-11-21T15:00:00.000Z" },
  // 8 de diciembre, Inmaculada Concepción, a Tuesday: Ley 51 de 1983, art. 1, keeps it on its date.
  { slug: "festivo", name: "el festivo del 8 de diciembre, 10:00", at: "2026-12-08T15:00:00.000Z" },
  { slug: "31dic", name: "31 de diciembre a las 20:00", at: "2027-01-01T01:00:00.000Z" },
  // 1 January 2027 is a Friday and a holiday: Monday 4 January is the first school day (6 January moves to the 11th).
  { slug: "primer-dia", name: "el primer día de clases del año, 7:00", at: "2027-01-04T12:00:00.000Z" },
];

/**
 * The suites whose answers depend on the date or the hour: they run only under the clocks above (on
 * SQLite and on PostgreSQL), never on the machine's clock, so their result does not depend on when
 * CI runs.
 */
export const dateDependentSuites: readonly string[] = [
  "tests/api/demo-school.test.ts",
  "tests/api/attendance.test.ts",
  "tests/api/attendance-alert-delivery.test.ts",
  "tests/api/report-cards.test.ts",
  "tests/api/report-card-levels.test.ts",
  "tests/api/report-card-downloads.test.ts",
  "tests/api/piar.test.ts",
  "tests/api/piar-review-reminder.test.ts",
  "tests/api/promotion.test.ts",
  "tests/api/notification-digest.test.ts",
  "tests/api/notifications.test.ts",
  "tests/api/visual-day.test.ts",
  "tests/api/report-card-demo-pdf.test.ts",
  "tests/api/teacher-today.test.ts",
];

/** The unit suites of the same kind (pure date rules, schedules): cheap, so they run under every clock. */
export const dateDependentUnitSuites: readonly string[] = ["tests/unit/schedules.test.ts"];
