import type { FastifyPluginAsync } from "fastify";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { listAuditInput } from "../../../common/audit/audit.schema.js";

/** GET /api/audit (admin, checked before the filters are read): action, actor, from, to, page, pageSize. No PUT or DELETE exists. */
export const auditRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, adminOnly);
  app.get("/api/audit", async (request) => {
    return request.ctx.services.audit.list(request.ctx.actor, parseInput(listAuditInput, request.query));
  });
};
