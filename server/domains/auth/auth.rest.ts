import type { FastifyPluginAsync } from "fastify";
import { declareAccess, open, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { loginInput, registerInput } from "../../../common/auth/auth.schema.js";

export const authRest: FastifyPluginAsync = async (app) => {
  // Sign-up and sign-in: open to anyone; refreshing a session needs one (below).
  declareAccess(app, open);
  app.post("/api/register", async (request, reply) => {
    const session = await request.ctx.services.auth.register(parseInput(registerInput, request.body), request.ctx.address);
    return reply.status(201).send(session);
  });
  app.post("/api/login", async (request) =>
    request.ctx.services.auth.login(parseInput(loginInput, request.body), request.ctx.address),
  );
  app.post("/api/refresh", { config: { access: signedIn } }, async (request) => request.ctx.services.auth.refresh(request.ctx.actor));
};
