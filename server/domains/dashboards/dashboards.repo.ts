import { sql } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { UserRow } from "../../db/schema.js";
import { userStatuses } from "../../../common/school.js";
import type { ModuleProgress, WorkItem } from "../../../common/dashboards/dashboards.schema.js";
import { type WorkFile, workFileOf, workFilePath } from "../../../common/student-work/student-work.schema.js";
import { filesOfSubmissions } from "../student-work/student-work.repo.js";
import { completedBy } from "../assignments/completions.js";

/**
 * Read-only queries of the dashboards. Every function takes a list of ids and runs a fixed
 * number of queries, whatever the number of students: no query per row.
 */

export type StudentModules = {
  modules: ModuleProgress[];
  assignedAt: Map<number, string>;
};

/**
 * Modules of each student (assigned in user_modules, or through the student's tribe) with their
 * completion: a module is completed when the student's work for it is APPROVED or its
 * user_modules status is 'completed'. Three queries.
 */
export async function moduleProgressFor(db: DbOrTrx, studentIds: number[]): Promise<Map<number, ModuleProgress[]>> {
  const result = new Map<number, ModuleProgress[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return result;
  const [assigned, viaTribe, approved] = await Promise.all([
    db
      .selectFrom("userModules")
      .innerJoin("modules", "modules.id", "userModules.moduleId")
      .select(["userModules.userId", "modules.id", "modules.title", "userModules.progress", "userModules.status"])
      .where("userModules.userId", "in", studentIds)
      .orderBy("modules.id")
      .execute(),
    db
      .selectFrom("users")
      .innerJoin("modules", "modules.tribe", "users.tribe")
      .select(["users.id as userId", "modules.id", "modules.title"])
      .where("users.id", "in", studentIds)
      .orderBy("modules.id")
      .execute(),
    db
      .selectFrom("workSubmissions")
      .select(["studentId", "moduleId"])
      .where("studentId", "in", studentIds)
      .where("status", "=", "APPROVED")
      .execute(),
  ]);
  const approvedKeys = new Set(approved.map((row) => `${row.studentId}:${row.moduleId}`));
  // Each child's modules already listed, so a tribe's module is added once without searching the
  // list (a tribe's thousand modules on a school ×100 made that search a million comparisons).
  const listed = new Set<string>();
  for (const row of assigned) {
    listed.add(`${row.userId}:${row.id}`);
    const completed = row.status === "completed" || approvedKeys.has(`${row.userId}:${row.id}`);
    const percent = completed ? 100 : Math.max(0, Math.min(100, Math.round(Number(row.progress))));
    result.get(row.userId)?.push({ moduleId: row.id, title: row.title, percent, completed, source: "assigned" });
  }
  for (const row of viaTribe) {
    const list = result.get(row.userId);
    if (!list || listed.has(`${row.userId}:${row.id}`)) continue;
    listed.add(`${row.userId}:${row.id}`);
    const completed = approvedKeys.has(`${row.userId}:${row.id}`);
    list.push({ moduleId: row.id, title: row.title, percent: completed ? 100 : 0, completed, source: "tribe" });
  }
  return result;
}

/**
 * How many modules each student has and how many they completed, by the rule of moduleProgressFor,
 * counted in one query: the teacher's and the family's cards show only the two numbers, and
 * listing every module of each child's tribe to count them in JS was most of those panels' time
 * (issue 24). A module both assigned and in the student's tribe counts once.
 */
export async function moduleCountsFor(db: DbOrTrx, studentIds: number[]): Promise<Map<number, { completed: number; total: number }>> {
  const result = new Map(studentIds.map((id) => [id, { completed: 0, total: 0 }]));
  if (studentIds.length === 0) return result;
  const pairs = db
    .selectFrom("userModules")
    .select(["userModules.userId", "userModules.moduleId"])
    .where("userModules.userId", "in", studentIds)
    .union(
      db
        .selectFrom("users")
        .innerJoin("modules", "modules.tribe", "users.tribe")
        .select(["users.id as userId", "modules.id as moduleId"])
        .where("users.id", "in", studentIds),
    )
    .as("pairs");
  const rows = await db
    .selectFrom(pairs)
    .leftJoin("userModules", (join) => join.onRef("userModules.userId", "=", "pairs.userId").onRef("userModules.moduleId", "=", "pairs.moduleId"))
    .leftJoin("workSubmissions", (join) =>
      join.onRef("workSubmissions.studentId", "=", "pairs.userId").onRef("workSubmissions.moduleId", "=", "pairs.moduleId").on("workSubmissions.status", "=", "APPROVED"),
    )
    .select((eb) => [
      "pairs.userId",
      eb.fn.countAll<number>().as("total"),
      eb.fn
        .sum<number>(eb.case().when(eb.or([eb("userModules.status", "=", "completed"), eb("workSubmissions.id", "is not", null)])).then(1).else(0).end())
        .as("completed"),
    ])
    .groupBy("pairs.userId")
    .execute();
  for (const row of rows) result.set(row.userId, { completed: Number(row.completed), total: Number(row.total) });
  return result;
}

/** Every work submission of these students, newest first, with module title and student name. */
export async function worksOf(db: DbOrTrx, studentIds: number[], limit?: number): Promise<WorkItem[]> {
  if (studentIds.length === 0) return [];
  let query = db
    .selectFrom("workSubmissions")
    .innerJoin("modules", "modules.id", "workSubmissions.moduleId")
    .innerJoin("users", "users.id", "workSubmissions.studentId")
    .leftJoin("files", "files.id", "workSubmissions.fileId")
    .select([
      "workSubmissions.id",
      "workSubmissions.moduleId",
      "modules.title as moduleTitle",
      "workSubmissions.studentId",
      "users.firstName",
      "users.lastName",
      "workSubmissions.status",
      "workSubmissions.teacherFeedback",
      "workSubmissions.grade",
      "workSubmissions.submittedAt",
      "workSubmissions.reviewedAt",
      "workSubmissions.fileId",
      "files.originalName as fileName",
      "files.mimeType as fileMimeType",
      "files.size as fileSize",
    ])
    .where("workSubmissions.studentId", "in", studentIds)
    .orderBy("workSubmissions.submittedAt", "desc")
    .orderBy("workSubmissions.id", "desc");
  if (limit) query = query.limit(limit);
  const rows = await query.execute();
  // Every file of each hand-in (issue 37), in one more query; only hand-ins with a first file have a list.
  const files = new Map<number, WorkFile[]>();
  for (const file of await filesOfSubmissions(db, rows.filter((row) => row.fileId !== null).map((row) => row.id))) {
    files.set(file.submissionId, [...(files.get(file.submissionId) ?? []), workFileOf(file.submissionId, file)]);
  }
  return rows.map((row) => ({
    id: row.id,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    studentId: row.studentId,
    studentName: `${row.firstName} ${row.lastName}`,
    status: row.status,
    teacherFeedback: row.teacherFeedback,
    grade: row.grade === null ? null : Number(row.grade),
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
    workFile:
      row.fileName && row.fileMimeType ? { url: workFilePath(row.id), name: row.fileName, mimeType: row.fileMimeType } : null,
    files:
      files.get(row.id) ??
      (row.fileId && row.fileName && row.fileMimeType
        ? [workFileOf(row.id, { id: row.fileId, originalName: row.fileName, size: Number(row.fileSize ?? 0), mimeType: row.fileMimeType })]
        : []),
  }));
}

/** Counts of works by these students: all, and APPROVED. One query. */
export async function workCounts(db: DbOrTrx, studentIds: number[]): Promise<{ submitted: number; approved: number }> {
  if (studentIds.length === 0) return { submitted: 0, approved: 0 };
  const row = await db
    .selectFrom("workSubmissions")
    .select((eb) => [
      eb.fn.countAll<number>().as("submitted"),
      eb.fn.sum<number>(eb.case().when("status", "=", "APPROVED").then(1).else(0).end()).as("approved"),
    ])
    .where("studentId", "in", studentIds)
    .executeTakeFirstOrThrow();
  return { submitted: Number(row.submitted), approved: Number(row.approved ?? 0) };
}

/**
 * A student's assignments: their own and those of their classes with no student set. The status is
 * the student's own: completed by the one rule of assignments/completions.ts; otherwise their own
 * assignment's status ('missing' set by the teacher), and 'pending' for a class assignment.
 */
export function assignmentsOf(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("assignments")
    .select((eb) => [
      "id",
      "dueDate",
      eb
        .case()
        .when(eb("assignments.id", "in", completedBy(db, studentId)))
        .then(sql<string>`'completed'`)
        .when(eb("assignments.studentId", "=", studentId))
        .then(eb.ref("assignments.status"))
        .else(sql<string>`'pending'`)
        .end()
        .as("status"),
    ])
    .where((eb) =>
      eb.or([
        eb("studentId", "=", studentId),
        eb.and([
          eb("studentId", "is", null),
          eb("classId", "in", eb.selectFrom("studentClasses").select("classId").where("studentId", "=", studentId)),
        ]),
      ]),
    )
    .execute();
}

/** A student's classes, newest enrolment first, with the teacher's name. */
export async function classesOf(db: DbOrTrx, studentId: number) {
  const rows = await db
    .selectFrom("studentClasses")
    .innerJoin("classes", "classes.id", "studentClasses.classId")
    .leftJoin("users as teacher", "teacher.id", "classes.teacherId")
    .select([
      "classes.id",
      "classes.title",
      "classes.description",
      "studentClasses.joinedAt",
      "teacher.firstName as teacherFirstName",
      "teacher.lastName as teacherLastName",
    ])
    .where("studentClasses.studentId", "=", studentId)
    .orderBy("studentClasses.joinedAt", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    joinedAt: row.joinedAt,
    teacherName: row.teacherFirstName ? `${row.teacherFirstName} ${row.teacherLastName ?? ""}`.trim() : null,
  }));
}

