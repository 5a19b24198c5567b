import type { FastifyPluginAsync } from "fastify";
import { adminOnly, declareAccess, parentsOnly, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import { recordMessages } from "../../../common/student-records/record.schema.js";
import { correctionInput, fileMessages, restStudentIdInput } from "../../../common/student-records/record-requests.js";

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {});

/**
 * /api/students/:id/record (issue 36): the student's file for scripts and integrators, `{ success,
 * record }`. GET answers what the caller may read (404 before the file is first saved; the admin's
 * form asks `studentRecords.form`, which answers null then); PUT (admin) writes the whole file.
 */
export const studentRecordsRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role and the child.
  declareAccess(app, signedIn);
  app.get("/api/students/:id/record", async (request) => {
    const { id } = parseInput(restStudentIdInput, request.params);
    return withSuccess({ record: await request.ctx.services.studentRecords.get(request.ctx.actor, id) });
  });
  app.put("/api/students/:id/record", { config: { access: adminOnly } }, async (request) => {
    const { id } = parseInput(restStudentIdInput, request.params);
    const { record, warnings } = await request.ctx.services.studentRecords.save(request.ctx.actor, id, request.body);
    return withMessage(recordMessages.saved, { record, warnings });
  });
  // The family's request to correct its child's file (the same as studentRecords.requestCorrection).
  app.post("/api/students/:id/record/corrections", { config: { access: parentsOnly } }, async (request, reply) => {
    const { id } = parseInput(restStudentIdInput, request.params);
    const input = parseInput(correctionInput, { ...bodyOf(request.body), studentId: id });
    const created = await request.ctx.services.studentRecords.requestCorrection(request.ctx.actor, input);
    return reply.status(201).send(withMessage(fileMessages.requestSent, { request: created }));
  });
};
