import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { crmClientInput, crmClientUpdateInput, crmMessages as m, crmRowInput, crmStatusInput } from "../../../common/crm/crm.schema.js";

/**
 * /api/crm/... (the spec shows no server calls for the CRM; these are Tribu's own, admin only, checked
 * before the body is read): GET /api/crm/source, GET /api/crm/clients, POST /api/crm/clients,
 * PUT /api/crm/clients/:rowIndex, PATCH /api/crm/clients/:rowIndex/status, DELETE /api/crm/clients/:rowIndex,
 * POST /api/crm/connection-test, POST /api/crm/setup, GET /api/crm/report.pdf.
 */
export const crmRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the input is read.
  declareAccess(app, adminOnly);
  const body = (raw: unknown) => (typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {});
  const row = (params: unknown) => (params as { rowIndex: string }).rowIndex;

  app.get("/api/crm/source", async (request) => request.ctx.services.crm.source(request.ctx.actor));
  app.get("/api/crm/clients", async (request) => request.ctx.services.crm.list(request.ctx.actor));
  app.post("/api/crm/clients", async (request, reply) => {
    const created = await request.ctx.services.crm.create(request.ctx.actor, parseInput(crmClientInput, request.body));
    return reply.status(201).send(withMessage(m.added, created));
  });
  app.put("/api/crm/clients/:rowIndex", async (request) => {
    const input = parseInput(crmClientUpdateInput, { ...body(request.body), rowIndex: row(request.params) });
    return withMessage(m.updated, await request.ctx.services.crm.update(request.ctx.actor, input));
  });
  app.patch("/api/crm/clients/:rowIndex/status", async (request) => {
    const input = parseInput(crmStatusInput, { ...body(request.body), rowIndex: row(request.params) });
    return withMessage(m.statusUpdated, await request.ctx.services.crm.setStatus(request.ctx.actor, input));
  });
  app.delete("/api/crm/clients/:rowIndex", async (request) => {
    await request.ctx.services.crm.remove(request.ctx.actor, parseInput(crmRowInput, { rowIndex: row(request.params) }));
    return withMessage(m.deleted);
  });
  app.post("/api/crm/connection-test", async (request) => request.ctx.services.crm.testConnection(request.ctx.actor));
  app.post("/api/crm/setup", async (request) => withMessage((await request.ctx.services.crm.setup(request.ctx.actor)).message));
  app.get("/api/crm/report.pdf", async (request, reply) => {
    const { filename, pdf } = await request.ctx.services.crm.report(request.ctx.actor);
    return sendGeneratedFile(reply, { body: pdf, fileName: filename, contentType: "application/pdf" });
  });
};
