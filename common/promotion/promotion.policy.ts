import { isAdmin, type PolicyActor, rolePolicy } from "../school.policy.js";

/**
 * Who does what with the SIEE and promotion (issue 35), pure; the server looks up the links
 * ("pupil": the caller teaches the student; "child": the caller's child).
 */

/** The SIEE in force and its history: everyone signed in (Decreto 1290 art. 8.5: the school divulges it). */
export const canReadSiee = rolePolicy("student", "teacher", "admin", "parent");
/** The 'SIEE' screen and its menu entry: staff and families (a child's menu stays short; the API also answers a student). */
export const canOpenSieePage = rolePolicy("teacher", "admin", "parent");
/** Writing and adopting a new version: admins (after the consejo directivo approves it, art. 8.3). */
export const canAdoptSiee = rolePolicy("admin");

/** A student's support activities: their teachers, admins, and their own family. */
export function readActivitiesAccess(actor: PolicyActor): boolean | "pupil" | "child" {
  if (isAdmin(actor)) return true;
  if (actor.role === "teacher") return "pupil";
  if (actor.role === "parent") return "child";
  return false;
}

/** Creating one and recording its result: the student's teachers and admins. */
export function writeActivitiesAccess(actor: PolicyActor): boolean | "pupil" {
  if (isAdmin(actor)) return true;
  return actor.role === "teacher" ? "pupil" : false;
}

/** The 'Actividades de apoyo' screen: teachers and admins. */
export const canWriteActivities = rolePolicy("teacher", "admin");

/** The commission's acta: admins write and sign it; the tribe's teachers read it. */
export const canWriteActas = rolePolicy("admin");
export const canReadActas = rolePolicy("teacher", "admin");
