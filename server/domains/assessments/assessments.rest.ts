import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { assessmentIdInput } from "../../../common/assessments/assessments.schema.js";

/** /api/exams and /api/quiz of the spec (section 7), plus the lists the original never loaded. */
export const assessmentsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/exams", async (request) => request.ctx.services.assessments.listExams(request.ctx.actor));
  app.post("/api/exams", async (request, reply) => {
    request.ctx.services.assessments.assertAdmin(request.ctx.actor);
    return reply.status(201).send(await request.ctx.services.assessments.createExam(request.ctx.actor, request.body));
  });
  app.put("/api/exams/:id", async (request) => {
    request.ctx.services.assessments.assertAdmin(request.ctx.actor);
    const { id } = parseInput(assessmentIdInput, request.params);
    return request.ctx.services.assessments.updateExam(request.ctx.actor, id, request.body);
  });
  app.delete("/api/exams/:id", async (request) => {
    request.ctx.services.assessments.assertAdmin(request.ctx.actor);
    const { id } = parseInput(assessmentIdInput, request.params);
    return request.ctx.services.assessments.removeExam(request.ctx.actor, id);
  });

  app.get("/api/quiz", async (request) => request.ctx.services.assessments.listQuizzes(request.ctx.actor));
  app.post("/api/quiz", async (request, reply) => {
    request.ctx.services.assessments.assertAdmin(request.ctx.actor);
    return reply.status(201).send(await request.ctx.services.assessments.createQuiz(request.ctx.actor, request.body));
  });
  app.put("/api/quiz/:id", async (request) => {
    request.ctx.services.assessments.assertAdmin(request.ctx.actor);
    const { id } = parseInput(assessmentIdInput, request.params);
    return request.ctx.services.assessments.updateQuiz(request.ctx.actor, id, request.body);
  });
  app.delete("/api/quiz/:id", async (request) => {
    request.ctx.services.assessments.assertAdmin(request.ctx.actor);
    const { id } = parseInput(assessmentIdInput, request.params);
    return request.ctx.services.assessments.removeQuiz(request.ctx.actor, id);
  });
};
