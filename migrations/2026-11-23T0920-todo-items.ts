import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * The admin's to-do list when no Google spreadsheet is configured. Columns follow the spec's to-do
 * item; tags are a JSON array of texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("todo_items")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("completed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("priority", "text", (c) => c.notNull().defaultTo("medium"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("todo"))
    .addColumn("due_date", "text")
    .addColumn("assigned_to", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("todo_items_priority_idx").on("todo_items").columns(["priority", "completed"]).execute();
  await db.schema.createIndex("todo_items_status_idx").on("todo_items").column("status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("todo_items").execute();
}
