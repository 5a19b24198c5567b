import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 25: announcements (comunicados). Times are ISO-8601 text; booleans 0/1 integers.
 * - announcements: who wrote it, its audience (scope "school", "tribes" or "classes"; for families
 *   and/or students), title, text, an optional attached file, whether it asks for "Leído", and when
 *   the last reminder went out (last_reminded_at: the once-an-hour rule is one conditional update).
 * - announcement_targets: the tribes or classes of an announcement that is not for the whole school
 *   (one row each: tribe set, or class_id set).
 * - announcement_reads: who opened it (read_at) and who confirmed "Leído" (confirmed_at), once each.
 * - announcement_reminders: each reminder sent, by whom, when and to how many people.
 * - announcement_reminder_notices: one in-app record per person reminded, for the notification
 *   centre to show (read_at set once it is seen there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("announcements")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("for_families", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("for_students", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("requires_confirmation", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_reminded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("announcements_created_idx").on("announcements").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("announcements_author_idx").on("announcements").column("author_id").execute();

  await db.schema
    .createTable("announcement_targets")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("announcement_id", "integer", (c) => c.notNull().references("announcements.id").onDelete("cascade"))
    .addColumn("tribe", "text")
    .addColumn("class_id", "integer", (c) => c.references("classes.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("announcement_targets_announcement_idx").on("announcement_targets").column("announcement_id").execute();
  await db.schema.createIndex("announcement_targets_tribe_idx").on("announcement_targets").column("tribe").execute();
  await db.schema.createIndex("announcement_targets_class_idx").on("announcement_targets").column("class_id").execute();

  await db.schema
    .createTable("announcement_reads")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("announcement_id", "integer", (c) => c.notNull().references("announcements.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("read_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addUniqueConstraint("announcement_reads_announcement_user_unique", ["announcement_id", "user_id"])
    .execute();
  await db.schema.createIndex("announcement_reads_user_idx").on("announcement_reads").column("user_id").execute();

  await db.schema
    .createTable("announcement_reminders")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("announcement_id", "integer", (c) => c.notNull().references("announcements.id").onDelete("cascade"))
    .addColumn("sent_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("recipients", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("announcement_reminders_announcement_idx").on("announcement_reminders").columns(["announcement_id", "sent_at"]).execute();

  await db.schema
    .createTable("announcement_reminder_notices")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("reminder_id", "integer", (c) => c.notNull().references("announcement_reminders.id").onDelete("cascade"))
    .addColumn("announcement_id", "integer", (c) => c.notNull().references("announcements.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("announcement_reminder_notices_user_idx").on("announcement_reminder_notices").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["announcement_reminder_notices", "announcement_reminders", "announcement_reads", "announcement_targets", "announcements"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
