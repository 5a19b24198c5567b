import type { FastifyPluginAsync } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";

/** GET /api/reports: the system report screen's figures (admin). */
export const reportsRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role and the object.
  declareAccess(app, signedIn);
  app.get("/api/reports", async (request) => request.ctx.services.reports.system(request.ctx.actor));
};
