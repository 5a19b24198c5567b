/** The school's fixed vocabularies: roles, account statuses and tribes (stored values, not labels). */
export const roles = ["student", "teacher", "admin", "parent", "coordinator", "user"] as const;
export type Role = (typeof roles)[number];
export const userStatuses = ["active", "pending", "suspended", "inactive"] as const;
export type UserStatus = (typeof userStatuses)[number];
export const tribes = ["Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4", "Tribu 5"] as const;
export type Tribe = (typeof tribes)[number];
export const navigationTribes = ["Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4"] as const;
/** The school's clock: its days and times are read in this zone (common/format.ts). */
export const schoolTimeZone = "America/Bogota";
