import { type Kysely, sql } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 22: a pending quotation can be edited. Each edit keeps what the quotation was (as the JSON
 * the screen and the PDF read) in quotation_versions, so the PDF the client already received can be
 * downloaded again; quotations.version counts the edits (1 for a quotation never edited).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable("quotations")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(sql`1`))
    .execute();
  await db.schema
    .createTable("quotation_versions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("quotation_id", "integer", (c) => c.notNull().references("quotations.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("snapshot", "text", (c) => c.notNull())
    .addColumn("replaced_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .addUniqueConstraint("quotation_versions_quotation_version_key", ["quotation_id", "version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quotation_versions").execute();
  await db.schema.alterTable("quotations").dropColumn("version").execute();
}
