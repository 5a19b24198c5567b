import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, inputErrorFromDatabase, messages } from "../lib/errors.js";
import { lingerBeforeClosing } from "../lib/lingering-close.js";
import { vendorFailureLog } from "../lib/vendor-errors.js";
import { fileTooLargeMessage } from "../../common/uploads.js";

export const brokenFormMessage = "El formulario enviado está incompleto o dañado. Vuelve a intentarlo.";

/**
 * busboy reports a broken multipart body (no boundary, cut short, bad part headers) as a bare
 * Error with no code, from wherever the stream is read; that is the caller's fault, not a 500.
 */
function isBrokenForm(error: unknown, contentType: string): boolean {
  if (!contentType.startsWith("multipart/") || typeof error !== "object" || error === null) return false;
  if (Object.getPrototypeOf(error) !== Error.prototype) return false;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return code === undefined && statusCode === undefined;
}

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

/** One place turns any failure into a JSON answer with a Spanish message and no stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raised: FastifyError | AppError, request, reply) => {
    const error = inputErrorFromDatabase(raised) ?? raised;
    // Refused before its body was read (an anonymous 10 MB upload, say): answer and close the
    // connection instead of reading the whole body (issue 19), after reading and throwing away at
    // most a bounded rest of it, so the answer reaches a client that is still sending (issue 33).
    if (!request.raw.complete) {
      reply.header("connection", "close");
      lingerBeforeClosing(request.raw);
    }
    if (error instanceof AppError) {
      const vendor = vendorFailureLog(error);
      if (vendor) request.log.warn(vendor, error.message);
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      const body: ErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status === 413) {
      const isUpload = String(request.headers["content-type"] ?? "").startsWith("multipart/");
      const message = isUpload ? fileTooLargeMessage : "La solicitud es demasiado grande.";
      return reply.status(413).send({ error: "PAYLOAD_TOO_LARGE", message });
    }
    if (status === 429) {
      return reply.status(429).send({ error: "TOO_MANY_REQUESTS", message: "Demasiadas solicitudes. Espera un momento." });
    }
    if (status === 415) {
      return reply.status(415).send({ error: "UNSUPPORTED_MEDIA_TYPE", message: messages.invalidData });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: "BAD_REQUEST", message: messages.invalidData });
    }
    if (isBrokenForm(error, String(request.headers["content-type"] ?? ""))) {
      return reply.status(400).send({ error: "BAD_REQUEST", message: brokenFormMessage });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ error: "INTERNAL_SERVER_ERROR", message: messages.internal });
  });

}
