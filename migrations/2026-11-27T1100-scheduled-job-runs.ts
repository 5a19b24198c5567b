import type { Kysely } from "kysely";

/**
 * Issue 24: several instances of Tribu on one PostgreSQL database each run the scheduled jobs
 * (the daily backup, the audit log's retention). One row per job says which occurrence an instance
 * has taken (the backup of 2026-11-27 03:00, the retention of that day); another instance that comes
 * to the same occurrence skips it (server/ops/scheduled-jobs.ts, under an advisory lock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("scheduled_job_runs")
    .addColumn("job", "text", (c) => c.primaryKey())
    .addColumn("occurrence", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_job_runs").ifExists().execute();
}
