import type { Role } from "../../common/school";
import { isAdmin, isSchoolMember } from "../../common/school.policy";
import { canReadAssignments } from "../../common/assignments/assignments.policy";
import { hasAnnouncementsPage } from "../../common/announcements/announcements.policy";
import { canTakeAttendance } from "../../common/attendance/attendance.policy";
import { canWriteReportCards } from "../../common/report-cards/report-cards.policy";
import { canWritePiars } from "../../common/piar/piar.policy";
import { canOpenFamilyRecord } from "../../common/student-records/record.policy";
import { canOpenSieePage, canReadActas, canWriteActivities } from "../../common/promotion/promotion.policy";
import { canRunClassSignIn } from "../../common/class-sign-in/class-sign-in.policy";
import { canReadClasses } from "../../common/classes/classes.policy";
import { canManageMaterials } from "../../common/materials/materials.policy";
import { canManageMaterias, canReadTribes } from "../../common/materias/materias.policy";
import { canReadModules, readsOwnTribeOnly } from "../../common/modules/modules.policy";
import { canReviewPayments, canSubmitPayments } from "../../common/payments/payments.policy";
import { followsStudentsWork } from "../../common/student-work/student-work.policy";
import { canListStudents, canManageUsers, canOpenChildPages, followsOwnChildren, hasAccountSettings } from "../../common/users/users.policy";
import { canBuildVisualDay, readsOwnDay } from "../../common/visual-day/visual-day.policy";
import { pageNames } from "./navigation";

/**
 * The dashboard's sidebar. Kept apart from navigation.ts (the route table every route file
 * imports) so that the menu is downloaded with the dashboard, not with the public landing page.
 */
export type MenuEntry = { to: string; label: string; icon: string };

const tribeEntry = (n: string): MenuEntry => ({ to: `/dashboard/tribu-${n}`, label: `Tribu ${n}`, icon: "tribe" });

/**
 * The sidebar, in the spec's order: an entry shows when the role may open its page (the same
 * policies as the route table) and does not reach that page from another entry of its menu.
 */
