import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Accountability and consent (issue 11).
 * - audit_log: one row per sensitive action. No foreign keys on purpose: an entry outlives the
 *   user it names (a deleted user's sign-ins stay on record). Nothing in the app updates or
 *   deletes it, except the erasure of a student, which anonymises that student's entries.
 * - guardian_consents: a parent's consent for one student under one version of the privacy notice.
 *   Revoking sets revoked_at; a new consent is a new row, so the history is never lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_role", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("object_type", "text")
    .addColumn("object_id", "integer")
    .addColumn("address", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "created_at"]).execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_id", "created_at"]).execute();
  await db.schema.createIndex("audit_log_object_idx").on("audit_log").columns(["object_type", "object_id"]).execute();

  await db.schema
    .createTable("guardian_consents")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("notice_version", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("guardian_consents_student_idx").on("guardian_consents").columns(["student_id", "revoked_at"]).execute();
  await db.schema.createIndex("guardian_consents_parent_idx").on("guardian_consents").column("parent_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("guardian_consents").execute();
  await db.schema.dropTable("audit_log").execute();
}
