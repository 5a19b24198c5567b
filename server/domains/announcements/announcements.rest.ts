import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  announcementIdInput,
  announcementMessages as m,
  createAnnouncementInput,
  listAnnouncementsInput,
  readAnnouncementInput,
  remindedMessage,
} from "../../../common/announcements/announcements.schema.js";

const attachmentFields = new Set(["file", "attachment"]);
/** The service's own early refusal, with its message. */
const writers = checkedBy("announcement writer", (request) => request.ctx.services.announcements.assertCanWrite(request.ctx.actor));

/**
 * /api/announcements (issue 25): the caller's announcements newest first (?page=&pageSize=), one
 * announcement, publishing (JSON, or multipart with the fields first and a `file` or `attachment`),
 * marking read and confirming "Leído", the readers list and the reminder of its author or an
 * admin, and the attachment, served only to those who get the announcement.
 * Who may enter is declared once (signed in; publishing: who may write, before the body and its file
 * are read), so nobody signed out learns what input is valid; the service decides about each announcement.
 */
export const announcementsRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, signedIn);

  app.get("/api/announcements", async (request) => {
    const service = request.ctx.services.announcements;
    return service.list(request.ctx.actor, parseInput(listAnnouncementsInput, request.query));
  });

  app.post("/api/announcements", { config: { access: writers } }, async (request, reply) => {
    const service = request.ctx.services.announcements;
    const result = await readUploadForm(request, attachmentFields, (fields, file) => service.create(request.ctx.actor, parseInput(createAnnouncementInput, fields), file));
    return reply.status(201).send(withMessage(m.created, result));
  });

  app.get("/api/announcements/:id", async (request) => {
    const service = request.ctx.services.announcements;
    const { id } = parseInput(announcementIdInput, request.params);
    return service.get(request.ctx.actor, id);
  });

  app.post("/api/announcements/:id/read", async (request) => {
    const service = request.ctx.services.announcements;
    const { id } = parseInput(announcementIdInput, request.params);
    const input = parseInput(readAnnouncementInput, request.body);
    return withMessage(input.confirm ? m.confirmed : m.read, await service.markRead(request.ctx.actor, id, input));
  });

  app.get("/api/announcements/:id/readers", async (request) => {
    const service = request.ctx.services.announcements;
    const { id } = parseInput(announcementIdInput, request.params);
    return service.readers(request.ctx.actor, id);
  });

  app.post("/api/announcements/:id/remind", async (request) => {
    const service = request.ctx.services.announcements;
    const { id } = parseInput(announcementIdInput, request.params);
    const result = await service.remind(request.ctx.actor, id);
    return withMessage(remindedMessage(result.reminder.recipients), result);
  });

  app.get("/api/announcements/:id/attachment", async (request, reply) => {
    const service = request.ctx.services.announcements;
    const { id } = parseInput(announcementIdInput, request.params);
    return sendStoredFile(reply, service.dataDir, await service.attachment(request.ctx.actor, id));
  });
};
