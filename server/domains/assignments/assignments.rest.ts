import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { assignmentIdInput, createAssignmentInput, updateAssignmentInput } from "./assignments.schema.js";

/** /api/assignments of the spec (section 7), plus the detail and delete its screens need. */
export const assignmentsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/assignments", async (request) => request.ctx.services.assignments.list(request.ctx.actor));

  app.get("/api/assignments/:id", async (request) => {
    const { id } = parseInput(assignmentIdInput, request.params);
    return request.ctx.services.assignments.get(request.ctx.actor, id);
  });

  app.post("/api/assignments", async (request, reply) => {
    request.ctx.services.assignments.assertCanCreate(request.ctx.actor);
    const result = await request.ctx.services.assignments.create(request.ctx.actor, parseInput(createAssignmentInput, request.body));
    return reply.status(201).send(result);
  });

  app.put("/api/assignments/:id", async (request) => {
    request.ctx.services.assignments.assertSignedIn(request.ctx.actor);
    const { id } = parseInput(assignmentIdInput, request.params);
    return request.ctx.services.assignments.update(request.ctx.actor, id, parseInput(updateAssignmentInput, request.body));
  });

  app.delete("/api/assignments/:id", async (request) => {
    request.ctx.services.assignments.assertCanCreate(request.ctx.actor);
    const { id } = parseInput(assignmentIdInput, request.params);
    return request.ctx.services.assignments.remove(request.ctx.actor, id);
  });
};
