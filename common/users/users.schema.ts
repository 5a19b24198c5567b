import { z } from "zod";
import { toE164 } from "../phone.js";
import { typedNumberValue } from "../numbers.js";
import { roles, tribes, userStatuses } from "../school.js";
import { newPasswordField, passwordMessages } from "../auth/password-policy.js";
import { messageOutput, okOutput, summarised } from "../input-rules.js";
import { hasOnlyNameCharacters, nameCharactersMessage } from "./names.js";
import { studentSexes } from "./student-sex.js";

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
  /** The staff's notes on this person: present only for staff callers (readsStaffNotes). */
  notes: z.string().optional(),
  hours: z.number(),
  group_name: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Digits with the country code, e.g. 573001234567 (shown as +57 ...). */
  phone: z.string().nullable(),
  createdAt: z.string(),
  joinDate: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;


// ---------------------------------------------------------------------------------------------
// Inputs of the people calls (issue 3). Shared by the server and the web client.
// ---------------------------------------------------------------------------------------------

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const tribeSchema = z.enum(tribes);
export const requiredFieldsMessage = "Por favor completa todos los campos requeridos";

import { defaultUserSort, userSortKeys } from "./user-sort.js";
export { defaultUserSort, type UserSortKey, userSortKeys } from "./user-sort.js";

/** GET /api/users: search, filters, sort and paging, all done in SQL. A bad filter answers "Datos inválidos…". */
export const listUsersInput = summarised(z.object({
  search: z.string().trim().max(200).optional(),
  /** A tribe, or "none" for users without one. */
  tribe: z.union([tribeSchema, z.literal("none")]).optional(),
  role: roleSchema.optional(),
  /** Issue 34: the admin's home links the accounts waiting for approval (status=pending). */
  status: z.enum(userStatuses).optional(),
  /** People lists go by surname, then first name, unless another order is asked (issue 22). */
  sort: z.enum(userSortKeys).default(defaultUserSort.sort),
  direction: z.enum(["asc", "desc"]).default(defaultUserSort.direction),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
}));
export type ListUsersInput = z.input<typeof listUsersInput>;
export type ListUsersQuery = z.output<typeof listUsersInput>;

