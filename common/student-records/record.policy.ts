import { isAdmin, type PolicyActor, rolePolicy, type StudentAccess } from "../school.policy.js";

/**
 * Who reaches a student's file (ficha de matrícula, issue 36), pure. Admins read and edit every file;
 * a child's teachers ("pupil": the server checks the child is theirs, with the PIAR's rule) read the
 * school-life part; the child's own family ("child") reads the whole file and asks for corrections.
 * Nobody else, not even the student.
 */
export function readRecordAccess(actor: PolicyActor): StudentAccess {
  if (isAdmin(actor)) return true;
  if (actor.role === "teacher") return "pupil";
  if (actor.role === "parent") return "child";
  return false;
}

/** Writing the file, the school's settings for files and answering correction requests: admins. */
export const canEditRecords = isAdmin;

/** Asking to correct a file: the child's own family. */
export function requestCorrectionAccess(actor: PolicyActor): StudentAccess {
  return actor.role === "parent" ? "child" : false;
}

/**
 * What each reader gets of the file: the whole file, or the school-life part a teacher needs in the
 * classroom (who the child is, grade and tribe, health insurer and blood type for an emergency, who
 * may pick the child up and how to call them). Never to a teacher: identity documents, birth date and
 * place, address, municipality, zone, stratum, previous school or the date of enrolment (the issue:
 * "not documents or addresses").
 */
export type RecordPart = "full" | "schoolLife";
export function recordPartFor(reach: StudentAccess): RecordPart {
  return reach === "pupil" ? "schoolLife" : "full";
}

/** The fields of the school-life part, by the API's names (student-records.view.ts builds from it). */
export const schoolLifeFields = ["id", "studentId", "firstNames", "lastNames", "sex", "grade", "tribe", "eps", "bloodType", "supportCategory", "guardians", "status", "updatedAt"] as const;
/** A guardian as a teacher reads it: no document. */
export const schoolLifeGuardianFields = ["name", "relationship", "phone", "canPickUp", "userId"] as const;

/** The page /dashboard/matricula/$studentId: admins edit it, teachers read their pupils' school-life part. */
export const canOpenRecordPage = rolePolicy("teacher", "admin");
/** The family's 'Ficha de matrícula' (/dashboard/children/ficha). */
export const canOpenFamilyRecord = rolePolicy("parent");
