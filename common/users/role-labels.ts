/**
 * Spanish names of the roles. Kept apart from users.schema.ts (which builds zod schemas) so the
 * web client's entry chunk can show a role's name without loading zod on the landing page.
 */
export const roleLabels: Record<string, string> = {
  admin: "Administrador",
  teacher: "Profesor",
  student: "Estudiante",
  parent: "Padre/Madre",
  coordinator: "Coordinador",
  user: "Usuario",
};
