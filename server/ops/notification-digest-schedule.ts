import type { NotificationsService } from "../domains/notifications/notifications.service.js";

type Log = { error(message: string): void };

const hourMs = 3_600_000;

/**
 * The notification digest's timer (issue 25): on every hour, o'clock, the digest job runs
 * (notifications.digest.ts); with several instances, the one that claims the hour sends it. The
 * timer does not keep the process alive; the returned function stops it and waits for a run under way.
 */
export function scheduleNotificationDigest(service: Pick<NotificationsService, "digestJob">, log: Log, options: { now?: () => Date } = {}): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const plan = () => {
    if (stopped) return;
    const from = now().getTime();
    const next = Math.floor(from / hourMs) * hourMs + hourMs;
    timer = setTimeout(() => {
      running = service
        .digestJob(new Date(next))
        .catch((error) => log.error(`El resumen diario de notificaciones falló: ${error instanceof Error ? error.message : String(error)}`))
        .finally(plan);
    }, next - from);
    timer.unref();
  };
  plan();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
