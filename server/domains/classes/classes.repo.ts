import type { DbOrTrx } from "../../db/connection.js";
import type { ClassScope } from "../../../common/classes/classes.policy.js";

/** Which classes a caller may read, decided by the service and applied in SQL. */

export type ClassRow = Awaited<ReturnType<typeof listClasses>>[number];

function classQuery(db: DbOrTrx) {
  return db
    .selectFrom("classes as c")
    .leftJoin("modules as m", "m.id", "c.moduleId")
    .leftJoin("users as t", "t.id", "c.teacherId")
    .select((eb) => [
      "c.id",
      "c.title",
      "c.description",
      "c.moduleId",
      "c.teacherId",
      "c.createdAt",
      "m.title as moduleTitle",
      "t.firstName as teacherFirstName",
      "t.lastName as teacherLastName",
      eb
        .selectFrom("studentClasses as sc")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("sc.classId", "=", "c.id")
        .as("studentsCount"),
    ]);
}

export function listClasses(db: DbOrTrx, scope: ClassScope) {
  let query = classQuery(db);
  if (scope.kind === "teacher") query = query.where("c.teacherId", "=", scope.teacherId);
  if (scope.kind === "student") {
    query = query.where("c.id", "in", (eb) => eb.selectFrom("studentClasses").select("classId").where("studentId", "=", scope.studentId));
  }
  return query.orderBy("c.title").orderBy("c.id").execute();
}

export function findClass(db: DbOrTrx, id: number) {
  return classQuery(db).where("c.id", "=", id).executeTakeFirst();
}

export async function insertClass(
  db: DbOrTrx,
  values: { title: string; description: string; moduleId: number | null; teacherId: number | null },
): Promise<number> {
  const row = await db
    .insertInto("classes")
    .values({ ...values, createdAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateClass(
  db: DbOrTrx,
  id: number,
  values: Partial<{ title: string; description: string; moduleId: number | null; teacherId: number | null }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable("classes").set(values).where("id", "=", id).execute();
}

export function findUserRole(db: DbOrTrx, id: number) {
  return db.selectFrom("users").select(["id", "role"]).where("id", "=", id).executeTakeFirst();
}

export function moduleExists(db: DbOrTrx, id: number) {
  return db.selectFrom("modules").select("id").where("id", "=", id).executeTakeFirst();
}

export function isEnrolled(db: DbOrTrx, studentId: number, classId: number) {
  return db.selectFrom("studentClasses").select("id").where("studentId", "=", studentId).where("classId", "=", classId).executeTakeFirst();
}

function enrolmentQuery(db: DbOrTrx) {
  return db
    .selectFrom("studentClasses as sc")
    .innerJoin("users as s", "s.id", "sc.studentId")
    .innerJoin("classes as c", "c.id", "sc.classId")
    .select([
      "sc.id",
      "sc.studentId",
      "sc.classId",
      "sc.status",
      "sc.joinedAt",
      "s.firstName",
      "s.lastName",
      "s.email",
      "c.title as classTitle",
    ]);
}

export type EnrolmentRow = Awaited<ReturnType<typeof listEnrolments>>[number];

export function listEnrolments(db: DbOrTrx) {
  return enrolmentQuery(db).orderBy("c.title").orderBy("s.lastName").orderBy("s.firstName").orderBy("sc.id").execute();
}

export function findEnrolment(db: DbOrTrx, id: number) {
  return enrolmentQuery(db).where("sc.id", "=", id).executeTakeFirst();
}

export async function insertEnrolment(db: DbOrTrx, values: { studentId: number; classId: number; status: string }): Promise<number> {
  const row = await db
    .insertInto("studentClasses")
    .values({ ...values, joinedAt: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteEnrolment(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("studentClasses").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Teachers (and admins, who may teach too), students and modules for the admin's forms. */
export async function formOptions(db: DbOrTrx) {
  const [staff, students, modules] = await Promise.all([
    db.selectFrom("users").select(["id", "firstName", "lastName", "email"]).where("role", "in", ["teacher", "admin"]).orderBy("firstName").orderBy("lastName").execute(),
    db.selectFrom("users").select(["id", "firstName", "lastName", "email"]).where("role", "=", "student").orderBy("firstName").orderBy("lastName").execute(),
    db.selectFrom("modules").select(["id", "title"]).orderBy("title").execute(),
  ]);
  return { staff, students, modules };
}

export function studentsOfClass(db: DbOrTrx, classId: number) {
  return db
    .selectFrom("studentClasses as sc")
    .innerJoin("users as s", "s.id", "sc.studentId")
    .select(["s.id", "s.firstName", "s.lastName", "s.email"])
    .where("sc.classId", "=", classId)
    .orderBy("s.firstName")
    .orderBy("s.lastName")
    .execute();
}
