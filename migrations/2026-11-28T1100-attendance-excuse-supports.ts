import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 34: "Agregar soporte". While an excuse is pending, the child's family adds what it did not
 * have when it sent it (the doctor's note, a photo of it) and/or a note. One row per addition, kept
 * with the excuse (erased with it); the file is stored like the excuse's own (files, 0600).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("attendance_excuse_supports")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("excuse_id", "integer", (c) => c.notNull().references("attendance_excuses.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "text")
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attendance_excuse_supports_excuse_idx").on("attendance_excuse_supports").column("excuse_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("attendance_excuse_supports").ifExists().execute();
}
