import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { adminOnly, declareAccess, open } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import { certificateCodeInput, certificateMessages as m, issueCertificateInput, revokeCertificateInput } from "../../../common/certificates/certificates.js";

const bodyOf = (body: unknown) => (typeof body === "object" && body !== null ? body : {});
/** The address the request came to, for links when PUBLIC_URL is not set (as the class card does). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * /api/certificates (issue 36): admins issue, list, download and revoke; the verification
 * (/api/certificates/verify/:code) is public, rate-limited against code guessing in the service.
 */
export const certificatesRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, adminOnly);
  const certificates = (request: FastifyRequest) => request.ctx.services.certificates;

  app.get("/api/certificates", async (request) => withSuccess({ certificates: await certificates(request).list(request.ctx.actor, originOf(request)) }));
  app.post("/api/certificates", async (request, reply) => {
    const input = parseInput(issueCertificateInput, request.body);
    const certificate = await certificates(request).issue(request.ctx.actor, input, originOf(request));
    return reply.status(201).send(withMessage(m.issued(input.kind), { certificate }));
  });
  app.get("/api/certificates/:code/pdf", async (request, reply) => {
    const { code } = parseInput(certificateCodeInput, request.params);
    const file = await certificates(request).pdf(request.ctx.actor, code, originOf(request));
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
  app.post("/api/certificates/:code/revoke", async (request) => {
    const input = parseInput(revokeCertificateInput, { ...bodyOf(request.body), ...bodyOf(request.params) });
    return withMessage(m.revoked, { certificate: await certificates(request).revoke(request.ctx.actor, input, originOf(request)) });
  });

  app.get("/api/certificates/verify/:code", { config: { access: open } }, async (request) => {
    const { code } = parseInput(certificateCodeInput, request.params);
    return withSuccess({ certificate: await certificates(request).verify(request.ctx.address, code) });
  });
};
