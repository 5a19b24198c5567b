import { type Kysely, sql } from "kysely";

/**
 * Issue 19: anonymous failed sign-ins no longer add one audit row each. They are counted in one row
 * per client address and hour (server/lib/audit.ts, recordFailedSignIn):
 * - aggregate_key names that row ("auth.login_failed|<address>|<UTC hour>"); the unique index makes
 *   concurrent failures meet on one row (an upsert), never two. Ordinary entries leave it null, and
 *   both dialects let any number of rows hold null in a unique index.
 * - occurrences: how many attempts the row stands for (1 for every ordinary entry).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("aggregate_key", "text").execute();
  await db.schema
    .alterTable("audit_log")
    .addColumn("occurrences", "integer", (column) => column.notNull().defaultTo(sql`1`))
    .execute();
  await db.schema.createIndex("audit_log_aggregate_key_idx").on("audit_log").column("aggregate_key").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("audit_log_aggregate_key_idx").execute();
  await db.schema.alterTable("audit_log").dropColumn("occurrences").execute();
  await db.schema.alterTable("audit_log").dropColumn("aggregate_key").execute();
}
