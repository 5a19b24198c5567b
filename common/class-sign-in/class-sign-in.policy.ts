import type { PolicyActor } from "../school.policy.js";
import { isAdmin, rolePolicy } from "../school.policy.js";

/**
 * Who runs a tribe's class sign-in (the code, the cards' pictures, unlocking a card): an admin, or a
 * teacher of that tribe ("tribeTeacher": the server checks that the teacher's own tribe is it, or that
 * they teach a class with a student of it). Anyone else: no.
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
