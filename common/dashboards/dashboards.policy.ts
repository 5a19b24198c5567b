import { isAdmin, rolePolicy } from "../school.policy.js";

/** Each role reads its own home (the student's also in simple mode: 'Mis logros', 'Mis módulos'). */
export const hasStudentDashboard = rolePolicy("student");
export const hasTeacherDashboard = rolePolicy("teacher");
export const hasAdminDashboard = isAdmin;
export const hasParentDashboard = rolePolicy("parent");
