import type { Db } from "../../server/db/connection.js";

/** Direct inserts for the people suites: classes, enrolments, modules, assignments, links. */
const now = () => new Date().toISOString();

export async function setTribe(db: Db, userId: number, tribe: string | null): Promise<void> {
  await db.updateTable("users").set({ tribe }).where("id", "=", userId).execute();
}

export async function createClass(db: Db, teacherId: number | null, title = "Clase de prueba"): Promise<number> {
  const row = await db.insertInto("classes").values({ title, teacherId, moduleId: null, createdAt: now() }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function enrol(db: Db, studentId: number, classId: number): Promise<void> {
  await db.insertInto("studentClasses").values({ studentId, classId, joinedAt: now() }).execute();
}

export async function createModule(db: Db, createdById: number, fields: { title?: string; tribe?: string | null } = {}): Promise<number> {
  const row = await db
    .insertInto("modules")
    .values({
      title: fields.title ?? "Módulo de prueba",
      description: "Descripción",
      url: null,
      tribe: fields.tribe ?? null,
      pdfFileId: null,
      pdfUrl: null,
      youtubeVideo: null,
      instructions: null,
      forms: null,
      workUpload: null,
      createdById,
      createdAt: now(),
      updatedAt: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function assignModule(db: Db, userId: number, moduleId: number, status = "active", progress = 0): Promise<void> {
  await db.insertInto("userModules").values({ userId, moduleId, status, progress, assignedAt: now() }).execute();
}

export async function createAssignment(
  db: Db,
  fields: { teacherId?: number | null; studentId?: number | null; classId?: number | null; status?: string; dueDate?: string | null },
): Promise<number> {
  const row = await db
    .insertInto("assignments")
    .values({
      title: "Tarea",
      classId: fields.classId ?? null,
      dueDate: fields.dueDate ?? null,
      status: fields.status ?? "pending",
      studentId: fields.studentId ?? null,
      teacherId: fields.teacherId ?? null,
      createdAt: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function submitWork(
  db: Db,
  studentId: number,
  moduleId: number,
  fields: { status?: string; grade?: number | null; feedback?: string | null; submittedAt?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto("workSubmissions")
    .values({
      moduleId,
      studentId,
      status: fields.status ?? "SUBMITTED",
      workUrl: null,
      workDescription: "Mi trabajo",
      fileId: null,
      teacherFeedback: fields.feedback ?? null,
      grade: fields.grade ?? null,
      submittedAt: fields.submittedAt ?? now(),
      reviewedAt: null,
      reviewedById: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkParent(db: Db, parentId: number, studentId: number): Promise<void> {
  await db.insertInto("parentChildren").values({ parentId, studentId, createdAt: now() }).execute();
}
