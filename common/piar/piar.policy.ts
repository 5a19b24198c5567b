import { isAdmin, type PolicyActor, rolePolicy } from "../school.policy.js";

/**
 * Who reaches a student's PIAR (issue 26), pure: the student's teachers ("pupil": the server checks
 * the student is theirs), admins (who act as coordinators), and the student's own family ("child").
 * Nobody else, not even the student: it holds health and family context.
 */
export type PiarReach = boolean | "pupil" | "child";

export function readPiarAccess(actor: PolicyActor): PiarReach {
  if (isAdmin(actor)) return true;
  if (actor.role === "teacher") return "pupil";
  if (actor.role === "parent") return "child";
  return false;
}

/** Writing the plan and its follow-ups: the student's teachers and admins. */
export function writePiarAccess(actor: PolicyActor): PiarReach {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" ? "pupil" : false;
}

/** The 'PIAR' screen, for the route table and the menus: the roles that write plans (writePiarAccess). */
export const canWritePiars = rolePolicy("teacher", "admin");

/** Agreeing to it (the acta de acuerdo): the student's family. */
export function agreePiarAccess(actor: PolicyActor): PiarReach {
  return actor.role === "parent" ? "child" : false;
}

/**
 * Signing the acta (Anexo 3) as the school: the student's teachers ("Docente") and admins (as
 * directivo). The family signs by agreeing (agreePiarAccess).
 */
export function signPiarAccess(actor: PolicyActor): PiarReach {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" ? "pupil" : false;
}
