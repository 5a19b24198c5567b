import type { DbOrTrx } from "../../db/connection.js";

/** All the SQL of the PIAR (issue 26). */

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

/** A change is a new revision: the family's earlier agreement was to the text before it. */
export async function updatePlan(db: DbOrTrx, studentId: number, values: { content: string; reviewDue: string; byId: number; at: string }): Promise<void> {
  await db
    .updateTable("piarPlans")
    .set((eb) => ({ content: values.content, reviewDue: values.reviewDue, updatedById: values.byId, updatedAt: values.at, revision: eb("revision", "+", 1) }))
    .where("studentId", "=", studentId)
    .execute();
}

export function agreementsOf(db: DbOrTrx, planId: number) {
  return db.selectFrom("piarAgreements").select(["revision", "parentId", "parentName", "agreedAt"]).where("planId", "=", planId).orderBy("agreedAt", "desc").orderBy("id", "desc").execute();
}

export async function insertAgreement(db: DbOrTrx, values: { planId: number; revision: number; parentId: number; parentName: string; at: string }): Promise<boolean> {
  const result = await db
    .insertInto("piarAgreements")
    .values({ planId: values.planId, revision: values.revision, parentId: values.parentId, parentName: values.parentName, agreedAt: values.at })
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
