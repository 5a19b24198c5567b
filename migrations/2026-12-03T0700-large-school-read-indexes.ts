import { type Kysely, sql } from "kysely";

/**
 * Issue 38, a school a hundred times the demo (found by tests/api/query-plans.test.ts once it also
 * judged whole-index scans). The admin's "Para hoy" counted
 * - the active students with no tribe through users_status_idx, every active account (5,000 at ×100):
 *   users_without_tribe_idx holds only the accounts with no tribe. Partial, so that no other query
 *   is drawn to it: as a plain (role, status, tribe) index SQLite chose it to find a family's
 *   children (every active student, then their families) instead of the family's own rows;
 * - each tribe's cards of the period not yet published through report_cards_tribe_period_idx, a
 *   scan of all 31,000 cards of ten years: report_cards_period_pending_idx holds the period first and
 *   the two columns the count reads, so only that period's entries are read, from the index alone;
 * and a child's completed assignments (their panel, their list) searched assignment_completions'
 * only index, (assignment_id, student_id), whole: assignment_completions_student_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("users_without_tribe_idx").ifNotExists().on("users").columns(["role", "status"]).where(sql.ref("tribe"), "is", null).execute();
  await db.schema
    .createIndex("report_cards_period_pending_idx")
    .ifNotExists()
    .on("report_cards")
    .columns(["period_start", "tribe", "version", "changed_since_published"])
    .execute();
  await db.schema.createIndex("assignment_completions_student_idx").ifNotExists().on("assignment_completions").columns(["student_id", "assignment_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("assignment_completions_student_idx").ifExists().execute();
  await db.schema.dropIndex("report_cards_period_pending_idx").ifExists().execute();
  await db.schema.dropIndex("users_without_tribe_idx").ifExists().execute();
}
