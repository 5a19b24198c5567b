import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import {
  agreePiarInput,
  competencyReportInput,
  competencyReportRef,
  followupInput,
  piarMessages,
  revisionInput,
  savePiarInput,
  signPiarInput,
  studentIdInput,
} from "../../../common/piar/piar.schema.js";

const bodyOf = (body: unknown): Record<string, unknown> => (typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {});

/** /api/piar/*: a student's PIAR (issue 26), its revisions, the acta's signatures and the yearly report (issue 35). */
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
    const piar = await request.ctx.services.piar.save(request.ctx.actor, parseInput(savePiarInput, { ...bodyOf(request.body), studentId }));
    return withMessage(piarMessages.saved, { piar });
  });
  app.get("/api/piar/students/:studentId/revisions", async (request) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    return withSuccess({ revisions: await request.ctx.services.piar.revisions(request.ctx.actor, studentId) });
  });
  app.get("/api/piar/students/:studentId/revisions/:revision", async (request) => {
    const { studentId, revision } = parseInput(revisionInput, request.params);
    return withSuccess({ revision: await request.ctx.services.piar.revision(request.ctx.actor, studentId, revision) });
  });
  app.get("/api/piar/students/:studentId/revisions/:revision/pdf", async (request, reply) => {
    const { studentId, revision } = parseInput(revisionInput, request.params);
    const file = await request.ctx.services.piar.revisionPdf(request.ctx.actor, studentId, revision);
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
  app.post("/api/piar/students/:studentId/revisions/:revision/signatures", async (request, reply) => {
    const params = parseInput(revisionInput, request.params);
    const revision = await request.ctx.services.piar.sign(request.ctx.actor, parseInput(signPiarInput, { ...bodyOf(request.body), ...params }));
    return reply.status(201).send(withMessage(piarMessages.signed, { revision }));
  });
  app.post("/api/piar/students/:studentId/agreement", async (request, reply) => {
    const { studentId, revision } = parseInput(agreePiarInput, { ...bodyOf(request.body), ...(request.params as object) });
    const piar = await request.ctx.services.piar.agree(request.ctx.actor, studentId, revision);
    return reply.status(201).send(withMessage(piarMessages.agreed, { piar }));
  });
  app.put("/api/piar/students/:studentId/followups", async (request) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    const piar = await request.ctx.services.piar.followup(request.ctx.actor, parseInput(followupInput, { ...bodyOf(request.body), studentId }));
    return withMessage(piarMessages.followupSaved, { piar });
  });
  app.get("/api/piar/students/:studentId/competency-reports", async (request) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    return withSuccess({ reports: await request.ctx.services.piar.competencyReports(request.ctx.actor, studentId) });
  });
  app.post("/api/piar/students/:studentId/competency-reports", async (request, reply) => {
    const { studentId } = parseInput(studentIdInput, request.params);
    const reports = await request.ctx.services.piar.publishCompetencyReport(request.ctx.actor, parseInput(competencyReportInput, { ...bodyOf(request.body), studentId }));
    return reply.status(201).send(withMessage(piarMessages.reportPublished, { reports }));
  });
  app.get("/api/piar/students/:studentId/competency-reports/:year/:version/pdf", async (request, reply) => {
    const ref = parseInput(competencyReportRef, request.params);
    const file = await request.ctx.services.piar.competencyReportPdf(request.ctx.actor, ref);
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
};
