import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";

type WithId = { Params: { id: string } };

/** Consent, export and erasure over REST; the same service as the tRPC procedures. */
export const privacyRest: FastifyPluginAsync = async (app) => {
  app.get("/api/consents", async (request) => request.ctx.services.privacy.myChildren(request.ctx.actor));
  app.get("/api/consents/missing", async (request) => request.ctx.services.privacy.missingConsents(request.ctx.actor));
  app.post<WithId>("/api/students/:id/consent", async (request, reply) =>
    reply.status(201).send(await request.ctx.services.privacy.giveConsent(request.ctx.actor, { studentId: request.params.id })),
  );
  app.delete<WithId>("/api/students/:id/consent", async (request) =>
    request.ctx.services.privacy.revokeConsent(request.ctx.actor, { studentId: request.params.id }),
  );
  app.get<WithId>("/api/students/:id/export", async (request, reply) => {
    const { fileName, zip } = await request.ctx.services.privacy.exportStudent(request.ctx.actor, { studentId: request.params.id });
    return sendGeneratedFile(reply, { body: zip, fileName, contentType: "application/zip" });
  });
  app.post<WithId>("/api/students/:id/erase", async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return request.ctx.services.privacy.eraseStudent(request.ctx.actor, { ...body, studentId: request.params.id });
  });
};
