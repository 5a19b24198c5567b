import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { hasAdminDashboard } from "../../../common/dashboards/dashboards.policy.js";
import { type AdminToday, staleExcuseDays } from "../../../common/dashboards/admin-today.schema.js";
import { currentPeriod } from "../../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../../common/format.js";
import { pendingAccounts, receiptsToReview, schoolPeriods, staleExcuses, studentsWithoutTribe, unpublishedCardsByTribe } from "./admin-today.repo.js";

const dayMs = 86_400_000;

/**
 * 'Para hoy' on the admin's home (issue 34): the receipts to review, the current period's report
 * cards to publish, the accounts waiting and the excuses nobody decided; admins only. Not cached:
 * each of these changes on another screen, and the admin comes back to see it gone.
 */
export async function adminToday(db: Db, actorOrNull: Actor | null, now = new Date()): Promise<AdminToday> {
  assertAllowed(hasAdminDashboard(requireActor(actorOrNull)));
  const period = currentPeriod(await schoolPeriods(db), schoolToday(now)) ?? null;
  const [receipts, tribes, pending, withoutTribe, excuses] = await Promise.all([
    receiptsToReview(db),
    period ? unpublishedCardsByTribe(db, period.start) : Promise.resolve([]),
    pendingAccounts(db),
    studentsWithoutTribe(db),
    staleExcuses(db, new Date(now.getTime() - staleExcuseDays * dayMs).toISOString()),
  ]);
  return {
    receiptsToReview: receipts,
    reportCards: { period: period ? { name: period.name, start: period.start, end: period.end } : null, tribes },
    pendingAccounts: pending,
    studentsWithoutTribe: withoutTribe,
    staleExcuses: excuses,
  };
}
