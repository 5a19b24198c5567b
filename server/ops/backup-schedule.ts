import type { AppConfig } from "../config.js";
import type { Db } from "../db/connection.js";
import { createBackup, pruneBackups } from "./backup.js";
import { claimOccurrence } from "./scheduled-jobs.js";

type Log = { info(message: string): void; error(message: string): void };

/** Milliseconds from `now` until the next `hour`:00 local time (tomorrow when that hour has passed today). */
export function msUntilHour(now: Date, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * With BACKUP_DAILY_HOUR set, one backup a day at that hour, keeping the newest BACKUP_KEEP archives.
 * With several instances on one PostgreSQL database, the one that claims the day's backup makes it.
 * `now` is the clock (tests move it).
 */
export function scheduleDailyBackups(config: AppConfig, db: Db, log: Log, options: { now?: () => Date } = {}): () => void {
  const now = options.now ?? (() => new Date());
  const { dailyHour, dir, keep } = config.backup;
  if (dailyHour === undefined) return () => {};
  let timer: NodeJS.Timeout;
  const plan = () => {
    const from = now();
    const wait = msUntilHour(from, dailyHour);
    // Every instance names this backup by the same moment (the hour, to the millisecond), whenever its timer fires.
    const occurrence = new Date(from.getTime() + wait).toISOString();
    timer = setTimeout(async () => {
      try {
        if (await claimOccurrence(db, "daily-backup", occurrence)) {
          const { archive } = await createBackup(config, { outDir: dir });
          const removed = await pruneBackups(dir, keep);
          log.info(`Copia diaria creada: ${archive}${removed.length ? ` (borradas ${removed.length} antiguas)` : ""}`);
        }
      } catch (error) {
        log.error(`La copia diaria falló: ${error instanceof Error ? error.message : String(error)}`);
      }
      plan();
    }, wait);
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
