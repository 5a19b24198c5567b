import type { DbOrTrx } from "../../db/connection.js";
import type { ListFilters } from "./student-work.schema.js";

/** Whose work a caller may read, decided by the service and applied in SQL. */
export type WorkScope = { kind: "all" } | { kind: "teacher"; teacherId: number } | { kind: "parent"; parentId: number } | { kind: "student"; studentId: number };

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

export function listSubmissions(db: DbOrTrx, scope: WorkScope, filters: ListFilters & { studentId?: number }) {
  let query = baseQuery(db);
  if (scope.kind === "teacher") query = query.where("m.createdById", "=", scope.teacherId);
  if (scope.kind === "student") query = query.where("ws.studentId", "=", scope.studentId);
  if (scope.kind === "parent") {
    query = query.where("ws.studentId", "in", (eb) =>
      eb.selectFrom("parentChildren").select("parentChildren.studentId").where("parentChildren.parentId", "=", scope.parentId),
    );
  }
  if (filters.studentId) query = query.where("ws.studentId", "=", filters.studentId);
  if (filters.moduleId) query = query.where("ws.moduleId", "=", filters.moduleId);
  if (filters.status) query = query.where("ws.status", "=", filters.status);
  if (filters.search) {
    const like = `%${filters.search.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["student.firstName"]), "like", like),
        eb(eb.fn("lower", ["student.lastName"]), "like", like),
        eb(eb.fn("lower", ["student.email"]), "like", like),
        eb(eb.fn("lower", ["m.title"]), "like", like),
      ]),
    );
  }
  return query.orderBy("ws.submittedAt", "desc").orderBy("ws.id", "desc").execute();
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
