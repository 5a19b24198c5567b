import { isAdmin, isStaff, type PolicyActor } from "../school.policy.js";

/** Materials are the staff's: teachers and admins list and add them. */
export const canManageMaterials = isStaff;

/** A material is changed by whoever added it, or an admin. */
export function canEditMaterial(actor: PolicyActor, material: { createdById: number | null }): boolean {
  return isAdmin(actor) || material.createdById === actor.id;
}
