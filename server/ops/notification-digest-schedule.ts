import type { NotificationsService } from "../domains/notifications/notifications.service.js";
import { scheduleHourly } from "./hourly-schedule.js";

/**
 * The notification digest's timer (issue 25): on every hour, o'clock, the digest job runs
 * (notifications.digest.ts); with several instances, the one that claims the hour sends it.
 */
export function scheduleNotificationDigest(service: Pick<NotificationsService, "digestJob">, log: { error(message: string): void }, options: { now?: () => Date } = {}): () => Promise<void> {
  return scheduleHourly({ run: (at) => service.digestJob(at), failure: "El resumen diario de notificaciones falló" }, log, options);
}
