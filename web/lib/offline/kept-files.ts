/**
 * The files a signed-in child last opened (her teacher's recorded voice, Mi día's pictures, an
 * announcement's picture, a module's PDF she viewed), kept on the device beside her screens so the
 * same module still plays and shows them without internet (issue 39). Like her screens: only a
 * student's, under her id, for a day after she last opened it, deleted when she signs out
 * (screens-for-session.ts). The service worker keeps none of them (scripts/pwa.ts): a file is
 * fetched with the session, which Cache Storage must never hold.
 */
import { deviceDb, fileStore } from "./device-db";
import { keptForMs } from "./kept-screens";

export type KeptFile = { key: string; userId: number; url: string; blob: Blob; savedAt: number };
type Entry = Pick<KeptFile, "key" | "savedAt"> & { size: number };

/** A tablet's storage is shared by every child on it: one child keeps at most this much. */
export const keptFilesLimit = { files: 60, bytes: 60 * 1024 * 1024, fileBytes: 20 * 1024 * 1024 };

const keyOf = (userId: number, url: string) => `${userId}|${url}`;

/** Which kept files go: those older than a day, then the least recently opened beyond the limits. */
export function filesToDrop(entries: readonly Entry[], now: number, limit = keptFilesLimit): string[] {
  const fresh = entries.filter((entry) => now - entry.savedAt <= keptForMs).sort((a, b) => b.savedAt - a.savedAt);
  const dropped = new Set(entries.filter((entry) => !fresh.includes(entry)).map((entry) => entry.key));
  let files = 0;
  let bytes = 0;
  for (const entry of fresh) {
    files += 1;
    bytes += entry.size;
    if (files > limit.files || bytes > limit.bytes) dropped.add(entry.key);
  }
  return [...dropped];
}

async function keptOf(userId: number): Promise<KeptFile[]> {
  return (await (await deviceDb()).getAllFromIndex(fileStore, "userId", userId)) as KeptFile[];
}

/** Keeps the file she just opened (a new copy replaces the old one), then trims what she keeps. */
export async function keepFile(userId: number, url: string, blob: Blob, now = Date.now()): Promise<void> {
  if (blob.size > keptFilesLimit.fileBytes) return;
  const db = await deviceDb();
  await db.put(fileStore, { key: keyOf(userId, url), userId, url, blob, savedAt: now } satisfies KeptFile);
  const entries = (await keptOf(userId)).map(({ key, savedAt, blob: kept }) => ({ key, savedAt, size: kept.size }));
  const tx = db.transaction(fileStore, "readwrite");
  await Promise.all([...filesToDrop(entries, now).map((key) => tx.store.delete(key)), tx.done]);
}

/** Her kept copy of the file, if she opened it in the last day. */
export async function keptFile(userId: number, url: string, now = Date.now()): Promise<Blob | null> {
  const kept = (await (await deviceDb()).get(fileStore, keyOf(userId, url))) as KeptFile | undefined;
  return kept && now - kept.savedAt <= keptForMs ? kept.blob : null;
}

export async function forgetKeptFiles(userId: number): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction(fileStore, "readwrite");
  const keys = await tx.store.index("userId").getAllKeys(userId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
