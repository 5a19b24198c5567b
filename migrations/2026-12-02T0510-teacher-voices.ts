import type { Kysely } from "kysely";
import { sql } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 37, "a familiar voice": the teacher's own recording of a module's instructions, a task
 * (assignment) or her feedback on a hand-in (student_work_submissions). One per subject: a new
 * recording replaces the old one (the service deletes the old stored file). The subject is named by
 * type and id (no foreign key: three tables); the recording goes with its file and with the teacher
 * who recorded it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("teacher_voices")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("subject_type", "text", (c) => c.notNull().check(sql`subject_type in ('module', 'assignment', 'work_feedback')`))
    .addColumn("subject_id", "integer", (c) => c.notNull())
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addColumn("recorded_by_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("teacher_voices_subject_unique", ["subject_type", "subject_id"])
    .execute();
  await db.schema.createIndex("teacher_voices_recorded_by_idx").on("teacher_voices").column("recorded_by_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("teacher_voices").execute();
}
