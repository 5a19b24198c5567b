import { roles, tribes } from "../../../common/school";

/** Statuses the table offers; 'inactive' is set only at creation (spec section 4). */
export const editableStatuses = ["active", "pending", "suspended"] as const;
export const allTribes = tribes;
export const allRoles = roles;
