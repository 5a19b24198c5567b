import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { listAuditInput } from "../../../common/audit/audit.schema.js";

/** GET /api/audit (admin, checked before the filters are read): action, actor, from, to, page, pageSize. No PUT or DELETE exists. */
export const auditRest: FastifyPluginAsync = async (app) => {
  app.get("/api/audit", async (request) => {
    request.ctx.services.audit.assertAdmin(request.ctx.actor);
    return request.ctx.services.audit.list(request.ctx.actor, parseInput(listAuditInput, request.query));
  });
};
