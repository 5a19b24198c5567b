import type { FastifyPluginAsync } from "fastify";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  todoCompletedInput,
  todoCompletedMessage,
  todoCreateInput,
  todoFilterInput,
  todoIdInput,
  todoMessages,
  todoUpdateInput,
} from "../../../common/todo/todo.schema.js";

/** /api/todo: the admin's to-do list (spreadsheet or local), filters in the query string. Admins only, checked before the input is read. */
export const todoRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the input is read.
  declareAccess(app, adminOnly);
  app.get("/api/todo/info", async (request) => request.ctx.services.todo.info(request.ctx.actor));
  app.get("/api/todo", async (request) => {
    return request.ctx.services.todo.list(request.ctx.actor, parseInput(todoFilterInput, request.query));
  });
  app.post("/api/todo", async (request, reply) => {
    const created = await request.ctx.services.todo.create(request.ctx.actor, parseInput(todoCreateInput, request.body));
    return reply.status(201).send(withMessage(todoMessages.created, created));
  });
  app.put("/api/todo/:id", async (request) => {
    const { id } = parseInput(todoIdInput, request.params);
    return withMessage(todoMessages.updated, await request.ctx.services.todo.update(request.ctx.actor, id, parseInput(todoUpdateInput, request.body)));
  });
  app.put("/api/todo/:id/completed", async (request) => {
    const { id } = parseInput(todoIdInput, request.params);
    const { completed } = parseInput(todoCompletedInput, request.body);
    return withMessage(todoCompletedMessage(completed), await request.ctx.services.todo.setCompleted(request.ctx.actor, id, completed));
  });
  app.delete("/api/todo/:id", async (request) => {
    const { id } = parseInput(todoIdInput, request.params);
    await request.ctx.services.todo.remove(request.ctx.actor, id);
    return withMessage(todoMessages.deleted);
  });
};
