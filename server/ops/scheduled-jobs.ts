import type { Db } from "../db/connection.js";
import { isPostgresDb, withInstanceLock } from "../db/instance-lock.js";
import { lastClaimedOccurrence, recordClaimedOccurrence } from "./scheduled-jobs.repo.js";

/**
 * Several instances of Tribu may share one PostgreSQL database, and each runs the same timers. An
 * occurrence of a job (a text that sorts by time: "2026-11-27T08:00:00.000Z" for a backup, the day
 * for the retention) is run by the first instance that claims it; the others get false and skip it.
 * The claim is a check and a write under the job's advisory lock, so two instances whose timers
 * fire together cannot both take it, however quickly the first one finishes. An occurrence older
 * than the last one claimed (an instance whose clock is behind) is skipped as well.
 *
 * On SQLite there is a single process: every occurrence runs, as always.
 */
export async function claimOccurrence(db: Db, job: string, occurrence: string): Promise<boolean> {
  if (!isPostgresDb(db)) return true;
  return withInstanceLock(db, `job:${job}`, async (trx) => {
    const last = await lastClaimedOccurrence(trx, job);
    if (last !== undefined && last >= occurrence) return false;
    await recordClaimedOccurrence(trx, job, occurrence, new Date().toISOString());
    return true;
  });
}