/** Module assignment dates of one student (for recent activity). */
export function moduleAssignmentsOf(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("userModules")
    .innerJoin("modules", "modules.id", "userModules.moduleId")
    .select(["modules.title", "userModules.assignedAt"])
    .where("userModules.userId", "=", studentId)
    .orderBy("userModules.assignedAt", "desc")
    .limit(10)
    .execute();
}

/** Students enrolled in a teacher's classes (distinct), with their status and tribe. */
export function studentsOfTeacher(db: DbOrTrx, teacherId: number): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .selectAll("users")
    .where("users.role", "=", "student")
    .where("users.id", "in", (eb) =>
      eb
        .selectFrom("studentClasses")
        .innerJoin("classes", "classes.id", "studentClasses.classId")
        .select("studentClasses.studentId")
        .where("classes.teacherId", "=", teacherId),
    )
    .orderBy("users.createdAt", "desc")
    .orderBy("users.id", "desc")
    .execute();
}

export async function teacherCounts(db: DbOrTrx, teacherId: number) {
  const [classes, modules, pending] = await Promise.all([
    db.selectFrom("classes").select((eb) => eb.fn.countAll<number>().as("n")).where("teacherId", "=", teacherId).executeTakeFirstOrThrow(),
    db.selectFrom("modules").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    db
      .selectFrom("assignments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("teacherId", "=", teacherId)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow(),
  ]);
  return { classes: Number(classes.n), modules: Number(modules.n), pending: Number(pending.n) };
}

export function newestModules(db: DbOrTrx, limit: number) {
  return db.selectFrom("modules").select(["id", "title", "tribe"]).orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

/**
 * Totals of the admin panel in one query of four counts, each answered from an index (users_status_idx,
 * users_role_idx, users_created_at_idx): active users are all users less the few who are not active,
 * so no count reads the whole users table (5,000 users cost the same as 100).
 */
export async function userTotals(db: DbOrTrx, monthStart: string) {
  const notActive = userStatuses.filter((status) => status !== "active");
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("users").select(eb.fn.countAll<number>().as("n")).as("total"),
      eb.selectFrom("users").select(eb.fn.countAll<number>().as("n")).where("status", "in", notActive).as("notActive"),
      eb.selectFrom("users").select(eb.fn.countAll<number>().as("n")).where("role", "=", "coordinator").as("coordinators"),
      eb.selectFrom("users").select(eb.fn.countAll<number>().as("n")).where("createdAt", ">=", monthStart).as("newThisMonth"),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total ?? 0);
  return {
    total,
    active: total - Number(row.notActive ?? 0),
    coordinators: Number(row.coordinators ?? 0),
    newThisMonth: Number(row.newThisMonth ?? 0),
  };
}

export async function classCount(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom("classes").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function newestUsers(db: DbOrTrx, limit: number): Promise<UserRow[]> {
  return db.selectFrom("users").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

export function childrenRows(db: DbOrTrx, parentId: number): Promise<UserRow[]> {
  return db
    .selectFrom("users")
    .innerJoin("parentChildren", "parentChildren.studentId", "users.id")
    .selectAll("users")
    .where("parentChildren.parentId", "=", parentId)
    .orderBy("users.firstName")
    .execute();
}


// ---------- the teacher's "Hoy" (issue 34) ----------

/**
 * The tribes whose register the teacher takes (the rule of the attendance register's roster: her own
 * tribe, and the tribes of the children of the classes she teaches), with how many of those children
 * there are and how many already have a mark on `date`. One query, whatever the number of tribes.
 */
export async function registersOfTeacher(db: DbOrTrx, teacherId: number, date: string) {
  const rows = await db
    .selectFrom("users as u")
    .leftJoin("attendanceMarks as am", (join) => join.onRef("am.studentId", "=", "u.id").on("am.date", "=", date))
    .select((eb) => ["u.tribe", eb.fn.count<number>("u.id").distinct().as("students"), eb.fn.count<number>("am.id").as("marked")])
    .where("u.role", "=", "student")
    .where("u.status", "=", "active")
    .where("u.tribe", "is not", null)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("users as t").select("t.id").where("t.id", "=", teacherId).where("t.role", "=", "teacher").whereRef("t.tribe", "=", "u.tribe")),
        eb("u.id", "in", eb.selectFrom("studentClasses as sc").innerJoin("classes as c", "c.id", "sc.classId").select("sc.studentId").where("c.teacherId", "=", teacherId)),
      ]),
    )
    .groupBy("u.tribe")
    .orderBy("u.tribe")
    .execute();
  return rows.map((row) => ({ tribe: row.tribe as string, students: Number(row.students), marked: Number(row.marked) }));
}

