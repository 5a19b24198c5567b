import { isAdmin, isSchoolMember, isStaff, type PolicyActor, rolePolicy } from "../school.policy.js";

/**
 * Who may do what with announcements (issue 25), pure. A teacher writes to their own tribe
 * (users.tribe) and to the classes they teach (classes.teacher_id); the server looks both up.
 * Families and students read those addressed to them (their children's or their own tribe and
 * classes, or the whole school); teachers read the ones they wrote; admins read all of them.
 */

/** Where the caller may write: anywhere (admin), their tribe and classes (teacher), nowhere. */
export type WriteReach = "anywhere" | "own" | false;
export function writeReach(actor: PolicyActor): WriteReach {
  if (isAdmin(actor)) return "anywhere";
  return actor.role === "teacher" ? "own" : false;
}

/** How the list is scoped for the caller. */
export type ReadScope = "all" | "authored" | "families" | "students" | false;
export function readScope(actor: PolicyActor): ReadScope {
  if (isAdmin(actor)) return "all";
  if (actor.role === "teacher") return "authored";
  if (actor.role === "parent") return "families";
  if (actor.role === "student") return "students";
  return false;
}

/** Its author and the admins see who has read it and send reminders. */
export function canManageAnnouncement(actor: PolicyActor, announcement: { authorId: number | null }): boolean {
  return isAdmin(actor) || (announcement.authorId !== null && announcement.authorId === actor.id);
}

/** Who is pending: not yet confirmed where "Leído" is asked, not yet read otherwise. */
export function isPending(read: { readAt: string | null; confirmedAt: string | null }, requiresConfirmation: boolean): boolean {
  return requiresConfirmation ? read.confirmedAt === null : read.readAt === null;
}

/** For the route table: who writes, who reads. */
export const canWriteAnnouncements = isStaff;
export const canReadAnnouncements = isSchoolMember;
/** 'Comunicados' in the menu: staff write and follow theirs there, families read theirs; a student reads them on the home. */
export const hasAnnouncementsPage = rolePolicy("teacher", "admin", "parent");
