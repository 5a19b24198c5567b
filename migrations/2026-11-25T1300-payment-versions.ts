import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 22: a parent replaces a rejected receipt by uploading that month again. The receipt keeps
 * its row (one per parent and month); the file it replaces, with the review it had, moves here, so
 * the admin still sees what was sent and why it was rejected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_versions")
    .addColumn("id", "integer", (c) => idColumn(c, isPostgres(db)))
    .addColumn("payment_id", "integer", (c) => c.notNull().references("payments.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("reviewed_at", "text")
    .addColumn("reviewed_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_versions_payment_idx").on("payment_versions").column("payment_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_versions").ifExists().execute();
}
