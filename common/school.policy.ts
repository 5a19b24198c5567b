import type { Role } from "./school.js";

/**
 * Who may do what is decided once, here and in each domain's `<domain>.policy.ts`: pure functions of
 * the caller (and of the record, when the answer depends on it). The server's services enforce them
 * (server/lib/access.ts), the repositories apply their scopes in SQL and the client's route table and
 * menus show what they allow.
 */

/** The caller a policy is asked about: the server's signed-in actor or the client's user. */
export type PolicyActor = { id: number; role: Role };

/**
 * A rule decided by the role alone (nobody signed out passes it). It keeps its roles, in the order
 * given, so the client's route table and denied page can list them.
 */
export type RolePolicy = ((actor: { role: Role } | null) => boolean) & { readonly roles: readonly Role[] };

export function rolePolicy(...roles: Role[]): RolePolicy {
  return Object.assign((actor: { role: Role } | null) => actor !== null && roles.includes(actor.role), { roles: Object.freeze([...roles]) });
}

export const isAdmin = rolePolicy("admin");
/** Teachers and admins: the school's staff. */
export const isStaff = rolePolicy("teacher", "admin");
/** The four roles with a dashboard (coordinator and user are labels only). */
export const isSchoolMember = rolePolicy("student", "teacher", "admin", "parent");

/**
 * A decision about one student's records: settled by the role alone (true or false), or by a link
 * the server looks up: the caller is the student's parent ("child") or teaches them in a class ("pupil").
 */
export type StudentAccess = boolean | "child" | "pupil";
