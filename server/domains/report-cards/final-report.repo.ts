import type { DbOrTrx } from "../../db/connection.js";

/**
 * The final report's SQL (issue 35): the year's periods, the newest published card of each, the
 * support activities and the commission's decisions it reads (written by server/domains/promotion),
 * the SIEE in force, and the final report's own versions.
 */

/** The calendar's periods that start in the year, in order. */
export function periodsOfYear(db: DbOrTrx, year: number) {
  return db
    .selectFrom("attendancePeriods")
    .select(["name", "startDate as start", "endDate as end"])
    .where("startDate", ">=", `${year}-01-01`)
    .where("startDate", "<=", `${year}-12-31`)
    .orderBy("startDate")
    .execute();
}

/** The newest published version of each of the students' cards of these periods. */
export function newestCardsOf(db: DbOrTrx, studentIds: readonly number[], periodStarts: readonly string[]) {
  if (studentIds.length === 0 || periodStarts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("reportCards as c")
    .innerJoin("reportCardVersions as v", (join) => join.onRef("v.reportCardId", "=", "c.id").onRef("v.version", "=", "c.version"))
    .select(["c.studentId", "c.periodStart", "v.content"])
    .where("c.studentId", "in", studentIds)
    .where("c.periodStart", "in", periodStarts)
    .where("c.version", ">", 0)
    .execute();
}

/** The students' support activities of a year that have a result. */
export function supportResultsOf(db: DbOrTrx, studentIds: readonly number[], year: number) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("supportActivities")
    .select(["studentId", "subject", "levelBefore", "result", "levelAfter", "resultOn", "endsOn"])
    .where("studentId", "in", studentIds)
    .where("year", "=", year)
    .where("result", "is not", null)
    .orderBy("id")
    .execute();
}

/** Each student's decision in the newest closed acta of the tribe's year. */
export async function closedDecisionsOf(db: DbOrTrx, tribe: string, year: number) {
  const acta = await db
    .selectFrom("promotionActas")
    .select(["id", "version", "metOn"])
    .where("tribe", "=", tribe)
    .where("year", "=", year)
    .where("closedAt", "is not", null)
    .orderBy("version", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!acta) return { acta: null, decisions: [] };
  const decisions = await db.selectFrom("promotionDecisions").select(["studentId", "decision", "reason"]).where("actaId", "=", acta.id).execute();
  return { acta, decisions };
}

/** The SIEE in force: its newest adopted version. */
export function sieeInForce(db: DbOrTrx) {
  return db.selectFrom("sieeVersions").select(["version", "adoptedOn"]).orderBy("version", "desc").executeTakeFirst();
}

/** The newest published final report of each student of a year. */
export async function newestFinalVersions(db: DbOrTrx, studentIds: readonly number[], year: number) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom("finalReportVersions as f")
    .select(["f.id", "f.studentId", "f.version", "f.content", "f.publishedAt"])
    .where("f.studentId", "in", studentIds)
    .where("f.year", "=", year)
    .where(({ eb, selectFrom }) =>
      eb(
        "f.version",
        "=",
        selectFrom("finalReportVersions as g").select(({ fn }) => fn.max("g.version").as("v")).whereRef("g.studentId", "=", "f.studentId").whereRef("g.year", "=", "f.year"),
      ),
    )
    .execute();
}

export async function insertFinalVersion(db: DbOrTrx, values: { studentId: number; year: number; version: number; content: string; publishedById: number; publishedAt: string }) {
  await db.insertInto("finalReportVersions").values(values).execute();
}

/** Every published final report of a student, newest year and version first. */
export function finalVersionsOfStudent(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("finalReportVersions")
    .select(["id", "studentId", "year", "version", "content", "publishedAt"])
    .where("studentId", "=", studentId)
    .orderBy("year", "desc")
    .orderBy("version", "desc")
    .execute();
}

export function findFinalVersion(db: DbOrTrx, id: number) {
  return db.selectFrom("finalReportVersions").select(["id", "studentId", "year", "version", "content", "publishedAt"]).where("id", "=", id).executeTakeFirst();
}
