import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/** Every review of a student's work, so a changed grade is recorded rather than overwritten. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("work_reviews")
    .addColumn("id", "integer", (c) => idColumn(c, isPostgres(db)))
    .addColumn("submission_id", "integer", (c) => c.notNull().references("work_submissions.id").onDelete("cascade"))
    .addColumn("reviewer_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("grade", "real")
    .addColumn("feedback", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("work_reviews_submission_idx").on("work_reviews").column("submission_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("work_reviews").ifExists().execute();
}
