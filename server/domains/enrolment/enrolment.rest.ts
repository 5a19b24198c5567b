import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.js";
import { fileTooLargeMessageFor } from "../../../common/uploads.js";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { readUploadForm, readUploadIntoMemory, type Upload } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import { enrolmentMessages as m, statusChangeFields, studentIdInput, yearInput } from "../../../common/enrolment/enrolment.schema.js";
import { importMessages } from "../../../common/enrolment/import-columns.js";
import { importRowsInput, type ImportSource, parseMapping } from "./enrolment-import.service.js";
import { maxImportBytes } from "./enrolment-import.js";

const fileField = new Set(["file"]);

const readAll = (file: Upload | undefined) => readUploadIntoMemory(file, maxImportBytes, fileTooLargeMessageFor(maxImportBytes));

const isDryRun = (query: unknown) => {
  const value = (query as Record<string, unknown> | undefined)?.dryRun;
  return value === "1" || value === "true";
};

/**
 * /api/students/:id/enrolment (a file's novedades) and /api/enrolment (import, year end): admins
 * only, before any input is read.
 */
export const enrolmentRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, adminOnly);
  const enrolment = (request: FastifyRequest) => request.ctx.services.enrolment;
  const studentOf = (request: FastifyRequest) => parseInput(studentIdInput, { studentId: (request.params as { id?: string }).id }).studentId;

  app.get("/api/students/:id/enrolment", async (request) => withSuccess(await enrolment(request).history(request.ctx.actor, studentOf(request))));
  app.post("/api/students/:id/enrolment", async (request, reply) => {
    const studentId = studentOf(request);
    const change = parseInput(statusChangeFields, request.body);
    const history = await enrolment(request).changeStatus(request.ctx.actor, { ...change, studentId });
    return reply.status(201).send(withMessage(m.recorded, history));
  });

  /**
   * multipart: optional `mapping` (JSON {header → field}) then `file` (XLSX or CSV); or JSON
   * `{ rows }` (the preview's rows, already mapped and maybe corrected). `?dryRun=1` only previews.
   */
  app.post("/api/enrolment/import", async (request) => {
    const service = enrolment(request);
    const dryRun = isDryRun(request.query);
    const run = (source: ImportSource) => (dryRun ? service.importPreview(request.ctx.actor, source) : service.importConfirm(request.ctx.actor, source));
    if (request.isMultipart()) {
      const answer = await readUploadForm(request, fileField, async (fields, file) => {
        if (!file) throw new AppError("BAD_REQUEST", importMessages.fileRequired, { fields: { file: importMessages.fileRequired } });
        return run({ file: await readAll(file), mapping: parseMapping(fields.mapping) });
      });
      return answerOf(dryRun, answer);
    }
    const { rows } = parseInput(importRowsInput, request.body);
    return answerOf(dryRun, await run({ rows }));
  });

  app.get("/api/enrolment/year-end", async (request) => withSuccess(await enrolment(request).yearEndPreview(request.ctx.actor, parseInput(yearInput, request.query).year)));
  app.post("/api/enrolment/year-end", async (request) => {
    const result = await enrolment(request).yearEndApply(request.ctx.actor, parseInput(yearInput, request.body).year);
    return withMessage(result.message, result);
  });
};

function answerOf(dryRun: boolean, answer: object) {
  if (dryRun) return withMessage(importMessages.previewed, { dryRun: true, ...answer });
  const { created, updated } = answer as { created: number; updated: number };
  return withMessage(importMessages.imported(created, updated), { dryRun: false, created, updated });
}
