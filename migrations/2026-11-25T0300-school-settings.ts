import type { Kysely } from "kysely";

/**
 * Issue 19: the school's own settings, changed by an admin from the app (not environment
 * variables), one row per key with a JSON value. The first is "registrationOpen"; a key without a
 * row has its default (open registration, as the spec), so an upgraded school behaves as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("school_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("school_settings").execute();
}
