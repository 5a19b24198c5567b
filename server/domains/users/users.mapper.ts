import type { UserRow } from "../../db/schema.js";
import type { PublicUser } from "../../../common/users/users.schema.js";

export function toPublicUser(row: UserRow): PublicUser {
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
