import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { AppError } from "../../lib/errors.js";
import { fileTooLargeMessage, maxUploadBytes, sendGeneratedFile } from "../../lib/files.js";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { readUploadForm, readUploadIntoMemory, type Upload } from "../../rest/multipart.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  draftInput,
  emailInput,
  productSearchInput,
  productsByCodeInput,
  quotationIdInput,
  quotationMessages,
  quotationStatusMessage,
  saveInput,
  statusInput,
  versionPdfInput,
} from "../../../common/quotations/quotations.schema.js";

const fileField = new Set(["file"]);

/** The uploaded catalogue, in memory (it is parsed, never stored), refused past 10 MB. */
const readAll = (file: Upload | undefined) => readUploadIntoMemory(file, maxUploadBytes, fileTooLargeMessage);

function sendPdf(reply: FastifyReply, file: { buffer: Buffer; fileName: string }) {
  return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
}

/** /api/products and /api/quotations: thin calls into the quotations service (admin only, checked before the input is read). */
export const quotationsRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the input is read.
  declareAccess(app, adminOnly);
  app.get("/api/products", async (request) => {
    return request.ctx.services.quotations.searchProducts(request.ctx.actor, parseInput(productSearchInput, request.query).q);
  });
  app.get("/api/products/by-code", async (request) => {
    return request.ctx.services.quotations.productsByCode(request.ctx.actor, parseInput(productsByCodeInput, request.query).codes);
  });
  app.get("/api/products/overview", async (request) => request.ctx.services.quotations.overview(request.ctx.actor));

  /** multipart with one `file`: a CSV (UTF-8) or XLSX catalogue that replaces the local one. */
  app.post("/api/products/import", async (request) => {
    const quotations = request.ctx.services.quotations;
    if (!request.isMultipart()) throw new AppError("BAD_REQUEST", quotationMessages.fileRequired);
    const { count } = await readUploadForm(request, fileField, async (_fields, file) => quotations.importCatalogue(request.ctx.actor, await readAll(file)));
    return withMessage(quotationMessages.imported(count), { count });
  });

  app.get("/api/quotations", async (request) => request.ctx.services.quotations.list(request.ctx.actor));
  app.post("/api/quotations", async (request, reply) => {
    const saved = await request.ctx.services.quotations.save(request.ctx.actor, parseInput(saveInput, request.body));
    return reply.status(201).send(withMessage(quotationMessages.saved, saved));
  });
  /** A pending quotation edited: a new version; the one it replaces keeps its PDF. */
  app.put("/api/quotations/:id", async (request) => {
    const quotations = request.ctx.services.quotations;
    const { id } = parseInput(quotationIdInput, request.params);
    const updated = await quotations.update(request.ctx.actor, id, parseInput(draftInput, request.body));
    return withMessage(quotationMessages.updated(updated.quotation.version), updated);
  });
  app.get("/api/quotations/:id/versions/:version/pdf", async (request, reply) => {
    const { id, version } = parseInput(versionPdfInput, request.params);
    return sendPdf(reply, await request.ctx.services.quotations.versionPdf(request.ctx.actor, id, version));
  });
  app.put("/api/quotations/:id/status", async (request) => {
    const { id } = parseInput(quotationIdInput, request.params);
    const { status } = parseInput(statusInput, request.body);
    return withMessage(quotationStatusMessage(status), await request.ctx.services.quotations.setStatus(request.ctx.actor, id, status));
  });

  /** A saved quotation as a PDF download. */
  app.get("/api/quotations/:id/pdf", async (request, reply) => {
    const { id } = parseInput(quotationIdInput, request.params);
    return sendPdf(reply, await request.ctx.services.quotations.savedPdf(request.ctx.actor, id));
  });

  /** The current, unsaved quotation (same body as saving) as a PDF download; nothing is stored. */
  app.post("/api/quotations/pdf", async (request, reply) => {
    return sendPdf(reply, await request.ctx.services.quotations.draftPdf(request.ctx.actor, parseInput(draftInput, request.body)));
  });

  /** Sends the current quotation (same body as saving, plus `to`) by email with the PDF attached. */
  app.post("/api/quotations/email", async (request) => {
    const input = parseInput(emailInput, request.body);
    await request.ctx.services.quotations.sendEmail(request.ctx.actor, input);
    return withMessage(quotationMessages.sent(input.to));
  });
};
