import type { FastifyPluginAsync } from "fastify";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { setPageHeaders } from "../../rest/paging.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  assignmentIdInput,
  assignmentMessages,
  assignmentUpdatedMessage,
  createAssignmentInput,
  listAssignmentsInput,
  updateAssignmentInput,
} from "../../../common/assignments/assignments.schema.js";

/** /api/assignments of the spec (section 7), plus the detail and delete its screens need. */
export const assignmentsRest: FastifyPluginAsync = async (app) => {
  // Signed in; creating and deleting for who may create, before the body is read.
  declareAccess(app, signedIn);
  const creators = checkedBy("assignment creator", (request) => request.ctx.services.assignments.assertCanCreate(request.ctx.actor));
  /**
   * ?show=all|pending&page=&pageSize= (25 by default, at most 100), newest first. The spec's
   * "GET /api/assignments: list" is a plain array, so the body stays the page itself; the paging
   * travels in headers like /api/payments: X-Total-Count (assignments matching the filter) and a
   * Link with rel="prev"/"next" where they exist.
   */
  app.get("/api/assignments", async (request, reply) => {
    const list = await request.ctx.services.assignments.list(request.ctx.actor, parseInput(listAssignmentsInput, request.query));
    setPageHeaders(reply, request.url, list);
    return list.assignments;
  });

  app.get("/api/assignments/:id", async (request) => {
    const { id } = parseInput(assignmentIdInput, request.params);
    return request.ctx.services.assignments.get(request.ctx.actor, id);
  });

  app.post("/api/assignments", { config: { access: creators } }, async (request, reply) => {
    const result = await request.ctx.services.assignments.create(request.ctx.actor, parseInput(createAssignmentInput, request.body));
    return reply.status(201).send(withMessage(assignmentMessages.created, result));
  });

  app.put("/api/assignments/:id", async (request) => {
    const { id } = parseInput(assignmentIdInput, request.params);
    const fields = parseInput(updateAssignmentInput, request.body);
    const result = await request.ctx.services.assignments.update(request.ctx.actor, id, fields);
    return withMessage(assignmentUpdatedMessage(request.ctx.actor?.role === "student", fields.status), result);
  });

  app.delete("/api/assignments/:id", { config: { access: creators } }, async (request) => {
    const { id } = parseInput(assignmentIdInput, request.params);
    await request.ctx.services.assignments.remove(request.ctx.actor, id);
    return withMessage(assignmentMessages.deleted);
  });
};
