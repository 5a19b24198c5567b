import type { Db } from "../db/connection.js";
import { pruneAuditLog } from "../lib/audit.js";

type Log = { info(message: string): void; error(message: string): void };

export const dayMs = 24 * 60 * 60 * 1000;

/**
 * The audit log's retention (AUDIT_RETENTION_DAYS): entries older than that are deleted now and
 * then once every `everyMs` (a day). The timer does not keep the process alive; the returned
 * function stops it and waits for a pruning under way (the platform calls it on close, before the
 * database is closed).
 */
export async function startAuditRetention(
  db: Db,
  retentionDays: number,
  log: Log,
  everyMs: number = dayMs,
): Promise<() => Promise<void>> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const prune = async () => {
    try {
      const removed = await pruneAuditLog(db, retentionDays);
      if (removed > 0) log.info(`Registro de actividad: borradas ${removed} entradas de más de ${retentionDays} días`);
    } catch (error) {
      log.error(`No se pudieron borrar las entradas antiguas del registro de actividad: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await prune();
  const timer = setInterval(() => {
    if (!stopped) running = prune();
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
