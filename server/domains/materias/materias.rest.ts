import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { createMateriaInput, materiaIdInput, tribeInput, tribeMateriaInput } from "../../../common/materias/materias.schema.js";

/** /api/materias and /api/tribe-materias of the spec (section 7). */
export const materiasRest: FastifyPluginAsync = async (app) => {
  app.get("/api/materias", async (request) => ({
    success: true,
    materias: await request.ctx.services.materias.list(request.ctx.actor),
  }));
  app.post("/api/materias", async (request, reply) => {
    const materia = await request.ctx.services.materias.create(request.ctx.actor, parseInput(createMateriaInput, request.body));
    return reply.status(201).send({ success: true, materia, ...materia });
  });
  app.delete("/api/materias/:id", async (request) => {
    const { id } = parseInput(materiaIdInput, request.params);
    return request.ctx.services.materias.remove(request.ctx.actor, id);
  });

  app.get("/api/tribe-materias/:tribeName", async (request) => {
    const { tribeName } = parseInput(tribeInput, request.params);
    return request.ctx.services.materias.tribeMaterias(request.ctx.actor, tribeName);
  });
  app.post("/api/tribe-materias", async (request, reply) => {
    const result = await request.ctx.services.materias.addToTribe(request.ctx.actor, parseInput(tribeMateriaInput, request.body));
    return reply.status(201).send(result);
  });
  app.delete("/api/tribe-materias", async (request) =>
    request.ctx.services.materias.removeFromTribe(request.ctx.actor, parseInput(tribeMateriaInput, request.body)),
  );
};
