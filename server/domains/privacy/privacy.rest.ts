import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { allowedBy, declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { canManagePrivacy } from "../../../common/privacy/privacy.policy.js";
import { erasedAnswer, eraseInput, privacyMessages, studentIdInput } from "../../../common/privacy/privacy.schema.js";
import { archiveIdInput, archiveListInput, archiveMessages, archiveSettingsSchema } from "../../../common/privacy/academic-archive.js";
import { sensitiveMessages } from "../../../common/privacy/sensitive-data.js";

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
  app.post<WithId>("/api/students/:id/sensitive-consent", async (request, reply) => {
    const given = await request.ctx.services.privacy.giveSensitiveConsent(request.ctx.actor, studentOf(request.params));
    return reply.status(201).send(withMessage(sensitiveMessages.given, given));
  });
  app.delete<WithId>("/api/students/:id/sensitive-consent", async (request) =>
    withMessage(sensitiveMessages.revoked, await request.ctx.services.privacy.revokeSensitiveConsent(request.ctx.actor, studentOf(request.params))),
  );
  // The academic archive: admins only, checked before anything is read (and again in the service).
  app.get<{ Querystring: Record<string, unknown> }>("/api/academic-archive", { config: { access: erasers } }, async (request) =>
    request.ctx.services.privacy.archive(request.ctx.actor, parseInput(archiveListInput, request.query ?? {})),
  );
  app.put("/api/academic-archive/settings", { config: { access: erasers } }, async (request) =>
    withMessage(archiveMessages.settingsSaved, { settings: await request.ctx.services.privacy.saveArchiveSettings(request.ctx.actor, parseInput(archiveSettingsSchema, request.body ?? {})) }),
  );
  app.post("/api/academic-archive/purge", { config: { access: erasers } }, async (request) => {
    const { deleted } = await request.ctx.services.privacy.purgeArchive(request.ctx.actor);
    return withMessage(archiveMessages.purged(deleted), { deleted });
  });
  app.get<WithId>("/api/academic-archive/:id", { config: { access: erasers } }, async (request) =>
    request.ctx.services.privacy.archivedDocument(request.ctx.actor, parseInput(archiveIdInput, request.params).id),
  );
  app.get<WithId>("/api/academic-archive/:id/download", { config: { access: erasers } }, async (request, reply) => {
    const { body, fileName, contentType } = await request.ctx.services.privacy.archivedDownload(request.ctx.actor, parseInput(archiveIdInput, request.params).id);
    return sendGeneratedFile(reply, { body, fileName, contentType });
  });
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
