import { isAdmin, isSchoolMember, isStaff, type PolicyActor, rolePolicy } from "../school.policy.js";

/**
 * Who may do what with attendance (issue 25), pure. A teacher's students are those of their own
 * tribe (users.tribe) and those enrolled in a class they teach ("pupil": the server looks the link
 * up, as class sign-in does); a parent's are their linked children ("child"); an admin's, everyone.
 */
export type AttendanceReach = boolean | "pupil" | "child";

/** Taking and correcting a register: admins any tribe, a teacher only their students of it. */
export function registerAccess(actor: PolicyActor): AttendanceReach {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" ? "pupil" : false;
}

/** Sending an excuse: a parent, for their own child. */
export function sendExcuseAccess(actor: PolicyActor): AttendanceReach {
  return actor.role === "parent" ? "child" : false;
}

/** Accepting an excuse: the child's teacher or an admin. */
export const decideExcuseAccess = registerAccess;

/** Reading excuses: staff (their students'), parents (their children's). */
export function readExcusesAccess(actor: PolicyActor): AttendanceReach {
  if (actor.role === "parent") return "child";
  return registerAccess(actor);
}

/** A month's figures: admins any, a teacher their students and tribes, a parent their child. */
export const summaryAccess = readExcusesAccess;

/** The absence alerts: a parent reads their children's, an admin all of them. */
export const canReadAlerts = rolePolicy("parent", "admin");

/** The school calendar: every member reads it (screens show school days); only an admin changes it. */
export const canReadCalendar = isSchoolMember;
export const canEditCalendar = isAdmin;

/** The register screen, for the route table: staff. */
export const canTakeAttendance = isStaff;
