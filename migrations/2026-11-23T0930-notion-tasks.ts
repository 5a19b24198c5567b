import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * The local task board (/dashboard/notion) used when no Notion database is configured. Status and
 * priority keep the spec's English values (Not started, In progress, Done; Low, Medium, High).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("notion_tasks")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("priority", "text", (c) => c.notNull())
    .addColumn("due_date", "text")
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notion_tasks_status_idx").on("notion_tasks").column("status").execute();
  await db.schema.createIndex("notion_tasks_priority_idx").on("notion_tasks").column("priority").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notion_tasks").execute();
}
