import type { DbOrTrx } from "../../db/connection.js";

/**
 * SQL of the file's surroundings (issue 36): correction requests, the certificates a family sees, the
 * linked family accounts, and what erasing a student and withdrawing the sensitive-data consent do
 * to the file. The file itself is in student-records.repo.ts.
 */
const requestColumns = [
  "q.id",
  "q.recordId",
  "q.message",
  "q.status",
  "q.resolution",
  "q.createdAt",
  "q.resolvedAt",
  "r.studentId",
  "r.firstNames",
  "r.lastNames",
  "p.firstName as requesterFirst",
  "p.lastName as requesterLast",
  "s.firstName as studentFirst",
  "s.lastName as studentLast",
] as const;

function requests(db: DbOrTrx) {
  return db
    .selectFrom("recordChangeRequests as q")
    .innerJoin("studentRecords as r", "r.id", "q.recordId")
    .leftJoin("users as p", "p.id", "q.requestedById")
    .leftJoin("users as s", "s.id", "r.studentId")
    .select([...requestColumns]);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>["execute"]>>[number];

/** The requests about one file, newest first. */
export function requestsOfRecord(db: DbOrTrx, recordId: number): Promise<RequestRow[]> {
  return requests(db).where("q.recordId", "=", recordId).orderBy("q.createdAt", "desc").orderBy("q.id", "desc").execute();
}

/** Every request still waiting for an answer, oldest first (the admin answers in order). */
export function pendingRequests(db: DbOrTrx): Promise<RequestRow[]> {
  return requests(db).where("q.status", "=", "pending").orderBy("q.createdAt").orderBy("q.id").execute();
}

export function findRequest(db: DbOrTrx, id: number): Promise<RequestRow | undefined> {
  return requests(db).where("q.id", "=", id).executeTakeFirst();
}

export async function insertRequest(db: DbOrTrx, values: { recordId: number; requestedById: number; message: string; at: string }): Promise<number> {
  const row = await db
    .insertInto("recordChangeRequests")
    .values({ recordId: values.recordId, requestedById: values.requestedById, message: values.message, createdAt: values.at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers a pending request; false when it was answered meanwhile. */
export async function resolveRequest(db: DbOrTrx, values: { id: number; status: "accepted" | "rejected"; resolution: string; byId: number; at: string }): Promise<boolean> {
  const result = await db
    .updateTable("recordChangeRequests")
    .set({ status: values.status, resolution: values.resolution, resolvedAt: values.at, resolvedById: values.byId })
    .where("id", "=", values.id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The certificates issued from a file, newest first: what the family sees (no content). */
export function certificatesOfRecord(db: DbOrTrx, recordId: number) {
  return db
    .selectFrom("certificates")
    .select(["code", "kind", "year", "issuedAt", "revokedAt"])
    .where("recordId", "=", recordId)
    .orderBy("issuedAt", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The family accounts linked to a child (parent_children), by name. */
export function linkedParents(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("parentChildren as pc")
    .innerJoin("users as p", "p.id", "pc.parentId")
    .select(["p.id", "p.firstName", "p.lastName", "p.phone"])
    .where("pc.studentId", "=", studentId)
    .orderBy("p.firstName")
    .orderBy("p.id")
    .execute();
}

/**
 * Withdrawing the sensitive-data consent empties the file's support category, as it empties the
 * PIAR's diagnosis (docs/decisions/retention.md). Returns whether there was one.
 */
export async function clearSupportCategory(db: DbOrTrx, studentId: number): Promise<boolean> {
  const result = await db.updateTable("studentRecords").set({ supportCategory: null }).where("studentId", "=", studentId).where("supportCategory", "is not", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Erasing a student keeps the file, unlinked from the account (docs/decisions/retention.md): the
 * enrolment book keeps the child's entry and the certificates (FK RESTRICT) stay verifiable. What the
 * school has no duty to keep goes: the address and stratum, the health insurer, the blood type, the
 * support category, the guardians' phones and their links to family accounts, and the family's
 * correction requests. Identity, grade, guardians' names and documents, the novedades and the
 * certificates stay (Decreto 1290 de 2009 art. 16-17; Decreto 1377 de 2013 art. 9). Returns what it
 * did, for the erasure's report.
 */
export async function keepRecordOnErasure(trx: DbOrTrx, studentId: number, at: string): Promise<{ records: number; guardians: number; requests: number }> {
  const record = await trx.selectFrom("studentRecords").select("id").where("studentId", "=", studentId).executeTakeFirst();
  if (!record) return { records: 0, guardians: 0, requests: 0 };
  const guardians = await trx.updateTable("studentGuardians").set({ phone: null, userId: null }).where("recordId", "=", record.id).executeTakeFirst();
  const removed = await trx.deleteFrom("recordChangeRequests").where("recordId", "=", record.id).executeTakeFirst();
  await trx
    .updateTable("studentRecords")
    .set({ studentId: null, address: null, stratum: null, eps: null, bloodType: null, supportCategory: null, updatedAt: at })
    .where("id", "=", record.id)
    .execute();
  return { records: 1, guardians: Number(guardians.numUpdatedRows), requests: Number(removed.numDeletedRows) };
}
