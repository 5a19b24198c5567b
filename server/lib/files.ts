import { tidyPicture } from "./pictures.js";
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyReply } from "fastify";
import type { DbOrTrx } from "../db/connection.js";
import type { FilesTable } from "../db/schema.js";
import type { Selectable } from "kysely";
import { AppError, messages } from "./errors.js";
import { ensurePrivateDir } from "./private-files.js";
import { audioKinds, type FileKind, fileTooLargeMessageFor, maxUploadBytes, namedAsAudio } from "../../common/uploads.js";

export { type FileKind, fileTooLargeMessage, imageKinds, maxUploadBytes, pdfOrImageKinds } from "../../common/uploads.js";

/**
 * Uploaded files: stored under DATA_DIR/uploads with generated names, kept only when their
 * size and their content (magic bytes, never the name or the browser's type) are acceptable.
 * Module PDFs, student work and payment slips all go through storeUpload.
 */

export type FileRow = Selectable<FilesTable>;

export const kindInfo: Record<FileKind, { mime: string; ext: string }> = {
  pdf: { mime: "application/pdf", ext: "pdf" },
  png: { mime: "image/png", ext: "png" },
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  gif: { mime: "image/gif", ext: "gif" },
  webp: { mime: "image/webp", ext: "webp" },
  zip: { mime: "application/zip", ext: "zip" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", ext: "docx" },
  doc: { mime: "application/msword", ext: "doc" },
  rar: { mime: "application/vnd.rar", ext: "rar" },
  txt: { mime: "text/plain; charset=utf-8", ext: "txt" },
  webm: { mime: "audio/webm", ext: "webm" },
  ogg: { mime: "audio/ogg", ext: "ogg" },
  m4a: { mime: "audio/mp4", ext: "m4a" },
  wav: { mime: "audio/wav", ext: "wav" },
  mp3: { mime: "audio/mpeg", ext: "mp3" },
};

const headBytes = 4100;

function startsWith(head: Uint8Array, bytes: number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => head[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** ISO media brands of still pictures (HEIC, AVIF): an "ftyp" file with one of these is a photo, not a recording. */
const pictureBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

/** An MPEG audio frame header: 11 sync bits, then a version, layer, bitrate and rate that are not "reserved". */
function mpegFrame(head: Uint8Array): boolean {
  const [b0, b1, b2] = [head[0] ?? 0, head[1] ?? 0, head[2] ?? 0];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && rate !== 0x03;
}

/**
 * A recording's container from its first bytes: WebM/Matroska, Ogg, MP4 (M4A), WAV or MP3. The
 * binary bytes after the text-looking signatures (Ogg's version 0, an MP4 box size below 16 MB,
 * ID3's version) keep a text file that happens to start with "OggS" or "ID3" a text file.
 */
function detectAudio(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (startsWith(head, [...ascii("OggS"), 0])) return "ogg";
  if (head[0] === 0 && startsWith(head, ascii("ftyp"), 4) && head.length >= 12) {
    const brand = String.fromCharCode(...head.subarray(8, 12)).toLowerCase();
    return pictureBrands.has(brand) ? null : "m4a";
  }
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WAVE"), 8)) return "wav";
  const id3Version = head[3] ?? 0;
  if ((startsWith(head, ascii("ID3")) && id3Version >= 2 && id3Version <= 4 && head[4] !== 0xff) || mpegFrame(head)) return "mp3";
  return null;
}

/**
 * The kind of a file from its first bytes. A zip whose name ends in .docx is reported as docx
 * (both are zip containers); plain text is text only when it has no NUL byte and is valid UTF-8.
 */
export function detectKind(head: Uint8Array, originalName = ""): FileKind | null {
  if (startsWith(head, ascii("%PDF-"))) return "pdf";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "webp";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return /\.docx$/i.test(originalName) ? "docx" : "zip";
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(head, ascii("Rar!\x1a\x07"))) return "rar";
  const audio = detectAudio(head);
  if (audio) return audio;
  if (head.length > 0 && !head.includes(0)) {
    try {
      // A multi-byte character cut at the end of the sample is fine; invalid bytes elsewhere are not.
      new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
      return "txt";
    } catch {
      return null;
    }
  }
  return null;
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, "uploads");
}

/** A stream that may carry @fastify/multipart's `truncated` flag (set when its size limit was hit). */
type UploadSource = Buffer | (Readable & { truncated?: boolean });

export type StoreOptions = {
  dataDir: string;
  allowedKinds: readonly FileKind[];
  maxBytes?: number;
  /** Shown when the content is not one of allowedKinds. */
  wrongKindMessage: string;
  originalName: string;
  purpose: string;
  ownerId: number | null;
};

function safeOriginalName(name: string): string {
  // Keep the name for display and Content-Disposition only; strip folders and control characters.
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 200);
  return clean || "archivo";
}

const kindExtensions: Partial<Record<FileKind, string[]>> = {
  jpeg: ["jpg", "jpeg"],
  txt: ["txt", "text", "csv", "md"],
  ogg: ["ogg", "oga", "opus"],
  m4a: ["m4a", "mp4"],
};

/**
 * The display name ends in an extension of the detected kind, so a download cannot pose as
 * another type: "dibujo.svg" that is really plain text becomes "dibujo.svg.txt", an image named
 * "foto.exe" becomes "foto.exe.png".
 */
function nameForKind(name: string, kind: FileKind): string {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const allowed = kindExtensions[kind] ?? [kindInfo[kind].ext];
  return ext && allowed.includes(ext) ? name : `${name}.${kindInfo[kind].ext}`;
}

/**
 * Writes the upload to a temporary file while counting bytes (413 past maxBytes), checks its
 * content against allowedKinds (415 otherwise), makes a picture small and data-free (tidyPicture),
 * moves it to its generated name and records it.
 */
