import type { DbOrTrx } from "../../db/connection.js";

/** Which assignments a caller may read, decided by the service and applied in SQL. */
export type AssignmentScope = { kind: "all" } | { kind: "teacher"; teacherId: number } | { kind: "student"; studentId: number };

export type AssignmentRow = Awaited<ReturnType<typeof listAssignments>>[number];

function baseQuery(db: DbOrTrx, viewerStudentId: number | null) {
  return db
    .selectFrom("assignments as a")
    .leftJoin("classes as c", "c.id", "a.classId")
    .leftJoin("users as t", "t.id", "a.teacherId")
    .leftJoin("users as s", "s.id", "a.studentId")
    .select((eb) => [
      "a.id",
      "a.title",
      "a.description",
      "a.classId",
      "a.dueDate",
      "a.status",
      "a.studentId",
      "a.teacherId",
      "a.createdAt",
      "c.title as classTitle",
      "c.teacherId as classTeacherId",
      "t.firstName as teacherFirstName",
      "t.lastName as teacherLastName",
      "s.firstName as studentFirstName",
      "s.lastName as studentLastName",
      eb
        .selectFrom("assignmentCompletions as ac")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("ac.assignmentId", "=", "a.id")
        .as("completedCount"),
      eb
        .selectFrom("assignmentCompletions as mine")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("mine.assignmentId", "=", "a.id")
        .where("mine.studentId", "=", viewerStudentId ?? -1)
        .as("doneByViewer"),
    ]);
}

function scoped(db: DbOrTrx, scope: AssignmentScope) {
  let query = baseQuery(db, scope.kind === "student" ? scope.studentId : null);
  if (scope.kind === "teacher") {
    const teacherId = scope.teacherId;
    query = query.where((eb) => eb.or([eb("a.teacherId", "=", teacherId), eb("c.teacherId", "=", teacherId)]));
  }
  if (scope.kind === "student") {
    const studentId = scope.studentId;
    // Their own, or those with no student set in a class they are enrolled in.
    query = query.where((eb) =>
      eb.or([
        eb("a.studentId", "=", studentId),
        eb.and([
          eb("a.studentId", "is", null),
          eb("a.classId", "in", eb.selectFrom("studentClasses").select("classId").where("studentId", "=", studentId)),
        ]),
      ]),
    );
  }
  return query;
}

export function listAssignments(db: DbOrTrx, scope: AssignmentScope) {
  return scoped(db, scope).orderBy("a.dueDate").orderBy("a.id").execute();
}

export function findAssignment(db: DbOrTrx, scope: AssignmentScope, id: number) {
  return scoped(db, scope).where("a.id", "=", id).executeTakeFirst();
}

export function findClassOwner(db: DbOrTrx, classId: number) {
  return db.selectFrom("classes").select(["id", "teacherId"]).where("id", "=", classId).executeTakeFirst();
}

export function isEnrolled(db: DbOrTrx, studentId: number, classId: number) {
  return db.selectFrom("studentClasses").select("id").where("studentId", "=", studentId).where("classId", "=", classId).executeTakeFirst();
}

export function findUserRole(db: DbOrTrx, id: number) {
  return db.selectFrom("users").select(["id", "role"]).where("id", "=", id).executeTakeFirst();
}

export async function insertAssignment(
  db: DbOrTrx,
  values: { title: string; description: string; classId: number; dueDate: string; studentId: number | null; teacherId: number | null },
): Promise<number> {
  const row = await db
    .insertInto("assignments")
    .values({ ...values, status: "pending", createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAssignment(
  db: DbOrTrx,
  id: number,
  values: Partial<{ title: string; description: string; dueDate: string; status: string; teacherId: number | null }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable("assignments").set(values).where("id", "=", id).execute();
}

export async function deleteAssignment(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom("assignments").where("id", "=", id).execute();
}

/** A student's own mark; idempotent either way. */
export async function setCompletion(db: DbOrTrx, assignmentId: number, studentId: number, done: boolean): Promise<void> {
  await db.deleteFrom("assignmentCompletions").where("assignmentId", "=", assignmentId).where("studentId", "=", studentId).execute();
  if (done) {
    await db.insertInto("assignmentCompletions").values({ assignmentId, studentId, completedAt: new Date().toISOString() }).execute();
  }
}
