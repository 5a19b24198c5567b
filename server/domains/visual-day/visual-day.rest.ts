import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { readUploadForm } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { stepIdInput } from "../../../common/visual-day/visual-day.schema.js";

const base = "/api/visual-day";
const pictureFields = new Set(["picture", "file"]);

/**
 * /api/visual-day: GET ?tribe=&date= reads a day; steps are added and changed as JSON or as multipart
 * with a `picture` (or `file`) image (checked by content like every upload); the day moves on by the clock or by hand.
 */
export const visualDayRest: FastifyPluginAsync = async (app) => {
  app.get(base, async (request) => request.ctx.services.visualDay.get(request.ctx.actor, request.query));

  app.post(`${base}/steps`, async (request, reply) => {
    const service = request.ctx.services.visualDay;
    service.assertBuilder(request.ctx.actor);
    const result = await readUploadForm(request, pictureFields, (fields, file) => service.addStep(request.ctx.actor, fields, file));
    return reply.status(201).send(result);
  });

  app.put(`${base}/steps/:id`, async (request) => {
    const service = request.ctx.services.visualDay;
    service.assertBuilder(request.ctx.actor);
    const { id } = parseInput(stepIdInput, request.params);
    return readUploadForm(request, pictureFields, (fields, file) => service.updateStep(request.ctx.actor, id, fields, file));
  });

  app.delete(`${base}/steps/:id`, async (request) => {
    const { id } = parseInput(stepIdInput, request.params);
    return request.ctx.services.visualDay.removeStep(request.ctx.actor, id);
  });

  app.post(`${base}/steps/:id/move`, async (request) => {
    const { id } = parseInput(stepIdInput, request.params);
    return request.ctx.services.visualDay.moveStep(request.ctx.actor, id, request.body);
  });

  app.get(`${base}/steps/:id/picture`, async (request, reply) => {
    const { id } = parseInput(stepIdInput, request.params);
    const file = await request.ctx.services.visualDay.picture(request.ctx.actor, id);
    return sendStoredFile(reply, request.ctx.services.visualDay.dataDir, file);
  });

  app.post(`${base}/advance`, async (request) => request.ctx.services.visualDay.advance(request.ctx.actor, request.body));
  app.put(`${base}/current`, async (request) => request.ctx.services.visualDay.setCurrent(request.ctx.actor, request.body));
};
