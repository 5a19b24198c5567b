import { authStore, signedInStudentId } from "./auth-store";

export function authHeader(): Record<string, string> {
  const token = authStore.get().token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One file part of a multipart request: its field name ("files", "workFile"...) and the file. */
export type FilePart = { field: string; file: File };

/**
 * Sends fields first, then the file parts in order, so the server checks access and fields before
 * reading them. One file (or null) goes under `options.fileField` ("file" by default); a list of
 * parts sends each under its own field name (a hand-in's several `files`, issue 37).
 */
export async function postMultipart<T>(
  url: string,
  fields: Record<string, string>,
  file: File | null | readonly FilePart[],
  options: { method?: "POST" | "PUT"; fileField?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const parts: readonly FilePart[] = file === null ? [] : file instanceof File ? [{ field: options.fileField ?? "file", file }] : file;
  for (const part of parts) body.append(part.field, part.file);
  const response = await fetch(url, { method: options.method ?? "POST", headers: { ...authHeader(), ...options.headers }, body, signal: AbortSignal.timeout(60_000) });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new UploadError(response.status, data.message ?? "");
  return data;
}

/** Hands a blob to the browser: saved under fileName, or opened in a new tab. */
export function saveBlob(blob: Blob, fileName: string, mode: "view" | "download" = "download"): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  if (mode === "download") link.download = fileName;
  else link.target = "_blank";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/** Saves a file the server made, under the name its Content-Disposition gives (or the fallback). */
export async function saveDownload(response: Response, fallbackName: string): Promise<string> {
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

const keptFiles = () => import("./offline/kept-files");

/**
 * A stored file's bytes, fetched with the session (links and <audio src> cannot carry it). A
 * child's files are also kept on the device, so what she opened today opens without internet too
 * (issue 39, web/lib/offline/kept-files.ts); an adult's never are.
 */
export async function fetchProtectedBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const child = signedInStudentId();
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeader(), signal });
  } catch (error) {
    const kept = child === null || signal?.aborted ? null : await (await keptFiles()).keptFile(child, url).catch(() => null);
    if (kept) return kept;
    throw error;
  }
  if (!response.ok) throw new Error("No se pudo abrir el archivo");
  const blob = await response.blob();
  // Kept only while she is still the one signed in (checked once the module has loaded): a file
  // arriving after her sign-out, which deleted her kept files, is not kept again.
  if (child !== null) void keptFiles().then((kept) => (signedInStudentId() === child ? kept.keepFile(child, url, blob) : undefined)).catch(() => undefined);
  return blob;
}

/** Stored files need the session, which links cannot carry: fetch, then open a local copy. */
export async function openProtectedFile(url: string, fileName: string, mode: "view" | "download"): Promise<void> {
  saveBlob(await fetchProtectedBlob(url), fileName, mode);
}
