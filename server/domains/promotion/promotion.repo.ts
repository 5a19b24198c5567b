import type { DbOrTrx } from "../../db/connection.js";
import type { PromotionDecision } from "../../../common/promotion/promotion.labels.js";

/** All the SQL of the SIEE and promotion (issue 35). */

// ---------- SIEE ----------

export function sieeVersions(db: DbOrTrx) {
  return db.selectFrom("sieeVersions").select(["id", "version", "adoptedOn", "publishedAt"]).orderBy("version", "desc").execute();
}

export function findSieeVersion(db: DbOrTrx, version?: number) {
  let query = db
    .selectFrom("sieeVersions as v")
    .leftJoin("users as u", "u.id", "v.publishedById")
    .select(["v.id", "v.version", "v.content", "v.adoptedOn", "v.publishedAt", "u.firstName", "u.lastName"]);
  if (version !== undefined) query = query.where("v.version", "=", version);
  return query.orderBy("v.version", "desc").limit(1).executeTakeFirst();
}

/** A new version (never an update: an adopted version does not change). */
export async function insertSieeVersion(db: DbOrTrx, values: { content: string; adoptedOn: string; byId: number; at: string }): Promise<number> {
  const newest = await db.selectFrom("sieeVersions").select((eb) => eb.fn.max("version").as("version")).executeTakeFirst();
  const version = Number(newest?.version ?? 0) + 1;
  await db.insertInto("sieeVersions").values({ version, content: values.content, adoptedOn: values.adoptedOn, publishedById: values.byId, publishedAt: values.at }).execute();
  return version;
}

// ---------- support activities ----------

const activityColumns = [
  "a.id",
  "a.studentId",
  "a.year",
  "a.subject",
  "a.subjectName",
  "a.plan",
  "a.startsOn",
  "a.endsOn",
  "a.levelBefore",
  "a.result",
  "a.levelAfter",
  "a.resultOn",
  "a.resultNote",
  "a.createdAt",
  "a.resultAt",
  "c.firstName as creatorFirst",
  "c.lastName as creatorLast",
  "r.firstName as resultFirst",
  "r.lastName as resultLast",
] as const;

function activities(db: DbOrTrx) {
  return db.selectFrom("supportActivities as a").leftJoin("users as c", "c.id", "a.createdById").leftJoin("users as r", "r.id", "a.resultById").select(activityColumns);
}
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

export function findActivity(db: DbOrTrx, id: number) {
  return activities(db).where("a.id", "=", id).executeTakeFirst();
}

export function activitiesOf(db: DbOrTrx, studentIds: readonly number[], year?: number) {
  if (studentIds.length === 0) return Promise.resolve([]);
  let query = activities(db).where("a.studentId", "in", studentIds);
  if (year !== undefined) query = query.where("a.year", "=", year);
  return query.orderBy("a.year", "desc").orderBy("a.startsOn").orderBy("a.id").execute();
}

