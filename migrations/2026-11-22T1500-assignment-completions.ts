import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Who finished which assignment. An assignment with no student set belongs to its whole class, so
 * one status column cannot say which of its students marked it done: each student's mark is a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("assignment_completions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("assignment_id", "integer", (c) => c.notNull().references("assignments.id").onDelete("cascade"))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("assignment_completions_unique", ["assignment_id", "student_id"])
    .execute();
  await db.schema.createIndex("assignments_class_idx").ifNotExists().on("assignments").column("class_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("assignments_class_idx").ifExists().execute();
  await db.schema.dropTable("assignment_completions").execute();
}
