import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadsForm } from "../../rest/multipart.js";
import { keptJson } from "../../rest/kept-answers.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import {
  handInAnswer,
  handInKeyInput,
  listFiltersInput,
  maxWorkFiles,
  pendingInput,
  reviewInput,
  studentIdInput,
  submissionFileInput,
  submissionIdInput,
  submitInput,
  updateWorkInput,
  workMessages,
} from "../../../common/student-work/student-work.schema.js";

const base = "/api/student-work-submissions";
/** `files` (repeatable) are the hand-in's list; `workFile`/`file` are the one file of older clients (issue 37). */
const fileFields = new Set(["files", "workFile", "file"]);
/** Ten files, and one legacy part that replaces the first of them. */
const uploadLimits = { maxFiles: maxWorkFiles + 1, tooMany: workMessages.tooManyFiles };

export const studentWorkRest: FastifyPluginAsync = async (app) => {
  // Signed in; handing in for students, before the file is read.
  declareAccess(app, signedIn);
  const students = checkedBy("student", (request) => void request.ctx.services.studentWork.assertStudent(request.ctx.actor));
  app.get(base, async (request, reply) =>
    keptJson(reply, await request.ctx.services.studentWork.list(request.ctx.actor, parseInput(listFiltersInput, request.query)), "success"),
  );
  app.get(`${base}/pending`, async (request) =>
    withSuccess(await request.ctx.services.studentWork.pending(request.ctx.actor, parseInput(pendingInput, request.query))),
  );
  app.get(`${base}/student/:userId`, async (request) => {
    const { userId } = parseInput(studentIdInput, request.params);
    return request.ctx.services.studentWork.forStudent(request.ctx.actor, userId);
  });

  // An `Idempotency-Key` (issue 39, docs/decisions/offline-hand-ins.md): the student's repeat of a
  // hand-in already stored answers the same status and the hand-in as it is now, storing nothing.
  app.post(base, { config: { access: students } }, async (request, reply) => {
    const work = request.ctx.services.studentWork;
    const key = parseInput(handInKeyInput, request.headers);
    const result = await readUploadsForm(request, fileFields, uploadLimits, (fields, files) => work.submit(request.ctx.actor, parseInput(submitInput, fields), files, key));
    return reply.status(201).send(handInAnswer(result));
  });

  app.put(`${base}/:id`, { config: { access: students } }, async (request) => {
    const work = request.ctx.services.studentWork;
    const { id } = parseInput(submissionIdInput, request.params);
    const key = parseInput(handInKeyInput, request.headers);
    const result = await readUploadsForm(request, fileFields, uploadLimits, (fields, files) => work.update(request.ctx.actor, id, parseInput(updateWorkInput, fields), files, key));
    return withMessage(workMessages.updated, result);
  });

  app.put(`${base}/:id/review`, async (request) => {
    const { id } = parseInput(submissionIdInput, request.params);
    return withMessage(workMessages.reviewed, await request.ctx.services.studentWork.review(request.ctx.actor, id, parseInput(reviewInput, request.body)));
  });

  app.get(`${base}/:id/file`, async (request, reply) => {
    const { id } = parseInput(submissionIdInput, request.params);
    const file = await request.ctx.services.studentWork.file(request.ctx.actor, id);
    return sendStoredFile(reply, request.ctx.services.studentWork.dataDir, file);
  });

  app.get(`${base}/:id/files/:fileId`, async (request, reply) => {
    const { id, fileId } = parseInput(submissionFileInput, request.params);
    const file = await request.ctx.services.studentWork.fileOf(request.ctx.actor, id, fileId);
    return sendStoredFile(reply, request.ctx.services.studentWork.dataDir, file);
  });
};
