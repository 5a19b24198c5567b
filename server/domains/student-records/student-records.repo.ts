import type { Selectable } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import type { StudentGuardiansTable, StudentRecordsTable } from "../../db/schema.js";
import type { Guardian, RecordInput } from "../../../common/student-records/record.schema.js";
import type { DocumentType, EnrolmentStatus } from "../../../common/student-records/record-codes.js";
import { defaultRecordSettings, type RecordSettings, recordSettingsKey, recordSettingsSchema } from "../../../common/student-records/record-settings.js";
import { readSettingRow } from "../settings/settings.repo.js";

/**
 * All SQL of the student's file (issue 36). Rows go out as they are stored; the service decides
 * which columns a reader sees (student-records.view.ts).
 */
export type RecordRow = Selectable<StudentRecordsTable> & { tribe: string | null };
export type GuardianRow = Selectable<StudentGuardiansTable>;

const recordColumns = [
  "r.id",
  "r.studentId",
  "r.documentType",
  "r.documentNumber",
  "r.firstNames",
  "r.lastNames",
  "r.birthDate",
  "r.birthPlace",
  "r.birthCountry",
  "r.sex",
  "r.grade",
  "r.address",
  "r.municipality",
  "r.zone",
  "r.stratum",
  "r.eps",
  "r.bloodType",
  "r.supportCategory",
  "r.previousSchool",
  "r.enrolledOn",
  "r.status",
  "r.createdAt",
  "r.updatedAt",
  "r.updatedById",
] as const;

function records(db: DbOrTrx) {
  return db.selectFrom("studentRecords as r").leftJoin("users as u", "u.id", "r.studentId").select([...recordColumns, "u.tribe as tribe"]);
}

export async function recordByStudent(db: DbOrTrx, studentId: number): Promise<RecordRow | undefined> {
  return records(db).where("r.studentId", "=", studentId).executeTakeFirst();
}

export async function recordById(db: DbOrTrx, id: number): Promise<RecordRow | undefined> {
  return records(db).where("r.id", "=", id).executeTakeFirst();
}

/** The record with this document, if any (SD has no number and never matches). */
export async function recordByDocument(db: DbOrTrx, documentType: DocumentType, documentNumber: string): Promise<RecordRow | undefined> {
  return records(db).where("r.documentType", "=", documentType).where("r.documentNumber", "=", documentNumber).executeTakeFirst();
}

/** Every record, by surname then names (the enrolment book and the SIMAT report filter by year themselves). */
export async function allRecords(db: DbOrTrx): Promise<RecordRow[]> {
  return records(db).orderBy("r.lastNames").orderBy("r.firstNames").orderBy("r.id").execute();
}

export async function guardiansOf(db: DbOrTrx, recordIds: readonly number[]): Promise<Map<number, GuardianRow[]>> {
  const byRecord = new Map<number, GuardianRow[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db.selectFrom("studentGuardians").selectAll().where("recordId", "in", [...new Set(recordIds)]).orderBy("recordId").orderBy("position").execute();
  for (const row of rows) byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row]);
  return byRecord;
}

function fileColumns(input: RecordInput) {
  return {
    documentType: input.documentType,
    documentNumber: input.documentType === "SD" ? null : input.documentNumber,
    firstNames: input.firstNames,
    lastNames: input.lastNames,
    birthDate: input.birthDate,
    birthPlace: input.birthPlace,
    birthCountry: input.birthCountry,
    sex: input.sex,
    grade: input.grade,
    address: input.address,
    municipality: input.municipality,
    zone: input.zone,
    stratum: input.stratum,
    eps: input.eps,
    bloodType: input.bloodType,
    supportCategory: input.supportCategory,
    previousSchool: input.previousSchool,
    enrolledOn: input.enrolledOn,
  };
}

/**
 * Writes the whole file of `studentId` (or a record without account when studentId is null and
 * `recordId` is given), and replaces its guardians. Returns the record's id. Call it in a
 * transaction; a duplicate document raises the database's unique error (the service checks first).
 */
