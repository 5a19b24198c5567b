import { z } from "zod";
import { roles, userStatuses } from "../../db/schema.js";

export const roleSchema = z.enum(roles);
export const userStatusSchema = z.enum(userStatuses);

/** What every call returns for a user: explicit columns, never the password hash. */
export const publicUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  tribe: z.string().nullable(),
  notes: z.string(),
  hours: z.number(),
  group_name: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  joinDate: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const roleLabels: Record<string, string> = {
  admin: "Administrador",
  teacher: "Profesor",
  student: "Estudiante",
  parent: "Padre/Madre",
  coordinator: "Coordinador",
  user: "Usuario",
};
