import { roles, tribes } from "../../../common/school";
import { roleLabels } from "../../../common/users/role-labels";

export const statusLabels: Record<string, string> = {
  active: "Activo",
  pending: "Pendiente",
  suspended: "Suspendido",
  inactive: "Inactivo",
};

/** Statuses the table offers; 'inactive' is set only at creation (spec section 4). */
export const editableStatuses = ["active", "pending", "suspended"] as const;
export const allTribes = tribes;
export const allRoles = roles;
export { roleLabels };

const dateFormat = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium" });
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : dateFormat.format(date);
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
