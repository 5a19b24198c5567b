import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { adminOnly, declareAccess, open } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { assignmentInput, callbackQuery, classroomMessages, disconnectedAnswer } from "../../../common/google-classroom/google-classroom.schema.js";
import { errorRedirect } from "./google-classroom.service.js";

/** /api/google-classroom/* of the spec (sections 7 of both parts), plus the consent address, courses and disconnect. */
export const googleClassroomRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the input is read; Google's redirect below is open (its state decides).
  declareAccess(app, adminOnly);
  const service = (request: FastifyRequest) => request.ctx.services.googleClassroom;

  app.get("/api/google-classroom/status", async (request) => service(request).status(request.ctx.actor));
  app.get("/api/google-classroom/auth-url", async (request) => service(request).authUrl(request.ctx.actor));
  app.get("/api/google-classroom/courses", async (request) => service(request).courses(request.ctx.actor));
  app.post("/api/google-classroom/create-assignment/:courseId", async (request, reply) => {
    const body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const { courseId } = request.params as { courseId: string };
    const created = await service(request).createAssignment(request.ctx.actor, parseInput(assignmentInput, { ...body, courseId }));
    return reply.status(201).send(withMessage(classroomMessages.created, created));
  });
  app.delete("/api/google-classroom/connection", async (request) => disconnectedAnswer(await service(request).disconnect(request.ctx.actor)));

  // Google sends the browser here; the state in the query (not a bearer token) says which admin asked.
  app.get("/api/google-classroom/callback", { config: { access: open } }, async (request, reply) => {
    const parsed = callbackQuery.safeParse(request.query ?? {});
    const target = parsed.success ? await service(request).handleCallback(parsed.data) : errorRedirect;
    return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(target, 302);
  });
};
