import type { Kysely } from "kysely";

/**
 * Index for the paged assignment list, newest first (created_at desc, id desc), so an admin's page
 * of a school with years of assignments reads index entries in order and stops at the page instead
 * of sorting the whole table. A teacher's and a student's scopes already use the teacher, student
 * and class indexes (assignments_teacher_idx, assignments_student_idx, assignments_class_idx).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("assignments_created_idx").ifNotExists().on("assignments").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("assignments_created_idx").ifExists().execute();
}
