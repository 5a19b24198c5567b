import type { FastifyPluginAsync } from "fastify";
import { sendStoredFile } from "../../lib/files.js";
import { declareAccess, signedIn, staffOnly } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { recordVoiceInput, teacherVoiceMessages, voiceIdInput } from "../../../common/teacher-voices/teacher-voices.schema.js";

const base = "/api/teacher-voices";
const fileFields = new Set(["file"]);

/**
 * POST (multipart: subjectType, subjectId, durationSeconds, then file) records a teacher's voice
 * for a module, a task or her feedback, replacing the one before; GET …/audio plays it to whoever
 * reads the subject; DELETE removes it.
 */
export const teacherVoicesRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, signedIn);

  app.post(base, { config: { access: staffOnly } }, async (request, reply) => {
    const voices = request.ctx.services.teacherVoices;
    const voice = await readUploadForm(request, fileFields, async (fields, file) => {
      const input = parseInput(recordVoiceInput, fields);
      // Checked before the bytes are read: another teacher's module never stores a file.
      await voices.assertCanRecord(request.ctx.actor, input);
      return voices.record(request.ctx.actor, input, file);
    });
    return reply.status(201).send(withMessage(teacherVoiceMessages.recorded, { voice }));
  });

  app.get(`${base}/:id/audio`, async (request, reply) => {
    const { id } = parseInput(voiceIdInput, request.params);
    const file = await request.ctx.services.teacherVoices.audio(request.ctx.actor, id);
    return sendStoredFile(reply, request.ctx.services.teacherVoices.dataDir, file);
  });

  app.delete(`${base}/:id`, { config: { access: staffOnly } }, async (request) => {
    const { id } = parseInput(voiceIdInput, request.params);
    await request.ctx.services.teacherVoices.remove(request.ctx.actor, id);
    return withMessage(teacherVoiceMessages.deleted, {});
  });
};
