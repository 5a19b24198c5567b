import { type SelectQueryBuilder, sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import { isPostgresDb } from "../../db/instance-lock.js";
import { anyContains, personContains } from "../../db/text-search.js";
import type { Database } from "../../db/schema.js";
import type { SubmissionStatus } from "../../../common/student-work/student-work.schema.js";
import type { WorkScope } from "../../../common/student-work/student-work.policy.js";

export type SubmissionRow = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

function baseQuery(db: DbOrTrx) {
  return db
    .selectFrom("workSubmissions as ws")
    .innerJoin("users as student", "student.id", "ws.studentId")
    .innerJoin("modules as m", "m.id", "ws.moduleId")
    .innerJoin("users as creator", "creator.id", "m.createdById")
    .leftJoin("files as f", "f.id", "ws.fileId")
    .leftJoin("users as reviewer", "reviewer.id", "ws.reviewedById")
    .select([
      "ws.id",
      "ws.moduleId",
      "ws.studentId",
      "ws.status",
      "ws.workUrl",
      "ws.workDescription",
      "ws.fileId",
      "ws.teacherFeedback",
      "ws.grade",
      "ws.submittedAt",
      "ws.reviewedAt",
      "student.firstName as studentFirstName",
      "student.lastName as studentLastName",
      "student.email as studentEmail",
      "m.title as moduleTitle",
      "m.tribe as moduleTribe",
      "m.createdById as moduleCreatedById",
      "creator.firstName as creatorFirstName",
      "creator.lastName as creatorLastName",
      "f.originalName as fileName",
      "f.size as fileSize",
      "f.mimeType as fileMimeType",
      "reviewer.firstName as reviewerFirstName",
      "reviewer.lastName as reviewerLastName",
    ]);
}

export function findSubmission(db: DbOrTrx, id: number) {
  return baseQuery(db).where("ws.id", "=", id).executeTakeFirst();
}

export function findSubmissionFor(db: DbOrTrx, moduleId: number, studentId: number) {
  return baseQuery(db).where("ws.moduleId", "=", moduleId).where("ws.studentId", "=", studentId).executeTakeFirst();
}

type WorkFilters = { status?: SubmissionStatus; search?: string; moduleId?: number; studentId?: number };
type WorkQuery = SelectQueryBuilder<Database, "workSubmissions", object>;

/**
 * The submissions a scope may read that match the filters, on work_submissions alone: scope and
 * search are subqueries, so paging and counting read the indexes of work_submissions (a teacher's
 * modules by modules_created_by_idx, then work_submissions_module_status_idx) and join nothing.
 */
function matching(db: DbOrTrx, scope: WorkScope, filters: WorkFilters): WorkQuery {
  let query = db.selectFrom("workSubmissions") as WorkQuery;
  if (scope.kind === "modulesOf") {
    query = query.where("workSubmissions.moduleId", "in", (eb) => eb.selectFrom("modules").select("modules.id").where("modules.createdById", "=", scope.ownerId));
  }
  if (scope.kind === "student") query = query.where("workSubmissions.studentId", "=", scope.studentId);
  if (scope.kind === "childrenOf") {
    query = query.where("workSubmissions.studentId", "in", (eb) =>
      eb.selectFrom("parentChildren").select("parentChildren.studentId").where("parentChildren.parentId", "=", scope.parentId),
    );
  }
  if (filters.studentId) query = query.where("workSubmissions.studentId", "=", filters.studentId);
  if (filters.moduleId) query = query.where("workSubmissions.moduleId", "=", filters.moduleId);
  if (filters.status) query = query.where("workSubmissions.status", "=", filters.status);
  const search = filters.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb("workSubmissions.studentId", "in", eb.selectFrom("users").select("users.id").where(personContains(search))),
        eb("workSubmissions.moduleId", "in", eb.selectFrom("modules").select("modules.id").where(anyContains([sql.ref("modules.title")], search))),
      ]),
    );
  }
  return query;
}