export async function insertActivity(
  db: DbOrTrx,
  values: { studentId: number; year: number; subject: string; subjectName: string; plan: string; startsOn: string; endsOn: string; levelBefore: "bajo"; byId: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto("supportActivities")
    .values({
      studentId: values.studentId,
      year: values.year,
      subject: values.subject,
      subjectName: values.subjectName,
      plan: values.plan,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      levelBefore: values.levelBefore,
      createdById: values.byId,
      createdAt: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

type ResultValues = { result: "passed" | "not_passed"; levelAfter: "superior" | "alto" | "basico" | "bajo"; resultOn: string; note: string; byId: number; at: string };

/**
 * Writes the result. The first one only while none is recorded (a conditional update: of two
 * teachers saving at once, one wins and the other is told); a correction only over the result the
 * caller saw, so the audit's "before" is the value that was replaced.
 */
export async function writeResult(db: DbOrTrx, id: number, values: ResultValues, over: { result: string; resultOn: string | null; levelAfter: string | null } | null): Promise<boolean> {
  let query = db
    .updateTable("supportActivities")
    .set({ result: values.result, levelAfter: values.levelAfter, resultOn: values.resultOn, resultNote: values.note, resultById: values.byId, resultAt: values.at })
    .where("id", "=", id);
  if (over === null) query = query.where("result", "is", null);
  else {
    query = query.where("result", "=", over.result as "passed" | "not_passed");
    query = over.levelAfter === null ? query.where("levelAfter", "is", null) : query.where("levelAfter", "=", over.levelAfter as "bajo");
    query = over.resultOn === null ? query.where("resultOn", "is", null) : query.where("resultOn", "=", over.resultOn);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------- students ----------

/** The active students of a tribe, by name. */
export function tribeStudents(db: DbOrTrx, tribe: string) {
  return db
    .selectFrom("users")
    .select(["id", "firstName", "lastName"])
    .where("tribe", "=", tribe)
    .where("role", "=", "student")
    .where("status", "=", "active")
    .orderBy("firstName")
    .orderBy("lastName")
    .orderBy("id")
    .execute();
}

// ---------- actas ----------

const actaColumns = ["p.id", "p.tribe", "p.year", "p.version", "p.metOn", "p.members", "p.notes", "p.closedAt", "p.updatedAt", "u.firstName as closerFirst", "u.lastName as closerLast"] as const;
export type ActaRow = NonNullable<Awaited<ReturnType<typeof findActa>>>;

export function findActa(db: DbOrTrx, id: number) {
  return db.selectFrom("promotionActas as p").leftJoin("users as u", "u.id", "p.closedById").select(actaColumns).where("p.id", "=", id).executeTakeFirst();
}

export function newestActa(db: DbOrTrx, tribe: string, year: number) {
  return db
    .selectFrom("promotionActas as p")
    .leftJoin("users as u", "u.id", "p.closedById")
    .select(actaColumns)
    .where("p.tribe", "=", tribe)
    .where("p.year", "=", year)
    .orderBy("p.version", "desc")
    .limit(1)
    .executeTakeFirst();
}

export function actaVersions(db: DbOrTrx, tribe: string, year: number) {
  return db.selectFrom("promotionActas").select(["id", "version", "closedAt"]).where("tribe", "=", tribe).where("year", "=", year).orderBy("version", "desc").execute();
}

export function decisionsOf(db: DbOrTrx, actaId: number) {
  return db
    .selectFrom("promotionDecisions as d")
    .innerJoin("users as s", "s.id", "d.studentId")
    .select(["d.studentId", "d.decision", "d.reason", "s.firstName", "s.lastName"])
    .where("d.actaId", "=", actaId)
    .orderBy("s.firstName")
    .orderBy("s.lastName")
    .orderBy("d.studentId")
    .execute();
}

export async function insertActa(db: DbOrTrx, values: { tribe: string; year: number; version: number; metOn: string; members: string; notes: string; byId: number; at: string }): Promise<number> {
  const row = await db
    .insertInto("promotionActas")
    .values({ tribe: values.tribe, year: values.year, version: values.version, metOn: values.metOn, members: values.members, notes: values.notes, createdById: values.byId, createdAt: values.at, updatedAt: values.at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an open acta only: false when it was signed meanwhile. */
export async function updateOpenActa(db: DbOrTrx, id: number, values: { metOn: string; members: string; notes: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable("promotionActas")
    .set({ metOn: values.metOn, members: values.members, notes: values.notes, updatedAt: values.at })
    .where("id", "=", id)
    .where("closedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceDecisions(db: DbOrTrx, actaId: number, decisions: readonly { studentId: number; decision: PromotionDecision; reason: string }[], at: string): Promise<void> {
  await db.deleteFrom("promotionDecisions").where("actaId", "=", actaId).execute();
  if (decisions.length === 0) return;
  await db
    .insertInto("promotionDecisions")
    .values(decisions.map((d) => ({ actaId, studentId: d.studentId, decision: d.decision, reason: d.reason, decidedAt: at })))
    .execute();
}

/** Signs an open acta: true for the one call that closes it (a conditional update). */
export async function closeActa(db: DbOrTrx, id: number, byId: number, at: string): Promise<boolean> {
  const result = await db.updateTable("promotionActas").set({ closedAt: at, closedById: byId, updatedAt: at }).where("id", "=", id).where("closedAt", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