export function menuFor(role: Role, tribe: string | null): MenuEntry[] {
  const who = { role };
  const ownTribe = /^Tribu ([1-4])$/.exec(tribe ?? "")?.[1];
  const entries: Array<[MenuEntry, boolean]> = [
    [{ to: "/dashboard", label: "Panel de Control", icon: "home" }, true],
    ...(ownTribe ? [[tribeEntry(ownTribe), readsOwnTribeOnly(who)] as [MenuEntry, boolean]] : []),
    // 'Mi día' (issue 12, the visual day) is not in the spec's menu; a child needs one fixed place for it.
    [{ to: "/dashboard/mi-dia", label: "Mi día", icon: "day" }, readsOwnDay(who)],
    // Admins find every student under 'Usuarios', and a child's pages from 'Padres'.
    [{ to: "/dashboard/students", label: pageNames.students(role), icon: "students" }, canListStudents(who) && !canManageUsers(who)],
    [{ to: "/dashboard/users", label: pageNames.users, icon: "users" }, canManageUsers(who)],
    [{ to: "/dashboard/padres", label: "Padres", icon: "parents" }, canManageUsers(who)],
    // Issue 36: the school's record of its students (files, novedades, import, year end).
    [{ to: "/dashboard/matricula", label: "Matrícula", icon: "enrolment" }, isAdmin(who)],
    [{ to: "/dashboard/admin-payments", label: "Pagos", icon: "payments" }, canReviewPayments(who)],
    [{ to: "/dashboard/children", label: "Mis Hijos", icon: "children" }, canOpenChildPages(who) && !canManageUsers(who)],
    [{ to: "/dashboard/work-submissions", label: "Trabajos", icon: "work" }, followsOwnChildren(who)],
    // Issue 34: a family reaches its children's report cards and PIAR in one tap, not only inside 'Mis Hijos'.
    [{ to: "/dashboard/children/boletines", label: "Boletines", icon: "reportCards" }, followsOwnChildren(who)],
    [{ to: "/dashboard/children/piar", label: "PIAR", icon: "piar" }, followsOwnChildren(who)],
    // Issue 36: the child's file, read-only, with its certificates and a way to ask for a correction.
    [{ to: "/dashboard/children/ficha", label: "Ficha de matrícula", icon: "record" }, canOpenFamilyRecord(who)],
    [{ to: "/dashboard/payments", label: "Pagos", icon: "payments" }, canSubmitPayments(who)],
    // A parent's 'Trabajos' links to this list with its search and filters: one menu entry for one thing.
    [{ to: "/dashboard/student-work", label: "Trabajos de Estudiantes", icon: "work" }, followsStudentsWork(who) && !followsOwnChildren(who)],
    // Issue 22: every section a role may open is in its menu (or one click away on a page of it).
    // Issue 25: the day's register; admins reach the school calendar from it.
    [{ to: "/dashboard/asistencia", label: "Asistencia", icon: "attendance" }, canTakeAttendance(who)],
    // Issue 26: the period's report cards.
    [{ to: "/dashboard/boletines", label: "Boletines", icon: "reportCards" }, canWriteReportCards(who)],
    // Issue 26: the students' PIAR (Plan Individual de Ajustes Razonables).
    [{ to: "/dashboard/piar", label: "PIAR", icon: "piar" }, canWritePiars(who)],
    // Issue 35: support activities for a Bajo, the commission's acta, and the SIEE everyone reads.
    [{ to: "/dashboard/actividades-de-apoyo", label: "Actividades de apoyo", icon: "support" }, canWriteActivities(who)],
    [{ to: "/dashboard/comision-de-promocion", label: "Comisión de promoción", icon: "commission" }, canReadActas(who)],
    [{ to: "/dashboard/siee", label: "SIEE", icon: "siee" }, canOpenSieePage(who)],
    // Issue 36: constancias and certificados de estudio, each with a code anyone can verify at /verificar.
    [{ to: "/dashboard/certificados", label: "Certificados", icon: "certificates" }, isAdmin(who)],
    // Issue 25: announcements; a student finds the ones for them on the home.
    [{ to: "/dashboard/comunicados", label: "Comunicados", icon: "announcements" }, hasAnnouncementsPage(who)],
    [{ to: "/dashboard/classes", label: "Clases", icon: "classes" }, canReadClasses(who)],
    [{ to: "/dashboard/assignments", label: "Tareas", icon: "assignments" }, canReadAssignments(who)],
    [{ to: "/dashboard/materials", label: "Materiales", icon: "materials" }, canManageMaterials(who)],
    [{ to: "/dashboard/modules", label: "Módulos", icon: "modules" }, canReadModules(who)],
    [{ to: "/dashboard/materias", label: "Materias", icon: "materias" }, canManageMaterias(who)],
    ...["1", "2", "3", "4"].map((n): [MenuEntry, boolean] => [tribeEntry(n), canReadTribes(who) && !readsOwnTribeOnly(who)]),
    // Admins open the visual day from their dashboard's tools (features/dashboard/admin-tools.tsx).
    [{ to: "/dashboard/visual-day", label: "Día visual", icon: "day" }, canBuildVisualDay(who) && !isAdmin(who)],
    [{ to: "/dashboard/ingreso-con-codigo", label: "Ingreso con código", icon: "classCode" }, canRunClassSignIn(who)],
    [{ to: "/dashboard/todo", label: "Pendientes", icon: "todo" }, isAdmin(who)],
    // Admins reach their account's 'Configuración' from 'Mi Perfil'.
    [{ to: "/dashboard/profile", label: "Mi Perfil", icon: "profile" }, isSchoolMember(who)],
    [{ to: "/dashboard/settings", label: "Configuración", icon: "settings" }, hasAccountSettings(who) && !isAdmin(who)],
  ];
  return entries.flatMap(([entry, shown]) => (shown ? [entry] : []));
}

/**
 * Pages that are a second door to a screen the menu already opens, so they need no link of their
 * own: the create forms also open as dialogs on their lists, and an admin's 'Mis Hijos' only points
 * to 'Padres'. The menu test (tests/e2e/menu-reach.spec.ts) counts them as reached through it.
 */
export const secondDoors: Record<string, string> = {
  "/dashboard/create-class": "/dashboard/classes",
  "/dashboard/modules/new": "/dashboard/modules",
  "/dashboard/children": "/dashboard/padres",
  /** The bell in the top bar of every screen opens its list, whose last link is the whole page (two clicks). */
  "/dashboard/notificaciones": "/dashboard",
  /** "¿Cómo llegas hoy?" (issue 37) opens by itself after a child signs in, before her home. */
  "/dashboard/como-llego": "/dashboard",
};


/**
 * The menu entry of the page at `pathname`: the longest entry that is the path or a folder of it,
 * so a family on /dashboard/children/boletines is on 'Boletines', not also on 'Mis Hijos'.
 */
export function currentEntry(entries: MenuEntry[], pathname: string): string | null {
  const path = pathname.replace(/\/$/, "") || "/";
  let best: string | null = null;
  for (const { to } of entries) {
    const inside = to === "/dashboard" ? path === to : path === to || path.startsWith(`${to}/`);
    if (inside && (best === null || to.length > best.length)) best = to;
  }
  return best;
}
