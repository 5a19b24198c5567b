import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 34: a family member opened a published report card (its PDF), so the family's home stops
 * listing it under "Lo que necesita de ti". One row per person and publication.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("report_card_opens")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("version_id", "integer", (c) => c.notNull().references("report_card_versions.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("opened_at", "text", (c) => c.notNull())
    .addUniqueConstraint("report_card_opens_version_user", ["version_id", "user_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("report_card_opens").ifExists().execute();
}
