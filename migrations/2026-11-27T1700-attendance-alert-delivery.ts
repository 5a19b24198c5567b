import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 25: the absence alerts go out by email and WhatsApp (server/domains/attendance/attendance.alert-delivery.ts).
 * - attendance_alerts gains claimed_until (an instance sending it holds it until then, so two
 *   instances or two saves never send the same alert at once), attempts and last_error (the last
 *   failure, retried later; sent_at stays empty until everything went out).
 * - attendance_alert_deliveries: one row per alert, parent and channel that went out, so a retry
 *   after a partial failure never sends twice to the same parent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable("attendance_alerts").addColumn("claimed_until", "text").execute();
  await db.schema.alterTable("attendance_alerts").addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("attendance_alerts").addColumn("last_error", "text").execute();
  await db.schema.createIndex("attendance_alerts_unsent_idx").on("attendance_alerts").columns(["sent_at", "created_at"]).execute();

  await db.schema
    .createTable("attendance_alert_deliveries")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("alert_id", "integer", (c) => c.notNull().references("attendance_alerts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("attendance_alert_deliveries_unique", ["alert_id", "user_id", "channel"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("attendance_alert_deliveries").ifExists().execute();
  await db.schema.dropIndex("attendance_alerts_unsent_idx").ifExists().execute();
  for (const column of ["last_error", "attempts", "claimed_until"]) {
    await db.schema.alterTable("attendance_alerts").dropColumn(column).execute();
  }
}
