import { isAdmin, isSchoolMember, rolePolicy } from "../school.policy.js";

/** Who reads subjects: the four roles with a dashboard. */
export const canReadMaterias = isSchoolMember;
/** The tribe pages and each tribe's subjects: students, teachers and admins. */
export const canReadTribes = rolePolicy("student", "teacher", "admin");
/** Creating and deleting subjects and placing them in tribes is the admin's. */
export const canManageMaterias = isAdmin;