export async function saveRecord(
  trx: DbOrTrx,
  target: { studentId: number | null; recordId?: number },
  input: RecordInput,
  byId: number,
  now = new Date().toISOString(),
): Promise<number> {
  const columns = { ...fileColumns(input), updatedAt: now, updatedById: byId };
  let id = target.recordId;
  if (id === undefined && target.studentId !== null) id = (await trx.selectFrom("studentRecords").select("id").where("studentId", "=", target.studentId).executeTakeFirst())?.id;
  if (id === undefined) {
    const inserted = await trx
      .insertInto("studentRecords")
      .values({ ...columns, studentId: target.studentId, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = inserted.id;
  } else {
    await trx.updateTable("studentRecords").set(columns).where("id", "=", id).execute();
  }
  await replaceGuardians(trx, id, input.guardians);
  return id;
}

export async function replaceGuardians(trx: DbOrTrx, recordId: number, guardians: readonly Guardian[]): Promise<void> {
  await trx.deleteFrom("studentGuardians").where("recordId", "=", recordId).execute();
  if (guardians.length === 0) return;
  await trx
    .insertInto("studentGuardians")
    .values(
      guardians.map((g, position) => ({
        recordId,
        position,
        name: g.name,
        documentType: g.documentType,
        documentNumber: g.documentType === "SD" ? null : g.documentNumber,
        relationship: g.relationship,
        phone: g.phone,
        canPickUp: g.canPickUp ? 1 : 0,
        userId: g.userId,
      })),
    )
    .execute();
}

export type EnrolmentEventRow = {
  id: number;
  recordId: number;
  status: EnrolmentStatus;
  effectiveOn: string;
  year: number;
  reason: string;
  destinationSchool: string | null;
  grade: string | null;
  recordedAt: string;
  recordedBy: string | null;
};

/** The novedades of these records, oldest first, with the name of who recorded each. */
export async function eventsOf(db: DbOrTrx, recordIds: readonly number[]): Promise<Map<number, EnrolmentEventRow[]>> {
  const byRecord = new Map<number, EnrolmentEventRow[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .selectFrom("enrolmentEvents as e")
    .leftJoin("users as u", "u.id", "e.recordedById")
    .select(["e.id", "e.recordId", "e.status", "e.effectiveOn", "e.year", "e.reason", "e.destinationSchool", "e.grade", "e.recordedAt", "u.firstName", "u.lastName"])
    .where("e.recordId", "in", [...new Set(recordIds)])
    .orderBy("e.recordId")
    .orderBy("e.effectiveOn")
    .orderBy("e.id")
    .execute();
  for (const { firstName, lastName, ...row } of rows) {
    const event = { ...row, recordedBy: firstName ? `${firstName} ${lastName ?? ""}`.trim() : null };
    byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), event]);
  }
  return byRecord;
}

/** Records a novedad and moves the file to its status, in the caller's transaction. */
export async function insertEvent(
  trx: DbOrTrx,
  event: { recordId: number; status: EnrolmentStatus; effectiveOn: string; year: number; reason: string; destinationSchool: string | null; grade: string | null; byId: number | null },
  now = new Date().toISOString(),
): Promise<number> {
  const { byId, ...values } = event;
  const row = await trx.insertInto("enrolmentEvents").values({ ...values, recordedAt: now, recordedById: byId }).returning("id").executeTakeFirstOrThrow();
  await trx.updateTable("studentRecords").set({ status: event.status, updatedAt: now, updatedById: byId }).where("id", "=", event.recordId).execute();
  return row.id;
}

/** The school's record settings (common/student-records/record-settings.ts), the defaults when unset or unreadable. */
export async function readRecordSettings(db: DbOrTrx): Promise<RecordSettings> {
  const stored = await readSettingRow(db, recordSettingsKey);
  if (!stored) return defaultRecordSettings;
  const parsed = recordSettingsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : defaultRecordSettings;
}
