import type { FastifyPluginAsync } from "fastify";
import { adminOnly, declareAccess } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import type { TaskChange } from "../../../common/notion/notion-tasks.js";
import {
  isStatusOnly,
  notionMessages as m,
  taskFieldsInput,
  taskFilterInput,
  taskIdInput,
  taskStatusInput,
  toSpecPayload,
} from "../../../common/notion/notion.schema.js";

/**
 * /api/notion/tasks of the spec (section 7), admin only (checked before the input is read). Bodies
 * and answers use the Notion property names (Task name, Description, Status, Priority, Due date);
 * the Notion secret stays on the server.
 */
export const notionRest: FastifyPluginAsync = async (app) => {
  // Admins only, before the input is read.
  declareAccess(app, adminOnly);
  app.get("/api/notion/tasks", async (request) => {
    const { source, tasks } = await request.ctx.services.notion.list(request.ctx.actor, parseInput(taskFilterInput, request.query));
    return { results: tasks.map(toSpecPayload), source };
  });
  app.post("/api/notion/tasks", async (request, reply) => {
    const { task } = await request.ctx.services.notion.create(request.ctx.actor, parseInput(taskFieldsInput, request.body));
    return reply.status(201).send(withMessage(m.created, { task: toSpecPayload(task) }));
  });
  /** PATCH of the spec: every field, or only Status and Priority (a body with no other field). */
  app.patch("/api/notion/tasks/:id", async (request) => {
    const { id } = parseInput(taskIdInput, request.params);
    const change: TaskChange = isStatusOnly(request.body)
      ? { kind: "status", ...parseInput(taskStatusInput, request.body) }
      : { kind: "all", ...parseInput(taskFieldsInput, request.body) };
    const { task } = await request.ctx.services.notion.update(request.ctx.actor, id, change);
    return withMessage(m.updated, { task: toSpecPayload(task) });
  });
  app.delete("/api/notion/tasks/:id", async (request) => {
    const { id } = parseInput(taskIdInput, request.params);
    return withMessage(m.deleted, await request.ctx.services.notion.remove(request.ctx.actor, id));
  });
};
