import type { Readable } from "node:stream";
import type { Db } from "../../db/connection.js";
import { type Actor, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, type FileRow, findFile, storeUpload } from "../../lib/files.js";
import type { ReadCache } from "../../lib/read-cache.js";
import { audioKinds } from "../../../common/uploads.js";
import {
  maxVoiceBytes,
  maxVoiceSeconds,
  type TeacherVoice,
  teacherVoiceAudioPath,
  teacherVoiceMessages,
  type VoiceSubject,
} from "../../../common/teacher-voices/teacher-voices.schema.js";
import { createVoiceSubjects } from "./teacher-voices.policy.js";
import { deleteVoice, findVoice, findVoiceFor, putVoice } from "./teacher-voices.repo.js";

type UploadedFile = { source: Readable | Buffer; name: string };

export type TeacherVoicesService = ReturnType<typeof createTeacherVoicesService>;

export function createTeacherVoicesService(deps: { db: Db; dataDir: string; reads?: ReadCache }) {
  const { db, dataDir } = deps;
  const subjects = createVoiceSubjects(deps);
  const view = (id: number): TeacherVoice => ({ id, url: teacherVoiceAudioPath(id) });

  return {
    dataDir,

    /** Checked before the upload is read: a refused teacher never has her bytes stored. */
    async assertCanRecord(actor: Actor | null, subject: VoiceSubject): Promise<void> {
      await subjects.assertCanRecord(requireActor(actor), subject);
    },

    /**
     * Stores the recording (audio by its content, at most maxVoiceBytes, at most three minutes as
     * the browser measured it) and makes it the subject's one voice; the one before is deleted.
     */
    async record(actor: Actor | null, subject: VoiceSubject & { durationSeconds?: number }, file?: UploadedFile): Promise<TeacherVoice> {
      const teacher = requireActor(actor);
      await subjects.assertCanRecord(teacher, subject);
      if (!file) throw new AppError("BAD_REQUEST", teacherVoiceMessages.noFile);
      if (subject.durationSeconds !== undefined && subject.durationSeconds > maxVoiceSeconds + 1) throw new AppError("BAD_REQUEST", teacherVoiceMessages.tooLong);
      const stored = await storeUpload(db, file.source, {
        dataDir,
        allowedKinds: audioKinds,
        maxBytes: maxVoiceBytes,
        wrongKindMessage: teacherVoiceMessages.wrongType,
        originalName: file.name,
        purpose: "teacher-voice",
        ownerId: teacher.id,
      });
      const target = { subjectType: subject.subjectType, subjectId: subject.subjectId };
      let saved: { id: number; replacedFileId: number | null };
      try {
        saved = await db.transaction().execute(async (trx) => {
          const result = await putVoice(trx, target, stored.id, teacher.id);
          await recordAudit(trx, { actor: teacher, action: "teacher_voice.recorded", object: { type: "teacher_voice", id: result.id }, details: { ...target, bytes: stored.size } });
          return result;
        });
      } catch (error) {
        await deleteStoredFile(db, dataDir, stored.id);
        throw error;
      }
      if (saved.replacedFileId !== null && saved.replacedFileId !== stored.id) await deleteStoredFile(db, dataDir, saved.replacedFileId);
      return view(saved.id);
    },

    /** The subject's recording, for whoever reads the subject; null when the teacher recorded none. */
    async find(actor: Actor | null, subject: VoiceSubject): Promise<TeacherVoice | null> {
      const reader = requireActor(actor);
      await subjects.assertCanListen(reader, subject);
      const row = await findVoiceFor(db, subject);
      return row ? view(row.id) : null;
    },

    async audio(actor: Actor | null, id: number): Promise<FileRow> {
      const reader = requireActor(actor);
      const row = await findVoice(db, id);
      if (!row) throw new AppError("NOT_FOUND", teacherVoiceMessages.notFound);
      await subjects.assertCanListen(reader, row);
      const file = await findFile(db, row.fileId);
      if (!file) throw new AppError("NOT_FOUND", teacherVoiceMessages.notFound);
      return file;
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const teacher = requireActor(actor);
      const row = await findVoice(db, id);
      if (!row) throw new AppError("NOT_FOUND", teacherVoiceMessages.notFound);
      await subjects.assertCanRecord(teacher, row);
      await db.transaction().execute(async (trx) => {
        await deleteVoice(trx, id);
        await recordAudit(trx, { actor: teacher, action: "teacher_voice.deleted", object: { type: "teacher_voice", id }, details: { subjectType: row.subjectType, subjectId: row.subjectId } });
      });
      await deleteStoredFile(db, dataDir, row.fileId);
    },
  };
}
