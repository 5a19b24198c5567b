import { isSchoolMember, type PolicyActor } from "../school.policy.js";

/**
 * A self-registered account (issue 33: /register makes a student with no tribe) belongs to nobody
 * yet. It reads nothing of the school (announcements, their attachments, notifications) until an
 * admin places it in a tribe or a teacher enrols it in a class; the screens show `notPlacedMessage`
 * where the announcements would be. Parent, teacher and admin accounts are only ever made by an
 * admin, so they are placed; 'user' and 'coordinator' accounts are not school members at all
 * (isSchoolMember) and are refused before this is asked.
 */
export type Placement = { tribe: string | null; classes: number };

export function isPlaced(actor: PolicyActor, placement: Placement): boolean {
  if (actor.role === "student") return placement.tribe !== null || placement.classes > 0;
  return isSchoolMember(actor);
}

/** In a child's words (self-registration makes a student): no "cuenta", "ubicada" or "administración". */
export const notPlacedMessage =
  "Todavía no estás en una tribu. Cuando la escuela te ponga en una, aquí verás los avisos.";
