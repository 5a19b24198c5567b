import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, inputErrorFromDatabase, messages } from "../lib/errors.js";

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

/** One place turns any failure into a JSON answer with a Spanish message and no stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((raised: FastifyError | AppError, request, reply) => {
    const error = inputErrorFromDatabase(raised) ?? raised;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      const body: ErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status === 413) {
      const isUpload = String(request.headers["content-type"] ?? "").startsWith("multipart/");
      const message = isUpload ? "El archivo no puede ser mayor a 10MB" : "La solicitud es demasiado grande.";
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
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ error: "INTERNAL_SERVER_ERROR", message: messages.internal });
  });

}
