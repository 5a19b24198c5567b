import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import {
  actaIdInput,
  adoptSieeInput,
  createActivityInput,
  promotionMessages as m,
  recordResultInput,
  saveActaInput,
  sieeVersionInput,
  studentYearInput,
  tribeYearInput,
} from "../../../common/promotion/promotion.schema.js";

const bodyOf = (body: unknown) => (typeof body === "object" && body !== null ? body : {});

/** /api/siee, /api/support-activities, /api/promotion: the SIEE and promotion (issue 35). */
export const promotionRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role, the tribe and the child.
  declareAccess(app, signedIn);
  const promotion = (request: FastifyRequest) => request.ctx.services.promotion;

  // The SIEE in force and its history; the report card links to /dashboard/siee.
  app.get("/api/siee", async (request) => withSuccess(await promotion(request).siee(request.ctx.actor)));
  app.get("/api/siee/versions/:version", async (request) => {
    const { version } = parseInput(sieeVersionInput, request.params);
    return withSuccess({ siee: await promotion(request).sieeVersion(request.ctx.actor, version) });
  });
  app.post("/api/siee/versions", async (request, reply) => {
    const siee = await promotion(request).adoptSiee(request.ctx.actor, parseInput(adoptSieeInput, request.body));
    return reply.status(201).send(withMessage(m.sieeAdopted, { siee }));
  });

  app.get("/api/support-activities", async (request) => withSuccess(await promotion(request).tribeActivities(request.ctx.actor, parseInput(tribeYearInput, request.query))));
  app.get("/api/support-activities/students/:studentId", async (request) => {
    const { studentId, year } = parseInput(studentYearInput, { ...bodyOf(request.query), ...bodyOf(request.params) });
    return withSuccess({ activities: await promotion(request).studentActivities(request.ctx.actor, studentId, year) });
  });
  app.post("/api/support-activities", async (request, reply) => {
    const activity = await promotion(request).createActivity(request.ctx.actor, parseInput(createActivityInput, request.body));
    return reply.status(201).send(withMessage(m.activityCreated, { activity }));
  });
  app.put("/api/support-activities/:id/result", async (request) => {
    const { id } = parseInput(actaIdInput, request.params);
    const activity = await promotion(request).recordResult(request.ctx.actor, parseInput(recordResultInput, { ...bodyOf(request.body), id }));
    return withMessage(m.resultRecorded, { activity });
  });

  app.get("/api/promotion/commission", async (request) => withSuccess(await promotion(request).commission(request.ctx.actor, parseInput(tribeYearInput, request.query))));
  app.get("/api/promotion/actas/:id", async (request) => {
    const { id } = parseInput(actaIdInput, request.params);
    return withSuccess({ acta: await promotion(request).acta(request.ctx.actor, id) });
  });
  app.put("/api/promotion/actas", async (request) => withMessage(m.actaSaved, { acta: await promotion(request).saveActa(request.ctx.actor, parseInput(saveActaInput, request.body)) }));
  app.post("/api/promotion/actas/:id/close", async (request) => {
    const { id } = parseInput(actaIdInput, request.params);
    return withMessage(m.actaClosedNow, { acta: await promotion(request).closeActa(request.ctx.actor, id) });
  });
  app.post("/api/promotion/actas/:id/correction", async (request, reply) => {
    const { id } = parseInput(actaIdInput, request.params);
    return reply.status(201).send(withMessage(m.actaCorrection, { acta: await promotion(request).correctActa(request.ctx.actor, id) }));
  });
};
