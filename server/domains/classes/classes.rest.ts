import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { classIdInput, classMessages, createClassInput, enrolInput, updateClassInput } from "../../../common/classes/classes.schema.js";

/** /api/classes and /api/studentclasses of the spec (section 7). Every call needs a session. */
export const classesRest: FastifyPluginAsync = async (app) => {
  app.get("/api/classes", async (request) => request.ctx.services.classes.list(request.ctx.actor));

  app.post("/api/classes", async (request, reply) => {
    request.ctx.services.classes.assertCanManage(request.ctx.actor);
    const created = await request.ctx.services.classes.create(request.ctx.actor, parseInput(createClassInput, request.body));
    return reply.status(201).send(withMessage(classMessages.created, created));
  });

  app.put("/api/classes/:id", async (request) => {
    request.ctx.services.classes.assertCanManage(request.ctx.actor);
    const { id } = parseInput(classIdInput, request.params);
    const updated = await request.ctx.services.classes.update(request.ctx.actor, id, parseInput(updateClassInput, request.body));
    return withMessage(classMessages.updated, updated);
  });

  app.get("/api/classes/:id/students", async (request) => {
    const { id } = parseInput(classIdInput, request.params);
    return request.ctx.services.classes.students(request.ctx.actor, id);
  });

  app.get("/api/studentclasses", async (request) => request.ctx.services.classes.enrolments(request.ctx.actor));

  app.post("/api/studentclasses", async (request, reply) => {
    request.ctx.services.classes.assertCanManage(request.ctx.actor);
    const enrolled = await request.ctx.services.classes.enrol(request.ctx.actor, parseInput(enrolInput, request.body));
    return reply.status(201).send(withMessage(classMessages.enrolled, enrolled));
  });

  app.delete("/api/studentclasses/:id", async (request) => {
    request.ctx.services.classes.assertCanManage(request.ctx.actor);
    const { id } = parseInput(classIdInput, request.params);
    await request.ctx.services.classes.removeEnrolment(request.ctx.actor, id);
    return withMessage(classMessages.removed);
  });
};
