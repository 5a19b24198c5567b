import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 25: attendance. Dates are the school's calendar days in America/Bogota ("YYYY-MM-DD" text).
 * - attendance_marks: one mark per student and day (Presente, Ausente, Tarde, Excusa), with the tribe
 *   of the register, who took it first and who changed it last.
 * - attendance_changes: every saved change of a mark (the first save and each correction), who and when.
 * - attendance_excuses: a parent's excuse for a child and a day; accepted by the teacher or an admin.
 *   file_id is there for an attached file (not taken yet by the API).
 * - attendance_alerts: what the child's parents are told, at most one of each kind per child and day
 *   (an absence, "Error corregido"); sent_at is set once it goes out by email or WhatsApp.
 * - attendance_calendar_years: one year's school days of the week and holidays (no row: Monday to
 *   Friday and Colombia's public holidays); attendance_periods: the school year's periods.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("attendance_marks")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("tribe", "text", (c) => c.notNull())
    .addColumn("mark", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("taken_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("taken_at", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("attendance_marks_student_date_unique", ["student_id", "date"])
    .execute();
  await db.schema.createIndex("attendance_marks_tribe_date_idx").on("attendance_marks").columns(["tribe", "date"]).execute();

  await db.schema
    .createTable("attendance_changes")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("previous_mark", "text")
    .addColumn("mark", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("changed_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attendance_changes_student_date_idx").on("attendance_changes").columns(["student_id", "date"]).execute();

  await db.schema
    .createTable("attendance_excuses")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("decided_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addUniqueConstraint("attendance_excuses_student_date_unique", ["student_id", "date"])
    .execute();
  await db.schema.createIndex("attendance_excuses_status_idx").on("attendance_excuses").columns(["status", "date"]).execute();

  await db.schema
    .createTable("attendance_alerts")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addUniqueConstraint("attendance_alerts_student_date_kind_unique", ["student_id", "date", "kind"])
    .execute();

  await db.schema
    .createTable("attendance_calendar_years")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("school_days", "text", (c) => c.notNull())
    .addColumn("holidays", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("attendance_periods")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("attendance_periods_start_idx").on("attendance_periods").column("start_date").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["attendance_periods", "attendance_calendar_years", "attendance_alerts", "attendance_excuses", "attendance_changes", "attendance_marks"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
