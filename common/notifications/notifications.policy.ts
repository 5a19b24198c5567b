import type { Role } from "../school.js";
import { isSchoolMember } from "../school.policy.js";
import { schoolTime, schoolToday } from "../format.js";
import type { NotificationKind } from "./notifications.schema.js";

/**
 * The notification centre's rules (issue 25), pure.
 *
 * Calm by design:
 * - At most one item of a kind per person per hour: later ones that hour are folded into it.
 * - Quiet hours, 20:00 to 7:00 in Bogotá. In the app, items are stored and counted at any hour: the
 *   bell never rings, flashes or pushes anything, it is only seen when the person opens Tribu. By
 *   email, nothing goes out in quiet hours: a daily digest whose chosen hour falls in them is sent at
 *   7:00 instead (items made in the night wait for it). The one exception is the same-day absence
 *   alert: `mayEmailNow` lets its email go in quiet hours on the day of the absence (attendance's
 *   own delivery asks it).
 */
export const canUseNotifications = isSchoolMember;

export const quietFrom = 20;
export const quietUntil = 7;

/** True between 20:00 and 6:59 in Bogotá. */
export function isQuietHour(at: Date | string): boolean {
  const hour = schoolTime(at)?.hour ?? 12;
  return hour >= quietFrom || hour < quietUntil;
}

/** The hour a digest chosen at `hour` is really sent: the hour itself, or 7:00 when it is in quiet hours. */
export function digestSendHour(hour: number): number {
  return hour >= quietFrom || hour < quietUntil ? quietUntil : hour;
}

/** May an email about an item of `kind` made at `createdAt` go out at `now`? Only the same-day absence alert passes quiet hours. */
export function mayEmailNow(kind: NotificationKind, createdAt: string, now: Date): boolean {
  if (!isQuietHour(now)) return true;
  return kind === "absence" && schoolToday(new Date(createdAt)) === schoolToday(now);
}

/** The kinds that concern each role, in the order the preferences list them. */
export function kindsFor(role: Role): NotificationKind[] {
  switch (role) {
    case "student":
      return ["grade", "task", "announcement"];
    case "parent":
      return ["absence", "grade", "reportCard", "finalReport", "receipt", "announcement"];
    case "teacher":
      return ["review", "excuse", "plan", "mood", "announcement"];
    case "admin":
      return ["review", "excuse", "plan", "announcement"];
    default:
      return [];
  }
}

/** Children see a calm count: no red badge, no sound, no motion (the others a coloured badge). */
export const calmBadge = (role: Role) => role === "student";
