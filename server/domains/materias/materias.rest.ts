import type { FastifyPluginAsync } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withSuccess } from "../../../common/input-rules.js";
import { createMateriaInput, materiaIdInput, tribeInput, tribeMateriaInput } from "../../../common/materias/materias.schema.js";

/** /api/materias and /api/tribe-materias of the spec (section 7). */
export const materiasRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role and the object.
  declareAccess(app, signedIn);
  app.get("/api/materias", async (request) => withSuccess({ materias: await request.ctx.services.materias.list(request.ctx.actor) }));
  app.post("/api/materias", async (request, reply) => {
    const materia = await request.ctx.services.materias.create(request.ctx.actor, parseInput(createMateriaInput, request.body));
    return reply.status(201).send(withSuccess({ materia, ...materia }));
  });
  app.delete("/api/materias/:id", async (request) => {
    const { id } = parseInput(materiaIdInput, request.params);
    await request.ctx.services.materias.remove(request.ctx.actor, id);
    return withSuccess({});
  });

  app.get("/api/tribe-materias/:tribeName", async (request) => {
    const { tribeName } = parseInput(tribeInput, request.params);
    return withSuccess(await request.ctx.services.materias.tribeMaterias(request.ctx.actor, tribeName));
  });
  app.post("/api/tribe-materias", async (request, reply) => {
    const result = await request.ctx.services.materias.addToTribe(request.ctx.actor, parseInput(tribeMateriaInput, request.body));
    return reply.status(201).send(withSuccess(result));
  });
  app.delete("/api/tribe-materias", async (request) =>
    withSuccess(await request.ctx.services.materias.removeFromTribe(request.ctx.actor, parseInput(tribeMateriaInput, request.body))),
  );
};
