import type { RecordPart } from "../../../common/student-records/record.policy.js";
import type { RecordInput, StudentRecord } from "../../../common/student-records/record.schema.js";
import type { GuardianRow, RecordRow } from "./student-records.repo.js";

/**
 * Which columns each reader gets of a file (common/student-records/record.policy.ts): the whole file,
 * or the school-life part, built from an explicit list so that a column added later reaches a teacher
 * only when it is named here. The parts a reader may not see are absent, not null.
 */
export function recordView(row: RecordRow, guardians: readonly GuardianRow[], part: RecordPart): StudentRecord {
  const schoolLife = {
    id: row.id,
    studentId: row.studentId,
    firstNames: row.firstNames,
    lastNames: row.lastNames,
    sex: row.sex,
    grade: row.grade,
    tribe: row.tribe,
    eps: row.eps,
    bloodType: row.bloodType,
    supportCategory: row.supportCategory,
    status: row.status,
    updatedAt: row.updatedAt,
  };
  if (part === "schoolLife") {
    return {
      ...schoolLife,
      guardians: guardians.map((g) => ({ name: g.name, relationship: g.relationship, phone: g.phone, canPickUp: g.canPickUp === 1, userId: g.userId })),
    };
  }
  return {
    ...schoolLife,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    birthCountry: row.birthCountry,
    address: row.address,
    municipality: row.municipality,
    zone: row.zone,
    stratum: row.stratum,
    previousSchool: row.previousSchool,
    enrolledOn: row.enrolledOn,
    guardians: guardians.map((g) => ({
      name: g.name,
      documentType: g.documentType,
      documentNumber: g.documentNumber,
      relationship: g.relationship,
      phone: g.phone,
      canPickUp: g.canPickUp === 1,
      userId: g.userId,
    })),
  };
}

/** The file's fields as stored, for telling which changed (names only go to the audit log). */
export function comparable(row: RecordRow | undefined, guardians: readonly GuardianRow[]): Record<string, unknown> {
  if (!row) return {};
  const { id: _id, studentId: _s, createdAt: _c, updatedAt: _u, updatedById: _b, status: _st, tribe: _t, ...fields } = row;
  return {
    ...fields,
    guardians: JSON.stringify(guardians.map((g) => [g.name, g.documentType, g.documentNumber, g.relationship, g.phone, g.canPickUp === 1, g.userId])),
  };
}

/** The same comparable shape from what is about to be written. */
export function comparableInput(input: RecordInput): Record<string, unknown> {
  const { guardians, ...fields } = input;
  return {
    ...fields,
    documentNumber: input.documentType === "SD" ? null : input.documentNumber,
    guardians: JSON.stringify(guardians.map((g) => [g.name, g.documentType, g.documentType === "SD" ? null : g.documentNumber, g.relationship, g.phone, g.canPickUp, g.userId])),
  };
}

/** The names of the fields that differ (every field of a new file). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => (before[key] ?? null) !== (after[key] ?? null));
}
