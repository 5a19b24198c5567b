import { isAdmin, isStaff, type PolicyActor, rolePolicy } from "../school.policy.js";

/** Which classes a caller reads, decided here and applied in SQL by the repository. */
export type ClassScope = { kind: "all" } | { kind: "teacher"; teacherId: number } | { kind: "student"; studentId: number };

/** Admins read every class, a teacher the classes whose teacherId is theirs, a student the ones they are enrolled in. */
export function classScope(actor: PolicyActor): ClassScope {
  if (isAdmin(actor)) return { kind: "all" };
  if (actor.role === "teacher") return { kind: "teacher", teacherId: actor.id };
  return { kind: "student", studentId: actor.id };
}

export const canReadClasses = rolePolicy("student", "teacher", "admin");
/** Classes and enrolments change only by the admin's hand. */
export const canManageClasses = isAdmin;
/** Who may be a class's (or an assignment's) teacher: staff. */
export const canTeach = isStaff;

/** A class's students and its assignments: its own teacher, or an admin. */
export function runsClass(actor: PolicyActor, schoolClass: { teacherId: number | null }): boolean {
  return isAdmin(actor) || (actor.role === "teacher" && schoolClass.teacherId === actor.id);
}