/**
 * Newest first (submitted_at desc, id desc: stable when two hand-ins share an instant). The page's
 * ids are picked on work_submissions alone; only those rows are joined to their names and files.
 */
export function listSubmissions(db: DbOrTrx, scope: WorkScope, filters: WorkFilters, window: { limit: number; offset: number }) {
  const pageIds = matching(db, scope, filters)
    .select("workSubmissions.id")
    .orderBy("workSubmissions.submittedAt", "desc")
    .orderBy("workSubmissions.id", "desc")
    .limit(window.limit)
    .offset(window.offset);
  return baseQuery(db).where("ws.id", "in", pageIds).orderBy("ws.submittedAt", "desc").orderBy("ws.id", "desc").execute();
}

/** How many submissions match the filters, per status (statuses with none are left out). */
export async function countSubmissionsByStatus(db: DbOrTrx, scope: WorkScope, filters: WorkFilters): Promise<Map<string, number>> {
  if (scope.kind === "all" && !filters.studentId && !filters.moduleId && !filters.search) {
    // The whole school: the totals the triggers keep (work_status_counts), not a count of every work.
    let totals = db.selectFrom("workStatusCounts").select(["status", "total"]).where("total", ">", 0);
    if (filters.status) totals = totals.where("status", "=", filters.status);
    return new Map((await totals.execute()).map((row) => [row.status, Number(row.total)]));
  }
  const rows = await matching(db, scope, filters)
    .select((eb) => ["workSubmissions.status", eb.fn.countAll<number>().as("count")])
    .groupBy("workSubmissions.status")
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export function findModuleOwner(db: DbOrTrx, moduleId: number) {
  return db.selectFrom("modules").select(["id", "createdById"]).where("id", "=", moduleId).executeTakeFirst();
}

export async function insertSubmission(
  db: DbOrTrx,
  values: { moduleId: number; studentId: number; workUrl: string | null; workDescription: string | null; fileId: number | null },
): Promise<number> {
  const row = await db
    .insertInto("workSubmissions")
    .values({ ...values, status: "SUBMITTED", submittedAt: new Date().toISOString(), teacherFeedback: null, grade: null, reviewedAt: null, reviewedById: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves the student's new work and the first file of its list (work_submissions.file_id, kept in
 * step: docs/decisions/work-files.md). A student's change sends the work back to SUBMITTED, so the
 * teacher sees it again.
 */
export async function updateSubmissionWork(
  db: DbOrTrx,
  id: number,
  values: { workUrl: string | null; workDescription: string | null; fileId: number | null },
): Promise<void> {
  await db
    .updateTable("workSubmissions")
    .set({ ...values, status: "SUBMITTED", submittedAt: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

/**
 * Takes the hand-in's row lock until the transaction ends, so two changes of one hand-in's files
 * (two tabs, a double tap, 20 adds at once) run one after another and each reads the list the other
 * left (PostgreSQL; SQLite's write transactions already run one at a time). See lockExcuse.
 */
export async function lockSubmission(trx: DbOrTrx, id: number) {
  const query = trx.selectFrom("workSubmissions").select(["id", "fileId", "workUrl", "workDescription"]).where("id", "=", id);
  return (isPostgresDb(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** The entries of a hand-in's list, in order. */
export function fileEntries(db: DbOrTrx, submissionId: number) {
  return db
    .selectFrom("workSubmissionFiles")
    .select(["id", "fileId", "position"])
    .where("submissionId", "=", submissionId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** The files of these hand-ins, each list in order, with what the screens show of each file. */
export function filesOfSubmissions(db: DbOrTrx, submissionIds: number[]) {
  if (submissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("workSubmissionFiles as wf")
    .innerJoin("files as f", "f.id", "wf.fileId")
    .select(["wf.submissionId", "f.id", "f.originalName", "f.size", "f.mimeType"])
    .where("wf.submissionId", "in", submissionIds)
    .orderBy("wf.submissionId")
    .orderBy("wf.position")
    .orderBy("wf.id")
    .execute();
}

/** Appends files to the end of a hand-in's list, in the order given. */
export async function appendFiles(db: DbOrTrx, submissionId: number, fileIds: number[], after: number): Promise<void> {
  if (fileIds.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto("workSubmissionFiles")
    .values(fileIds.map((fileId, i) => ({ submissionId, fileId, position: after + 1 + i, createdAt: at })))
    .execute();
}

/** Takes these entries out of the list (the stored files are the service's to delete). */
export async function removeEntries(db: DbOrTrx, entryIds: number[]): Promise<void> {
  if (entryIds.length > 0) await db.deleteFrom("workSubmissionFiles").where("id", "in", entryIds).execute();
}

/** The entry keeps its place in the list and holds another file (a legacy "the file" replacement). */
export async function replaceEntryFile(db: DbOrTrx, entryId: number, fileId: number): Promise<void> {
  await db.updateTable("workSubmissionFiles").set({ fileId, createdAt: new Date().toISOString() }).where("id", "=", entryId).execute();
}

/** Whether the file is in the hand-in's list. */
export async function isFileOf(db: DbOrTrx, submissionId: number, fileId: number): Promise<boolean> {
  const row = await db.selectFrom("workSubmissionFiles").select("id").where("submissionId", "=", submissionId).where("fileId", "=", fileId).executeTakeFirst();
  return row !== undefined;
}

export async function recordReview(
  db: DbOrTrx,
  id: number,
  review: { status: string; grade: number | null; teacherFeedback: string | null; reviewerId: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable("workSubmissions")
    .set({ status: review.status, grade: review.grade, teacherFeedback: review.teacherFeedback, reviewedAt: now, reviewedById: review.reviewerId })
    .where("id", "=", id)
    .execute();
  await db
    .insertInto("workReviews")
    .values({ submissionId: id, reviewerId: review.reviewerId, status: review.status, grade: review.grade, feedback: review.teacherFeedback, createdAt: now })
    .execute();
}

export function reviewHistory(db: DbOrTrx, submissionId: number) {
  return db
    .selectFrom("workReviews as r")
    .leftJoin("users as u", "u.id", "r.reviewerId")
    .select(["r.status", "r.grade", "r.feedback", "r.createdAt", "u.firstName", "u.lastName"])
    .where("r.submissionId", "=", submissionId)
    .orderBy("r.id", "asc")
    .execute();
}

/**
 * The receipt of this student's hand-in request with this `Idempotency-Key` (issue 39): the hand-in
 * it changed, that hand-in's module, and whether that request changed a hand-in that existed.
 */
export async function findHandInReceipt(db: DbOrTrx, studentId: number, idempotencyKey: string) {
  const row = await db
    .selectFrom("handInReceipts as r")
    .innerJoin("workSubmissions as ws", "ws.id", "r.submissionId")
    .select(["r.submissionId", "ws.moduleId", "r.replaced"])
    .where("r.studentId", "=", studentId)
    .where("r.idempotencyKey", "=", idempotencyKey)
    .executeTakeFirst();
  return row && { submissionId: row.submissionId, moduleId: row.moduleId, replaced: Number(row.replaced) === 1 };
}
export type HandInReceipt = NonNullable<Awaited<ReturnType<typeof findHandInReceipt>>>;

/**
 * Records the receipt in the transaction of the change it names. A second receipt for the same
 * student and key fails on hand_in_receipts_student_key_unique (in PostgreSQL once the first one's
 * transaction commits), which rolls the second change back.
 */
export async function insertHandInReceipt(db: DbOrTrx, values: { studentId: number; idempotencyKey: string; submissionId: number; replaced: boolean }): Promise<void> {
  await db
    .insertInto("handInReceipts")
    .values({ ...values, replaced: values.replaced ? 1 : 0, createdAt: new Date().toISOString() })
    .execute();
}
