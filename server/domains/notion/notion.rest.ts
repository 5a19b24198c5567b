import type { FastifyPluginAsync } from "fastify";
import { toSpecPayload } from "../../../common/notion/notion.schema.js";

/**
 * /api/notion/tasks of the spec (section 7). Bodies and answers use the Notion property names
 * (Task name, Description, Status, Priority, Due date); the Notion secret stays on the server.
 */
export const notionRest: FastifyPluginAsync = async (app) => {
  app.get("/api/notion/tasks", async (request) => {
    const { source, tasks } = await request.ctx.services.notion.list(request.ctx.actor, request.query);
    return { results: tasks.map(toSpecPayload), source };
  });
  app.post("/api/notion/tasks", async (request, reply) => {
    const { message, task } = await request.ctx.services.notion.create(request.ctx.actor, request.body);
    return reply.status(201).send({ message, task: toSpecPayload(task) });
  });
  app.patch("/api/notion/tasks/:id", async (request) => {
    const { id } = request.params as { id: string };
    const { message, task } = await request.ctx.services.notion.update(request.ctx.actor, id, request.body);
    return { message, task: toSpecPayload(task) };
  });
  app.delete("/api/notion/tasks/:id", async (request) => {
    const { id } = request.params as { id: string };
    return request.ctx.services.notion.remove(request.ctx.actor, id);
  });
};
