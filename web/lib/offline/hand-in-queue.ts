/**
 * Hand-ins that wait for the internet (issue 39). A hand-in made without a connection (or whose
 * sending failed on the way) is kept in this browser's IndexedDB with its photos and recordings as
 * they were chosen, under the child who made it, and sent when the connection returns, with the
 * same Idempotency-Key every time, so the server stores it once however often it arrives
 * (docs/decisions/offline-hand-ins.md). Nothing here holds a token: each send uses the session of
 * the moment, and only the child who made an item sends it or sees it.
 */
import { countInWords } from "../../../common/words";
import { handInKeyHeader } from "../../../common/student-work/student-work.vocabulary";
import { postMultipart, UploadError } from "../protected-files";
import { afterFailure } from "./retry-rule";
import { deviceDb as database, handInStore as storeName } from "./device-db";

export type QueuedFile = { field: string; name: string; type: string; blob: Blob };
export type QueuedStatus = "waiting" | "refused";
export type QueuedHandIn = {
  key: string;
  userId: number;
  moduleId: number;
  /** The hand-in it changes (PUT), or null for a first hand-in (POST). */
  submissionId: number | null;
  fields: Record<string, string>;
  files: QueuedFile[];
  status: QueuedStatus;
  /** The server's reason when it refused the hand-in (the task closed, a file it does not take…). */
  message: string | null;
  queuedAt: number;
};

const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A key the server accepts (common's handInKeyPattern): a random UUID. */
export function newHandInKey(): string {
  return crypto.randomUUID();
}

export async function queueHandIn(item: Omit<QueuedHandIn, "status" | "message" | "queuedAt">): Promise<void> {
  const db = await database();
  await db.put(storeName, { ...item, status: "waiting", message: null, queuedAt: Date.now() } satisfies QueuedHandIn);
  changed();
}

/** The child's own waiting and refused hand-ins, oldest first; another child's are never read out. */
export async function queuedFor(userId: number): Promise<QueuedHandIn[]> {
  const db = await database();
  const items = (await db.getAllFromIndex(storeName, "userId", userId)) as QueuedHandIn[];
  return items.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function removeQueued(key: string): Promise<void> {
  const db = await database();
  await db.delete(storeName, key);
  changed();
}

/** Everything one person left on this device (signing out on a shared tablet, after the adult said so). */
export async function forgetQueuedFor(userId: number): Promise<void> {
  const db = await database();
  const keys = await db.getAllKeysFromIndex(storeName, "userId", userId);
  for (const key of keys) await db.delete(storeName, key);
  changed();
}

/** The adult's question when signing out leaves hand-ins on the device (in words: no digits on a child's screen). */
export function leavingWithQueuedWork(count: number): string {
  const what = count === 1 ? "Hay un trabajo guardado que todavía no se ha enviado" : `Hay ${countInWords(count, "trabajo guardado", "trabajos guardados")} que todavía no se han enviado`;
  return `${what}. Si sales ahora, se queda en este dispositivo y se enviará cuando esta misma persona vuelva a entrar con internet.`;
}

export type SendOutcome = "sent" | "waits" | "refused";

/** What a failed hand-in attempt means (retry-rule.ts): a refusal has the server's status. */
export function outcomeOfFailure(error: unknown): Exclude<SendOutcome, "sent"> {
  return afterFailure(error instanceof UploadError ? error.status : undefined);
}

/** One attempt: sent (and removed), still waiting, or refused (kept, with the server's reason). */
export async function sendQueued(item: QueuedHandIn): Promise<SendOutcome> {
  const url = item.submissionId === null ? "/api/student-work-submissions" : `/api/student-work-submissions/${item.submissionId}`;
  const parts = item.files.map((file) => ({ field: file.field, file: new File([file.blob], file.name, { type: file.type }) }));
  try {
    await postMultipart(url, item.fields, parts, { method: item.submissionId === null ? "POST" : "PUT", headers: { [handInKeyHeader]: item.key } });
  } catch (error) {
    const outcome = outcomeOfFailure(error);
    if (outcome === "refused") {
      const message = (error as UploadError).message || "El servidor no aceptó el trabajo.";
      const db = await database();
      await db.put(storeName, { ...item, status: "refused", message } satisfies QueuedHandIn);
      changed();
    }
    return outcome;
  }
  await removeQueued(item.key);
  return "sent";
}

/**
 * Sends the child's waiting hand-ins, one tab at a time (Web Locks): two tabs of the same tablet
 * would otherwise send the same item at once (the server would still keep one). Returns what was sent.
 */
export async function sendWaiting(userId: number): Promise<QueuedHandIn[]> {
  const run = async () => {
    const sent: QueuedHandIn[] = [];
    for (const item of await queuedFor(userId)) {
      if (item.status !== "waiting") continue;
      const outcome = await sendQueued(item);
      if (outcome === "sent") sent.push(item);
      if (outcome === "waits") break;
    }
    return sent;
  };
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request("tribu-hand-in-queue", run);
  return run();
}
