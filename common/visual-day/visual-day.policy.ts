import type { Role } from "../school.js";
import { isStaff, rolePolicy } from "../school.policy.js";

/** Teachers and admins build and move any tribe's day (tribe pages are open to every teacher). */
export const canBuildVisualDay = isStaff;
/** A student reads their own tribe's day ('Mi día'). */
export const readsOwnDay = rolePolicy("student");
/** A parent reads their children's tribes' days. */
export const readsChildrenDays = rolePolicy("parent");

/** Whose days a caller reads: any tribe's, their own tribe's, their children's tribes'; or none. */
export type DayReach = "any" | "own" | "children";

export function dayReach(actor: { role: Role }): DayReach | null {
  if (canBuildVisualDay(actor)) return "any";
  if (readsOwnDay(actor)) return "own";
  return readsChildrenDays(actor) ? "children" : null;
}
