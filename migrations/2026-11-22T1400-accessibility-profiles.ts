import type { Kysely } from "kysely";

/** How each person reads the platform: stored on the server so it follows them to every device. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("accessibility_profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("text_size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("dyslexia_friendly", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("high_contrast", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reduced_motion", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("larger_targets", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hide_timers", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("accessibility_profiles").ifExists().execute();
}
