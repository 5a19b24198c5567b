import type { UserRow } from "../../db/schema.js";
import type { PublicUser } from "../../../common/users/users.schema.js";

/** The columns a public user is made of: what a session look-up reads (no password hash). */
export const publicUserColumns = ["id", "firstName", "lastName", "email", "role", "status", "tribe", "notes", "hours", "groupName", "avatar", "phone", "createdAt"] as const;
export type PublicUserRow = Pick<UserRow, (typeof publicUserColumns)[number]>;

export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
    tribe: row.tribe,
    notes: row.notes,
    hours: Number(row.hours),
    group_name: row.groupName,
    avatar: row.avatar,
    phone: row.phone ?? null,
    createdAt: row.createdAt,
    joinDate: row.createdAt,
  };
}
