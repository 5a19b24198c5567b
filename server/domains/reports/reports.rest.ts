import type { FastifyPluginAsync } from "fastify";

/** GET /api/reports: the system report screen's figures (admin). */
export const reportsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/reports", async (request) => request.ctx.services.reports.system(request.ctx.actor));
};
