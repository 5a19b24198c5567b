import type { MultipartFile } from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { AppError, messages } from "../../lib/errors.js";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { keptJson } from "../../rest/kept-answers.js";
import { parseInput } from "../../rest/validation.js";
import { failOnAbort } from "../../rest/multipart.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import {
  createModuleInput,
  listModulesInput,
  moduleIdInput,
  moduleMessages,
  moduleUploadFields,
  updateModuleFields,
  userIdInput,
  userModulesInput,
} from "../../../common/modules/modules.schema.js";

/** /api/modules, /api/module-files/upload and /api/users/{id}/modules of the spec (section 7). */
export const modulesRest: FastifyPluginAsync = async (app) => {
  // Signed in; uploading files and assigning modules for who may, before the body is read.
  declareAccess(app, signedIn);
  const uploaders = checkedBy("module file uploader", (request) => request.ctx.services.modules.assertCanUploadFiles(request.ctx.actor));
  const assigners = checkedBy("module assigner", (request) => request.ctx.services.modules.assertCanAssign(request.ctx.actor));
  /** ?tribe=&materia=&search=&title=&createdBy=&page=&pageSize= (default 50, at most 100). */
  app.get("/api/modules", async (request, reply) => {
    return keptJson(reply, await request.ctx.services.modules.list(request.ctx.actor, parseInput(listModulesInput, request.query)), "success");
  });
  app.get("/api/modules/:id", async (request) => {
    const { id } = parseInput(moduleIdInput, request.params);
    const module = await request.ctx.services.modules.get(request.ctx.actor, id);
    return withSuccess({ module, ...module });
  });
  app.post("/api/modules", async (request, reply) => {
    const module = await request.ctx.services.modules.create(request.ctx.actor, parseInput(createModuleInput, request.body));
    return reply.status(201).send(withSuccess({ module, id: module.id }));
  });
  app.put("/api/modules/:id", async (request) => {
    const { id } = parseInput(moduleIdInput, request.params);
    const input = parseInput(updateModuleFields, request.body);
    const module = await request.ctx.services.modules.update(request.ctx.actor, { ...input, id });
    return withSuccess({ module, id: module.id });
  });
  app.delete("/api/modules/:id", async (request) => {
    const { id } = parseInput(moduleIdInput, request.params);
    await request.ctx.services.modules.remove(request.ctx.actor, id);
    return withMessage(moduleMessages.deleted);
  });

  /** The module's PDF or image, always as an attachment (the screens show a local copy). */
  app.get("/api/modules/:id/pdf", async (request, reply) => {
    const { id } = parseInput(moduleIdInput, request.params);
    const file = await request.ctx.services.modules.pdfFile(request.ctx.actor, id);
    return sendStoredFile(reply, request.ctx.services.modules.dataDir, file);
  });

  /**
   * multipart: moduleId, type (downloadPdf), file. The permission is checked before the file is
   * read when moduleId comes first (as our client sends it); otherwise the file is held in memory
   * (at most 10 MB) until the fields are known.
   */
  app.post("/api/module-files/upload", { config: { access: uploaders } }, async (request) => {
    // Staff only, before any byte of the body is read (the file may be held until moduleId arrives).
    if (!request.isMultipart()) throw new AppError("BAD_REQUEST", messages.invalidData);
    const fields: Record<string, string> = {};
    let result: Awaited<ReturnType<typeof request.ctx.services.modules.attachPdf>> | undefined;
    let held: { buffer: Buffer; name: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== "file" || result || held) {
        file.file.resume();
        continue;
      }
      if (fields.moduleId !== undefined) {
        const { moduleId, type } = parseInput(moduleUploadFields, fields);
        if (type !== "downloadPdf") throw new AppError("BAD_REQUEST", messages.invalidData);
        await request.ctx.services.modules.assertCanAttach(request.ctx.actor, moduleId);
        const stopWatching = failOnAbort(request, file.file);
        try {
          result = await request.ctx.services.modules.attachPdf(request.ctx.actor, moduleId, file.file, file.filename);
        } finally {
          stopWatching();
        }
      } else {
        held = { buffer: await file.toBuffer(), name: file.filename };
      }
    }
    if (!result) {
      if (!held) throw new AppError("BAD_REQUEST", moduleMessages.uploadFailed);
      const { moduleId, type } = parseInput(moduleUploadFields, fields);
      if (type !== "downloadPdf") throw new AppError("BAD_REQUEST", messages.invalidData);
      result = await request.ctx.services.modules.attachPdf(request.ctx.actor, moduleId, held.buffer, held.name);
    }
    return withMessage(moduleMessages.uploaded, result);
  });

  app.get("/api/users/:id/modules", async (request) => {
    const { id } = parseInput(userIdInput, request.params);
    return withSuccess(await request.ctx.services.modules.assigned(request.ctx.actor, id));
  });
  app.put("/api/users/:id/modules", { config: { access: assigners } }, async (request) => {
    const { id } = parseInput(userIdInput, request.params);
    const { moduleIds } = parseInput(userModulesInput, request.body);
    return withSuccess(await request.ctx.services.modules.setAssigned(request.ctx.actor, id, moduleIds));
  });
};
