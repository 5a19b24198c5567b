import { isStaff, type PolicyActor, rolePolicy, type StudentAccess } from "../school.policy.js";
import { studentAccess } from "../users/users.policy.js";

/**
 * Whose reading and display preferences a caller reads and changes: their own; a parent, their
 * child's; a teacher, a student in one of their classes; an admin, anyone's (the server settles
 * "child" and "pupil" with a look-up).
 */
export function accessibilityAccess(actor: PolicyActor, userId: number): StudentAccess {
  return studentAccess(actor, userId);
}

/**
 * Who changes them: the same people, except a student, who reads their own profile ('Cómo me gusta
 * aprender') but does not change it, also not from a class session; their parents, their teachers
 * and admins change it with them (issue 33).
 */
export function changeAccessibilityAccess(actor: PolicyActor, userId: number): StudentAccess {
  return actor.role === "student" ? false : accessibilityAccess(actor, userId);
}

/** The page for changing a student's preferences from 'Mis Estudiantes' or 'Usuarios': their teachers and admins. */
export const canOpenStudentAccessibility = isStaff;

/** 'Cómo me gusta aprender': a student reads their own preferences; the adults around them change them. */
export const readsOwnLearningProfile = rolePolicy("student");
