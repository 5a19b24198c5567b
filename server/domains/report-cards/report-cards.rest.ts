import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import { commentBankMessages, commentIdInput, commentInput, commentSearchInput } from "../../../common/report-cards/comment-bank.schema.js";
import { finalReportMessages, tribeYearInput } from "../../../common/report-cards/final-report.js";
import { levelsInput, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import { childCardsInput, entryInput, finalReportInput, pdfForInput, publishInput, reportCardTextMessages, tribePeriodInput, versionIdInput } from "../../../common/report-cards/report-card.schema.js";

/** /api/report-cards/*: settings, a period's levels, the cards, their PDFs, the tribe's zip, the final report and each teacher's "banco de observaciones" (issue 26). */
export const reportCardsRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role, the tribe and the child.
  declareAccess(app, signedIn);
  app.get("/api/report-cards/settings", async (request) => {
    return withSuccess({ settings: await request.ctx.services.reportCards.settings(request.ctx.actor) });
  });
  app.put("/api/report-cards/settings", async (request) => {
    const settings = await request.ctx.services.reportCards.saveSettings(request.ctx.actor, parseInput(reportCardSettingsInput, request.body));
    return withMessage("Configuración de boletines guardada", { settings });
  });
  app.get("/api/report-cards/tribe", async (request) => {
    return withSuccess(await request.ctx.services.reportCards.tribeCards(request.ctx.actor, parseInput(tribePeriodInput, request.query)));
  });
  app.put("/api/report-cards/entries", async (request) => {
    const entry = await request.ctx.services.reportCards.saveEntry(request.ctx.actor, parseInput(entryInput, request.body));
    return withMessage(reportCardTextMessages.saved, { entry });
  });
  app.get("/api/report-cards/publication-preview", async (request) => {
    return withSuccess(await request.ctx.services.reportCards.publicationPreview(request.ctx.actor, parseInput(tribePeriodInput, request.query)));
  });
  app.post("/api/report-cards/publish", async (request) => {
    const result = await request.ctx.services.reportCards.publish(request.ctx.actor, parseInput(publishInput, request.body));
    return withMessage(reportCardTextMessages.published(result.published, result.unchanged), result);
  });
  app.get("/api/report-cards/students/:studentId", async (request) => {
    const { studentId } = parseInput(childCardsInput, request.params);
    return withSuccess({ versions: await request.ctx.services.reportCards.childCards(request.ctx.actor, studentId) });
  });
  app.get("/api/report-cards/versions/:id/pdf", async (request, reply) => {
    const { id } = parseInput(versionIdInput, request.params);
    // ?para=otra-institucion: the copy for another school (issue 35), without the PIAR line unless the school chose it.
    const { para } = parseInput(pdfForInput, request.query ?? {});
    const file = await request.ctx.services.reportCards.versionPdf(request.ctx.actor, id, { forOtherSchool: para === "otra-institucion" });
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
  app.get("/api/report-cards/tribe/zip", async (request, reply) => {
    const file = await request.ctx.services.reportCards.tribeZip(request.ctx.actor, parseInput(tribePeriodInput, request.query));
    return sendGeneratedFile(reply, { body: file.zip, fileName: file.fileName, contentType: "application/zip" });
  });
  app.get("/api/report-cards/students/:studentId/final", async (request, reply) => {
    const query = typeof request.query === "object" && request.query !== null ? request.query : {};
    const { studentId, year } = parseInput(finalReportInput, { ...query, ...(request.params as object) });
    const file = await request.ctx.services.reportCards.finalReport(request.ctx.actor, studentId, year);
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
  // The final reports of the year (issue 35): the admin's readiness and publication, a version's PDF.
  app.get("/api/report-cards/final-reports", async (request) => {
    return withSuccess(await request.ctx.services.reportCards.finalReadiness(request.ctx.actor, parseInput(tribeYearInput, request.query)));
  });
  app.post("/api/report-cards/final-reports/publish", async (request) => {
    const result = await request.ctx.services.reportCards.publishFinal(request.ctx.actor, parseInput(tribeYearInput, request.body));
    return withMessage(finalReportMessages.published(result.published, result.unchanged, result.pending), result);
  });
  app.get("/api/report-cards/students/:studentId/final-reports", async (request) => {
    const { studentId } = parseInput(childCardsInput, request.params);
    return withSuccess({ reports: await request.ctx.services.reportCards.childFinalReports(request.ctx.actor, studentId) });
  });
  app.get("/api/report-cards/final-reports/:id/pdf", async (request, reply) => {
    const { id } = parseInput(versionIdInput, request.params);
    const file = await request.ctx.services.reportCards.finalVersionPdf(request.ctx.actor, id);
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
  app.get("/api/report-cards/levels", async (request) => {
    return withSuccess(await request.ctx.services.reportCards.levels(request.ctx.actor, parseInput(levelsInput, request.query)));
  });

  const bank = "/api/report-cards/comment-bank";
  app.get(bank, async (request) => {
    return withSuccess({ comments: await request.ctx.services.commentBank.list(request.ctx.actor, parseInput(commentSearchInput, request.query)) });
  });
  app.post(bank, async (request, reply) => {
    const comment = await request.ctx.services.commentBank.create(request.ctx.actor, parseInput(commentInput, request.body));
    return reply.status(201).send(withMessage(commentBankMessages.saved, { comment }));
  });
  app.put(`${bank}/:id`, async (request) => {
    const { id } = parseInput(commentIdInput, request.params);
    const comment = await request.ctx.services.commentBank.update(request.ctx.actor, id, parseInput(commentInput, request.body));
    return withMessage(commentBankMessages.saved, { comment });
  });
  app.delete(`${bank}/:id`, async (request) => {
    const { id } = parseInput(commentIdInput, request.params);
    await request.ctx.services.commentBank.remove(request.ctx.actor, id);
    return withMessage(commentBankMessages.removed, {});
  });
};
