import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import { deleteStoredFile, type FileRow, findFile } from "../../lib/files.js";
import {
  countSubmissionsByStatus,
  findModuleOwner,
  findSubmission,
  findSubmissionFor,
  appendFiles,
  findHandInReceipt,
  type HandInReceipt,
  insertHandInReceipt,
  insertSubmission,
  isFileOf,
  listSubmissions,
  recordReview,
  reviewHistory,
  type SubmissionRow,
  updateSubmissionWork,
} from "./student-work.repo.js";
import { discardStaged, type FileChange, saveFileChange, stageUploads, submissionFiles, type Uploads } from "./student-work.files.js";
import { findUserById, settleStudentAccess } from "../users/users.repo.js";
import { isModuleVisibleTo } from "../modules/modules.repo.js";
import { notifyWorkHandedIn, notifyWorkReviewed } from "../notifications/notifications.producers.js";
import {
  type ListFilters,
  type Paging,
  type PendingFilters,
  type PendingPage,
  type ReviewEntry,
  type ReviewInput,
  type StatusCounts,
  type Submission,
  type SubmissionPage,
  type SubmissionStatus,
  submissionStatuses,
  type WorkFields,
  type WorkFile,
  workFilePath,
  workMessages,
} from "../../../common/student-work/student-work.schema.js";
import {
  canHandInWork,
  canReviewSubmission,
  canReviewWork,
  studentWorkAccess,
  type WorkScope,
  workAccess,
  workScope,
} from "../../../common/student-work/student-work.policy.js";

/** GET /student/:userId is a plain list: one hand-in per module at most, so twice the modules of a big school (500). */
const forStudentLimit = 1000;

const windowOf = (paging: Paging) => ({ limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize });

/** A change of the work: the fields left out stay; `removeFileIds` takes files out of the list. */
type WorkChange = WorkFields & { removeFileIds?: number[] };
/** `replaced`: the student had handed in work for this module already, and this replaced it. */
type HandInResult = { submission: Submission; replaced: boolean };
/**
 * The `Idempotency-Key` of a hand-in request (issue 39) and what its receipt records: `replaced`,
 * whether this request changes a hand-in that existed (what the answer says).
 */
type HandInKey = { studentId: number; key: string; replaced: boolean };

function toSubmission(row: SubmissionRow, files: WorkFile[]): Submission {
  return {
    id: row.id,
    moduleId: row.moduleId,
    studentId: row.studentId,
    status: row.status as SubmissionStatus,
    workUrl: row.workUrl,
    workDescription: row.workDescription,
    workFile:
      row.fileId && row.fileName
        ? {
            url: workFilePath(row.id),
            originalName: row.fileName,
            name: row.fileName,
            size: Number(row.fileSize ?? 0),
            mimeType: row.fileMimeType ?? "application/octet-stream",
          }
        : null,
    files,
    teacherFeedback: row.teacherFeedback,
    grade: row.grade === null ? null : Number(row.grade),
    submissionDate: row.submittedAt,
    reviewedAt: row.reviewedAt,
    reviewedBy: row.reviewerFirstName ? `${row.reviewerFirstName} ${row.reviewerLastName ?? ""}`.trim() : null,
    studentName: `${row.studentFirstName} ${row.studentLastName}`,
    studentEmail: row.studentEmail,
    moduleTitle: row.moduleTitle,
    moduleTribe: row.moduleTribe,
    moduleCreatedBy: row.moduleCreatedById,
    moduleCreatedByName: `${row.creatorFirstName} ${row.creatorLastName}`,
  };
}

function scopeFor(actor: Actor): WorkScope {
  const scope = workScope(actor);
  assertAllowed(scope !== null, workMessages.forbidden);
  return scope;
}

export type StudentWorkService = ReturnType<typeof createStudentWorkService>;

