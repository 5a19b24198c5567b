import type { FastifyPluginAsync } from "fastify";

export const materialsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/materials", async (request) => request.ctx.services.materials.list(request.ctx.actor));
};
