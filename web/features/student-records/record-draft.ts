import { formatPhone } from "../../../common/phone";
import type { StudentRecord } from "../../../common/student-records/record.schema";

/** One guardian as the form holds it: every field a string (or a box), as typed. */
export type GuardianDraft = { key: number; name: string; documentType: string; documentNumber: string; relationship: string; phone: string; canPickUp: boolean; userId: string };

/** The whole file as the form holds it. */
export type RecordDraft = {
  documentType: string;
  documentNumber: string;
  firstNames: string;
  lastNames: string;
  birthDate: string;
  birthPlace: string;
  birthCountry: string;
  sex: string;
  grade: string;
  address: string;
  municipality: string;
  zone: string;
  stratum: string;
  eps: string;
  bloodType: string;
  supportCategory: string;
  previousSchool: string;
  enrolledOn: string;
  guardians: GuardianDraft[];
};

let nextKey = 1;
export const emptyGuardian = (): GuardianDraft => ({ key: nextKey++, name: "", documentType: "CC", documentNumber: "", relationship: "", phone: "", canPickUp: false, userId: "" });

/** The form's start: the stored file, or the child's names from the account when there is no file yet. */
export function draftOf(record: StudentRecord | null, student: { firstName: string; lastName: string }): RecordDraft {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return {
    documentType: text(record?.documentType) || "RC",
    documentNumber: text(record?.documentNumber),
    firstNames: text(record?.firstNames) || student.firstName,
    lastNames: text(record?.lastNames) || student.lastName,
    birthDate: text(record?.birthDate),
    birthPlace: text(record?.birthPlace),
    birthCountry: text(record?.birthCountry),
    sex: text(record?.sex),
    grade: text(record?.grade),
    address: text(record?.address),
    municipality: text(record?.municipality),
    zone: text(record?.zone),
    stratum: text(record?.stratum),
    eps: text(record?.eps),
    bloodType: text(record?.bloodType),
    supportCategory: text(record?.supportCategory),
    previousSchool: text(record?.previousSchool),
    enrolledOn: text(record?.enrolledOn),
    guardians: (record?.guardians ?? []).map((g) => ({
      key: nextKey++,
      name: g.name,
      documentType: g.documentType ?? "CC",
      documentNumber: text(g.documentNumber),
      relationship: g.relationship,
      phone: g.phone ? formatPhone(g.phone) : "",
      canPickUp: g.canPickUp,
      userId: text(g.userId),
    })),
  };
}

/** What PUT /api/students/:id/record takes: empty texts as null, the stratum and the account as numbers. */
export function bodyOf(draft: RecordDraft): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() === "" ? null : value);
  return {
    ...draft,
    documentNumber: orNull(draft.documentNumber),
    sex: orNull(draft.sex),
    grade: orNull(draft.grade),
    birthPlace: orNull(draft.birthPlace),
    birthCountry: orNull(draft.birthCountry),
    address: orNull(draft.address),
    municipality: orNull(draft.municipality),
    zone: orNull(draft.zone),
    stratum: draft.stratum.trim() === "" ? null : Number(draft.stratum),
    eps: orNull(draft.eps),
    bloodType: orNull(draft.bloodType),
    supportCategory: orNull(draft.supportCategory),
    previousSchool: orNull(draft.previousSchool),
    enrolledOn: orNull(draft.enrolledOn),
    guardians: draft.guardians.map(({ key: _key, ...g }) => ({ ...g, documentNumber: orNull(g.documentNumber), phone: orNull(g.phone), userId: g.userId === "" ? null : Number(g.userId) })),
  };
}
