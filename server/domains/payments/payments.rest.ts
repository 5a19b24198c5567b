import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../lib/errors.js";
import { sendStoredFile } from "../../lib/files.js";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { readUploadForm } from "../../rest/multipart.js";
import { setPageHeaders } from "../../rest/paging.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  listFiltersInput,
  paymentIdInput,
  paymentMessages,
  paymentReviewedMessage,
  paymentVersionInput,
  reviewInput,
  uploadFieldsInput,
} from "../../../common/payments/payments.schema.js";

const fileField = new Set(["file"]);

/** /api/payments of the spec (section 7): list, multipart upload, delete, review, and the file itself. */
export const paymentsRest: FastifyPluginAsync = async (app) => {
  // Signed in; uploading for who may upload, before the file is read.
  declareAccess(app, signedIn);
  const uploaders = checkedBy("receipt uploader", (request) => request.ctx.services.payments.assertCanUpload(request.ctx.actor));
  /**
   * ?status=&month=&year=&search=&page=&pageSize= (25 by default, at most 100). The spec's clients
   * read a plain array, so the body stays the page itself; the paging travels in headers:
   * X-Total-Count (receipts matching the filters) and a Link with rel="prev"/"next" where they exist.
   */
  app.get("/api/payments", async (request, reply) => {
    const list = await request.ctx.services.payments.list(request.ctx.actor, parseInput(listFiltersInput, request.query));
    setPageHeaders(reply, request.url, list);
    return list.payments;
  });

  /** multipart: month, year, parentId, then file (fields first, as our form sends them). Checked before the file is read. */
  app.post("/api/payments", { config: { access: uploaders } }, async (request, reply) => {
    const payments = request.ctx.services.payments;
    if (!request.isMultipart()) throw new AppError("BAD_REQUEST", paymentMessages.missing);
    const result = await readUploadForm(request, fileField, (fields, file) => {
      if (!file) throw new AppError("BAD_REQUEST", paymentMessages.missing);
      return payments.upload(request.ctx.actor, parseInput(uploadFieldsInput, fields), file);
    });
    return reply.status(201).send(withMessage(paymentMessages.uploaded, result));
  });

  app.delete("/api/payments/:id", async (request) => {
    const { id } = parseInput(paymentIdInput, request.params);
    await request.ctx.services.payments.remove(request.ctx.actor, id);
    return withMessage(paymentMessages.deleted);
  });

  app.put("/api/payments/:id/review", async (request) => {
    const { id } = parseInput(paymentIdInput, request.params);
    const review = parseInput(reviewInput, request.body);
    return withMessage(paymentReviewedMessage(review.status), await request.ctx.services.payments.review(request.ctx.actor, id, review));
  });

  /** The receipt for its parent and admins, always as an attachment (the screens show a local copy). */
  app.get("/api/payments/:id/file", async (request, reply) => {
    const { id } = parseInput(paymentIdInput, request.params);
    const file = await request.ctx.services.payments.file(request.ctx.actor, id);
    return sendStoredFile(reply, request.ctx.services.payments.dataDir, file);
  });

  /** An earlier file of the receipt (one the parent replaced after it was rejected), for the same people. */
  app.get("/api/payments/:id/versions/:versionId/file", async (request, reply) => {
    const { id, versionId } = parseInput(paymentVersionInput, request.params);
    const file = await request.ctx.services.payments.versionFile(request.ctx.actor, id, versionId);
    return sendStoredFile(reply, request.ctx.services.payments.dataDir, file);
  });
};
