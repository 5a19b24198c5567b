import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { callbackQuery, courseIdParam } from "../../../common/google-classroom/google-classroom.schema.js";
import { errorRedirect } from "./google-classroom.service.js";

/** /api/google-classroom/* of the spec (sections 7 of both parts), plus the consent address, courses and disconnect. */
export const googleClassroomRest: FastifyPluginAsync = async (app) => {
  const service = (request: FastifyRequest) => request.ctx.services.googleClassroom;

  app.get("/api/google-classroom/status", async (request) => service(request).status(request.ctx.actor));
  app.get("/api/google-classroom/auth-url", async (request) => service(request).authUrl(request.ctx.actor));
  app.get("/api/google-classroom/courses", async (request) => service(request).courses(request.ctx.actor));
  app.post("/api/google-classroom/create-assignment/:courseId", async (request, reply) => {
    service(request).assertAdmin(request.ctx.actor);
    const { courseId } = parseInput(courseIdParam, request.params);
    return reply.status(201).send(await service(request).createAssignment(request.ctx.actor, courseId, request.body));
  });
  app.delete("/api/google-classroom/connection", async (request) => service(request).disconnect(request.ctx.actor));

  // Google sends the browser here; the state in the query (not a bearer token) says which admin asked.
  app.get("/api/google-classroom/callback", async (request, reply) => {
    const parsed = callbackQuery.safeParse(request.query ?? {});
    const target = parsed.success ? await service(request).handleCallback(parsed.data) : errorRedirect;
    return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(target, 302);
  });
};
