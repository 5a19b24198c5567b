import { schoolTime } from "../../common/format.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/connection.js";
import { createBackup, pruneBackups } from "./backup.js";
import { claimOccurrence } from "./scheduled-jobs.js";

type Log = { info(message: string): void; error(message: string): void };

const hourMs = 3_600_000;

/**
 * Milliseconds from `now` until the school's clock (America/Bogota) next reads `hour`:00, tomorrow
 * when that hour has passed today. The school's hour, not the machine's: a server kept in UTC would
 * otherwise make the 3:00 backup at 22:00, while families are using Tribu. Colombia keeps UTC-5 all
 * year, so the seconds past the minute are the same in both zones.
 */
export function msUntilHour(now: Date, hour: number): number {
  const at = schoolTime(now);
  if (!at) throw new Error("msUntilHour: not a date");
  const intoHour = (at.minute * 60 + now.getUTCSeconds()) * 1000 + now.getUTCMilliseconds();
  const wait = (hour - at.hour) * hourMs - intoHour;
  return wait > 0 ? wait : wait + 24 * hourMs;
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
