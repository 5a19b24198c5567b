import type { DbOrTrx } from "../../db/connection.js";
import type { EnrolmentStatus, Grade } from "../../../common/student-records/record-codes.js";
import type { NewUserRow } from "../../db/schema.js";

/** The SQL of enrolment (issue 36) beyond the student-records repo: status compare-and-set, matches, the year's decisions. */

/**
 * Moves a file from `from` to `to` only when it is still at `from`: true for the one change that
 * applies. Two changes at once from the same status: the second finds the row changed (on
 * PostgreSQL it waits for the first's row lock, then re-reads the row) and gets false.
 */
export async function compareAndSetStatus(trx: DbOrTrx, recordId: number, from: EnrolmentStatus, to: EnrolmentStatus, at: string, byId: number): Promise<boolean> {
  const result = await trx.updateTable("studentRecords").set({ status: to, updatedAt: at, updatedById: byId }).where("id", "=", recordId).where("status", "=", from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The newest novedad's day of a file, if any. */
export async function lastEventDay(db: DbOrTrx, recordId: number): Promise<string | null> {
  const row = await db.selectFrom("enrolmentEvents").select("effectiveOn").where("recordId", "=", recordId).orderBy("effectiveOn", "desc").limit(1).executeTakeFirst();
  return row?.effectiveOn ?? null;
}

/** The first record with these names and birth date (case and accents as stored), for rows without a document. */
export async function recordByNamesAndBirth(db: DbOrTrx, firstNames: string, lastNames: string, birthDate: string) {
  const rows = await db.selectFrom("studentRecords").select(["id", "studentId", "firstNames", "lastNames"]).where("birthDate", "=", birthDate).execute();
  const same = (a: string | null, b: string) => (a ?? "").trim().toLocaleLowerCase("es") === b.trim().toLocaleLowerCase("es");
  return rows.find((r) => same(r.firstNames, firstNames) && same(r.lastNames, lastNames));
}

export async function emailsTaken(db: DbOrTrx, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom("users").select("email").where("email", "in", [...new Set(emails)]).execute();
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

export async function insertStudentAccount(trx: DbOrTrx, row: Pick<NewUserRow, "email" | "passwordHash" | "firstName" | "lastName" | "tribe">, at: string): Promise<number> {
  const inserted = await trx
    .insertInto("users")
    .values({ ...row, role: "student", status: "active", createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setStudentTribe(trx: DbOrTrx, studentId: number, tribe: string, at: string): Promise<void> {
  await trx.updateTable("users").set({ tribe, updatedAt: at }).where("id", "=", studentId).where("role", "=", "student").execute();
}

export async function setRecordGrade(trx: DbOrTrx, recordId: number, grade: Grade, at: string, byId: number): Promise<void> {
  await trx.updateTable("studentRecords").set({ grade, updatedAt: at, updatedById: byId }).where("id", "=", recordId).execute();
}

export async function countRows(db: DbOrTrx): Promise<{ users: number; records: number }> {
  const users = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const records = await db.selectFrom("studentRecords").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { users: Number(users.n), records: Number(records.n) };
}

/**
 * The promotion decisions of `year` from signed actas only (closed_at set, issue 35): per student,
 * the decision of the newest signed version of their tribe's acta, with that acta's meeting day.
 */
export async function signedDecisions(db: DbOrTrx, year: number): Promise<Map<number, { decision: "promovido" | "no_promovido" | "promocion_anticipada"; metOn: string; tribe: string }>> {
  const rows = await db
    .selectFrom("promotionDecisions as d")
    .innerJoin("promotionActas as p", "p.id", "d.actaId")
    .select(["d.studentId", "d.decision", "p.metOn", "p.tribe", "p.version"])
    .where("p.year", "=", year)
    .where("p.closedAt", "is not", null)
    .orderBy("p.tribe")
    .orderBy("p.version")
    .execute();
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.tribe, Math.max(newest.get(row.tribe) ?? 0, row.version));
  const byStudent = new Map<number, { decision: "promovido" | "no_promovido" | "promocion_anticipada"; metOn: string; tribe: string }>();
  for (const row of rows) if (row.version === newest.get(row.tribe)) byStudent.set(row.studentId, { decision: row.decision, metOn: row.metOn, tribe: row.tribe });
  return byStudent;
}

/** Tribes with a signed acta for `year`. */
export async function tribesWithSignedActa(db: DbOrTrx, year: number): Promise<Set<string>> {
  const rows = await db.selectFrom("promotionActas").select("tribe").where("year", "=", year).where("closedAt", "is not", null).execute();
  return new Set(rows.map((r) => r.tribe));
}

/** The records that already had their year-end novedad ('promovido' or 'graduado') for `year`. */
export async function yearEndDone(db: DbOrTrx, year: number): Promise<Set<number>> {
  const rows = await db.selectFrom("enrolmentEvents").select("recordId").where("year", "=", year).where("status", "in", ["promovido", "graduado"]).execute();
  return new Set(rows.map((r) => r.recordId));
}
