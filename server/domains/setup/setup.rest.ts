import type { FastifyPluginAsync } from "fastify";
import { declareAccess, open } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { firstAdminInput } from "../../../common/setup/setup.schema.js";

export const setupRest: FastifyPluginAsync = async (app) => {
  // The first-run setup: nobody is signed in yet (the service refuses once the school has its admin).
  declareAccess(app, open);
  app.get("/api/setup", async (request) => request.ctx.services.setup.info());
  app.post("/api/setup/admin", async (request, reply) => {
    const session = await request.ctx.services.setup.createFirstAdmin(parseInput(firstAdminInput, request.body));
    return reply.status(201).send(session);
  });
};
