import type { Kysely } from "kysely";

/**
 * Issue 26: the reminder before a PIAR's yearly review. piar_plans gains review_reminded_for, the
 * review date whose reminder went out: the hourly job claims a plan by setting it (a conditional
 * update, so two runs or two instances remind once), and a new review date is reminded again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("piar_plans").addColumn("review_reminded_for", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("piar_plans").dropColumn("review_reminded_for").execute();
}
