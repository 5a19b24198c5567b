import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 37, "¿Cómo llegas hoy?": a child's check-in after signing in (docs/decisions/mood-check-in.md).
 * - mood_checkins: one row per child and school day (the day in Bogotá, "YYYY-MM-DD"): the feeling
 *   she tapped, or null when she chose "Ahora no"; a second tap the same day changes the day's row
 *   (unique student_id + day, an upsert). `noticed` marks the answer that told her teachers about two
 *   distressed days in a row, so the notice is given once per streak. Removed with the child.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("mood_checkins")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("feeling", "text")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("noticed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("mood_checkins_student_day", ["student_id", "day"])
    .execute();
  await db.schema.createIndex("mood_checkins_day").on("mood_checkins").columns(["day"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mood_checkins").execute();
}
