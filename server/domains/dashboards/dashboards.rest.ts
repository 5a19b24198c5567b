import type { FastifyPluginAsync } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";
import { keptJson } from "../../rest/kept-answers.js";
import { parseInput } from "../../rest/validation.js";
import { idInput } from "../../../common/users/users.schema.js";

/** REST twins of the dashboard view models, and a student's progress and work. */
export const dashboardsRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role and the object.
  declareAccess(app, signedIn);
  app.get("/api/dashboard/student", async (request, reply) => keptJson(reply, await request.ctx.services.dashboards.student(request.ctx.actor)));
  app.get("/api/dashboard/teacher", async (request, reply) => keptJson(reply, await request.ctx.services.dashboards.teacher(request.ctx.actor)));
  app.get("/api/dashboard/admin", async (request, reply) => keptJson(reply, await request.ctx.services.dashboards.admin(request.ctx.actor)));
  app.get("/api/dashboard/admin/today", async (request) => request.ctx.services.dashboards.adminToday(request.ctx.actor));
  app.get("/api/dashboard/parent", async (request, reply) => keptJson(reply, await request.ctx.services.dashboards.parent(request.ctx.actor)));
  app.get("/api/dashboard/parent/to-do", async (request) => request.ctx.services.dashboards.familyToDo(request.ctx.actor));
  app.get("/api/dashboard/parent/works", async (request) => request.ctx.services.dashboards.childrenWork(request.ctx.actor));
  app.get("/api/users/:id/progress", async (request) =>
    request.ctx.services.dashboards.studentProgress(request.ctx.actor, parseInput(idInput, request.params).id),
  );
  app.get("/api/users/:id/work", async (request) =>
    request.ctx.services.dashboards.studentWork(request.ctx.actor, parseInput(idInput, request.params).id),
  );
};
