import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";

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
