import type { DbOrTrx } from "../../db/connection.js";
import { isPostgresDb } from "../../db/instance-lock.js";
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

/** The subject's recording, its row locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
function lockVoiceFor(trx: DbOrTrx, subject: VoiceSubject) {
  const query = trx.selectFrom("teacherVoices").select(["id", "fileId"]).where("subjectType", "=", subject.subjectType).where("subjectId", "=", subject.subjectId);
  return (isPostgresDb(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The subject's one recording now points at `fileId`; answers the file it pointed at before (to
 * delete). Run inside a transaction: two recordings at once each lock the row (or wait on the other's
 * insert), so each learns the file it really replaced and none is left on disk.
 */
export async function putVoice(trx: DbOrTrx, subject: VoiceSubject, fileId: number, recordedById: number): Promise<{ id: number; replacedFileId: number | null }> {
  const createdAt = new Date().toISOString();
  const replace = async (before: { id: number; fileId: number }) => {
    await trx.updateTable("teacherVoices").set({ fileId, recordedById, createdAt }).where("id", "=", before.id).execute();
    return { id: before.id, replacedFileId: before.fileId };
  };
  const before = await lockVoiceFor(trx, subject);
  if (before) return replace(before);
  const inserted = await trx
    .insertInto("teacherVoices")
    .values({ ...subject, fileId, recordedById, createdAt })
    .onConflict((oc) => oc.columns(["subjectType", "subjectId"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, replacedFileId: null };
  // Another recording of the same subject was inserted meanwhile: replace it.
  const other = await lockVoiceFor(trx, subject);
  if (!other) throw new Error("teacher voice vanished while being replaced");
  return replace(other);
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
