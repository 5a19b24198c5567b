import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * The visual day: per tribe and date, ordered steps (picture, short label, optional time, activity or
 * calm break) and the step a teacher moved the day to by hand (null while the day follows the clock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("visual_days")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("tribe", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    // No foreign key: the step also points at its day; the service clears this when the step goes.
    .addColumn("current_step_id", "integer")
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("visual_days_tribe_date_unique", ["tribe", "date"])
    .execute();

  await db.schema
    .createTable("visual_day_steps")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("day_id", "integer", (c) => c.notNull().references("visual_days.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("time", "text")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("activity"))
    .addColumn("icon", "text", (c) => c.notNull())
    .addColumn("picture_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visual_day_steps_day_idx").on("visual_day_steps").columns(["day_id", "position"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visual_day_steps").ifExists().execute();
  await db.schema.dropTable("visual_days").ifExists().execute();
}
