import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 26: each teacher's "banco de observaciones", the usual phrases of a report card's comments
 * (a strength, a difficulty, a recommendation), searched and reused while filling a period. A phrase
 * is its author's: it goes with them when their account is erased.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("report_comment_bank")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("teacher_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("report_comment_bank_teacher_idx").on("report_comment_bank").columns(["teacher_id", "kind"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report_comment_bank").ifExists().execute();
}
