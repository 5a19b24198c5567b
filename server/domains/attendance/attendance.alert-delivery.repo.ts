import type { DbOrTrx } from "../../db/connection.js";

/** The SQL of the alert delivery (attendance.alert-delivery.ts). */

export type PendingAlertRow = Awaited<ReturnType<typeof pendingAlerts>>[number];

/** Unsent alerts made since `createdSince`, not held by a send in progress, oldest first. */
export function pendingAlerts(db: DbOrTrx, options: { createdSince: string; freeAt: string; maxAttempts: number }) {
  return db
    .selectFrom("attendanceAlerts as al")
    .innerJoin("users as s", "s.id", "al.studentId")
    .select(["al.id", "al.studentId", "al.date", "al.kind", "al.message", "s.firstName", "s.lastName"])
    .where("al.sentAt", "is", null)
    .where("al.createdAt", ">=", options.createdSince)
    .where("al.attempts", "<", options.maxAttempts)
    .where((eb) => eb.or([eb("al.claimedUntil", "is", null), eb("al.claimedUntil", "<", options.freeAt)]))
    .orderBy("al.id")
    .limit(100)
    .execute();
}

/** Holds an alert for this send until `until`; false when another send holds it or it went out meanwhile. */
export async function claimAlert(db: DbOrTrx, id: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable("attendanceAlerts")
    .set((eb) => ({ claimedUntil: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("sentAt", "is", null)
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a send: sent (sentAt), or held until retryAt with the last error. */
export async function releaseAlert(db: DbOrTrx, id: number, values: { sentAt: string | null; retryAt: string | null; lastError: string | null }): Promise<void> {
  await db.updateTable("attendanceAlerts").set({ sentAt: values.sentAt, claimedUntil: values.retryAt, lastError: values.lastError }).where("id", "=", id).execute();
}

/** The active parents of a child, with where to reach them. */
export function parentsOf(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("parentChildren as pc")
    .innerJoin("users as p", "p.id", "pc.parentId")
    .select(["p.id", "p.email", "p.firstName", "p.lastName"])
    .where("pc.studentId", "=", studentId)
    .where("p.role", "=", "parent")
    .where("p.status", "=", "active")
    .orderBy("p.id")
    .execute();
}

/** "parentId:channel" of what already went out for an alert. */
export async function deliveredTo(db: DbOrTrx, alertId: number): Promise<Set<string>> {
  const rows = await db.selectFrom("attendanceAlertDeliveries").select(["userId", "channel"]).where("alertId", "=", alertId).execute();
  return new Set(rows.map((row) => `${row.userId}:${row.channel}`));
}

export async function recordDelivery(db: DbOrTrx, alertId: number, userId: number, channel: "email" | "whatsapp", at: string): Promise<void> {
  await db
    .insertInto("attendanceAlertDeliveries")
    .values({ alertId, userId, channel, sentAt: at })
    .onConflict((oc) => oc.columns(["alertId", "userId", "channel"]).doNothing())
    .execute();
}
