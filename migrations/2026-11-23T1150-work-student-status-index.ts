import type { Kysely } from "kysely";

/**
 * The dashboards ask which of a few students' works are APPROVED. Once the work list's status index
 * existed (2026-11-23T1140), SQLite answered that for two students or more by walking every APPROVED
 * work of the school (5,000 at scale: ~1.3 ms) instead of the students' own works. An index on
 * (student_id, status) answers it from the students' entries alone (~6 µs), and carries module_id so
 * the table is not read at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("work_submissions_student_status_idx")
    .ifNotExists()
    .on("work_submissions")
    .columns(["student_id", "status", "module_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("work_submissions_student_status_idx").ifExists().execute();
}
