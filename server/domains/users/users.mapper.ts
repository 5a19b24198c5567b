import type { UserRow } from "../../db/schema.js";
import type { PublicUser } from "../../../common/users/users.schema.js";
import { readsStaffNotes } from "../../../common/users/users.policy.js";
import type { Role } from "../../../common/school.js";

/** The columns a public user is made of: what a session look-up reads (no password hash). */
export const publicUserColumns = ["id", "firstName", "lastName", "email", "role", "status", "tribe", "notes", "hours", "groupName", "avatar", "phone", "createdAt"] as const;
export type PublicUserRow = Pick<UserRow, (typeof publicUserColumns)[number]>;

/**
 * A user as `viewer` may read them: the staff's notes only for staff (readsStaffNotes), so a
 * student's own session, a parent's list of children and the family's export never carry them.
 */
export function toPublicUser(row: PublicUserRow, viewer: { role: Role } | null): PublicUser {
  const user: PublicUser = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
    tribe: row.tribe,
    hours: Number(row.hours),
    group_name: row.groupName,
    avatar: row.avatar,
    phone: row.phone ?? null,
    createdAt: row.createdAt,
    joinDate: row.createdAt,
  };
  if (readsStaffNotes(viewer)) user.notes = row.notes;
  return user;
}
