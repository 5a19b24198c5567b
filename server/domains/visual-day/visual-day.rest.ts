import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  currentSetMessage,
  dayQueryInput,
  dayRefInput,
  moveInput,
  newStepInput,
  setCurrentInput,
  stepFieldsInput,
  stepIdInput,
  visualDayMessages as m,
} from "../../../common/visual-day/visual-day.schema.js";

const base = "/api/visual-day";
const pictureFields = new Set(["picture", "file"]);

/**
 * /api/visual-day: GET ?tribe=&date= reads a day; steps are added and changed as JSON or as multipart
 * with a `picture` (or `file`) image (checked by content like every upload); the day moves on by the clock or by hand.
 * Changes are for teachers and admins, checked before the body is read.
 */
export const visualDayRest: FastifyPluginAsync = async (app) => {
  // Signed in; changes for who builds the day, before the body (and its picture) is read.
  declareAccess(app, signedIn);
  const builders = checkedBy("visual day builder", (request) => void request.ctx.services.visualDay.assertBuilder(request.ctx.actor));
  app.get(base, async (request) => {
    return request.ctx.services.visualDay.get(request.ctx.actor, parseInput(dayQueryInput, request.query));
  });

  app.post(`${base}/steps`, { config: { access: builders } }, async (request, reply) => {
    const service = request.ctx.services.visualDay;
    const result = await readUploadForm(request, pictureFields, (fields, file) => service.addStep(request.ctx.actor, parseInput(newStepInput, fields), file));
    return reply.status(201).send(withMessage(m.added, result));
  });

  app.put(`${base}/steps/:id`, { config: { access: builders } }, async (request) => {
    const service = request.ctx.services.visualDay;
    const { id } = parseInput(stepIdInput, request.params);
    const result = await readUploadForm(request, pictureFields, (fields, file) => service.updateStep(request.ctx.actor, id, parseInput(stepFieldsInput, fields), file));
    return withMessage(m.updated, result);
  });

  app.delete(`${base}/steps/:id`, async (request) => {
    const { id } = parseInput(stepIdInput, request.params);
    return withMessage(m.removed, await request.ctx.services.visualDay.removeStep(request.ctx.actor, id));
  });

  app.post(`${base}/steps/:id/move`, { config: { access: builders } }, async (request) => {
    const { id } = parseInput(stepIdInput, request.params);
    const { direction } = parseInput(moveInput, request.body);
    return withMessage(m.moved, await request.ctx.services.visualDay.moveStep(request.ctx.actor, id, direction));
  });

  app.get(`${base}/steps/:id/picture`, async (request, reply) => {
    const { id } = parseInput(stepIdInput, request.params);
    const file = await request.ctx.services.visualDay.picture(request.ctx.actor, id);
    return sendStoredFile(reply, request.ctx.services.visualDay.dataDir, file);
  });

  app.post(`${base}/advance`, { config: { access: builders } }, async (request) => {
    return withMessage(m.advanced, await request.ctx.services.visualDay.advance(request.ctx.actor, parseInput(dayRefInput, request.body)));
  });
  app.put(`${base}/current`, { config: { access: builders } }, async (request) => {
    const input = parseInput(setCurrentInput, request.body);
    return withMessage(currentSetMessage(input.stepId), await request.ctx.services.visualDay.setCurrent(request.ctx.actor, input));
  });
};
