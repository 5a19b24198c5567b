import type { Kysely } from "kysely";
import { sql } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 35: the records of a school year that the school signs (Decreto 1290 de 2009).
 * - siee_versions: the school's evaluation system (SIEE, art. 4 and 8: criteria, scale, promotion
 *   and attendance rules, support activities, complaints), each adopted version kept as JSON, never
 *   changed afterwards; the newest one is in force.
 * - support_activities: per student, year and subject, the support activities for a Bajo (art. 4.6
 *   and 11.3): the plan, the dates, the result, and the level before and after.
 * - promotion_actas: the evaluation and promotion commission's acta of a tribe's year (art. 11.5),
 *   its members as JSON; closed once signed, never changed afterwards (a correction is a new acta
 *   version).
 * - promotion_decisions: each student's decision in an acta: promovido, no_promovido or
 *   promocion_anticipada (art. 6 and 7), with the reason.
 * - final_report_versions: the year's final report (informe final, art. 5 and 11.4) as published,
 *   JSON, with the scale and cut-offs that were in force; a new publication is a new version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("siee_versions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("version", "integer", (c) => c.notNull().unique())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("adopted_on", "text", (c) => c.notNull())
    .addColumn("published_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("support_activities")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("subject_name", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("level_before", "text", (c) => c.notNull().check(sql`level_before in ('superior', 'alto', 'basico', 'bajo')`))
    .addColumn("result", "text", (c) => c.check(sql`result in ('passed', 'not_passed')`))
    .addColumn("level_after", "text", (c) => c.check(sql`level_after in ('superior', 'alto', 'basico', 'bajo')`))
    .addColumn("result_on", "text")
    .addColumn("result_note", "text")
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("result_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("result_at", "text")
    .execute();
  await db.schema.createIndex("support_activities_student_year_idx").on("support_activities").columns(["student_id", "year"]).execute();
  await db.schema
    .createTable("promotion_actas")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("tribe", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("met_on", "text", (c) => c.notNull())
    .addColumn("members", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("closed_at", "text")
    .addColumn("closed_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("promotion_actas_tribe_year_version_unique", ["tribe", "year", "version"])
    .execute();
  await db.schema
    .createTable("promotion_decisions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("acta_id", "integer", (c) => c.notNull().references("promotion_actas.id").onDelete("cascade"))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("decision", "text", (c) => c.notNull().check(sql`decision in ('promovido', 'no_promovido', 'promocion_anticipada')`))
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("decided_at", "text", (c) => c.notNull())
    .addUniqueConstraint("promotion_decisions_acta_student_unique", ["acta_id", "student_id"])
    .execute();
  await db.schema.createIndex("promotion_decisions_student_idx").on("promotion_decisions").column("student_id").execute();
  await db.schema
    .createTable("final_report_versions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addUniqueConstraint("final_report_versions_student_year_version_unique", ["student_id", "year", "version"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["final_report_versions", "promotion_decisions", "promotion_actas", "support_activities", "siee_versions"]) await db.schema.dropTable(table).ifExists().execute();
}
