import type { FastifyPluginAsync } from "fastify";
import { checkedBy, declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { classIdInput, classMessages, createClassInput, enrolInput, updateClassInput } from "../../../common/classes/classes.schema.js";

/** /api/classes and /api/studentclasses of the spec (section 7). Every call needs a session. */
export const classesRest: FastifyPluginAsync = async (app) => {
  // Signed in; changes for who manages classes, before the body is read.
  declareAccess(app, signedIn);
  const managers = checkedBy("class manager", (request) => request.ctx.services.classes.assertCanManage(request.ctx.actor));
  app.get("/api/classes", async (request) => request.ctx.services.classes.list(request.ctx.actor));

  app.post("/api/classes", { config: { access: managers } }, async (request, reply) => {
    const created = await request.ctx.services.classes.create(request.ctx.actor, parseInput(createClassInput, request.body));
    return reply.status(201).send(withMessage(classMessages.created, created));
  });

  app.put("/api/classes/:id", { config: { access: managers } }, async (request) => {
    const { id } = parseInput(classIdInput, request.params);
    const updated = await request.ctx.services.classes.update(request.ctx.actor, id, parseInput(updateClassInput, request.body));
    return withMessage(classMessages.updated, updated);
  });

  app.get("/api/classes/:id/students", async (request) => {
    const { id } = parseInput(classIdInput, request.params);
    return request.ctx.services.classes.students(request.ctx.actor, id);
  });

  app.get("/api/studentclasses", async (request) => request.ctx.services.classes.enrolments(request.ctx.actor));

  app.post("/api/studentclasses", { config: { access: managers } }, async (request, reply) => {
    const enrolled = await request.ctx.services.classes.enrol(request.ctx.actor, parseInput(enrolInput, request.body));
    return reply.status(201).send(withMessage(classMessages.enrolled, enrolled));
  });

  app.delete("/api/studentclasses/:id", { config: { access: managers } }, async (request) => {
    const { id } = parseInput(classIdInput, request.params);
    await request.ctx.services.classes.removeEnrolment(request.ctx.actor, id);
    return withMessage(classMessages.removed);
  });
};
