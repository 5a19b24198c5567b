import type { FastifyPluginAsync } from "fastify";
import { sendGeneratedFile } from "../../lib/files.js";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { reportYearInput } from "../../../common/enrolment-reports/enrolment-reports.schema.js";

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** /api/enrolment/simat and /api/enrolment/book (issue 36): the year's SIMAT spreadsheet and Libro de matrícula, for admins. */
export const enrolmentReportsRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the year is read (401 signed out, 403 for the other roles).
  declareAccess(app, adminOnly);
  app.get("/api/enrolment/simat", async (request, reply) => {
    const file = await request.ctx.services.enrolmentReports.simatXlsx(request.ctx.actor, parseInput(reportYearInput, request.query ?? {}));
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: xlsxType });
  });
  app.get("/api/enrolment/book", async (request, reply) => {
    const file = await request.ctx.services.enrolmentReports.book(request.ctx.actor, parseInput(reportYearInput, request.query ?? {}));
    return sendGeneratedFile(reply, { body: file.buffer, fileName: file.fileName, contentType: "application/pdf" });
  });
};
