import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { keptJson } from "../../rest/kept-answers.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import {
  handInAnswer,
  listFiltersInput,
  pendingInput,
  reviewInput,
  studentIdInput,
  submissionIdInput,
  submitInput,
  workFieldsInput,
  workMessages,
} from "../../../common/student-work/student-work.schema.js";

const base = "/api/student-work-submissions";
const fileFields = new Set(["workFile", "file"]);

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

  app.post(base, { config: { access: students } }, async (request, reply) => {
    const work = request.ctx.services.studentWork;
    const result = await readUploadForm(request, fileFields, (fields, file) => work.submit(request.ctx.actor, parseInput(submitInput, fields), file));
    return reply.status(201).send(handInAnswer(result));
  });

  app.put(`${base}/:id`, { config: { access: students } }, async (request) => {
    const work = request.ctx.services.studentWork;
    const { id } = parseInput(submissionIdInput, request.params);
    const result = await readUploadForm(request, fileFields, (fields, file) => work.update(request.ctx.actor, id, parseInput(workFieldsInput, fields), file));
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
};
