import type { Role } from "../../common/school";

/**
 * The route-by-role table of the spec, mirrored from the server's rules so menus and pages agree.
 * The server still checks every call; this only decides what the client shows.
 */
export const access = {
  profile: ["student", "teacher", "admin", "parent"],
  settings: ["admin", "parent"],
  modules: ["student", "teacher", "admin", "parent"],
  classes: ["student", "teacher", "admin"],
  assignments: ["student", "teacher", "admin"],
  students: ["teacher", "admin"],
  users: ["admin"],
  padres: ["admin"],
  adminPayments: ["admin"],
  studentWork: ["admin", "teacher", "parent"],
  children: ["parent", "admin"],
  workSubmissions: ["parent"],
  payments: ["parent"],
  materials: ["teacher", "admin"],
  materias: ["admin"],
  tribes: ["student", "teacher", "admin"],
  subjectModules: ["admin", "teacher", "student"],
  adminOnly: ["admin"],
  assignmentsManage: ["teacher", "admin"],
} as const satisfies Record<string, readonly Role[]>;

export type MenuEntry = { to: string; label: string; icon: string };

const tribeEntries: MenuEntry[] = [1, 2, 3, 4].map((n) => ({ to: `/dashboard/tribu-${n}`, label: `Tribu ${n}`, icon: "tribe" }));

export function menuFor(role: Role, tribe: string | null): MenuEntry[] {
  const home: MenuEntry = { to: "/dashboard", label: "Panel de Control", icon: "home" };
  const profile: MenuEntry = { to: "/dashboard/profile", label: "Mi Perfil", icon: "profile" };
  const modules: MenuEntry = { to: "/dashboard/modules", label: "Módulos", icon: "modules" };
  const studentWork: MenuEntry = { to: "/dashboard/student-work", label: "Trabajos de Estudiantes", icon: "work" };
  switch (role) {
    case "student": {
      const match = /^Tribu ([1-4])$/.exec(tribe ?? "");
      const own = match ? [{ to: `/dashboard/tribu-${match[1]}`, label: `Tribu ${match[1]}`, icon: "tribe" }] : [];
      // 'Mi día' (issue 12, the visual day) is not in the spec's menu; a child needs one fixed place for it.
      return [home, ...own, { to: "/dashboard/mi-dia", label: "Mi día", icon: "day" }, profile];
    }
    case "teacher":
      return [
        home,
        { to: "/dashboard/students", label: "Mis Estudiantes", icon: "students" },
        studentWork,
        modules,
        ...tribeEntries,
        { to: "/dashboard/visual-day", label: "Día visual", icon: "day" },
        profile,
      ];
    case "admin":
      return [
        home,
        { to: "/dashboard/users", label: "Usuarios", icon: "users" },
        { to: "/dashboard/padres", label: "Padres", icon: "parents" },
        { to: "/dashboard/admin-payments", label: "Pagos", icon: "payments" },
        studentWork,
        modules,
        { to: "/dashboard/materias", label: "Materias", icon: "materias" },
        ...tribeEntries,
        { to: "/dashboard/todo", label: "To Do", icon: "todo" },
        profile,
      ];
    case "parent":
      return [
        home,
        { to: "/dashboard/children", label: "Mis Hijos", icon: "children" },
        { to: "/dashboard/work-submissions", label: "Trabajos", icon: "work" },
        { to: "/dashboard/payments", label: "Pagos", icon: "payments" },
        modules,
        { to: "/dashboard/settings", label: "Configuración", icon: "settings" },
      ];
    default:
      return [home];
  }
}

export { roleLabels as roleLabel } from "../../common/users/role-labels";

/** Route guard rule of the spec: the role, trimmed and lower-cased, must be among the allowed ones. */
export function roleAllowed(role: string | undefined, allowed: readonly string[] | undefined): boolean {
  if (!allowed) return true;
  const normalised = (role ?? "").trim().toLowerCase();
  return allowed.some((candidate) => candidate.trim().toLowerCase() === normalised);
}
