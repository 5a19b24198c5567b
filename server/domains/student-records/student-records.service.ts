import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError, invalidInput } from "../../lib/errors.js";
import { schoolToday } from "../../../common/format.js";
import type { StudentAccess } from "../../../common/school.policy.js";
import { canEditRecords, readRecordAccess, recordPartFor, requestCorrectionAccess } from "../../../common/student-records/record.policy.js";
import { recordInputSchema, recordMessages, recordWarnings, type StudentRecord } from "../../../common/student-records/record.schema.js";
import { type RecordSettings, recordSettingsKey } from "../../../common/student-records/record-settings.js";
import {
  type ChildFile,
  type CorrectionInput,
  type CorrectionRequest,
  fileMessages,
  type RecordForm,
  type ResolveInput,
} from "../../../common/student-records/record-requests.js";
import type { AuditAction } from "../../../common/audit/audit-actions.js";
import { findStudent, isParentOf, teachesStudent } from "../attendance/attendance.repo.js";
import { hasSensitiveDataConsent } from "../privacy/sensitive-consent.repo.js";
import { writeSettingRow } from "../settings/settings.repo.js";
import { eventsOf, guardiansOf, readRecordSettings, recordByDocument, recordByStudent, saveRecord } from "./student-records.repo.js";
import { certificatesOfRecord, findRequest, insertRequest, linkedParents, pendingRequests, type RequestRow, requestsOfRecord, resolveRequest } from "./record-files.repo.js";
import { changedFields, comparable, comparableInput, recordView } from "./student-records.view.js";

/** PostgreSQL's unique_violation (23505) or SQLite's UNIQUE constraint failure. */
function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export type StudentRecordsService = ReturnType<typeof createStudentRecordsService>;

