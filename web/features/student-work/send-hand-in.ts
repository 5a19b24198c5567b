import { handInKeyHeader } from "../../../common/student-work/student-work.vocabulary";
import { newHandInKey, queueHandIn } from "../../lib/offline/hand-in-queue";
import { type FilePart, postMultipart, UploadError } from "../../lib/protected-files";

export type HandInRequest = { userId: number; moduleId: number; submissionId: number | null; fields: Record<string, string>; parts: readonly FilePart[] };
/** "sent" with the server's message, or "queued": kept on the device until the internet returns (issue 39). */
export type HandInSent = { kind: "sent"; message: string } | { kind: "queued" };

/**
 * Sends a hand-in with a key of its own; without a connection, or when the connection drops on the
 * way, it is queued under the same key, so an attempt that did reach the server is not stored twice.
 */
export async function sendHandIn(request: HandInRequest): Promise<HandInSent> {
  const key = newHandInKey();
  const queue = async (): Promise<HandInSent> => {
    const files = request.parts.map((part) => ({ field: part.field, name: part.file.name, type: part.file.type, blob: part.file }));
    await queueHandIn({ key, userId: request.userId, moduleId: request.moduleId, submissionId: request.submissionId, fields: request.fields, files });
    return { kind: "queued" };
  };
  if (typeof navigator !== "undefined" && navigator.onLine === false) return queue();
  const url = request.submissionId === null ? "/api/student-work-submissions" : `/api/student-work-submissions/${request.submissionId}`;
  try {
    const data = await postMultipart<{ message: string }>(url, request.fields, request.parts, {
      method: request.submissionId === null ? "POST" : "PUT",
      headers: { [handInKeyHeader]: key },
    });
    return { kind: "sent", message: data.message };
  } catch (error) {
    // Never answered (the Wi-Fi dropped on the way): kept, under the same key. A refusal, or the
    // server down, is shown in the dialog as before, where the child can try again.
    if (!(error instanceof UploadError)) return queue();
    throw error;
  }
}
