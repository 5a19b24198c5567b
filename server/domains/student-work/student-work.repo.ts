import { type SelectQueryBuilder, sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
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

/** A student's change sends the work back to SUBMITTED, so the teacher sees it again. */
/**
 * Saves the student's new work. With `file`, the file is set only while the row still names
 * `file.expected` (see replaceFileOf); true when the row changed. Without it the file is untouched.
 */
export async function updateSubmissionWork(
  db: DbOrTrx,
  id: number,
  values: { workUrl: string | null; workDescription: string | null },
  file?: { id: number; expected: number | null },
): Promise<boolean> {
  let query = db
    .updateTable("workSubmissions")
    .set({ ...values, ...(file ? { fileId: file.id } : {}), status: "SUBMITTED", submittedAt: new Date().toISOString() })
    .where("id", "=", id);
  if (file) query = query.where("fileId", file.expected === null ? "is" : "=", file.expected);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
