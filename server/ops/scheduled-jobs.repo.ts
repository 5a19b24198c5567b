import type { DbOrTrx } from "../db/connection.js";

/** The last occurrence of a job that an instance claimed, if any. */
export async function lastClaimedOccurrence(db: DbOrTrx, job: string): Promise<string | undefined> {
  const row = await db.selectFrom("scheduledJobRuns").select("occurrence").where("job", "=", job).executeTakeFirst();
  return row?.occurrence;
}

/** Records `occurrence` as the job's last claimed one. */
export async function recordClaimedOccurrence(db: DbOrTrx, job: string, occurrence: string, claimedAt: string): Promise<void> {
  await db
    .insertInto("scheduledJobRuns")
    .values({ job, occurrence, claimedAt })
    .onConflict((conflict) => conflict.column("job").doUpdateSet({ occurrence, claimedAt }))
    .execute();
}
