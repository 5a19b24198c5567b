import type { DbOrTrx } from "../../db/connection.js";

/**
 * The one rule for "completed" (issue 22), used by the assignments list, the dashboards and the
 * reports: a student has completed an assignment when they marked it done (assignment_completions)
 * or it is their own assignment (assignments.student_id) and its status is 'completed' (the teacher
 * marked it). A class assignment's own status is the teacher's and completes it for no student.
 * Each pair (assignment, student) counts once, however many of the two say so.
 */
export function completions(db: DbOrTrx, studentId?: number) {
  const marked = db.selectFrom("assignmentCompletions").select(["assignmentCompletions.assignmentId", "assignmentCompletions.studentId"]);
  const own = db
    .selectFrom("assignments")
    .select(["assignments.id as assignmentId", "assignments.studentId"])
    .where("assignments.studentId", "is not", null)
    .where("assignments.status", "=", "completed")
    .$narrowType<{ studentId: number }>();
  if (studentId === undefined) return marked.union(own);
  // One student's: asked of each side, so each is found through its student index. SQLite does
  // not carry a filter on the union into it, and built every completion of the school first
  // (47,000 on a school ×100) for a child's panel (issue 38).
  return marked.where("assignmentCompletions.studentId", "=", studentId).union(own.where("assignments.studentId", "=", studentId));
}

/** The ids of the assignments this student has completed, for `id in (...)`. */
export function completedBy(db: DbOrTrx, studentId: number) {
  return db.selectFrom(completions(db, studentId).as("done")).select("done.assignmentId");
}

/** How many completions there are in the whole school ('Reportes'). */
export async function countCompletions(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom(completions(db).as("done"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
