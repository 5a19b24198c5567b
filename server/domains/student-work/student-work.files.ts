import type { Readable } from "node:stream";
import type { DbOrTrx } from "../../db/connection.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, type FileRow, storeUpload } from "../../lib/files.js";
import { workKinds } from "../../../common/uploads.js";
import { maxWorkFiles, type WorkFile, workFileOf, workMessages } from "../../../common/student-work/student-work.schema.js";
import { appendFiles, fileEntries, filesOfSubmissions, lockSubmission, removeEntries, replaceEntryFile, type SubmissionRow } from "./student-work.repo.js";

/**
 * A hand-in's list of files (issue 37, docs/decisions/work-files.md): how the file parts of a
 * hand-in are stored one by one and how a change of the list is saved, one change at a time.
 */

/** One file part; `field` is its form field ("files", or the legacy "workFile"/"file"). */
export type UploadedFile = { source: Readable | Buffer; name: string; field?: string };
export type Uploads = AsyncIterable<UploadedFile> | Iterable<UploadedFile>;
/** A file stored for this request, not yet in the list; `replacesFirst`: a legacy part of a change. */
export type StagedFile = { file: FileRow; replacesFirst: boolean };
export type FileChange = { removeFileIds: number[]; staged: StagedFile[] };

const legacyFields = new Set(["workFile", "file"]);

/**
 * The files of these hand-ins, each list in order. A hand-in whose single file has no entry in the
 * list (written by an older release or straight into the table) lists that file.
 */
export async function submissionFiles(db: DbOrTrx, rows: SubmissionRow[]): Promise<Map<number, WorkFile[]>> {
  const byId = new Map<number, WorkFile[]>();
  // work_submissions.file_id is the first file, kept in step: a hand-in without it has an empty list.
  for (const file of await filesOfSubmissions(db, rows.filter((row) => row.fileId !== null).map((row) => row.id))) {
    const list = byId.get(file.submissionId) ?? [];
    list.push(workFileOf(file.submissionId, file));
    byId.set(file.submissionId, list);
  }
  for (const row of rows) {
    if (byId.has(row.id) || !row.fileId || !row.fileName) continue;
    byId.set(row.id, [workFileOf(row.id, { id: row.fileId, originalName: row.fileName, size: Number(row.fileSize ?? 0), mimeType: row.fileMimeType ?? "application/octet-stream" })]);
  }
  return byId;
}

/** Deletes the stored copies (and rows) of files that never made it into a list. */
export async function discardStaged(db: DbOrTrx, dataDir: string, staged: StagedFile[]): Promise<void> {
  for (const { file } of staged) await deleteStoredFile(db, dataDir, file.id);
}

/**
 * Stores each file part as it arrives, content-checked by storeUpload like every work file (size,
 * workKinds). `listed` is how many files the list keeps before these: the part that would take it
 * past maxWorkFiles is refused before a byte of it is stored (the transaction checks again, under the
 * lock). With `legacyReplaces` (a change), the first legacy part replaces the first file. When any
 * part fails, the ones already stored are deleted.
 */
export async function stageUploads(
  deps: { db: DbOrTrx; dataDir: string },
  uploads: Uploads | undefined,
  options: { ownerId: number; listed: number; legacyReplaces: boolean },
): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  if (!uploads) return staged;
  const grows = (file: { replacesFirst: boolean }) => !(file.replacesFirst && options.listed > 0);
  try {
    for await (const upload of uploads) {
      const replacesFirst = options.legacyReplaces && legacyFields.has(upload.field ?? "file") && !staged.some((s) => s.replacesFirst);
      const count = options.listed + staged.filter(grows).length + (grows({ replacesFirst }) ? 1 : 0);
      if (count > maxWorkFiles) throw new AppError("CONFLICT", workMessages.tooManyFiles);
      const file = await storeUpload(deps.db, upload.source, {
        dataDir: deps.dataDir,
        allowedKinds: workKinds,
        wrongKindMessage: workMessages.wrongType,
        originalName: upload.name,
        purpose: "work",
        ownerId: options.ownerId,
      });
      staged.push({ file, replacesFirst });
    }
  } catch (error) {
    await discardStaged(deps.db, deps.dataDir, staged);
    throw error;
  }
  return staged;
}

/**
 * Applies a change of a hand-in's files in the caller's transaction, holding the hand-in's lock, so
 * concurrent changes each read the list the other left: the removals first, then a legacy part
 * replaces the first file left (or joins an empty list), then the added files go at the end, in
 * order. A removal of a file that is not in this hand-in is refused (404), and so is a list past
 * maxWorkFiles (409); nothing is changed then. Answers the hand-in as locked, its new first file, how
 * many files it holds and the files that left the list (to delete after the commit).
 */
export async function saveFileChange(trx: DbOrTrx, submissionId: number, change: FileChange) {
  const locked = await lockSubmission(trx, submissionId);
  if (!locked) throw new AppError("NOT_FOUND", workMessages.notFound);
  let entries = await fileEntries(trx, submissionId);
  if (entries.length === 0 && locked.fileId !== null) {
    // A single file from before the list: it becomes the list's first entry.
    await appendFiles(trx, submissionId, [locked.fileId], -1);
    entries = await fileEntries(trx, submissionId);
  }
  const removing = new Set(change.removeFileIds);
  const removed = entries.filter((entry) => removing.has(entry.fileId));
  if (removed.length !== removing.size) throw new AppError("NOT_FOUND", workMessages.fileNotFound);
  const kept = entries.filter((entry) => !removing.has(entry.fileId));
  const displaced = removed.map((entry) => entry.fileId);
  const replacement = change.staged.find((s) => s.replacesFirst);
  const firstKept = kept[0];
  const added = change.staged.filter((s) => s !== replacement || !firstKept).map((s) => s.file.id);
  if (kept.length + added.length > maxWorkFiles) throw new AppError("CONFLICT", workMessages.tooManyFiles);
  await removeEntries(trx, removed.map((entry) => entry.id));
  if (replacement && firstKept) {
    await replaceEntryFile(trx, firstKept.id, replacement.file.id);
    displaced.push(firstKept.fileId);
  }
  const last = entries.reduce((max, entry) => Math.max(max, entry.position), -1);
  await appendFiles(trx, submissionId, added, last);
  const first = replacement && firstKept ? replacement.file.id : (firstKept?.fileId ?? added[0] ?? null);
  return { locked, first, count: kept.length + added.length, displaced };
}
