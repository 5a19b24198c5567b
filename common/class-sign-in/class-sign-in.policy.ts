import type { PolicyActor } from "../school.policy.js";
import { isAdmin, rolePolicy } from "../school.policy.js";

/**
 * Who runs a tribe's class sign-in: an admin, or a teacher ("tribeTeacher": the server asks the same
 * links as the attendance register and the PIAR). The tribe's code and cards (listing, switching,
 * rotating, printing) are its own teacher's: the tribe is the teacher's users.tribe. A child's
 * pictures (setting, unlocking, reading) are their teachers': of their tribe or of a class they teach.
 * A class with one pupil of a tribe gives that pupil's card, never the tribe's (issue 33). Anyone
 * else: no.
 */
export type TribeAccess = boolean | "tribeTeacher";

export function classSignInAccess(actor: PolicyActor): TribeAccess {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" ? "tribeTeacher" : false;
}

/** The page that runs class sign-in: admins and teachers (the roles classSignInAccess lets in), for the route table. */
export const canRunClassSignIn = rolePolicy("teacher", "admin");

/** A child's pictures, to practise at home: their parent ("child"), or whoever runs their tribe. */
export function picturesAccess(actor: PolicyActor): TribeAccess | "child" {
  return actor.role === "parent" ? "child" : classSignInAccess(actor);
}
