import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 35, retention and sensitive data (docs/decisions/retention.md).
 * - academic_archive: what erasing a student keeps of the academic record the school must keep
 *   (Decreto 1290 de 2009 art. 16-17, the registro escolar and the constancias de desempeño; Ley 1581
 *   de 2012 art. 8 e) and Decreto 1377 de 2013 art. 9: deletion does not proceed where a legal duty to
 *   keep the data exists). One row per kept document, with the student's name and id as they were,
 *   the published content as it was, and who erased. It has NO foreign key to users on purpose: the
 *   account is gone, the record stays. (kind, source_id) is unique: an erasure archives each
 *   published version once, even when two erasures race.
 * - sensitive_data_consents: the family's explicit, optional consent to record the child's health and
 *   diagnosis data (Ley 1581 art. 5-7, Decreto 1377 art. 6), per version of the privacy notice, like
 *   guardian_consents; withdrawing sets revoked_at, a new consent is a new row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("academic_archive")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("former_student_id", "integer", (c) => c.notNull())
    .addColumn("student_name", "text", (c) => c.notNull())
    .addColumn("student_sex", "text")
    .addColumn("tribe", "text")
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("period", "text")
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("archived_at", "text", (c) => c.notNull())
    .addColumn("erased_by_id", "integer")
    .addColumn("erased_by_name", "text", (c) => c.notNull())
    .addColumn("erasure", "text", (c) => c.notNull())
    .addUniqueConstraint("academic_archive_kind_source_unique", ["kind", "source_id"])
    .execute();
  await db.schema.createIndex("academic_archive_student_idx").on("academic_archive").columns(["student_name", "former_student_id"]).execute();
  await db.schema
    .createTable("sensitive_data_consents")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("notice_version", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("sensitive_data_consents_student_idx").on("sensitive_data_consents").columns(["student_id", "revoked_at"]).execute();
  await db.schema.createIndex("sensitive_data_consents_parent_idx").on("sensitive_data_consents").column("parent_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["sensitive_data_consents", "academic_archive"]) await db.schema.dropTable(table).ifExists().execute();
}
