import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/errors.js";

export type Upload = { source: MultipartFile["file"]; name: string };

/**
 * When the client goes away mid-upload, busboy's file stream may neither end nor fail, and the
 * half-written temporary file would stay on disk: fail the stream so storeUpload removes it at once.
 */
export function failOnAbort(request: FastifyRequest, stream: MultipartFile["file"]): () => void {
  const abort = () => {
    if (!request.raw.complete) stream.destroy(new Error("La subida se interrumpió."));
  };
  request.raw.once("close", abort);
  return () => request.raw.off("close", abort);
}

/**
 * Reads a form sent as multipart (fields first, then the file, as our forms send them) or as JSON,
 * and calls `handle` with the fields and the file stream while the request is still arriving, so a
 * refused upload is never stored. Other file parts are drained and ignored.
 */
export async function readUploadForm<T>(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
  handle: (fields: Record<string, unknown>, file?: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return handle((request.body ?? {}) as Record<string, unknown>);
  const fields: Record<string, unknown> = {};
  let result: { value: T } | undefined;
  for await (const part of request.parts()) {
    if (part.type === "field") {
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
      continue;
    }
    const file = part as MultipartFile;
    if (!fileFields.has(file.fieldname) || result) {
      file.file.resume();
      continue;
    }
    const stopWatching = failOnAbort(request, file.file);
    try {
      result = { value: await handle(fields, { source: file.file, name: file.filename }) };
    } catch (error) {
      file.file.resume();
      throw error;
    } finally {
      stopWatching();
    }
  }
  return result ? result.value : handle(fields);
}

/**
 * An uploaded file read into memory (it is parsed, never stored), refused past `maxBytes` with
 * `tooLarge`; also when the multipart reader cut it at the server's own limit (`truncated`): that is
 * a file too large, not a shorter one. The catalogue and the enrolment import use it.
 */
export async function readUploadIntoMemory(file: Upload | undefined, maxBytes: number, tooLarge: string): Promise<Buffer | undefined> {
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.source) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
    chunks.push(chunk as Buffer);
  }
  if ((file.source as { truncated?: boolean }).truncated) throw new AppError("PAYLOAD_TOO_LARGE", tooLarge);
  return Buffer.concat(chunks);
}

/** One file part of a form with several, and the name of its field ("files", "workFile"...). */
export type NamedUpload = Upload & { field: string };

/**
 * Like readUploadForm, for a form with several file parts (a hand-in's photos and voice note, issue
 * 37): `handle` is called with the fields (sent before the first file) and the file parts, in the
 * order they arrive, each read while the request is still arriving (so a refused file is never
 * stored, and the next part is read only when the handler asks for it). At most `maxFiles` file
 * parts are read; one more is refused with `tooMany`. Parts the handler leaves unread, and file
 * parts of other fields, are drained. A JSON body gives no files.
 */
export async function readUploadsForm<T>(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
  options: { maxFiles: number; tooMany: string },
  handle: (fields: Record<string, unknown>, files: AsyncIterable<NamedUpload>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return handle((request.body ?? {}) as Record<string, unknown>, (async function* () {})());
  const fields: Record<string, unknown> = {};
  const parts = request.parts({ limits: { files: options.maxFiles } })[Symbol.asyncIterator]();
  const next = async (): Promise<MultipartFile | undefined> => {
    for (;;) {
      let step: IteratorResult<Multipart>;
      try {
        step = await parts.next();
      } catch (error) {
        if ((error as { code?: unknown }).code === "FST_FILES_LIMIT") throw new AppError("CONFLICT", options.tooMany);
        throw error;
      }
      if (step.done) return undefined;
      const part = step.value;
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (fileFields.has(file.fieldname)) return file;
      file.file.resume();
    }
  };
  let pending = await next();
  async function* files(): AsyncGenerator<NamedUpload> {
    while (pending) {
      const file = pending;
      pending = undefined;
      const stopWatching = failOnAbort(request, file.file);
      try {
        yield { source: file.file, name: file.filename, field: file.fieldname };
      } finally {
        stopWatching();
        // Read or refused, the part's bytes must be consumed before the next part can arrive.
        file.file.resume();
      }
      pending = await next();
    }
  }
  const result = await handle(fields, files());
  while (pending) {
    pending.file.resume();
    pending = await next();
  }
  return result;
}
