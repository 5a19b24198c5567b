import { createHash } from "node:crypto";
import type { Generated, Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 35: the PIAR's history, the acta's signatures and the yearly competencies report
 * (Decreto 1421 de 2017, art. 2.3.3.5.2.3.5 of Decreto 1075 de 2015; docs/decisions/piar.md).
 * - piar_revisions: every saved revision of a plan, its full content JSON, its review date, the
 *   student's name as printed, who saved it and when, which sections it changed, and a hash of the
 *   content; never changed afterwards.
 * - piar_agreements gains revision_id and content_hash: the family's agreement names the exact text.
 * - piar_signatures: the acta de acuerdo (Anexo 3) of a revision, signed by the family, the teachers
 *   and a directivo: each signature its signer, name, role as printed and time; once per person and
 *   revision.
 * - piar_competency_reports: the yearly competencies report, each publication a new version.
 * Existing plans: the diagnosis moves from general to context (the section the family authorises),
 * and the current content becomes revision N (the plan's revision counter); an agreement to that
 * revision is bound to it and becomes the family's signature. Earlier revisions' text was overwritten
 * before this migration and cannot be recovered; their agreements stay, without a revision row.
 */

/** The shape change, copied here (not imported) so that this migration stays as it is. */
function movedDiagnosis(json: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof raw !== "object" || raw === null) return json;
  const value = raw as { general?: Record<string, unknown>; context?: Record<string, unknown> };
  if (!value.general || typeof value.general !== "object" || !("diagnosis" in value.general)) return json;
  const { diagnosis, ...general } = value.general;
  const context: Record<string, unknown> = { diagnosis, ...(value.context && typeof value.context === "object" ? value.context : {}) };
  if (typeof context.diagnosis !== "string" || context.diagnosis.trim() === "") context.diagnosis = diagnosis ?? "";
  return JSON.stringify({ ...value, general, context });
}

type Tables = {
  piar_plans: { id: number; student_id: number; content: string; revision: number; review_due: string; updated_by_id: number | null; updated_at: string };
  piar_revisions: { id: Generated<number>; plan_id: number; revision: number; content: string; content_hash: string; review_due: string; student_name: string; saved_by_id: number | null; saved_by_name: string | null; saved_at: string; changed_sections: string | null };
  piar_agreements: { id: number; plan_id: number; revision: number; parent_id: number | null; parent_name: string; agreed_at: string; revision_id: number | null; content_hash: string | null };
  piar_signatures: { plan_id: number; revision_id: number; signer_id: number | null; signer_name: string; kind: string; role_label: string; signed_at: string };
  users: { id: number; first_name: string; last_name: string };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("piar_revisions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("plan_id", "integer", (c) => c.notNull().references("piar_plans.id").onDelete("cascade"))
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("content_hash", "text", (c) => c.notNull())
    .addColumn("review_due", "text", (c) => c.notNull())
    .addColumn("student_name", "text", (c) => c.notNull())
    .addColumn("saved_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("saved_by_name", "text")
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("changed_sections", "text")
    .addUniqueConstraint("piar_revisions_plan_revision_unique", ["plan_id", "revision"])
    .execute();
  await db.schema.alterTable("piar_agreements").addColumn("revision_id", "integer", (c) => c.references("piar_revisions.id").onDelete("set null")).execute();
  await db.schema.alterTable("piar_agreements").addColumn("content_hash", "text").execute();
  await db.schema
    .createTable("piar_signatures")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("plan_id", "integer", (c) => c.notNull().references("piar_plans.id").onDelete("cascade"))
    .addColumn("revision_id", "integer", (c) => c.notNull().references("piar_revisions.id").onDelete("cascade"))
    .addColumn("signer_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("signer_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("role_label", "text", (c) => c.notNull())
    .addColumn("signed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("piar_signatures_revision_signer_unique", ["revision_id", "signer_id"])
    .execute();
  await db.schema
    .createTable("piar_competency_reports")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("plan_id", "integer", (c) => c.notNull().references("piar_plans.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("student_name", "text", (c) => c.notNull())
    .addColumn("written_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("written_by_name", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addUniqueConstraint("piar_competency_reports_plan_year_version_unique", ["plan_id", "year", "version"])
    .execute();

  const t = db as unknown as Kysely<Tables>;
  const plans = await t
    .selectFrom("piar_plans as p")
    .innerJoin("users as s", "s.id", "p.student_id")
    .leftJoin("users as u", "u.id", "p.updated_by_id")
    .select(["p.id as id", "p.content as content", "p.revision as revision", "p.review_due as due", "p.updated_by_id as editor", "p.updated_at as at", "s.first_name as first", "s.last_name as last", "u.first_name as editorfirst", "u.last_name as editorlast"])
    .execute();
  for (const plan of plans) {
    const content = movedDiagnosis(plan.content);
    if (content !== plan.content) await t.updateTable("piar_plans").set({ content }).where("id", "=", plan.id).execute();
    const hash = createHash("sha256").update(content).digest("hex");
    const editor = plan.editorfirst ? `${plan.editorfirst} ${plan.editorlast ?? ""}`.trim() : null;
    await t
      .insertInto("piar_revisions")
      .values({ plan_id: plan.id, revision: plan.revision, content, content_hash: hash, review_due: plan.due, student_name: `${plan.first} ${plan.last}`.trim(), saved_by_id: plan.editor, saved_by_name: editor, saved_at: plan.at, changed_sections: null })
      .execute();
    const row = await t.selectFrom("piar_revisions").select("id as id").where("plan_id", "=", plan.id).where("revision", "=", plan.revision).executeTakeFirstOrThrow();
    const agreements = await t
      .selectFrom("piar_agreements")
      .select(["id as id", "parent_id as parent", "parent_name as name", "agreed_at as at"])
      .where("plan_id", "=", plan.id)
      .where("revision", "=", plan.revision)
      .execute();
    for (const agreement of agreements) {
      await t.updateTable("piar_agreements").set({ revision_id: row.id, content_hash: hash }).where("id", "=", agreement.id).execute();
      await t
        .insertInto("piar_signatures")
        .values({ plan_id: plan.id, revision_id: row.id, signer_id: agreement.parent, signer_name: agreement.name, kind: "familia", role_label: "Familia/acudiente", signed_at: agreement.at })
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["piar_competency_reports", "piar_signatures"]) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.alterTable("piar_agreements").dropColumn("content_hash").execute();
  await db.schema.alterTable("piar_agreements").dropColumn("revision_id").execute();
  await db.schema.dropTable("piar_revisions").ifExists().execute();
}