export async function storeUpload(db: DbOrTrx, source: UploadSource, options: StoreOptions): Promise<FileRow> {
  const maxBytes = options.maxBytes ?? maxUploadBytes;
  const tooLargeMessage = fileTooLargeMessageFor(maxBytes);
  const dir = uploadsDir(options.dataDir);
  ensurePrivateDir(dir);
  const tempPath = join(dir, `.incoming-${randomUUID()}`);
  let size = 0;
  let tooLarge = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        callback(new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage));
        return;
      }
      callback(null, chunk);
    },
  });
  const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  try {
    await pipeline(input, counter, createWriteStream(tempPath, { mode: 0o600 }));
    if (!Buffer.isBuffer(source) && source.truncated) tooLarge = true;
    if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage);
    if (size === 0) throw new AppError("BAD_REQUEST", options.wrongKindMessage);

    const handle = await open(tempPath, "r");
    const head = Buffer.alloc(Math.min(headBytes, size));
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    const originalName = safeOriginalName(options.originalName);
    const kind = detectKind(head, originalName);
    const posesAsAudio = kind !== null && namedAsAudio(originalName) && !audioKinds.includes(kind);
    if (!kind || !options.allowedKinds.includes(kind) || posesAsAudio) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", options.wrongKindMessage);
    }
    size = (await tidyPicture(tempPath, kind)) ?? size;
    const info = kindInfo[kind];
    const displayName = nameForKind(originalName, kind);
    const storageName = `${randomUUID()}.${info.ext}`;
    await rename(tempPath, join(dir, storageName));
    try {
      return await db
        .insertInto("files")
        .values({
          storageName,
          originalName: displayName,
          mimeType: info.mime,
          size,
          purpose: options.purpose,
          ownerId: options.ownerId,
          createdAt: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      await rm(join(dir, storageName), { force: true });
      throw error;
    }
  } catch (error) {
    if (!Buffer.isBuffer(source)) source.resume(); // let the request finish so the 413/415 can be sent
    await rm(tempPath, { force: true });
    if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage);
    throw error;
  }
}

/**
 * Removes the temporary files of uploads that never finished (a crash, a killed process). Only those
 * older than `olderThanMs` (the longest a request may last), so another instance's upload in flight
 * on a shared folder is left alone. Returns how many were removed.
 */
export async function sweepIncoming(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const dir = uploadsDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(".incoming-")) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && now - info.mtimeMs >= olderThanMs) {
      await rm(join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

export function findFile(db: DbOrTrx, id: number): Promise<FileRow | undefined> {
  return db.selectFrom("files").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Points a row at a newly stored file (or at none: null) and deletes the file it pointed at before. The write is a
 * compare-and-swap (it lands only while the row still names the file just read), so two
 * replacements at once (a double tap on "Entregar", two tabs) leave exactly one stored file: the
 * loser reads again and displaces the winner's file. `write` answers whether the row changed; a
 * row that is gone throws NOT_FOUND after the new file is removed.
 */
export async function replaceFileOf(
  db: DbOrTrx,
  dataDir: string,
  newFileId: number | null,
  row: { read(): Promise<{ fileId: number | null } | undefined>; write(expected: number | null): Promise<boolean> },
): Promise<void> {
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const current = await row.read();
      if (!current) throw new AppError("NOT_FOUND", messages.notFound);
      if (await row.write(current.fileId)) {
        if (current.fileId !== null && current.fileId !== newFileId) await deleteStoredFile(db, dataDir, current.fileId);
        return;
      }
    }
    throw new AppError("CONFLICT", "Otra persona cambió este archivo al mismo tiempo. Vuelve a intentarlo.");
  } catch (error) {
    if (newFileId !== null) await deleteStoredFile(db, dataDir, newFileId);
    throw error;
  }
}

/** Removes the row and the stored bytes; a missing file on disk is not an error. */
export async function deleteStoredFile(db: DbOrTrx, dataDir: string, id: number): Promise<void> {
  const row = await db.deleteFrom("files").where("id", "=", id).returning(["storageName"]).executeTakeFirst();
  if (row) await rm(join(uploadsDir(dataDir), row.storageName), { force: true });
}

function contentDisposition(type: "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a stored file to a caller the service has already allowed: its own detected type,
 * nosniff, a closed CSP and always as an attachment, so an uploaded file never renders as a page
 * of this site (issue 10). The screens fetch files with the session and show a local copy, so
 * viewing in the page works the same.
 */
export async function sendStoredFile(reply: FastifyReply, dataDir: string, file: FileRow): Promise<FastifyReply> {
  const path = join(uploadsDir(dataDir), file.storageName);
  const found = await stat(path).catch(() => null);
  if (!found) throw new AppError("NOT_FOUND", "Archivo no encontrado");
  return reply
    .header("content-type", file.mimeType)
    .header("content-length", String(found.size))
    .header("content-disposition", contentDisposition("attachment", file.originalName))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header("cache-control", "private, no-store")
    .send(createReadStream(path));
}

/** "Ana Ríos" as "ana-rios": ASCII only, for a download's name (at most `max` characters). */
export function fileNameSlug(text: string, max = 40): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, max);
}

/** Sends a file the server made (a PDF, an export zip) as a download: never cached, never sniffed. */
export function sendGeneratedFile(reply: FastifyReply, file: { body: Buffer | Uint8Array; fileName: string; contentType: string }): FastifyReply {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition("attachment", file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.body));
}

/** The public shape of a stored file, for responses. */
export function filePublic(file: FileRow, url: string) {
  return { id: file.id, url, originalName: file.originalName, name: file.originalName, size: file.size, mimeType: file.mimeType };
}
