import type { DbOrTrx } from "../../db/connection.js";

/**
 * The SQL of the family's "Lo que necesita de ti" (issue 34). Each read takes the ids of the
 * caller's own children (or the caller's id), never an id from the request.
 */

/** Saved absences of these children since `from` with no excuse sent for that day. */
export function absencesWithoutExcuse(db: DbOrTrx, childIds: number[], from: string, to: string) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("attendanceMarks as m")
    .select(["m.studentId", "m.date"])
    .where("m.studentId", "in", childIds)
    .where("m.mark", "=", "absent")
    .where("m.date", ">=", from)
    .where("m.date", "<=", to)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("attendanceExcuses as e").select("e.id").whereRef("e.studentId", "=", "m.studentId").whereRef("e.date", "=", "m.date"))),
    )
    .orderBy("m.date", "desc")
    .orderBy("m.studentId")
    .execute();
}

/** The parent's receipts the school rejected and that were not sent again. */
export function rejectedReceipts(db: DbOrTrx, parentId: number) {
  return db
    .selectFrom("payments")
    .select(["id", "month", "year", "notes", "reviewedAt"])
    .where("parentId", "=", parentId)
    .where("status", "=", "rejected")
    .orderBy("year", "desc")
    .orderBy("month", "desc")
    .execute();
}

/**
 * Each child's newest published report card (its card's last publication), with whether this
 * person opened that publication. Older cards are not asked for: the home asks for the new one.
 */
export async function newestReportCards(db: DbOrTrx, childIds: number[], userId: number) {
  if (childIds.length === 0) return [];
  const rows = await db
    .selectFrom("reportCardVersions as v")
    .innerJoin("reportCards as c", "c.id", "v.reportCardId")
    .leftJoin("reportCardOpens as o", (join) => join.onRef("o.versionId", "=", "v.id").on("o.userId", "=", userId))
    .select(["v.id", "v.version", "v.publishedAt", "c.studentId", "c.periodStart", "v.content", "o.openedAt"])
    .where("c.studentId", "in", childIds)
    .whereRef("v.version", "=", "c.version")
    .orderBy("c.periodStart", "desc")
    .orderBy("v.id", "desc")
    .execute();
  const newest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.studentId)) newest.set(row.studentId, row);
  return [...newest.values()];
}

/** These children's PIARs whose current version no one of the family has agreed to yet. */
export function piarsAwaitingAgreement(db: DbOrTrx, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("piarPlans as p")
    .select(["p.id", "p.studentId", "p.revision", "p.updatedAt"])
    .where("p.studentId", "in", childIds)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("piarAgreements as a").select("a.id").whereRef("a.planId", "=", "p.id").whereRef("a.revision", "=", "p.revision"))),
    )
    .orderBy("p.updatedAt", "desc")
    .execute();
}

/** The tribes and classes of these children, to name which child an announcement is about. */
export function classesOfChildren(db: DbOrTrx, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("studentClasses").select(["studentId", "classId"]).where("studentId", "in", childIds).execute();
}
