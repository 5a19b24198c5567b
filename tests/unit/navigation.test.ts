import { describe, expect, it } from "vitest";
import { canManageModule } from "../../common/modules/modules.policy.js";
import { writePiarAccess } from "../../common/piar/piar.policy.js";
import { roles } from "../../common/school.js";
import { workScope } from "../../common/student-work/student-work.policy.js";
import { currentEntry, menuFor } from "../../web/lib/menu.js";
import { access, roleAllowed } from "../../web/lib/navigation.js";

const labels = (role: Parameters<typeof menuFor>[0], tribe: string | null = null) => menuFor(role, tribe).map((entry) => entry.label);

/** The spec's menus (part 1, 'Navigation menus'), now read from the policies in common/. */
describe("menus by role", () => {
  // Issue 22: Clases, Tareas, Materiales and Módulos are in the menus of the roles that may open them.
  it("student: home, their tribe, 'Mi día', their classes, tasks and modules, profile", () => {
    expect(labels("student", "Tribu 2")).toEqual(["Panel de Control", "Tribu 2", "Mi día", "Clases", "Tareas", "Módulos", "Mi Perfil"]);
    expect(labels("student", "Tribu 5")).toEqual(["Panel de Control", "Mi día", "Clases", "Tareas", "Módulos", "Mi Perfil"]);
  });

  it("teacher", () => {
    expect(labels("teacher")).toEqual([
      "Panel de Control",
      "Mis Estudiantes",
      "Trabajos de Estudiantes",
      "Asistencia",
      "Boletines",
      "PIAR",
      "Actividades de apoyo",
      "Comisión de promoción",
      "SIEE",
      "Comunicados",
      "Clases",
      "Tareas",
      "Materiales",
      "Módulos",
      "Tribu 1",
      "Tribu 2",
      "Tribu 3",
      "Tribu 4",
      "Día visual",
      "Ingreso con código",
      "Mi Perfil",
    ]);
  });

  it("admin", () => {
    expect(labels("admin")).toEqual([
      "Panel de Control",
      "Usuarios",
      "Padres",
      "Matrícula",
      "Pagos",
      "Trabajos de Estudiantes",
      "Asistencia",
      "Boletines",
      "PIAR",
      "Actividades de apoyo",
      "Comisión de promoción",
      "SIEE",
      "Certificados",
      "Comunicados",
      "Clases",
      "Tareas",
      "Materiales",
      "Módulos",
      "Materias",
      "Tribu 1",
      "Tribu 2",
      "Tribu 3",
      "Tribu 4",
      "Ingreso con código",
      "Pendientes",
      "Mi Perfil",
    ]);
  });

  it("parent", () => {
    expect(labels("parent")).toEqual(["Panel de Control", "Mis Hijos", "Trabajos", "Boletines", "PIAR", "Ficha de matrícula", "Pagos", "SIEE", "Comunicados", "Módulos", "Mi Perfil", "Configuración"]);
  });

  it("coordinator and user: home only", () => {
    expect(labels("coordinator")).toEqual(["Panel de Control"]);
    expect(labels("user")).toEqual(["Panel de Control"]);
  });

  it("every entry opens a page the role may open", () => {
    const pages: Record<string, readonly string[]> = {
      "/dashboard/students": access.students,
      "/dashboard/users": access.users,
      "/dashboard/padres": access.padres,
      "/dashboard/admin-payments": access.adminPayments,
      "/dashboard/children": access.children,
      "/dashboard/work-submissions": access.workSubmissions,
      "/dashboard/payments": access.payments,
      "/dashboard/student-work": access.studentWork,
      "/dashboard/modules": access.modules,
      "/dashboard/materias": access.materias,
      "/dashboard/visual-day": access.visualDay,
      "/dashboard/mi-dia": access.myDay,
      "/dashboard/todo": access.adminOnly,
      "/dashboard/ingreso-con-codigo": access.classSignIn,
      "/dashboard/profile": access.profile,
      "/dashboard/settings": access.settings,
      "/dashboard/comunicados": access.announcements,
      "/dashboard/boletines": access.reportCards,
      "/dashboard/piar": access.piar,
      "/dashboard/children/boletines": access.familyReportCards,
      "/dashboard/children/piar": access.familyPiar,
      "/dashboard/siee": access.siee,
      "/dashboard/actividades-de-apoyo": access.supportActivities,
      "/dashboard/comision-de-promocion": access.commission,
      "/dashboard/certificados": access.adminOnly,
    };
    for (const role of ["student", "teacher", "admin", "parent"] as const) {
      for (const entry of menuFor(role, "Tribu 1")) {
        const allowed = entry.to.startsWith("/dashboard/tribu-") ? access.tribes : pages[entry.to];
        if (entry.to !== "/dashboard") expect(roleAllowed(role, allowed), `${role} ${entry.to}`).toBe(true);
      }
    }
  });
});

describe("the route table keeps the spec's roles and their order (the denied page lists them)", () => {
  it("matches part 1's role access", () => {
    expect(access.profile).toEqual(["student", "teacher", "admin", "parent"]);
    expect(access.settings).toEqual(["admin", "parent"]);
    expect(access.classes).toEqual(["student", "teacher", "admin"]);
    expect(access.students).toEqual(["teacher", "admin"]);
    expect(access.studentWork).toEqual(["admin", "teacher", "parent"]);
    expect(access.children).toEqual(["parent", "admin"]);
    expect(access.subjectModules).toEqual(["admin", "teacher", "student"]);
    expect(access.materials).toEqual(["teacher", "admin"]);
    // Issue 25: staff write announcements and families read them here; a student reads theirs on the home.
    expect(access.announcements).toEqual(["teacher", "admin", "parent"]);
    // Issue 26: staff fill and publish the period's report cards; a family reads theirs under 'Mis Hijos'.
    expect(access.reportCards).toEqual(["teacher", "admin"]);
    // Issue 26: staff write a student's PIAR; a family reads and agrees to a child's under 'Mis Hijos'.
    expect(access.piar).toEqual(["teacher", "admin"]);
  });

  it("the PIAR page is open to exactly the roles that may write a plan", () => {
    const writers = roles.filter((role) => writePiarAccess({ id: 1, role }) !== false);
    expect([...access.piar].sort()).toEqual(writers.sort());
  });
});

describe("one rule for 'a teacher owns this module'", () => {
  const teacher = { id: 7, role: "teacher" as const };
  it("the module policy and the work scope agree", () => {
    expect(canManageModule(teacher, { createdById: 7 })).toBe(true);
    expect(canManageModule(teacher, { createdById: 8 })).toBe(false);
    expect(canManageModule({ id: 1, role: "admin" }, { createdById: 8 })).toBe(true);
    expect(canManageModule(null, { createdById: 7 })).toBe(false);
    expect(workScope(teacher)).toEqual({ kind: "modulesOf", ownerId: 7 });
  });
});

describe("the menu marks one entry as the page (issue 34)", () => {
  it("a family on its report cards is on 'Boletines', not also on 'Mis Hijos'; a child's pages stay under 'Mis Hijos'", () => {
    const entries = menuFor("parent", null);
    expect(currentEntry(entries, "/dashboard/children/boletines")).toBe("/dashboard/children/boletines");
    expect(currentEntry(entries, "/dashboard/children/piar/")).toBe("/dashboard/children/piar");
    expect(currentEntry(entries, "/dashboard/children/12/attendance")).toBe("/dashboard/children");
    expect(currentEntry(entries, "/dashboard")).toBe("/dashboard");
    expect(currentEntry(entries, "/dashboard/notificaciones")).toBe(null);
  });
});
