import type { Db } from "../../db/connection.js";
import { claimOccurrence } from "../../ops/scheduled-jobs.js";
import type { Mailer } from "../quotations/quotations.port.js";
import { schoolTime, schoolToday } from "../../../common/format.js";
import { isQuietHour, quietFrom, quietUntil } from "../../../common/notifications/notifications.policy.js";
import { notificationKindLabels, type NotificationKind } from "../../../common/notifications/notifications.schema.js";
import { claimDigestDay, digestSubscribers, type NotificationRow, releaseDigest, takeDigestItems } from "./notifications.repo.js";

/** The digest hours whose email goes at `hour`: the hour itself, and at 7:00 also every hour of the quiet night. */
export function hoursDueAt(hour: number): number[] {
  if (hour !== quietUntil) return [hour];
  const night = Array.from({ length: 24 }, (_, h) => h).filter((h) => h >= quietFrom || h < quietUntil);
  return [quietUntil, ...night];
}

/** The digest's text: a greeting, one paragraph per item (kind, title, text, where to open it), how to change it. */
export function digestEmail(firstName: string, items: NotificationRow[]): { subject: string; text: string } {
  const subject = items.length === 1 ? "Tribu: 1 novedad de hoy" : `Tribu: ${items.length} novedades de hoy`;
  const lines = items.map((item) => {
    const label = notificationKindLabels[item.kind as NotificationKind] ?? "Aviso";
    const more = item.count > 1 ? ` (${item.count} avisos)` : "";
    return `• ${label}${more}: ${item.title}\n  ${item.body}\n  Ábrelo en Tribu: ${item.link}`;
  });
  const text = [
    `Hola, ${firstName}:`,
    "",
    "Esto es lo nuevo para ti en Tribu que aún no has visto:",
    "",
    lines.join("\n\n"),
    "",
    "Puedes elegir qué llega por correo y a qué hora en Tribu, en Notificaciones > Preferencias.",
  ].join("\n");
  return { subject, text };
}

/**
 * The daily digest (issue 25). Run every hour on the hour (server/ops/notification-digest-schedule.ts)
 * or called directly with a time in tests. At each hour outside the quiet hours it sends, to each
 * person whose digest is due then, ONE email holding exactly their unread items not yet in a
 * digest, of the kinds they chose "digest" for, and marks them digested; nothing when nothing is
 * new. A person's day is claimed first (notification_digests, one row per person and day), so two
 * instances or two racing calls send it once; a send that fails gives the items and the day back.
 */
export function createDigest(deps: { db: Db; mailer: Mailer | null; log?: { error(message: string): void } }) {
  const { db, mailer } = deps;

  async function runDigest(now: Date): Promise<{ emails: number; items: number }> {
    const done = { emails: 0, items: 0 };
    if (!mailer || isQuietHour(now)) return done;
    const hour = schoolTime(now)?.hour ?? 0;
    const day = schoolToday(now);
    const at = now.toISOString();
    for (const person of await digestSubscribers(db, hoursDueAt(hour))) {
      const kinds = person.digestKinds.split(",").filter((kind) => kind !== "");
      const items = await db.transaction().execute(async (trx) => {
        if (!(await claimDigestDay(trx, person.id, day, at))) return [];
        return takeDigestItems(trx, person.id, kinds, at, day);
      });
      if (items.length === 0 || !person.email) continue;
      try {
        await mailer.send({ to: person.email, ...digestEmail(person.firstName, items) });
        done.emails++;
        done.items += items.length;
      } catch (error) {
        await releaseDigest(db, person.id, day, items.map((item) => item.id), at);
        deps.log?.error(`No se pudo enviar el resumen diario a ${person.email}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return done;
  }

  return {
    runDigest,
    /** The scheduled job at `now` (on the hour): the instance that claims this hour runs it; the others skip it. */
    async digestJob(now: Date): Promise<{ emails: number; items: number } | null> {
      const occurrence = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
      if (!(await claimOccurrence(db, "notification-digest", occurrence))) return null;
      return runDigest(now);
    },
  };
}
