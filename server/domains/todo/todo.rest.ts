import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { todoIdInput } from "../../../common/todo/todo.schema.js";

/** /api/todo: the admin's to-do list (spreadsheet or local), filters in the query string. */
export const todoRest: FastifyPluginAsync = async (app) => {
  app.get("/api/todo/info", async (request) => request.ctx.services.todo.info(request.ctx.actor));
  app.get("/api/todo", async (request) => request.ctx.services.todo.list(request.ctx.actor, request.query));
  app.post("/api/todo", async (request, reply) => {
    request.ctx.services.todo.assertAdmin(request.ctx.actor);
    return reply.status(201).send(await request.ctx.services.todo.create(request.ctx.actor, request.body));
  });
  app.put("/api/todo/:id", async (request) => {
    request.ctx.services.todo.assertAdmin(request.ctx.actor);
    const { id } = parseInput(todoIdInput, request.params);
    return request.ctx.services.todo.update(request.ctx.actor, id, request.body);
  });
  app.put("/api/todo/:id/completed", async (request) => {
    request.ctx.services.todo.assertAdmin(request.ctx.actor);
    const { id } = parseInput(todoIdInput, request.params);
    return request.ctx.services.todo.setCompleted(request.ctx.actor, id, request.body);
  });
  app.delete("/api/todo/:id", async (request) => {
    request.ctx.services.todo.assertAdmin(request.ctx.actor);
    const { id } = parseInput(todoIdInput, request.params);
    return request.ctx.services.todo.remove(request.ctx.actor, id);
  });
};
