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

/** The page for changing a student's preferences from 'Mis Estudiantes' or 'Usuarios': their teachers and admins. */
export const canOpenStudentAccessibility = isStaff;

/** 'Cómo me gusta aprender': a student reads their own preferences; the adults around them change them. */
export const readsOwnLearningProfile = rolePolicy("student");
