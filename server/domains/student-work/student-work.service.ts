import type { Readable } from "node:stream";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import { deleteStoredFile, type FileRow, findFile, replaceFileOf, storeUpload } from "../../lib/files.js";
import { workKinds } from "../../../common/uploads.js";
import {
  countSubmissionsByStatus,
  findModuleOwner,
  findSubmission,
  findSubmissionFor,
  insertSubmission,
  listSubmissions,
  recordReview,
  reviewHistory,
  type SubmissionRow,
  updateSubmissionWork,
} from "./student-work.repo.js";
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

type UploadedFile = { source: Readable | Buffer; name: string };
/** `replaced`: the student had handed in work for this module already, and this replaced it. */
type HandInResult = { submission: Submission; replaced: boolean };

function toSubmission(row: SubmissionRow): Submission {
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

  async function store(file: UploadedFile | undefined, ownerId: number): Promise<FileRow | null> {
    if (!file) return null;
    return storeUpload(db, file.source, {
      dataDir,
      allowedKinds: workKinds,
      wrongKindMessage: workMessages.wrongType,
      originalName: file.name,
      purpose: "work",
      ownerId,
    });
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

  async function view(id: number): Promise<Submission> {
    const row = await findSubmission(db, id);
    if (!row) throw new AppError("NOT_FOUND", workMessages.notFound);
    return toSubmission(row);
  }

  return {
    dataDir,

    /** Refuses before any file byte is read when the caller cannot hand in work. */
    assertStudent(actor: Actor | null): Actor {
      const signedIn = requireActor(actor);
      assertAllowed(canHandInWork(signedIn), workMessages.studentsOnly);
      return signedIn;
    },

    /** Hands in work for a module; a second hand-in for the same module updates the first. */
    async submit(actor: Actor | null, input: WorkFields & { moduleId: number }, file?: UploadedFile): Promise<HandInResult> {
      const student = this.assertStudent(actor);
      if (!(await findModuleOwner(db, input.moduleId))) throw new AppError("NOT_FOUND", workMessages.moduleNotFound);
      await assertModuleOpenTo(student, input.moduleId);
      const existing = await findSubmissionFor(db, input.moduleId, student.id);
      if (existing) return { ...(await this.update(student, existing.id, input, file)), replaced: true };
      if (!input.workUrl && !input.workDescription && !file) throw new AppError("BAD_REQUEST", workMessages.empty);
      const stored = await store(file, student.id);
      try {
        const id = await insertSubmission(db, {
          moduleId: input.moduleId,
          studentId: student.id,
          workUrl: input.workUrl ?? null,
          workDescription: input.workDescription ?? null,
          fileId: stored?.id ?? null,
        });
        await notifyWorkHandedIn(db, id);
        return { submission: await view(id), replaced: false };
      } catch (error) {
        if (stored) await deleteStoredFile(db, dataDir, stored.id);
        if (await findSubmissionFor(db, input.moduleId, student.id)) return this.submit(student, input, undefined);
        throw error;
      }
    },

    /**
     * The student changes their work; it goes back to SUBMITTED so the teacher sees it again. What
     * the call leaves out (a hand-in with only a file, a PUT with only a link) stays as it was.
     */
    async update(actor: Actor | null, id: number, input: WorkFields, file?: UploadedFile): Promise<{ submission: Submission }> {
      const student = this.assertStudent(actor);
      const row = await findSubmission(db, id);
      if (!row) throw new AppError("NOT_FOUND", workMessages.notFound);
      if (row.studentId !== student.id) throw new AppError("FORBIDDEN", workMessages.notOwner);
      await assertModuleOpenTo(student, row.moduleId);
      const work = {
        workUrl: input.workUrl === undefined ? row.workUrl : input.workUrl,
        workDescription: input.workDescription === undefined ? row.workDescription : input.workDescription,
      };
      if (!work.workUrl && !work.workDescription && !file && !row.fileId) throw new AppError("BAD_REQUEST", workMessages.empty);
      const stored = await store(file, student.id);
      if (stored) {
        await replaceFileOf(db, dataDir, stored.id, {
          read: () => findSubmission(db, id),
          write: (expected) => updateSubmissionWork(db, id, work, { id: stored.id, expected }),
        });
      } else {
        await updateSubmissionWork(db, id, work);
      }
      await notifyWorkHandedIn(db, id);
      return { submission: await view(id) };
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
        return { submissions: rows.map(toSubmission), total, page, pageSize, counts };
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
      return { pendingSubmissions: rows.map(toSubmission), total: byStatus.get("SUBMITTED") ?? 0, page, pageSize };
    },

    /**
     * One student's work, for that student, their parent, the teachers of those modules, or an admin.
     * A plain list (the spec's shape): a student hands in at most once per module, and it stops at forStudentLimit.
     */
    async forStudent(actor: Actor | null, studentId: number): Promise<Submission[]> {
      const signedIn = requireActor(actor);
      assertAllowed(await settleStudentAccess(db, signedIn.id, studentId, studentWorkAccess(signedIn, studentId)), workMessages.forbidden);
      return (await listSubmissions(db, scopeFor(signedIn), { studentId }, { limit: forStudentLimit, offset: 0 })).map(toSubmission);
    },

    /** The caller's own work for a module (students), or null when nothing was handed in yet. */
    async mine(actor: Actor | null, moduleId: number): Promise<Submission | null> {
      const student = this.assertStudent(actor);
      const row = await findSubmissionFor(db, moduleId, student.id);
      return row ? toSubmission(row) : null;
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
  };
}
