import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import { followupInput, piarMessages, savePiarInput, studentIdInput } from "../../../common/piar/piar.schema.js";

/** /api/piar/*: a student's PIAR (issue 26). */
export const piarRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role, the tribe and the child.
  declareAccess(app, signedIn);
  app.get("/api/piar/reviews-due", async (request) => {
    return withSuccess({ plans: await request.ctx.services.piar.reviewsDue(request.ctx.actor) });
  });
  app.get("/api/piar/students/:studentId", async (request) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    return withSuccess({ piar: await request.ctx.services.piar.get(request.ctx.actor, studentId) });
  });
  app.get("/api/piar/students/:studentId/pdf", async (request, reply) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    const file = await request.ctx.services.piar.pdf(request.ctx.actor, studentId);
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
  app.put("/api/piar/students/:studentId", async (request) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const piar = await request.ctx.services.piar.save(request.ctx.actor, parseInput(savePiarInput, { ...body, studentId }));
    return withMessage(piarMessages.saved, { piar });
  });
  app.post("/api/piar/students/:studentId/agreement", async (request, reply) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    const piar = await request.ctx.services.piar.agree(request.ctx.actor, studentId);
    return reply.status(201).send(withMessage(piarMessages.agreed, { piar }));
  });
  app.put("/api/piar/students/:studentId/followups", async (request) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const piar = await request.ctx.services.piar.followup(request.ctx.actor, parseInput(followupInput, { ...body, studentId }));
    return withMessage(piarMessages.followupSaved, { piar });
  });
};
