import type { DbOrTrx } from "../../db/connection.js";
import { isPostgresDb } from "../../db/instance-lock.js";

/** All the SQL of the PIAR (issue 26; revisions, signatures and the yearly report: issue 35). */

export function findPlan(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("piarPlans as p")
    .innerJoin("users as s", "s.id", "p.studentId")
    .leftJoin("users as u", "u.id", "p.updatedById")
    .select(["p.id", "p.studentId", "p.content", "p.revision", "p.reviewDue", "p.updatedAt", "s.firstName", "s.lastName", "u.firstName as editorFirst", "u.lastName as editorLast"])
    .where("p.studentId", "=", studentId)
    .executeTakeFirst();
}

export async function insertPlan(db: DbOrTrx, values: { studentId: number; content: string; reviewDue: string; byId: number; at: string }): Promise<boolean> {
  const result = await db
    .insertInto("piarPlans")
    .values({ studentId: values.studentId, content: values.content, reviewDue: values.reviewDue, createdById: values.byId, createdAt: values.at, updatedById: values.byId, updatedAt: values.at })
    .onConflict((c) => c.column("studentId").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The plan's row, locked until the transaction ends (PostgreSQL; SQLite runs one write transaction
 * at a time): two saves at once compare and number their revisions one after the other.
 */
export async function lockPlan(trx: DbOrTrx, studentId: number) {
  let query = trx.selectFrom("piarPlans").select(["id", "content", "revision", "reviewDue"]).where("studentId", "=", studentId);
  if (isPostgresDb(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A change is a new revision: the family's earlier agreement was to the text before it. Answers the new number. */
export async function updatePlan(db: DbOrTrx, studentId: number, values: { content: string; reviewDue: string; byId: number; at: string }): Promise<number> {
  const row = await db
    .updateTable("piarPlans")
    .set((eb) => ({ content: values.content, reviewDue: values.reviewDue, updatedById: values.byId, updatedAt: values.at, revision: eb("revision", "+", 1) }))
    .where("studentId", "=", studentId)
    .returning("revision")
    .executeTakeFirstOrThrow();
  return row.revision;
}

export async function insertRevision(
  db: DbOrTrx,
  values: { planId: number; revision: number; content: string; contentHash: string; reviewDue: string; studentName: string; byId: number; byName: string; at: string; changedSections: string[] },
): Promise<void> {
  await db
    .insertInto("piarRevisions")
    .values({
      planId: values.planId,
      revision: values.revision,
      content: values.content,
      contentHash: values.contentHash,
      reviewDue: values.reviewDue,
      studentName: values.studentName,
      savedById: values.byId,
      savedByName: values.byName,
      savedAt: values.at,
      changedSections: JSON.stringify(values.changedSections),
    })
    .execute();
}

/** A plan's current content as the first kept revision (a plan saved before its history was kept), once. */
export async function insertHistoryStart(
  db: DbOrTrx,
  values: { planId: number; revision: number; content: string; contentHash: string; reviewDue: string; studentName: string; byName: string | null; at: string },
): Promise<void> {
  await db
    .insertInto("piarRevisions")
    .values({
      planId: values.planId,
      revision: values.revision,
      content: values.content,
      contentHash: values.contentHash,
      reviewDue: values.reviewDue,
      studentName: values.studentName,
      savedById: null,
      savedByName: values.byName,
      savedAt: values.at,
      changedSections: null,
    })
    .onConflict((c) => c.columns(["planId", "revision"]).doNothing())
    .execute();
}

export function revisionsOf(db: DbOrTrx, planId: number) {
  return db
    .selectFrom("piarRevisions")
    .select(["id", "revision", "reviewDue", "savedByName", "savedAt", "changedSections", "contentHash"])
    .where("planId", "=", planId)
    .orderBy("revision", "desc")
    .execute();
}

export function findRevision(db: DbOrTrx, planId: number, revision: number) {
  return db
    .selectFrom("piarRevisions")
    .select(["id", "revision", "content", "contentHash", "reviewDue", "studentName", "savedByName", "savedAt", "changedSections"])
    .where("planId", "=", planId)
    .where("revision", "=", revision)
    .executeTakeFirst();
}

/** The agreements of a plan with the revision row each names (null: an agreement to text not kept). */
export function agreementsWithRevision(db: DbOrTrx, planId: number) {
  return db.selectFrom("piarAgreements").select(["revision", "revisionId", "parentName", "agreedAt"]).where("planId", "=", planId).orderBy("agreedAt", "desc").orderBy("id", "desc").execute();
}

export function signaturesOf(db: DbOrTrx, planId: number) {
  return db
    .selectFrom("piarSignatures")
    .select(["revisionId", "signerId", "signerName", "kind", "roleLabel", "signedAt"])
    .where("planId", "=", planId)
    .orderBy("signedAt")
    .orderBy("id")
    .execute();
}

/** One signature per person and revision: false when this person already signed it (the unique pair). */
export async function insertSignature(db: DbOrTrx, values: { planId: number; revisionId: number; signerId: number; signerName: string; kind: string; roleLabel: string; at: string }): Promise<boolean> {
  const result = await db
    .insertInto("piarSignatures")
    .values({ planId: values.planId, revisionId: values.revisionId, signerId: values.signerId, signerName: values.signerName, kind: values.kind, roleLabel: values.roleLabel, signedAt: values.at })
    .onConflict((c) => c.columns(["revisionId", "signerId"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function competencyReportsOf(db: DbOrTrx, planId: number) {
  return db
    .selectFrom("piarCompetencyReports")
    .select(["year", "version", "content", "studentName", "writtenByName", "publishedAt"])
    .where("planId", "=", planId)
    .orderBy("year", "desc")
    .orderBy("version", "desc")
    .execute();
}

/** A new published version of a year's report: the next number, retried by the caller on a clash. */
export async function insertCompetencyReport(db: DbOrTrx, values: { planId: number; year: number; content: string; studentName: string; byId: number; byName: string; at: string }): Promise<number> {
  const last = await db.selectFrom("piarCompetencyReports").select((eb) => eb.fn.max("version").as("version")).where("planId", "=", values.planId).where("year", "=", values.year).executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  await db
    .insertInto("piarCompetencyReports")
    .values({ planId: values.planId, year: values.year, version, content: values.content, studentName: values.studentName, writtenById: values.byId, writtenByName: values.byName, publishedAt: values.at })
    .execute();
  return version;
}

export function agreementsOf(db: DbOrTrx, planId: number) {
  return db.selectFrom("piarAgreements").select(["revision", "parentId", "parentName", "agreedAt"]).where("planId", "=", planId).orderBy("agreedAt", "desc").orderBy("id", "desc").execute();
}

export async function insertAgreement(db: DbOrTrx, values: { planId: number; revision: number; revisionId: number; contentHash: string; parentId: number; parentName: string; at: string }): Promise<boolean> {
  const result = await db
    .insertInto("piarAgreements")
    .values({ planId: values.planId, revision: values.revision, revisionId: values.revisionId, contentHash: values.contentHash, parentId: values.parentId, parentName: values.parentName, agreedAt: values.at })
    .onConflict((c) => c.columns(["planId", "revision", "parentId"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function followupsOf(db: DbOrTrx, planId: number) {
  return db
    .selectFrom("piarFollowups as f")
    .leftJoin("users as u", "u.id", "f.writtenById")
    .select(["f.periodStart", "f.text", "f.writtenAt", "u.firstName", "u.lastName"])
    .where("f.planId", "=", planId)
    .orderBy("f.periodStart", "desc")
    .execute();
}

export async function upsertFollowup(db: DbOrTrx, values: { planId: number; periodStart: string; text: string; byId: number; at: string }): Promise<void> {
  await db
    .insertInto("piarFollowups")
    .values({ planId: values.planId, periodStart: values.periodStart, text: values.text, writtenById: values.byId, writtenAt: values.at })
    .onConflict((c) => c.columns(["planId", "periodStart"]).doUpdateSet({ text: values.text, writtenById: values.byId, writtenAt: values.at }))
    .execute();
}

/** The students with a PIAR among some (for the report card's note). */
export async function studentsWithPlan(db: DbOrTrx, studentIds: readonly number[]): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db.selectFrom("piarPlans").select("studentId").where("studentId", "in", studentIds).execute();
  return new Set(rows.map((row) => row.studentId));
}

/** Plans whose review is due on or before a day, for the reminder. */
export function plansDueBy(db: DbOrTrx, day: string) {
  return db
    .selectFrom("piarPlans as p")
    .innerJoin("users as s", "s.id", "p.studentId")
    .select(["p.studentId", "p.reviewDue", "s.firstName", "s.lastName", "s.tribe"])
    .where("p.reviewDue", "<=", day)
    .orderBy("p.reviewDue")
    .execute();
}

/** The plans due for review by `day` whose reminder for their current review date has not gone out. */
export function plansToRemind(db: DbOrTrx, day: string) {
  return db
    .selectFrom("piarPlans as p")
    .innerJoin("users as s", "s.id", "p.studentId")
    .select(["p.id", "p.studentId", "p.reviewDue", "s.firstName", "s.lastName"])
    .where("p.reviewDue", "<=", day)
    .where((eb) => eb.or([eb("p.reviewRemindedFor", "is", null), eb("p.reviewRemindedFor", "<>", eb.ref("p.reviewDue"))]))
    .orderBy("p.reviewDue")
    .execute();
}

/** Takes the reminder of one review date: true for the one run (or instance) that sets it first. */
export async function claimReviewReminder(db: DbOrTrx, planId: number, reviewDue: string): Promise<boolean> {
  const result = await db
    .updateTable("piarPlans")
    .set({ reviewRemindedFor: reviewDue })
    .where("id", "=", planId)
    .where("reviewDue", "=", reviewDue)
    .where((eb) => eb.or([eb("reviewRemindedFor", "is", null), eb("reviewRemindedFor", "<>", reviewDue)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
