import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { Database } from "../../db/schema.js";
import type { ListAssignmentsFilters } from "../../../common/assignments/assignments.schema.js";
import type { AssignmentScope } from "../../../common/assignments/assignments.policy.js";
import { completedBy, completions } from "./completions.js";

/** Which assignments a caller may read, decided by the service and applied in SQL. */

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

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
      // 'Completada por': the students who completed it, by the one rule (completions.ts).
      eb
        .selectFrom(completions(db).as("done"))
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("done.assignmentId", "=", "a.id")
        .as("completedCount"),
      eb
        .case()
        .when(eb("a.id", "in", completedBy(db, viewerStudentId ?? -1)))
        .then(1)
        .else(0)
        .end()
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

type OnAssignments = ExpressionBuilder<Database, "assignments">;

/**
 * The same scope as `scoped`, on the assignments table alone (a class's teacher through a subquery
 * instead of the join), so the page's ids and the counts read no other table's rows.
 */
function inScope(scope: AssignmentScope) {
  return (eb: OnAssignments): Expression<SqlBool> => {
    if (scope.kind === "teacher") {
      const teacherId = scope.teacherId;
      return eb.or([
        eb("assignments.teacherId", "=", teacherId),
        eb("assignments.classId", "in", eb.selectFrom("classes").select("classes.id").where("classes.teacherId", "=", teacherId)),
      ]);
    }
    if (scope.kind === "student") {
      const studentId = scope.studentId;
      return eb.or([
        eb("assignments.studentId", "=", studentId),
        eb.and([
          eb("assignments.studentId", "is", null),
          eb(
            "assignments.classId",
            "in",
            eb.selectFrom("studentClasses").select("studentClasses.classId").where("studentClasses.studentId", "=", studentId),
          ),
        ]),
      ]);
    }
    return eb.and([]);
  };
}

/**
 * Completed as the caller sees it (the service's toAssignment): for a student, the one rule of
 * completions.ts; for staff, the assignment's status. Never NULL, so its negation ('Tareas
 * Pendientes') keeps every row that is not completed.
 */
function completed(db: DbOrTrx, eb: OnAssignments, scope: AssignmentScope): Expression<SqlBool> {
  if (scope.kind !== "student") return eb("assignments.status", "=", "completed");
  return eb("assignments.id", "in", completedBy(db, scope.studentId));
}

/**
 * Not completed and past its due date, as the screens show 'Vencida': a date alone (YYYY-MM-DD) is
 * due until the end of that day, so it is overdue from the next `today`; a date and time once `now`
 * (ISO-8601) has passed it.
 */
function overdue(db: DbOrTrx, eb: OnAssignments, scope: AssignmentScope, clock: { today: string; now: string }): Expression<SqlBool> {
  const length = eb.fn<number>("length", ["assignments.dueDate"]);
  return eb.and([
    eb("assignments.dueDate", "is not", null),
    eb.not(completed(db, eb, scope)),
    eb.or([
      eb.and([eb(length, "=", 10), eb("assignments.dueDate", "<", clock.today)]),
      eb.and([eb(length, ">", 10), eb("assignments.dueDate", "<", clock.now)]),
    ]),
  ]);
}

/**
 * One page of assignments in scope, newest first (created_at, then id, so pages never overlap or
 * skip one: assignments_created_idx), and the stat-card counts of the whole scope, all in SQL.
 * The page's ids come from the assignments table alone; only those rows are joined for display.
 */
export async function listAssignmentPage(
  db: DbOrTrx,
  scope: AssignmentScope,
  filters: ListAssignmentsFilters,
  clock: { today: string; now: string },
): Promise<{ rows: AssignmentRow[]; counts: { total: number; completed: number; overdue: number } }> {
  let ids = db.selectFrom("assignments").select("assignments.id").where(inScope(scope));
  if (filters.show === "pending") ids = ids.where((eb) => eb.not(completed(db, eb, scope)));
  const [rows, counted] = await Promise.all([
    baseQuery(db, scope.kind === "student" ? scope.studentId : null)
      .where(
        "a.id",
        "in",
        ids
          .orderBy("assignments.createdAt", "desc")
          .orderBy("assignments.id", "desc")
          .limit(filters.pageSize)
          .offset((filters.page - 1) * filters.pageSize),
      )
      .orderBy("a.createdAt", "desc")
      .orderBy("a.id", "desc")
      .execute(),
    db
      .selectFrom("assignments")
      .where(inScope(scope))
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when(completed(db, eb, scope)).then(1).else(0).end()).as("completed"),
        eb.fn.sum<number>(eb.case().when(overdue(db, eb, scope, clock)).then(1).else(0).end()).as("overdue"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows,
    counts: { total: Number(counted.total), completed: Number(counted.completed ?? 0), overdue: Number(counted.overdue ?? 0) },
  };
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
