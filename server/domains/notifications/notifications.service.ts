import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import type { Mailer } from "../quotations/quotations.port.js";
import { canUseNotifications, digestSendHour, kindsFor } from "../../../common/notifications/notifications.policy.js";
import {
  type Delivery,
  type ListNotificationsInput,
  type Notification,
  type NotificationKind,
  type NotificationList,
  notificationKinds,
  notificationMessages as m,
  type Preferences,
  type PreferencesInput,
} from "../../../common/notifications/notifications.schema.js";
import { createDigest } from "./notifications.digest.js";
import { placementOf } from "../users/users.repo.js";
import { isPlaced } from "../../../common/users/placement.js";
import { findOwn, findPreferences, listNotifications, markAllOwnRead, markOwnRead, type NotificationRow, savePreferences, unreadCount } from "./notifications.repo.js";

/** The digest's hour when the person has not chosen one (6 p. m. in Bogotá). */
export const defaultDigestHour = 18;

const asKind = (kind: string): NotificationKind => ((notificationKinds as readonly string[]).includes(kind) ? (kind as NotificationKind) : "announcement");

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: asKind(row.kind),
    title: row.title,
    body: row.body,
    link: row.link,
    count: Number(row.count),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    readAt: row.readAt,
  };
}

/** "grade,receipt" as the set of kinds in the digest (unknown names are dropped). */
export const digestKindsOf = (text: string) => text.split(",").filter((kind): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind));

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * The notification centre (issue 25): each person reads and marks only their own items (anyone
 * else's is a 404, as if it did not exist), and chooses per kind "app" or "digest" and the digest's
 * hour. Items are made by other domains through notify() (notify.ts). `now` is injected for tests.
 */
export function createNotificationsService(deps: { db: Db; mailer: Mailer | null; now?: () => Date; log?: { error(message: string): void }; reads?: ReadCache }) {
  const { db } = deps;
  const reads = deps.reads ?? noReadCache;
  const instant = () => deps.now?.() ?? new Date();

  function member(actor: Actor | null): Actor {
    const user = requireActor(actor);
    assertAllowed(canUseNotifications(user), m.membersOnly);
    return user;
  }

  async function preferencesOf(user: Actor): Promise<Preferences> {
    const row = await findPreferences(db, user.id);
    const digest = new Set(digestKindsOf(row?.digestKinds ?? ""));
    const kinds = Object.fromEntries(notificationKinds.map((kind) => [kind, digest.has(kind) ? "digest" : "app"])) as Record<NotificationKind, Delivery>;
    const digestHour = row?.digestHour ?? defaultDigestHour;
    return { kinds, relevant: kindsFor(user.role), digestHour, sendsAt: digestSendHour(digestHour), emailConfigured: deps.mailer !== null };
  }

  return {
    /** The caller's items, newest first (by their last fold), with the unread count. */
    async list(actor: Actor | null, input: ListNotificationsInput): Promise<NotificationList> {
      const user = member(actor);
      // Kept until the data changes (server/lib/read-cache.ts): a new item or a "Leído" is a write.
      return reads.read(`notifications.list:${user.id}:${user.role}:${input.page}:${input.pageSize}`, async () => {
        // A self-registered account reads nothing of the school until an admin places it.
        if (!isPlaced(user, await placementOf(db, user.id))) return { notifications: [], unread: 0, total: 0, page: input.page, pageSize: input.pageSize, awaitingPlacement: true };
        const { rows, total, unread } = await listNotifications(db, user.id, input);
        return { notifications: rows.map(toNotification), unread, total, page: input.page, pageSize: input.pageSize, awaitingPlacement: false };
      });
    },

    /** Opened: marked read (the first time counts). 404 for an item that is not the caller's. */
    async markRead(actor: Actor | null, id: number): Promise<{ notification: Notification; unread: number }> {
      const user = member(actor);
      if (!(await findOwn(db, user.id, id))) throw new AppError("NOT_FOUND", m.notFound);
      await markOwnRead(db, user.id, id, instant().toISOString());
      const row = (await findOwn(db, user.id, id)) as NotificationRow;
      return { notification: toNotification(row), unread: await unreadCount(db, user.id) };
    },

    /** "Marcar todo como leído". */
    async markAllRead(actor: Actor | null): Promise<{ marked: number; unread: number }> {
      const user = member(actor);
      const marked = await markAllOwnRead(db, user.id, instant().toISOString());
      return { marked, unread: await unreadCount(db, user.id) };
    },

    async preferences(actor: Actor | null): Promise<Preferences> {
      return preferencesOf(member(actor));
    },

    /** Saves the kinds given (the others keep their choice) and the hour when given. */
    async savePreferences(actor: Actor | null, input: PreferencesInput): Promise<{ preferences: Preferences }> {
      const user = member(actor);
      const current = await preferencesOf(user);
      const kinds = { ...current.kinds, ...input.kinds };
      const digestKinds = notificationKinds.filter((kind) => kinds[kind] === "digest").join(",");
      await savePreferences(db, user.id, { digestKinds, digestHour: input.digestHour ?? current.digestHour }, instant().toISOString());
      return { preferences: await preferencesOf(user) };
    },

    ...createDigest({ db, mailer: deps.mailer, log: deps.log }),
  };
}
