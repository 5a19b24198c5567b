/**
 * Attendance saved without internet (issue 39): a teacher marking in the garden presses "Guardar";
 * the marks she changed are kept on the device under her, one entry per tribe and day, and sent
 * when the connection returns, through the same attendance.save the screen uses online. Only the
 * marks she changed are sent (the server keeps every other child's saved mark), so what another
 * adult changed meanwhile stays; where both changed a child's mark, the one that reaches the server
 * last wins and both stay in the day's corrections. The server writes the absence alerts as the
 * register arrives, once per child and day (server/domains/attendance/attendance.service.ts).
 */
import type { AttendanceMark, SaveRegisterInput } from "../../../common/attendance/attendance.schema";
import { apiErrorInfo } from "../api-errors";
import { trpcClient } from "../trpc";
import { deviceDb, registerStore } from "./device-db";
import { afterFailure } from "./retry-rule";

export type KeptMark = { studentId: number; mark: AttendanceMark; note: string };
export type QueuedRegister = {
  key: string;
  userId: number;
  tribe: SaveRegisterInput["tribe"];
  date: string;
  marks: KeptMark[];
  status: "waiting" | "refused";
  message: string | null;
  queuedAt: number;
};

const listeners = new Set<() => void>();
function changed(): void {
  for (const listener of listeners) listener();
}

export function onRegisterQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the changed marks; a second save of the same tribe and day before sending adds to the first (the later mark of a child wins). */
export async function queueRegister(entry: { userId: number; tribe: SaveRegisterInput["tribe"]; date: string; marks: KeptMark[] }): Promise<void> {
  const db = await deviceDb();
  const key = `${entry.userId}:${entry.tribe}:${entry.date}`;
  const before = (await db.get(registerStore, key)) as QueuedRegister | undefined;
  const marks = new Map((before?.marks ?? []).map((mark) => [mark.studentId, mark]));
  for (const mark of entry.marks) marks.set(mark.studentId, mark);
  await db.put(registerStore, { ...entry, key, marks: [...marks.values()], status: "waiting", message: null, queuedAt: before?.queuedAt ?? Date.now() } satisfies QueuedRegister);
  changed();
}

export async function queuedRegistersFor(userId: number): Promise<QueuedRegister[]> {
  const db = await deviceDb();
  const items = (await db.getAllFromIndex(registerStore, "userId", userId)) as QueuedRegister[];
  return items.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function removeQueuedRegister(key: string): Promise<void> {
  const db = await deviceDb();
  await db.delete(registerStore, key);
  changed();
}

/** Sends what waits, oldest first, one tab at a time; returns the server's words for each register that arrived. */
export async function sendWaitingRegisters(userId: number): Promise<{ register: QueuedRegister; message: string }[]> {
  const run = async () => {
    const sent: { register: QueuedRegister; message: string }[] = [];
    for (const item of await queuedRegistersFor(userId)) {
      if (item.status !== "waiting") continue;
      try {
        const answer = await trpcClient.attendance.save.mutate({ tribe: item.tribe, date: item.date, marks: item.marks });
        await removeQueuedRegister(item.key);
        sent.push({ register: item, message: answer.message });
      } catch (error) {
        const { status, message } = apiErrorInfo(error);
        if (afterFailure(status) === "waits") break;
        const db = await deviceDb();
        await db.put(registerStore, { ...item, status: "refused", message: message || "El servidor no aceptó la asistencia." } satisfies QueuedRegister);
        changed();
      }
    }
    return sent;
  };
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request("tribu-register-queue", run);
  return run();
}
