import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { materialIdInput, materialInput } from "./materials.schema.js";

/** /api/materials: the list of the spec, and the add, edit and delete behind 'Gestionar'. */
export const materialsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/materials", async (request) => request.ctx.services.materials.list(request.ctx.actor));

  app.post("/api/materials", async (request, reply) => {
    request.ctx.services.materials.assertCanManage(request.ctx.actor);
    const result = await request.ctx.services.materials.create(request.ctx.actor, parseInput(materialInput, request.body));
    return reply.status(201).send(result);
  });

  app.put("/api/materials/:id", async (request) => {
    request.ctx.services.materials.assertCanManage(request.ctx.actor);
    const { id } = parseInput(materialIdInput, request.params);
    return request.ctx.services.materials.update(request.ctx.actor, id, parseInput(materialInput, request.body));
  });

  app.delete("/api/materials/:id", async (request) => {
    request.ctx.services.materials.assertCanManage(request.ctx.actor);
    const { id } = parseInput(materialIdInput, request.params);
    return request.ctx.services.materials.remove(request.ctx.actor, id);
  });
};
