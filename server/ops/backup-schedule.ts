import type { AppConfig } from "../config.js";
import { createBackup, pruneBackups } from "./backup.js";

type Log = { info(message: string): void; error(message: string): void };

/** Milliseconds from `now` until the next `hour`:00 local time (tomorrow when that hour has passed today). */
export function msUntilHour(now: Date, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** With BACKUP_DAILY_HOUR set, one backup a day at that hour, keeping the newest BACKUP_KEEP archives. */
export function scheduleDailyBackups(config: AppConfig, log: Log): () => void {
  const { dailyHour, dir, keep } = config.backup;
  if (dailyHour === undefined) return () => {};
  let timer: NodeJS.Timeout;
  const plan = () => {
    timer = setTimeout(async () => {
      try {
        const { archive } = await createBackup(config, { outDir: dir });
        const removed = await pruneBackups(dir, keep);
        log.info(`Copia diaria creada: ${archive}${removed.length ? ` (borradas ${removed.length} antiguas)` : ""}`);
      } catch (error) {
        log.error(`La copia diaria falló: ${error instanceof Error ? error.message : String(error)}`);
      }
      plan();
    }, msUntilHour(new Date(), dailyHour));
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
