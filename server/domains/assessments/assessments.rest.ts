import type { FastifyPluginAsync } from "fastify";
import { adminOnly, declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { assessmentIdInput, assessmentMessages as m, examInput, quizInput } from "../../../common/assessments/assessments.schema.js";

/** /api/exams and /api/quiz of the spec (section 7), plus the lists the original never loaded. Admin only, checked before the body is read. */
export const assessmentsRest: FastifyPluginAsync = async (app) => {
  // Signed in to read; admins change (before the body is read).
  declareAccess(app, signedIn);

  app.get("/api/exams", async (request) => request.ctx.services.assessments.listExams(request.ctx.actor));
  app.post("/api/exams", { config: { access: adminOnly } }, async (request, reply) => {
    const created = await request.ctx.services.assessments.createExam(request.ctx.actor, parseInput(examInput, request.body));
    return reply.status(201).send(withMessage(m.examCreated, created));
  });
  app.put("/api/exams/:id", { config: { access: adminOnly } }, async (request) => {
    const { id } = parseInput(assessmentIdInput, request.params);
    return withMessage(m.examUpdated, await request.ctx.services.assessments.updateExam(request.ctx.actor, id, parseInput(examInput, request.body)));
  });
  app.delete("/api/exams/:id", { config: { access: adminOnly } }, async (request) => {
    const { id } = parseInput(assessmentIdInput, request.params);
    await request.ctx.services.assessments.removeExam(request.ctx.actor, id);
    return withMessage(m.examDeleted);
  });

  app.get("/api/quiz", async (request) => request.ctx.services.assessments.listQuizzes(request.ctx.actor));
  app.post("/api/quiz", { config: { access: adminOnly } }, async (request, reply) => {
    const created = await request.ctx.services.assessments.createQuiz(request.ctx.actor, parseInput(quizInput, request.body));
    return reply.status(201).send(withMessage(m.quizCreated, created));
  });
  app.put("/api/quiz/:id", { config: { access: adminOnly } }, async (request) => {
    const { id } = parseInput(assessmentIdInput, request.params);
    return withMessage(m.quizUpdated, await request.ctx.services.assessments.updateQuiz(request.ctx.actor, id, parseInput(quizInput, request.body)));
  });
  app.delete("/api/quiz/:id", { config: { access: adminOnly } }, async (request) => {
    const { id } = parseInput(assessmentIdInput, request.params);
    await request.ctx.services.assessments.removeQuiz(request.ctx.actor, id);
    return withMessage(m.quizDeleted);
  });
};
