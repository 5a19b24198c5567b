import type { FastifyPluginAsync } from "fastify";
import { checkedBy, declareAccess } from "../../rest/access.js";
import { setPageHeaders } from "../../rest/paging.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { materialIdInput, materialInput, materialListInput, materialMessages } from "../../../common/materials/materials.schema.js";

/** /api/materials: the list of the spec, and the add, edit and delete behind 'Gestionar'. */
export const materialsRest: FastifyPluginAsync = async (app) => {
  // Students and anonymous callers get their 403/401 whatever the query or body says.
  declareAccess(app, checkedBy("material manager", (request) => request.ctx.services.materials.assertCanManage(request.ctx.actor)));
  /**
   * ?page=&pageSize= (25 by default, at most 100), by title. The spec's list is a plain array, so
   * the body stays the page itself; the paging travels in headers: X-Total-Count (every material)
   * and a Link with rel="prev"/"next" where they exist.
   */
  app.get("/api/materials", async (request, reply) => {
    const list = await request.ctx.services.materials.list(request.ctx.actor, parseInput(materialListInput, request.query));
    setPageHeaders(reply, request.url, list);
    return list.materials;
  });

  app.post("/api/materials", async (request, reply) => {
    const created = await request.ctx.services.materials.create(request.ctx.actor, parseInput(materialInput, request.body));
    return reply.status(201).send(withMessage(materialMessages.created, created));
  });

  app.put("/api/materials/:id", async (request) => {
    const { id } = parseInput(materialIdInput, request.params);
    return withMessage(materialMessages.updated, await request.ctx.services.materials.update(request.ctx.actor, id, parseInput(materialInput, request.body)));
  });

  app.delete("/api/materials/:id", async (request) => {
    const { id } = parseInput(materialIdInput, request.params);
    await request.ctx.services.materials.remove(request.ctx.actor, id);
    return withMessage(materialMessages.deleted);
  });
};
