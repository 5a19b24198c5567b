import type { Role } from "../../common/school";
import { canOpenStudentAccessibility, readsOwnLearningProfile } from "../../common/accessibility/accessibility.policy";
import { isAdmin, isSchoolMember } from "../../common/school.policy";
import { canManageAssignments, canReadAssignments } from "../../common/assignments/assignments.policy";
import { hasAnnouncementsPage } from "../../common/announcements/announcements.policy";
import { canTakeAttendance } from "../../common/attendance/attendance.policy";
import { canWriteReportCards } from "../../common/report-cards/report-cards.policy";
import { canWritePiars } from "../../common/piar/piar.policy";
import { canOpenFamilyRecord, canOpenRecordPage } from "../../common/student-records/record.policy";
import { canOpenSieePage, canReadActas, canWriteActivities } from "../../common/promotion/promotion.policy";
import { canUseNotifications } from "../../common/notifications/notifications.policy";
import { canRunClassSignIn } from "../../common/class-sign-in/class-sign-in.policy";
import { canReadClasses } from "../../common/classes/classes.policy";
import { hasStudentDashboard } from "../../common/dashboards/dashboards.policy";
import { canManageMaterials } from "../../common/materials/materials.policy";
import { canManageMaterias, canReadTribes } from "../../common/materias/materias.policy";
import { canBrowseSubjectModules, canOpenModulePage, canReadModules } from "../../common/modules/modules.policy";
import { canReviewPayments, canSubmitPayments } from "../../common/payments/payments.policy";
import { followsStudentsWork } from "../../common/student-work/student-work.policy";
import { canListStudents, canManageUsers, canOpenChildPages, followsOwnChildren, hasAccountSettings } from "../../common/users/users.policy";
import { canBuildVisualDay, readsOwnDay } from "../../common/visual-day/visual-day.policy";
import { answersCheckIn } from "../../common/mood-checkins/mood-checkins.policy";

/**
 * The route-by-role table of the spec, read from the policies the server enforces (common/), so
 * menus and pages agree with it. The server still checks every call; this only decides what the client shows.
 */
export const access = {
  checkIn: answersCheckIn.roles,
  profile: isSchoolMember.roles,
  settings: hasAccountSettings.roles,
  modules: canReadModules.roles,
  classes: canReadClasses.roles,
  assignments: canReadAssignments.roles,
  students: canListStudents.roles,
  users: canManageUsers.roles,
  padres: canManageUsers.roles,
  adminPayments: canReviewPayments.roles,
  studentWork: followsStudentsWork.roles,
  children: canOpenChildPages.roles,
  workSubmissions: followsOwnChildren.roles,
  payments: canSubmitPayments.roles,
  materials: canManageMaterials.roles,
  materias: canManageMaterias.roles,
  tribes: canReadTribes.roles,
  subjectModules: canBrowseSubjectModules.roles,
  modulePage: canOpenModulePage.roles,
  studentAccessibility: canOpenStudentAccessibility.roles,
  ownLearningProfile: readsOwnLearningProfile.roles,
  adminOnly: isAdmin.roles,
  assignmentsManage: canManageAssignments.roles,
  visualDay: canBuildVisualDay.roles,
  myDay: readsOwnDay.roles,
  studentHome: hasStudentDashboard.roles,
  classSignIn: canRunClassSignIn.roles,
  /** Issue 25: the register (staff); a parent reads a child's attendance under 'Mis Hijos'. */
  attendance: canTakeAttendance.roles,
  /** Issue 25: 'Comunicados' (staff write, families read); a student's are on the home. */
  announcements: hasAnnouncementsPage.roles,
  /** Issue 26: 'Boletines' (staff fill and publish); a family reads a child's under 'Mis Hijos'. */
  reportCards: canWriteReportCards.roles,
  /** Issue 26: a student's PIAR (staff write it); a family reads and agrees to a child's under 'Mis Hijos'. */
  piar: canWritePiars.roles,
  /** Issue 34: a family's report cards and PIAR, one menu entry each (the child chosen on the page). */
  familyReportCards: followsOwnChildren.roles,
  familyPiar: followsOwnChildren.roles,
  /** Issue 35: the SIEE (everyone reads it), support activities (staff), the commission's acta (admins write, the tribe's teachers read). */
  siee: canOpenSieePage.roles,
  supportActivities: canWriteActivities.roles,
  commission: canReadActas.roles,
  /** Issue 36: the SIMAT report and the Libro de matrícula (admins). */
  enrolmentReports: isAdmin.roles,
  /** Issue 36: 'Matrícula' (the files, their novedades, the import and the year-end step): admins. */
  enrolment: isAdmin.roles,
  /** Issue 36: a child's file (admins edit, the child's teachers read its school-life part) and the family's 'Ficha de matrícula'. */
  studentRecord: canOpenRecordPage.roles,
  familyRecord: canOpenFamilyRecord.roles,
  /** Issue 25: everyone's own notification centre (the bell and /dashboard/notificaciones). */
  notifications: canUseNotifications.roles,
} satisfies Record<string, readonly Role[]>;

/**
 * One name per screen and role (issue 22): the menu entry, the top bar and the page's heading all
 * read it here, so a teacher opens 'Mis Estudiantes' and lands on 'Mis Estudiantes'.
 */
export const pageNames = {
  users: "Usuarios",
  /** Admins see every student (they reach them under 'Usuarios'); a teacher, theirs. */
  students: (role: Role) => (canManageUsers({ role }) ? "Estudiantes" : "Mis Estudiantes"),
} as const;

export { roleLabels as roleLabel } from "../../common/users/role-labels";

/** Route guard rule of the spec: the role, trimmed and lower-cased, must be among the allowed ones. */
export function roleAllowed(role: string | undefined, allowed: readonly string[] | undefined): boolean {
  if (!allowed) return true;
  const normalised = (role ?? "").trim().toLowerCase();
  return allowed.some((candidate) => candidate.trim().toLowerCase() === normalised);
}
