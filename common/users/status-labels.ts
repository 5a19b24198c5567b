/** Spanish names of the account statuses (common/school.ts userStatuses), without zod, like role-labels.ts. */
export const statusLabels: Record<string, string> = {
  active: "Activo",
  pending: "Pendiente",
  suspended: "Suspendido",
  inactive: "Inactivo",
};
