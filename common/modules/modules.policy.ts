import { isAdmin, isSchoolMember, isStaff, type PolicyActor, rolePolicy, type StudentAccess } from "../school.policy.js";

/** Who reads modules and their files: the four roles with a dashboard. */
export const canReadModules = isSchoolMember;
/** Teachers and admins create modules and upload their files (each then only to the modules they may manage). */
export const canWriteModules = isStaff;
/** Assigning modules to a user is the admin's. */
export const canAssignModules = isAdmin;
/** A student reads only their tribe's modules and those assigned to them; other readers read them all. */
export const readsOwnTribeOnly = rolePolicy("student");
/** The subject's module pages: staff and students (parents follow modules from their own menu). */
export const canBrowseSubjectModules = rolePolicy("admin", "teacher", "student");
/** One module's page: everyone who reads modules; a parent reads it from 'Módulos', without changing it. */
export const canOpenModulePage = canReadModules;

/** Admins may change any module; a teacher only the ones they created (by id, never by name). Nobody signed out. */
export function canManageModule(actor: PolicyActor | null, module: { createdById: number }): boolean {
  if (!actor) return false;
  return isAdmin(actor) || (actor.role === "teacher" && module.createdById === actor.id);
}

/**
 * Which modules a student has assigned (the admin's 'Asignar módulos' reads them): staff, the
 * student, and their parent. Their progress follows studentAccess (users.policy.ts), like the
 * dashboards and GET /api/users/:id/progress (issue 22).
 */
export function assignedModulesAccess(actor: PolicyActor, studentId: number): StudentAccess {
  if (isStaff(actor) || actor.id === studentId) return true;
  return actor.role === "parent" ? "child" : false;
}
