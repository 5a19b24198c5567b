import type { DbOrTrx } from "../../db/connection.js";
import type { NotificationKind } from "../../../common/notifications/notifications.schema.js";
import { recipients, upsertNotifications } from "./notifications.repo.js";

export type NotifyInput = {
  userIds: number[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen the item opens, a path in the app ("/dashboard/payments"). */
  link: string;
  /** When it happened (ISO); now by default. */
  at?: string;
  /** The child it is about (issue 33): erasing the child removes the item by this id. */
  studentId?: number | null;
};

/**
 * The one way a domain tells people something is new (issue 25): grades, work to review, receipts,
 * absences, excuses, announcements, tasks. Call it with the event's transaction when there is one,
 * so the item exists exactly when the event does. The calm rule is kept here: a second item of the
 * same kind for the same person within the hour folds into the first (new text, count + 1, unread
 * again) instead of making another. In-app only: email goes in the daily digest (notifications.digest.ts).
 */
export async function notify(db: DbOrTrx, input: NotifyInput): Promise<void> {
  await upsertNotifications(db, { ...input, at: input.at ?? new Date().toISOString() });
}

export { recipients };