const name = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ""}`.trim() : null);

function requestView(row: RequestRow): CorrectionRequest {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: name(row.studentFirst, row.studentLast) ?? name(row.firstNames, row.lastNames) ?? "",
    message: row.message,
    status: row.status,
    resolution: row.resolution,
    requestedBy: name(row.requesterFirst, row.requesterLast),
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
  };
}

/**
 * The student's file (ficha de matrícula, issue 36): admins read and write it, a child's teachers
 * read its school-life part, the child's family reads it whole and asks for corrections. Every read
 * by staff and every save is in the audit log (with the names of the changed fields, never their
 * values). The support category is sensitive (Ley 1581 de 2012 art. 5-6): stored only with the
 * family's sensitive-data consent, as the PIAR's diagnosis.
 */
export function createStudentRecordsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  const audit = (trx: DbOrTrx, actor: Actor, action: AuditAction, studentId: number, details: Record<string, string | number> = {}) =>
    recordAudit(trx, { actor, action, object: { type: "student", id: studentId }, details });

  /**
   * The caller reaches this student's file with `reach` (common/student-records/record.policy.ts).
   * An admin asking for an account that is not a student gets 404; anybody else gets the same 403
   * whether the child exists or not.
   */
  async function assertReach(actor: Actor, studentId: number, reach: StudentAccess) {
    assertAllowed(reach !== false);
    const student = await findStudent(db, studentId);
    if (reach === true) {
      if (student?.role !== "student") throw new AppError("NOT_FOUND", recordMessages.notFound);
      return student;
    }
    const reached = student?.role === "student" && (reach === "pupil" ? await teachesStudent(db, actor.id, studentId) : (await isParentOf(db, actor.id, studentId)) !== undefined);
    assertAllowed(reached);
    return student;
  }

  async function viewOf(studentId: number, reach: StudentAccess): Promise<StudentRecord | null> {
    const row = await recordByStudent(db, studentId);
    if (!row) return null;
    const guardians = (await guardiansOf(db, [row.id])).get(row.id) ?? [];
    return recordView(row, guardians, recordPartFor(reach));
  }

  return {
    /** GET /api/students/:id/record: the file as this reader may see it; 404 before it is first saved. */
    async get(actorOrNull: Actor | null, studentId: number): Promise<StudentRecord> {
      const actor = requireActor(actorOrNull);
      const reach = readRecordAccess(actor);
      await assertReach(actor, studentId, reach);
      const record = await viewOf(studentId, reach);
      if (!record) throw new AppError("NOT_FOUND", recordMessages.notFound);
      if (actor.role !== "parent") await audit(db, actor, "student_record.read", studentId, { part: recordPartFor(reach) });
      return record;
    },

    /** The admin's form: the file or null (a child without one yet), the linked families, the grades offered, the consent and the requests. */
    async form(actorOrNull: Actor | null, studentId: number): Promise<RecordForm> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canEditRecords(actor));
      const student = await assertReach(actor, studentId, true);
      const [record, parents, settings, consent] = await Promise.all([viewOf(studentId, true), linkedParents(db, studentId), readRecordSettings(db), hasSensitiveDataConsent(db, studentId)]);
      const requests = record ? (await requestsOfRecord(db, record.id)).map(requestView) : [];
      if (record) await audit(db, actor, "student_record.read", studentId, { part: "full" });
      return {
        student: { id: studentId, firstName: student?.firstName ?? "", lastName: student?.lastName ?? "", tribe: student?.tribe ?? null },
        record,
        linkedParents: parents.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), phone: p.phone })),
        offeredGrades: settings.offeredGrades,
        sensitiveConsent: consent,
        requests,
      };
    },

    /**
     * PUT /api/students/:id/record: writes the whole file (admin). Per-field Spanish messages (400);
     * the same document on another child's file (409, on documentNumber); a grade the school does not
     * offer (400, on grade); a support category without the family's sensitive-data consent (409).
     * Warnings (an age unusual for the grade) do not block: they come back with the file.
     */
    async save(actorOrNull: Actor | null, studentId: number, body: unknown): Promise<{ record: StudentRecord; warnings: Record<string, string> }> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canEditRecords(actor));
      await assertReach(actor, studentId, true);
      const today = schoolToday(now());
      const parsed = recordInputSchema(today).safeParse(body ?? {});
      if (!parsed.success) throw invalidInput(parsed.error.issues);
      const input = parsed.data;
      const settings = await readRecordSettings(db);
      if (!settings.offeredGrades.includes(input.grade)) throw new AppError("BAD_REQUEST", recordMessages.gradeNotOffered, { fields: { grade: recordMessages.gradeNotOffered } });
      // The guardians linked to accounts must be this child's family (parent_children).
      const family = new Set((await linkedParents(db, studentId)).map((p) => p.id));
      const strange = input.guardians.findIndex((g) => g.userId !== null && !family.has(g.userId));
      if (strange >= 0) {
        const message = "Elige una cuenta de la familia vinculada a este estudiante";
        throw new AppError("BAD_REQUEST", message, { fields: { [`guardians.${strange}.userId`]: message } });
      }
      // Ley 1581 de 2012 art. 6: sensitive data only with the family's explicit authorisation.
      if (input.supportCategory !== null && !(await hasSensitiveDataConsent(db, studentId))) {
        throw new AppError("CONFLICT", fileMessages.supportCategoryNoConsent, { fields: { supportCategory: fileMessages.supportCategoryNoConsent } });
      }
      try {
        await db.transaction().execute(async (trx) => {
          const before = await recordByStudent(trx, studentId);
          if (input.documentType !== "SD" && input.documentNumber) {
            const holder = await recordByDocument(trx, input.documentType, input.documentNumber);
            if (holder && holder.id !== before?.id) throw new AppError("CONFLICT", recordMessages.documentTaken, { fields: { documentNumber: recordMessages.documentTaken } });
          }
          const beforeGuardians = before ? ((await guardiansOf(trx, [before.id])).get(before.id) ?? []) : [];
          const changed = changedFields(comparable(before, beforeGuardians), comparableInput(input));
          await saveRecord(trx, { studentId }, input, actor.id, now().toISOString());
          await audit(trx, actor, "student_record.changed", studentId, { created: before ? 0 : 1, fields: changed.join(",") });
        });
      } catch (error) {
        // Two saves of the same document at once: the second meets the unique key the check above missed.
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", recordMessages.documentTaken, { fields: { documentNumber: recordMessages.documentTaken } });
        throw error;
      }
      const record = await viewOf(studentId, true);
      if (!record) throw new AppError("NOT_FOUND", recordMessages.notFound);
      return { record, warnings: recordWarnings(input, Number(today.slice(0, 4))) };
    },

    /** The family's 'Ficha de matrícula': its child's whole file, certificates, novedades and requests. */
    async childFile(actorOrNull: Actor | null, studentId: number): Promise<ChildFile> {
      const actor = requireActor(actorOrNull);
      assertAllowed(actor.role === "parent");
      const student = await assertReach(actor, studentId, "child");
      const record = await viewOf(studentId, "child");
      const [certificates, events, requests] = record
        ? await Promise.all([certificatesOfRecord(db, record.id), eventsOf(db, [record.id]).then((byRecord) => byRecord.get(record.id) ?? []), requestsOfRecord(db, record.id)])
        : [[], [], []];
      return {
        student: { id: studentId, firstName: student?.firstName ?? "", lastName: student?.lastName ?? "" },
        record,
        certificates: certificates.map((c) => ({ code: c.code, kind: c.kind, year: c.year, issuedAt: c.issuedAt, revoked: c.revokedAt !== null, revokedAt: c.revokedAt })),
        events: events.map((e) => ({ id: e.id, status: e.status, effectiveOn: e.effectiveOn, year: e.year, reason: e.reason, destinationSchool: e.destinationSchool, grade: e.grade })),
        requests: requests.map(requestView),
      };
    },

    /** A family asks the school to correct its child's file (the admin answers; nothing changes by itself). */
    async requestCorrection(actorOrNull: Actor | null, input: CorrectionInput): Promise<CorrectionRequest> {
      const actor = requireActor(actorOrNull);
      await assertReach(actor, input.studentId, requestCorrectionAccess(actor));
      const record = await recordByStudent(db, input.studentId);
      if (!record) throw new AppError("CONFLICT", fileMessages.noRecordToCorrect);
      const id = await db.transaction().execute(async (trx) => {
        const created = await insertRequest(trx, { recordId: record.id, requestedById: actor.id, message: input.message, at: now().toISOString() });
        await audit(trx, actor, "student_record.correction_requested", input.studentId, { request: created });
        return created;
      });
      const row = await findRequest(db, id);
      if (!row) throw new AppError("NOT_FOUND", fileMessages.requestNotFound);
      return requestView(row);
    },

    /** Admin: every request still waiting, oldest first. */
    async pendingRequests(actorOrNull: Actor | null): Promise<CorrectionRequest[]> {
      assertAllowed(canEditRecords(requireActor(actorOrNull)));
      return (await pendingRequests(db)).map(requestView);
    },

    /**
     * Admin: accepts or rejects a request. Accepting does not change the file: the admin corrects it
     * in the form and marks the request accepted; the family reads the answer on its page.
     */
    async resolveRequest(actorOrNull: Actor | null, input: ResolveInput): Promise<CorrectionRequest> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canEditRecords(actor));
      const row = await findRequest(db, input.id);
      if (!row) throw new AppError("NOT_FOUND", fileMessages.requestNotFound);
      await db.transaction().execute(async (trx) => {
        const done = await resolveRequest(trx, { id: input.id, status: input.accept ? "accepted" : "rejected", resolution: input.resolution, byId: actor.id, at: now().toISOString() });
        if (!done) throw new AppError("CONFLICT", fileMessages.requestResolved);
        await recordAudit(trx, { actor, action: "student_record.correction_resolved", object: { type: "student", id: row.studentId }, details: { request: input.id, accepted: input.accept ? 1 : 0 } });
      });
      const after = await findRequest(db, input.id);
      if (!after) throw new AppError("NOT_FOUND", fileMessages.requestNotFound);
      return requestView(after);
    },

    /** The grades the school offers (admin). */
    async settings(actorOrNull: Actor | null): Promise<RecordSettings> {
      assertAllowed(canEditRecords(requireActor(actorOrNull)));
      return readRecordSettings(db);
    },

    async saveSettings(actorOrNull: Actor | null, input: RecordSettings): Promise<RecordSettings> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canEditRecords(actor));
      await writeSettingRow(db, recordSettingsKey, JSON.stringify(input), actor.id);
      await recordAudit(db, { actor, action: "settings.changed", details: { setting: recordSettingsKey, value: JSON.stringify(input) } });
      return readRecordSettings(db);
    },
  };
}
