import { isAdmin, type PolicyActor, rolePolicy } from "../school.policy.js";

/**
 * Who reads a child's check-ins (issue 37), pure; the server settles the links. The child answers
 * her own and reads only whether she answered today. A tribe's day: its teachers ("tribeTeacher":
 * users.tribe) and admins. One child's week: her parents ("child"), her teachers ("pupil": her
 * tribe's teachers or a class of hers) and admins. A student never reads another child's feeling,
 * nor a week (not even her own: it is for the adults who look after her).
 */
export const answersCheckIn = rolePolicy("student");

export function classTodayAccess(actor: PolicyActor): boolean | "tribeTeacher" {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" ? "tribeTeacher" : false;
}

export function childWeekAccess(actor: PolicyActor): boolean | "child" | "pupil" {
  if (isAdmin(actor)) return true;
  if (actor.role === "parent") return "child";
  return actor.role === "teacher" ? "pupil" : false;
}

/** Turning the check-in on or off for the school: admins (a school setting). */
export const switchesCheckIn = isAdmin;
