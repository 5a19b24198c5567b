import { isAdmin, isStaff, type PolicyActor, rolePolicy } from "../school.policy.js";

/** Which assignments a caller reads, decided here and applied in SQL by the repository. */
export type AssignmentScope = { kind: "all" } | { kind: "teacher"; teacherId: number } | { kind: "student"; studentId: number };

/** Admins read all, a teacher those they teach (theirs or their classes'), a student their own and their classes' open ones. */
export function assignmentScope(actor: PolicyActor): AssignmentScope {
  if (isAdmin(actor)) return { kind: "all" };
  if (actor.role === "teacher") return { kind: "teacher", teacherId: actor.id };
  return { kind: "student", studentId: actor.id };
}

export const canReadAssignments = rolePolicy("student", "teacher", "admin");
/** Creating, editing and deleting assignments: staff (each then only in what they teach). */
export const canManageAssignments = isStaff;
/** A student only marks their own copy done (or not done again); the status they see is their own mark. */
export const marksOwnCopy = rolePolicy("student");
/** Handing an assignment to another teacher is the admin's. */
export const canReassignTeacher = isAdmin;

/** Admins change any assignment; a teacher one they teach (by the assignment's or its class's teacherId). */
export function canEditAssignment(actor: PolicyActor, assignment: { teacherId: number | null; classTeacherId: number | null }): boolean {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" && (assignment.teacherId === actor.id || assignment.classTeacherId === actor.id);
}
