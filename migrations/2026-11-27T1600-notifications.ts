import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 25: the notification centre. Times are ISO-8601 text.
 * - notifications: one item of one user's bell. `kind` is grade, review, receipt, absence, excuse,
 *   announcement or task. `hour_slot` is the UTC hour it was first made in ("2026-11-27T14"); the
 *   unique (user, kind, hour_slot) is the calm rule "at most one of a kind per hour": a later one in
 *   that hour is folded into it (an upsert: new text, `count` + 1, unread again). `updated_at` is the
 *   last fold (the list is newest first by it); `digested_at` is when the daily email carried it.
 * - notification_preferences: per user, the kinds sent also by daily email ("digest"; the others
 *   stay in the app only) as a comma list, and the hour of that email (0-23, Bogotá).
 * - notification_digests: one row per user and school day whose digest was taken, so that the
 *   email goes once a day whatever the number of instances or racing calls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("hour_slot", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("digested_at", "text")
    .addUniqueConstraint("notifications_user_kind_slot_unique", ["user_id", "kind", "hour_slot"])
    .execute();
  await db.schema.createIndex("notifications_user_updated_idx").on("notifications").columns(["user_id", "updated_at", "id"]).execute();
  await db.schema.createIndex("notifications_user_read_idx").on("notifications").columns(["user_id", "read_at"]).execute();

  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("digest_kinds", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("digest_hour", "integer", (c) => c.notNull().defaultTo(18))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notification_preferences_hour_idx").on("notification_preferences").column("digest_hour").execute();

  await db.schema
    .createTable("notification_digests")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_digests_pk", ["user_id", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["notification_digests", "notification_preferences", "notifications"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
