import type { DbOrTrx } from "../../db/connection.js";
import type { VoiceSubject } from "../../../common/teacher-voices/teacher-voices.schema.js";

const columns = ["tv.id", "tv.subjectType", "tv.subjectId", "tv.fileId", "tv.recordedById", "tv.createdAt"] as const;

export function findVoiceFor(db: DbOrTrx, subject: VoiceSubject) {
  return db
    .selectFrom("teacherVoices as tv")
    .select(columns)
    .where("tv.subjectType", "=", subject.subjectType)
    .where("tv.subjectId", "=", subject.subjectId)
    .executeTakeFirst();
}

export function findVoice(db: DbOrTrx, id: number) {
  return db.selectFrom("teacherVoices as tv").select(columns).where("tv.id", "=", id).executeTakeFirst();
}

export type VoiceRow = NonNullable<Awaited<ReturnType<typeof findVoice>>>;

/** The subject's one recording now points at `fileId`; answers the file it pointed at before (to delete). */
export async function putVoice(db: DbOrTrx, subject: VoiceSubject, fileId: number, recordedById: number): Promise<{ id: number; replacedFileId: number | null }> {
  const before = await findVoiceFor(db, subject);
  const createdAt = new Date().toISOString();
  if (before) {
    await db.updateTable("teacherVoices").set({ fileId, recordedById, createdAt }).where("id", "=", before.id).execute();
    return { id: before.id, replacedFileId: before.fileId };
  }
  const row = await db
    .insertInto("teacherVoices")
    .values({ ...subject, fileId, recordedById, createdAt })
    .onConflict((oc) => oc.columns(["subjectType", "subjectId"]).doUpdateSet({ fileId, recordedById, createdAt }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, replacedFileId: null };
}

export async function deleteVoice(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom("teacherVoices").where("id", "=", id).execute();
}

/** The files of every recording `userId` made (her account is going: her voice goes with it). */
export async function voiceFilesRecordedBy(db: DbOrTrx, userId: number): Promise<number[]> {
  const rows = await db.selectFrom("teacherVoices").select("fileId").where("recordedById", "=", userId).execute();
  return rows.map((row) => row.fileId);
}

/**
 * Inside the transaction that deletes her account: her recordings and their file rows go; answers
 * the stored names, whose bytes are removed once the transaction commits.
 */
export async function takeVoicesRecordedBy(trx: DbOrTrx, userId: number): Promise<string[]> {
  const files = await trx
    .selectFrom("teacherVoices as tv")
    .innerJoin("files as f", "f.id", "tv.fileId")
    .select(["f.id", "f.storageName"])
    .where("tv.recordedById", "=", userId)
    .execute();
  if (files.length === 0) return [];
  await trx.deleteFrom("teacherVoices").where("recordedById", "=", userId).execute();
  await trx.deleteFrom("files").where("id", "in", files.map((f) => f.id)).execute();
  return files.map((f) => f.storageName);
}
