import type { MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { parseInput } from "../../rest/validation.js";
import { listFiltersInput, reviewInput, studentIdInput, submissionIdInput, submitInput, workFieldsInput } from "./student-work.schema.js";

const base = "/api/student-work-submissions";
const fileFields = new Set(["workFile", "file"]);

/**
 * Reads a hand-in sent as JSON or as multipart (fields first, then workFile, as our form sends it)
 * and passes the file stream to `handle` while the request is still arriving.
 */
async function readHandIn<T>(request: FastifyRequest, handle: (fields: Record<string, unknown>, file?: MultipartFile) => Promise<T>): Promise<T> {
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
    try {
      result = { value: await handle(fields, file) };
    } catch (error) {
      file.file.resume();
      throw error;
    }
  }
  return result ? result.value : handle(fields);
}

const asUpload = (file?: MultipartFile) => (file ? { source: file.file, name: file.filename } : undefined);

export const studentWorkRest: FastifyPluginAsync = async (app) => {
  app.get(base, async (request) => ({
    success: true,
    submissions: await request.ctx.services.studentWork.list(request.ctx.actor, parseInput(listFiltersInput, request.query)),
  }));
  app.get(`${base}/pending`, async (request) => ({
    success: true,
    pendingSubmissions: await request.ctx.services.studentWork.pending(request.ctx.actor),
  }));
  app.get(`${base}/student/:userId`, async (request) => {
    const { userId } = parseInput(studentIdInput, request.params);
    return request.ctx.services.studentWork.forStudent(request.ctx.actor, userId);
  });

  app.post(base, async (request, reply) => {
    const work = request.ctx.services.studentWork;
    work.assertStudent(request.ctx.actor);
    const result = await readHandIn(request, (fields, file) => work.submit(request.ctx.actor, parseInput(submitInput, fields), asUpload(file)));
    return reply.status(201).send(result);
  });

  app.put(`${base}/:id`, async (request) => {
    const work = request.ctx.services.studentWork;
    work.assertStudent(request.ctx.actor);
    const { id } = parseInput(submissionIdInput, request.params);
    return readHandIn(request, (fields, file) => work.update(request.ctx.actor, id, parseInput(workFieldsInput, fields), asUpload(file)));
  });

  app.put(`${base}/:id/review`, async (request) => {
    const { id } = parseInput(submissionIdInput, request.params);
    return request.ctx.services.studentWork.review(request.ctx.actor, id, parseInput(reviewInput, request.body));
  });

  app.get(`${base}/:id/file`, async (request, reply) => {
    const { id } = parseInput(submissionIdInput, request.params);
    const file = await request.ctx.services.studentWork.file(request.ctx.actor, id);
    const download = (request.query as { download?: string } | undefined)?.download === "1";
    return sendStoredFile(reply, request.ctx.services.studentWork.dataDir, file, download ? "attachment" : "inline");
  });
};