export const userListOutput = z.object({
  users: z.array(publicUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UserList = z.infer<typeof userListOutput>;

const requiredText = (max: number) =>
  z.string({ error: requiredFieldsMessage }).trim().min(1, requiredFieldsMessage).max(max, `Máximo ${max} caracteres`);

/** A first or last name: required, and without control or bidi-override characters (names.ts). */
const personName = () => requiredText(100).refine(hasOnlyNameCharacters, nameCharactersMessage);

/** POST /api/users/admin/create. Defaults of the spec: role student, status active, hours 0. */
export const createUserInput = z.object({
  email: requiredText(254).toLowerCase().regex(emailPattern, "Correo inválido"),
  password: newPasswordField(requiredFieldsMessage),
  firstName: personName(),
  lastName: personName(),
  role: roleSchema.default("student"),
  status: userStatusSchema.default("active"),
  tribe: tribeSchema.nullish().or(z.literal("").transform(() => null)),
  notes: z.string().max(2000).default(""),
  hours: z.preprocess(typedNumberValue, z.number().min(0).max(100_000)).default(0),
});
export type CreateUserInput = z.input<typeof createUserInput>;

export const phoneMessage =
  "Número de teléfono no válido. Escribe un celular de Colombia (300 123 4567) o un número con + y el indicativo de su país (+1 212 555 0100); solo dígitos, espacios, +, - y paréntesis.";

/**
 * A phone as people type it; stored as E.164's digits (country code first, no +), blank as none. A
 * Colombian number may come without +57 (common/phone.ts), which is added: WhatsApp sends to these
 * digits as they are.
 */
export const phoneField = z
  .string()
  .trim()
  .max(40, phoneMessage)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const e164 = /^[\d\s+\-()]+$/.test(value) ? toE164(value) : null;
    if (!e164) {
      ctx.addIssue({ code: "custom", message: phoneMessage });
      return z.NEVER;
    }
    return e164.slice(1);
  });

/** How a stored phone is shown: +57 300 123 4567 style grouping is left to the reader; we add the +. */
export function displayPhone(digits: string | null | undefined): string {
  return digits ? `+${digits}` : "";
}

/**
 * PUT /api/users/{id}. Admins edit status, tribe, notes and hours of others (the table's
 * 'Guardar cambios'); every user edits their own names, email, avatar and password.
 */
export const updateUserInput = z.object({
  status: z.enum(["active", "pending", "suspended"]).optional(),
  tribe: tribeSchema.nullable().or(z.literal("").transform(() => null)).optional(),
  notes: z.string().max(2000).optional(),
  hours: z.preprocess(typedNumberValue, z.number({ error: "Las horas deben ser un número, por ejemplo 7,5" }).min(0).max(100_000)).optional(),
  firstName: personName().optional(),
  lastName: personName().optional(),
  email: requiredText(254).toLowerCase().regex(emailPattern, "Correo inválido").optional(),
  avatar: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === "" || /^https?:\/\//i.test(v), "La URL del avatar debe empezar por http:// o https://")
    .nullable()
    .optional(),
  phone: phoneField.optional(),
  /** Issue 34: a student's sex as on the identity document, on the student's file; admins only. */
  sex: z.enum(studentSexes, { error: "Elige Femenino o Masculino, como en el documento de identidad" }).nullable().optional(),
  currentPassword: z.string().max(256).optional(),
  /** The password rule of issue 19 (at least 8 characters, not a common one); blank counts as too short. */
  newPassword: newPasswordField(passwordMessages.tooShort).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInput>;
export type UpdateUserFields = z.output<typeof updateUserInput>;
export const updateUserCall = updateUserInput.extend({ id: z.coerce.number().int().positive() });

/** token: a fresh token for this session when the caller's own password, email or status changed (the old one ends). */
export const updatedUserSchema = z.object({ user: publicUserSchema, token: z.string().optional() });
export const updateUserOutput = messageOutput(updatedUserSchema.shape);

export const changeRoleInput = z.object({ newRole: roleSchema });
export const changeRoleCall = changeRoleInput.extend({ id: z.coerce.number().int().positive() });

export const idInput = z.object({ id: z.coerce.number().int().positive() });
export const childLinkInput = z.object({
  parentId: z.coerce.number().int().positive(),
  studentId: z.coerce.number().int().positive(),
});

export const deleteUserOutput = messageOutput({ reassigned: z.boolean() });
export const userLinkOutput = okOutput;

/** A parent with their children, for 'Gestión de Padres'. */
export const parentWithChildrenSchema = publicUserSchema.extend({ children: z.array(publicUserSchema) });
export type ParentWithChildren = z.infer<typeof parentWithChildrenSchema>;

/** 'Gestión de Padres': an optional search over the parents and their children. */
export const parentsInput = z.object({ search: z.string().trim().max(200).optional() }).optional();
export const tribeMembersInput = z.object({ tribe: tribeSchema });
export const assignTribeModuleInput = z.object({
  tribe: tribeSchema,
  moduleId: z.coerce.number({ error: "Selecciona un módulo" }).int().positive("Selecciona un módulo"),
});
export const tribeAssignmentSchema = z.object({ members: z.number(), added: z.number() });
export const assignTribeModuleOutput = messageOutput(tribeAssignmentSchema.shape);
export const noUsersInTribe = (tribe: string) => `No se encontraron usuarios en la tribu ${tribe}`;
export const tribeModuleAssigned = (members: number, tribe: string) => `Módulo asignado a ${members} usuarios de ${tribe}`;
export const tribeMembersOutput = z.object({ users: z.array(publicUserSchema), total: z.number() });

/** The student's file as far as it goes today (issue 34; issue 36 builds the rest). */
export const studentFileSchema = z.object({ studentId: z.number(), sex: z.enum(studentSexes).nullable() });
export type StudentFile = z.infer<typeof studentFileSchema>;

export const userMessages = {
  sexOnlyForStudents: "Solo la ficha de un estudiante lleva el sexo del documento de identidad",
  onlyAdminsChangeRoles: "Solo los administradores pueden cambiar roles",
  deleteForbidden: "No tienes permisos para eliminar este usuario.",
  deleteNotFound: "El usuario no existe o ya fue eliminado.",
  deleteSelf: "No se puede eliminar el usuario: no puedes eliminar tu propia cuenta.",
  deleteNoAdmin: "No se puede eliminar el usuario porque tiene datos asociados y no hay admin disponible para reasignar.",
  deletedReassigned: "Usuario eliminado correctamente. Sus módulos, clases y tareas fueron reasignados al admin.",
  deleted: "Usuario eliminado correctamente.",
  emailTaken: "El correo electrónico ya está registrado.",
  notFound: "El usuario no existe o ya fue eliminado.",
  profileUpdated: "Perfil actualizado correctamente",
  changesSaved: "Cambios guardados correctamente",
  roleChanged: "Rol actualizado correctamente",
  ownRole: "No puedes cambiar tu propio rol",
  ownStatus: "No puedes cambiar tu propio estado",
  currentPasswordRequired: "Ingresa tu contraseña actual para cambiarla",
  currentPasswordWrong: "La contraseña actual no es correcta",
  notAParent: "El usuario elegido no es un padre o madre",
  notAStudent: "El usuario elegido no es un estudiante",
  alreadyHasParent: "Este estudiante ya tiene un padre asignado",
  relationCreated: "Relación creada correctamente",
  relationRemoved: "Relación eliminada correctamente",
  /** Issue 33: a WhatsApp message from a number is filed under the one family account with it. */
  phoneTaken: "Ese teléfono ya está registrado en otra cuenta de familia. Cada familia necesita su propio número para que sus mensajes de WhatsApp lleguen a su cuenta.",
} as const;

/** The answer's message after an edit: the caller's own profile, or someone else's record. */
export const userUpdatedMessage = (ownProfile: boolean) => (ownProfile ? userMessages.profileUpdated : userMessages.changesSaved);
/** The answer's message after a deletion: whether the user's modules, classes and tasks went to an admin. */
export const userDeletedMessage = (reassigned: boolean) => (reassigned ? userMessages.deletedReassigned : userMessages.deleted);

/** users.tribes: the tribes that have people in the caller's scope, in the school's order. */
export const schoolTribesOutput = z.object({ tribes: z.array(z.string()) });
