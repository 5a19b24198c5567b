import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 26: period report cards (Decreto 1290 de 2009; preschool, Decreto 2247 de 1997).
 * - report_cards: one per student and period (the calendar's period, named by its first day), with
 *   the tribe it was written for; `version` counts its publications (0: never published).
 * - report_card_entries: what the teachers wrote, per subject (`subject` is "materia:<id>") or per
 *   development dimension ("dimension:<name>") for preschool: the level chosen when it differs from
 *   the computed one (with its reason), strengths, difficulties, recommendations; who and when.
 * - report_card_versions: each publication as the family reads it (JSON), never changed afterwards:
 *   an edit after publishing is published again as the next version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("report_cards")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("tribe", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("changed_since_published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("report_cards_student_period_unique", ["student_id", "period_start"])
    .execute();
  await db.schema.createIndex("report_cards_tribe_period_idx").on("report_cards").columns(["tribe", "period_start"]).execute();
  await db.schema
    .createTable("report_card_entries")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("report_card_id", "integer", (c) => c.notNull().references("report_cards.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("level", "text")
    .addColumn("override_reason", "text")
    .addColumn("strengths", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("difficulties", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("recommendations", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("report_card_entries_card_subject_unique", ["report_card_id", "subject"])
    .execute();
  await db.schema
    .createTable("report_card_versions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("report_card_id", "integer", (c) => c.notNull().references("report_cards.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addUniqueConstraint("report_card_versions_card_version_unique", ["report_card_id", "version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["report_card_versions", "report_card_entries", "report_cards"]) await db.schema.dropTable(table).ifExists().execute();
}
