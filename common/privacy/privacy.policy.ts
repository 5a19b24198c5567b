import { isAdmin, type PolicyActor, type StudentAccess } from "../school.policy.js";
import { followsOwnChildren } from "../users/users.policy.js";

/** The consent list and erasing a student are the admin's. */
export const canManagePrivacy = isAdmin;

/** Consent to the privacy notice is given and withdrawn by the student's linked parent. */
export function consentAccess(actor: PolicyActor): StudentAccess {
  return followsOwnChildren(actor) ? "child" : false;
}

/** A student's data export: the admin and the student's linked parent. */
export function exportAccess(actor: PolicyActor): StudentAccess {
  if (isAdmin(actor)) return true;
  return followsOwnChildren(actor) ? "child" : false;
}
