import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { allowedBy, declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { canManagePrivacy } from "../../../common/privacy/privacy.policy.js";
import { erasedAnswer, eraseInput, privacyMessages, studentIdInput } from "../../../common/privacy/privacy.schema.js";

type WithId = { Params: { id: string } };

/** Consent, export and erasure over REST; the same service as the tRPC procedures. */
export const privacyRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role and the family.
  declareAccess(app, signedIn);
  const erasers = allowedBy("admin", canManagePrivacy);
  const studentOf = (params: { id: string }) => parseInput(studentIdInput, { studentId: params.id }).studentId;

  app.get("/api/consents", async (request) => request.ctx.services.privacy.myChildren(request.ctx.actor));
  app.get("/api/consents/missing", async (request) => request.ctx.services.privacy.missingConsents(request.ctx.actor));
  app.post<WithId>("/api/students/:id/consent", async (request, reply) => {
    const given = await request.ctx.services.privacy.giveConsent(request.ctx.actor, studentOf(request.params));
    return reply.status(201).send(withMessage(privacyMessages.consentGiven, given));
  });
  app.delete<WithId>("/api/students/:id/consent", async (request) =>
    withMessage(privacyMessages.consentRevoked, await request.ctx.services.privacy.revokeConsent(request.ctx.actor, studentOf(request.params))),
  );
  app.get<WithId>("/api/students/:id/export", async (request, reply) => {
    const { fileName, zip } = await request.ctx.services.privacy.exportStudent(request.ctx.actor, studentOf(request.params));
    return sendGeneratedFile(reply, { body: zip, fileName, contentType: "application/zip" });
  });
  /** Admin only, checked before the body is read. */
  app.post<WithId>("/api/students/:id/erase", { config: { access: erasers } }, async (request) => {
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const input = parseInput(eraseInput, { ...body, studentId: request.params.id });
    return erasedAnswer(await request.ctx.services.privacy.eraseStudent(request.ctx.actor, input));
  });
};
