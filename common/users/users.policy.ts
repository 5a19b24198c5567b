import { isAdmin, isStaff, type PolicyActor, rolePolicy, type StudentAccess } from "../school.policy.js";

/** Which users a caller lists, decided here and applied in SQL by the repository. */
export type UserScope =
  | { kind: "all" }
  /** Students with a tribe who are in a class `teacherId` teaches. */
  | { kind: "pupilsOf"; teacherId: number }
  | { kind: "childrenOf"; parentId: number }
  | { kind: "none" };

/** Admins list everyone, a teacher their students, a parent their children, anyone else nobody. */
export function userScope(actor: PolicyActor): UserScope {
  switch (actor.role) {
    case "admin":
      return { kind: "all" };
    case "teacher":
      return { kind: "pupilsOf", teacherId: actor.id };
    case "parent":
      return { kind: "childrenOf", parentId: actor.id };
    default:
      return { kind: "none" };
  }
}

/** Creating users, their roles, status and tribe, deleting them, families and tribe-wide assignments: the admin's. */
export const canManageUsers = isAdmin;
/** A parent follows their own children (their cards, consent, work). */
export const followsOwnChildren = rolePolicy("parent");
/** The pages of one child (progress, work, accessibility): their parent, and the admin. */
export const canOpenChildPages = rolePolicy("parent", "admin");
/** The students page: teachers (theirs) and admins. */
export const canListStudents = isStaff;
/** The account settings page (names, email, phone, password): admins and parents. */
export const hasAccountSettings = rolePolicy("admin", "parent");

/**
 * The staff's notes on a person ("le cuesta escribir a mano") are for staff only: a student never
 * reads them (not even their own), nor a parent (not of their child), nor a self-registered account.
 * Every answer that carries a user applies this (server/domains/users/users.mapper.ts), the
 * family's export included.
 */
export const readsStaffNotes = isStaff;

/** Someone's account: themselves, or an admin. */
export function canEditUser(actor: PolicyActor, userId: number): boolean {
  return actor.id === userId || isAdmin(actor);
}

/** A parent's list of children: that parent, or an admin. */
export function canSeeChildrenOf(actor: PolicyActor, parentId: number): boolean {
  return actor.id === parentId || isAdmin(actor);
}

/**
 * A student's records (account, progress, work, accessibility): admins, the student, their linked
 * parent and a teacher who has them in a class.
 */
export function studentAccess(actor: PolicyActor, studentId: number): StudentAccess {
  if (isAdmin(actor) || actor.id === studentId) return true;
  if (actor.role === "parent") return "child";
  return actor.role === "teacher" ? "pupil" : false;
}
