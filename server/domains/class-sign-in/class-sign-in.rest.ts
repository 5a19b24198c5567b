import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../lib/errors.js";
import { sendGeneratedFile } from "../../lib/files.js";
import { allowedBy, declareAccess } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { classCardFileName, classCardMessages, classLink } from "../../../common/class-sign-in/class-card.js";
import { canRunClassSignIn } from "../../../common/class-sign-in/class-sign-in.policy.js";
import { tribeInput } from "../../../common/class-sign-in/class-sign-in.schema.js";

/**
 * GET /api/class-sign-in/card?tribe=Tribu%201: the tribe's printable class card as a PDF, for an
 * admin or a teacher who runs the tribe (the role, declared once for the plugin, is checked before the input is read). The QR code
 * links to this server's own address, as the browser reached it.
 */
export const classSignInRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, allowedBy("class sign-in runner", canRunClassSignIn));

  app.get("/api/class-sign-in/card", async (request, reply) => {
    const { tribe } = parseInput(tribeInput, request.query);
    const card = await request.ctx.services.classSignIn.card(request.ctx.actor, tribe);
    const link = classLink(`${request.protocol}://${request.host}`, card.code);
    let body: Buffer;
    try {
      // The PDF renderer loads with the first PDF, not with the server (issue 24).
      const { renderClassCardPdf } = await import("./class-card.pdf.js");
      body = await renderClassCardPdf({ ...card, link });
    } catch {
      throw new AppError("INTERNAL_SERVER_ERROR", classCardMessages.pdfFailed);
    }
    return sendGeneratedFile(reply, { body, fileName: classCardFileName(tribe), contentType: "application/pdf" });
  });
};
