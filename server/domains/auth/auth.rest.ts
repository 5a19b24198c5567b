import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { loginInput, registerInput } from "../../../common/auth/auth.schema.js";

export const authRest: FastifyPluginAsync = async (app) => {
  app.post("/api/register", async (request, reply) => {
    const session = await request.ctx.services.auth.register(parseInput(registerInput, request.body), request.ctx.address);
    return reply.status(201).send(session);
  });
  app.post("/api/login", async (request) =>
    request.ctx.services.auth.login(parseInput(loginInput, request.body), request.ctx.address),
  );
  app.post("/api/refresh", async (request) => request.ctx.services.auth.refresh(request.ctx.actor));
};
