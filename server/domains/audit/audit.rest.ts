import type { FastifyPluginAsync } from "fastify";
import type { ListAuditInput } from "../../../common/audit/audit.schema.js";

/** GET /api/audit (admin): filters action, actor, from, to, page, pageSize. No PUT or DELETE exists. */
export const auditRest: FastifyPluginAsync = async (app) => {
  app.get("/api/audit", async (request) => request.ctx.services.audit.list(request.ctx.actor, request.query as ListAuditInput));
};