/** The work handed in to the teacher's modules and not yet reviewed: how many, and the oldest `limit`. */
export async function worksAwaitingReview(db: DbOrTrx, teacherId: number, limit: number) {
  const waiting = db
    .selectFrom("workSubmissions as ws")
    .where("ws.status", "=", "SUBMITTED")
    .where("ws.moduleId", "in", (eb) => eb.selectFrom("modules").select("modules.id").where("modules.createdById", "=", teacherId));
  const [count, oldest] = await Promise.all([
    waiting.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    waiting
      .innerJoin("users as s", "s.id", "ws.studentId")
      .innerJoin("modules as m", "m.id", "ws.moduleId")
      .select(["ws.id", "ws.submittedAt", "s.firstName", "s.lastName", "m.title as moduleTitle"])
      .orderBy("ws.submittedAt", "asc")
      .orderBy("ws.id", "asc")
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(count.n), oldest };
}

/** The teacher's newest announcements for families (the candidates for "aún no lo leen"). */
export function familyAnnouncementsBy(db: DbOrTrx, authorId: number, limit: number) {
  return db
    .selectFrom("announcements")
    .select(["id", "title", "scope", "forFamilies", "requiresConfirmation", "createdAt"])
    .where("authorId", "=", authorId)
    .where("forFamilies", "=", 1)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** A student's reviewed hand-ins that may be returned work (issue 37); returned-work.ts keeps those to improve. */
export function returnedWorkRows(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("workSubmissions")
    .innerJoin("modules", "modules.id", "workSubmissions.moduleId")
    .innerJoin("users", "users.id", "workSubmissions.studentId")
    .select([
      "workSubmissions.id",
      "workSubmissions.moduleId",
      "modules.title as moduleTitle",
      "modules.tribe",
      "users.tribe as studentTribe",
      "workSubmissions.status",
      "workSubmissions.teacherFeedback",
      "workSubmissions.grade",
      "workSubmissions.reviewedAt",
    ])
    .where("workSubmissions.studentId", "=", studentId)
    .where("workSubmissions.status", "in", ["NEEDS_REVISION", "REVIEWED"])
    .execute();
}
