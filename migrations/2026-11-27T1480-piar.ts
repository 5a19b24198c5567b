import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 26: the PIAR (Plan Individual de Ajustes Razonables, Decreto 1421 de 2017) of a student who
 * needs one: the most sensitive record of the school.
 * - piar_plans: one per student; its sections as JSON text (general information, the health and home
 *   context the family authorised, the pedagogical assessment, the adjustments per subject with their
 *   goals, the family's commitments), who changed it last, and when it is due for its yearly review.
 * - piar_agreements: the "acta de acuerdo": the family member who agreed, when, to which revision.
 * - piar_followups: the follow-up of each period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("piar_plans")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("review_due", "text", (c) => c.notNull())
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("piar_agreements")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("plan_id", "integer", (c) => c.notNull().references("piar_plans.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("parent_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("parent_name", "text", (c) => c.notNull())
    .addColumn("agreed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("piar_agreements_plan_revision_parent_unique", ["plan_id", "revision", "parent_id"])
    .execute();
  await db.schema
    .createTable("piar_followups")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("plan_id", "integer", (c) => c.notNull().references("piar_plans.id").onDelete("cascade"))
    .addColumn("period_start", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("written_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("written_at", "text", (c) => c.notNull())
    .addUniqueConstraint("piar_followups_plan_period_unique", ["plan_id", "period_start"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["piar_followups", "piar_agreements", "piar_plans"]) await db.schema.dropTable(table).ifExists().execute();
}
