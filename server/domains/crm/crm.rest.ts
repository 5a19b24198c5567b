import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";

/**
 * /api/crm/... (the spec shows no server calls for the CRM; these are Tribu's own, admin only):
 * GET /api/crm/source, GET /api/crm/clients, POST /api/crm/clients, PUT /api/crm/clients/:rowIndex,
 * PATCH /api/crm/clients/:rowIndex/status, DELETE /api/crm/clients/:rowIndex,
 * POST /api/crm/connection-test, POST /api/crm/setup, GET /api/crm/report.pdf.
 */
export const crmRest: FastifyPluginAsync = async (app) => {
  const body = (raw: unknown) => (typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {});
  const row = (params: unknown) => (params as { rowIndex: string }).rowIndex;

  app.get("/api/crm/source", async (request) => request.ctx.services.crm.source(request.ctx.actor));
  app.get("/api/crm/clients", async (request) => request.ctx.services.crm.list(request.ctx.actor));
  app.post("/api/crm/clients", async (request, reply) => {
    return reply.status(201).send(await request.ctx.services.crm.create(request.ctx.actor, request.body));
  });
  app.put("/api/crm/clients/:rowIndex", async (request) => {
    request.ctx.services.crm.assertAdmin(request.ctx.actor);
    return request.ctx.services.crm.update(request.ctx.actor, { ...body(request.body), rowIndex: row(request.params) });
  });
  app.patch("/api/crm/clients/:rowIndex/status", async (request) => {
    request.ctx.services.crm.assertAdmin(request.ctx.actor);
    return request.ctx.services.crm.setStatus(request.ctx.actor, { ...body(request.body), rowIndex: row(request.params) });
  });
  app.delete("/api/crm/clients/:rowIndex", async (request) => {
    request.ctx.services.crm.assertAdmin(request.ctx.actor);
    return request.ctx.services.crm.remove(request.ctx.actor, { rowIndex: row(request.params) });
  });
  app.post("/api/crm/connection-test", async (request) => request.ctx.services.crm.testConnection(request.ctx.actor));
  app.post("/api/crm/setup", async (request) => request.ctx.services.crm.setup(request.ctx.actor));
  app.get("/api/crm/report.pdf", async (request, reply) => {
    const { filename, pdf } = await request.ctx.services.crm.report(request.ctx.actor);
    return sendGeneratedFile(reply, { body: pdf, fileName: filename, contentType: "application/pdf" });
  });
};
