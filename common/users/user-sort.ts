/**
 * The orders of the people lists, without zod, so the pages' URL rules can read them without
 * loading the schemas on the landing page. People go by surname, then first name, unless another
 * order is asked (issue 22).
 */
export const userSortKeys = ["name", "email", "role", "tribe", "status", "createdAt"] as const;
export type UserSortKey = (typeof userSortKeys)[number];
export const defaultUserSort = { sort: "name", direction: "asc" } as const satisfies { sort: UserSortKey; direction: "asc" | "desc" };
