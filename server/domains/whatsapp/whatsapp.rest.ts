import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { adminOnly, declareAccess, open } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { contactIdInput, sendInput, sendTemplateInput } from "../../../common/whatsapp/whatsapp.schema.js";

/** Admin calls: /api/whatsapp/* (the admin checked before the input is read). Each is one call into the same service tRPC uses. */
export const whatsappRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the input is read; Meta's webhook below is open (its signature decides).
  declareAccess(app, adminOnly);
  const s = (request: FastifyRequest) => request.ctx.services.whatsapp;
  app.get("/api/whatsapp/status", async (request) => s(request).status(request.ctx.actor));
  app.post("/api/whatsapp/connect", async (request) => s(request).connect(request.ctx.actor));
  app.post("/api/whatsapp/disconnect", async (request) => s(request).disconnect(request.ctx.actor));
  app.get("/api/whatsapp/contacts", async (request) => s(request).contacts(request.ctx.actor));
  app.get("/api/whatsapp/contacts/:contactId/messages", async (request) => {
    return s(request).messages(request.ctx.actor, parseInput(contactIdInput, request.params).contactId);
  });
  app.post("/api/whatsapp/contacts/:contactId/read", async (request) => {
    return s(request).markRead(request.ctx.actor, parseInput(contactIdInput, request.params).contactId);
  });
  app.post("/api/whatsapp/messages", async (request, reply) => {
    return reply.status(201).send(await s(request).send(request.ctx.actor, parseInput(sendInput, request.body)));
  });
  app.post("/api/whatsapp/template-messages", async (request, reply) => {
    return reply.status(201).send(await s(request).sendTemplate(request.ctx.actor, parseInput(sendTemplateInput, request.body)));
  });
  app.get("/api/whatsapp/stats", async (request) => s(request).stats(request.ctx.actor));

  // Meta's webhook: no session; a call is trusted only through its signature over the RAW body,
  // so this encapsulated plugin keeps JSON bodies as the bytes that were received.
  await app.register(async (hook) => {
    hook.removeContentTypeParser(["application/json"]);
    hook.addContentTypeParser(["application/json"], { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    hook.get("/api/whatsapp/webhook", { config: { access: open } }, async (request, reply) => {
      const challenge = request.ctx.services.whatsapp.verifySubscription(request.query as Record<string, unknown>);
      return reply.type("text/plain; charset=utf-8").send(challenge);
    });
    hook.post("/api/whatsapp/webhook", { config: { access: open } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers["x-hub-signature-256"];
      return request.ctx.services.whatsapp.receiveWebhook(raw, Array.isArray(header) ? header[0] : header);
    });
  });
};