export function createStudentWorkService(deps: { db: Db; dataDir: string; reads?: ReadCache }) {
  const reads = deps.reads ?? noReadCache;
  const { db, dataDir } = deps;

  async function readable(actor: Actor | null, id: number): Promise<SubmissionRow> {
    const signedIn = requireActor(actor);
    const row = await findSubmission(db, id);
    if (!row) throw new AppError("NOT_FOUND", workMessages.notFound);
    assertAllowed(await settleStudentAccess(db, signedIn.id, row.studentId, workAccess(signedIn, row)), workMessages.forbidden);
    return row;
  }

  /**
   * A student hands work in only to the modules of their tribe and those assigned to them (issue 19):
   * a stranger who registers cannot drop content into a teacher's review queue.
   */
  async function assertModuleOpenTo(student: Actor, moduleId: number): Promise<void> {
    const tribe = (await findUserById(db, student.id))?.tribe ?? null;
    if (await isModuleVisibleTo(db, moduleId, { studentId: student.id, tribe })) return;
    throw new AppError("FORBIDDEN", tribe === null ? workMessages.noTribe : workMessages.notYourModule);
  }

  /** The hand-ins with their lists of files (one query for all the lists). */
  async function withFiles(rows: SubmissionRow[]): Promise<Submission[]> {
    const files = await submissionFiles(db, rows);
    return rows.map((row) => toSubmission(row, files.get(row.id) ?? []));
  }

  async function view(id: number): Promise<Submission> {
    const row = await findSubmission(db, id);
    if (!row) throw new AppError("NOT_FOUND", workMessages.notFound);
    return (await withFiles([row]))[0] as Submission;
  }

  /**
   * Saves a change of the work and of its files in one transaction, under the hand-in's lock (the
   * fields left out keep what the locked row has), with the request's receipt when it carries a key;
   * then deletes the stored copies of the files that left the list. On any failure the files stored
   * for this change are deleted; when the failure is a copy of this request (same student and key)
   * that committed first, answers that copy's receipt instead of the error.
   */
  async function commitChange(id: number, input: WorkFields, change: FileChange, key?: HandInKey): Promise<HandInReceipt | undefined> {
    let displaced: number[];
    try {
      displaced = await db.transaction().execute(async (trx) => {
        const saved = await saveFileChange(trx, id, change);
        const work = {
          workUrl: input.workUrl === undefined ? saved.locked.workUrl : input.workUrl,
          workDescription: input.workDescription === undefined ? saved.locked.workDescription : input.workDescription,
        };
        if (!work.workUrl && !work.workDescription && saved.count === 0) throw new AppError("BAD_REQUEST", workMessages.empty);
        await updateSubmissionWork(trx, id, { ...work, fileId: saved.first });
        if (key) await insertHandInReceipt(trx, { studentId: key.studentId, idempotencyKey: key.key, submissionId: id, replaced: key.replaced });
        return saved.displaced;
      });
    } catch (error) {
      await discardStaged(db, dataDir, change.staged);
      const won = await receiptOf(key);
      if (won) return won;
      throw error;
    }
    for (const fileId of displaced) await deleteStoredFile(db, dataDir, fileId);
    return undefined;
  }

  /** The receipt of an earlier request with this student's key, if one committed. */
  async function receiptOf(key: HandInKey | undefined): Promise<HandInReceipt | undefined> {
    return key ? findHandInReceipt(db, key.studentId, key.key) : undefined;
  }

  /**
   * The answer to a repeat of a request that was stored already: the hand-in as it is now, saying
   * what the first answer said; nothing is stored and no one is told again. The key used for another
   * module's hand-in (POST) or another hand-in (PUT) is refused (409).
   */
  async function repeatAnswer(receipt: HandInReceipt, sentFor: { moduleId: number } | { submissionId: number }): Promise<HandInResult> {
    const same = "moduleId" in sentFor ? receipt.moduleId === sentFor.moduleId : receipt.submissionId === sentFor.submissionId;
    if (!same) throw new AppError("CONFLICT", workMessages.handInKeyReused);
    return { submission: await view(receipt.submissionId), replaced: receipt.replaced };
  }

  /**
   * The student's change of their hand-in (PUT, and a POST for a module already handed in), see
   * update. With a key, a repeat answers the first request's hand-in and stores nothing.
   */
  async function changeWork(student: Actor, id: number, input: WorkChange, uploads: Uploads | undefined, key?: HandInKey): Promise<HandInResult> {
    const known = await receiptOf(key);
    if (known) return repeatAnswer(known, { submissionId: id });
    const row = await findSubmission(db, id);
    if (!row) throw new AppError("NOT_FOUND", workMessages.notFound);
    if (row.studentId !== student.id) throw new AppError("FORBIDDEN", workMessages.notOwner);
    await assertModuleOpenTo(student, row.moduleId);
    const { removeFileIds = [], ...fields } = input;
    const listed = (await submissionFiles(db, [row])).get(id) ?? [];
    if (removeFileIds.some((fileId) => !listed.some((file) => file.id === fileId))) throw new AppError("NOT_FOUND", workMessages.fileNotFound);
    const staged = await stageUploads({ db, dataDir }, uploads, { ownerId: student.id, listed: listed.length - removeFileIds.length, legacyReplaces: true });
    const won = await commitChange(id, fields, { removeFileIds, staged }, key);
    if (won) return repeatAnswer(won, { submissionId: id });
    await notifyWorkHandedIn(db, id);
    return { submission: await view(id), replaced: true };
  }

  return {
    dataDir,

    /** Refuses before any file byte is read when the caller cannot hand in work. */
    assertStudent(actor: Actor | null): Actor {
      const signedIn = requireActor(actor);
      assertAllowed(canHandInWork(signedIn), workMessages.studentsOnly);
      return signedIn;
    },

    /**
     * Hands in work for a module, with every file part kept in order (issue 37); a second hand-in
     * for the same module changes the first (update). With an `Idempotency-Key` (issue 39), the
     * student's repeat of a request already stored (sent again, or at the same moment) answers that
     * hand-in and stores nothing (docs/decisions/offline-hand-ins.md).
     */
    async submit(actor: Actor | null, input: WorkFields & { moduleId: number }, uploads?: Uploads, idempotencyKey?: string): Promise<HandInResult> {
      const student = this.assertStudent(actor);
      const key = idempotencyKey === undefined ? undefined : { studentId: student.id, key: idempotencyKey, replaced: false };
      const known = await receiptOf(key);
      if (known) return repeatAnswer(known, { moduleId: input.moduleId });
      if (!(await findModuleOwner(db, input.moduleId))) throw new AppError("NOT_FOUND", workMessages.moduleNotFound);
      await assertModuleOpenTo(student, input.moduleId);
      const existing = await findSubmissionFor(db, input.moduleId, student.id);
      if (existing) return changeWork(student, existing.id, input, uploads, key && { ...key, replaced: true });
      const staged = await stageUploads({ db, dataDir }, uploads, { ownerId: student.id, listed: 0, legacyReplaces: false });
      if (!input.workUrl && !input.workDescription && staged.length === 0) throw new AppError("BAD_REQUEST", workMessages.empty);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const created = await insertSubmission(trx, {
            moduleId: input.moduleId,
            studentId: student.id,
            workUrl: input.workUrl ?? null,
            workDescription: input.workDescription ?? null,
            fileId: staged[0]?.file.id ?? null,
          });
          await appendFiles(trx, created, staged.map((s) => s.file.id), -1);
          if (key) await insertHandInReceipt(trx, { studentId: student.id, idempotencyKey: key.key, submissionId: created, replaced: false });
          return created;
        });
      } catch (error) {
        // A copy of this very request (same key) committed first: this one stores nothing.
        const won = await receiptOf(key);
        if (won) {
          await discardStaged(db, dataDir, staged);
          return repeatAnswer(won, { moduleId: input.moduleId });
        }
        // Two first hand-ins at once (a double tap): the other one won; these files join its list.
        const winner = await findSubmissionFor(db, input.moduleId, student.id);
        if (!winner) {
          await discardStaged(db, dataDir, staged);
          throw error;
        }
        const repeat = await commitChange(winner.id, input, { removeFileIds: [], staged }, key && { ...key, replaced: true });
        if (repeat) return repeatAnswer(repeat, { moduleId: input.moduleId });
        await notifyWorkHandedIn(db, winner.id);
        return { submission: await view(winner.id), replaced: true };
      }
      await notifyWorkHandedIn(db, id);
      return { submission: await view(id), replaced: false };
    },

    /**
     * The student changes their work; it goes back to SUBMITTED so the teacher sees it again. What
     * the call leaves out (a hand-in with only a file, a PUT with only a link) stays as it was; files
     * are added, a legacy file part replaces the first file, `removeFileIds` takes files out. Who may
     * change it, and the removals, are checked before a file byte is stored. With an
     * `Idempotency-Key`, a repeat answers the hand-in as it is and stores nothing (see submit).
     */
    async update(actor: Actor | null, id: number, input: WorkChange, uploads?: Uploads, idempotencyKey?: string): Promise<{ submission: Submission }> {
      const student = this.assertStudent(actor);
      const key = idempotencyKey === undefined ? undefined : { studentId: student.id, key: idempotencyKey, replaced: true };
      const { submission } = await changeWork(student, id, input, uploads, key);
      return { submission };
    },

    /** One page of the caller's work (newest first), the total matching and the whole scope's count per status. */
    async list(actor: Actor | null, input: ListFilters): Promise<SubmissionPage> {
      const signedIn = requireActor(actor);
      const scope = scopeFor(signedIn);
      return reads.read(`student-work.list:${signedIn.id}:${signedIn.role}:${JSON.stringify(input)}`, async () => {
        const { page, pageSize, status, ...filters } = input;
        const [rows, byStatus] = await Promise.all([
          listSubmissions(db, scope, { ...filters, status }, windowOf(input)),
          countSubmissionsByStatus(db, scope, filters),
        ]);
        const counts = Object.fromEntries(submissionStatuses.map((s) => [s, byStatus.get(s) ?? 0])) as StatusCounts;
        const total = status ? counts[status] : [...byStatus.values()].reduce((sum, n) => sum + n, 0);
        return { submissions: await withFiles(rows), total, page, pageSize, counts };
      });
    },

    /** One page of the work waiting for review (SUBMITTED), for admins and the teachers of the modules. */
    async pending(actor: Actor | null, input: PendingFilters): Promise<PendingPage> {
      const signedIn = requireActor(actor);
      assertAllowed(canReviewWork(signedIn), workMessages.forbidden);
      const { page, pageSize, ...filters } = input;
      const scope = scopeFor(signedIn);
      const pendingOnly = { ...filters, status: "SUBMITTED" as const };
      const [rows, byStatus] = await Promise.all([
        listSubmissions(db, scope, pendingOnly, windowOf(input)),
        countSubmissionsByStatus(db, scope, pendingOnly),
      ]);
      return { pendingSubmissions: await withFiles(rows), total: byStatus.get("SUBMITTED") ?? 0, page, pageSize };
    },

    /**
     * One student's work, for that student, their parent, the teachers of those modules, or an admin.
     * A plain list (the spec's shape): a student hands in at most once per module, and it stops at forStudentLimit.
     */
    async forStudent(actor: Actor | null, studentId: number): Promise<Submission[]> {
      const signedIn = requireActor(actor);
      assertAllowed(await settleStudentAccess(db, signedIn.id, studentId, studentWorkAccess(signedIn, studentId)), workMessages.forbidden);
      return withFiles(await listSubmissions(db, scopeFor(signedIn), { studentId }, { limit: forStudentLimit, offset: 0 }));
    },

    /** The caller's own work for a module (students), or null when nothing was handed in yet. */
    async mine(actor: Actor | null, moduleId: number): Promise<Submission | null> {
      const student = this.assertStudent(actor);
      const row = await findSubmissionFor(db, moduleId, student.id);
      return row ? ((await withFiles([row]))[0] as Submission) : null;
    },

    async review(actor: Actor | null, id: number, input: ReviewInput): Promise<{ submission: Submission }> {
      const signedIn = requireActor(actor);
      const row = await findSubmission(db, id);
      if (!row) throw new AppError("NOT_FOUND", workMessages.notFound);
      assertAllowed(canReviewSubmission(signedIn, row), workMessages.notReviewer);
      await db.transaction().execute(async (trx) => {
        await recordReview(trx, id, { status: input.status, grade: input.grade, teacherFeedback: input.teacherFeedback, reviewerId: signedIn.id });
        const previousGrade = row.grade === null ? null : Number(row.grade);
        await recordAudit(trx, {
          actor: signedIn,
          action: "work.reviewed",
          object: { type: "work_submission", id },
          details: { status: input.status, grade: input.grade ?? null, previousGrade },
        });
        await notifyWorkReviewed(trx, id);
      });
      return { submission: await view(id) };
    },

    async history(actor: Actor | null, id: number): Promise<ReviewEntry[]> {
      const signedIn = requireActor(actor);
      const row = await readable(signedIn, id);
      assertAllowed(canReviewWork(signedIn), workMessages.forbidden);
      return (await reviewHistory(db, row.id)).map((entry) => ({
        status: entry.status,
        grade: entry.grade === null ? null : Number(entry.grade),
        feedback: entry.feedback,
        at: entry.createdAt,
        reviewer: entry.firstName ? `${entry.firstName} ${entry.lastName ?? ""}`.trim() : null,
      }));
    },

    async file(actor: Actor | null, id: number): Promise<FileRow> {
      const row = await readable(actor, id);
      const file = row.fileId ? await findFile(db, row.fileId) : undefined;
      if (!file) throw new AppError("NOT_FOUND", "Archivo no encontrado");
      return file;
    },

    /** One file of the hand-in's list (issue 37), to the same readers as its first file. */
    async fileOf(actor: Actor | null, id: number, fileId: number): Promise<FileRow> {
      const row = await readable(actor, id);
      const listed = row.fileId === fileId || (await isFileOf(db, id, fileId));
      const file = listed ? await findFile(db, fileId) : undefined;
      if (!file) throw new AppError("NOT_FOUND", workMessages.fileNotFound);
      return file;
    },
  };
}
