import type { FastifyPluginAsync } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  assignTribeModuleInput,
  changeRoleInput,
  childLinkInput,
  createUserInput,
  idInput,
  listUsersInput,
  tribeModuleAssigned,
  updateUserInput,
  userDeletedMessage,
  userMessages,
  userUpdatedMessage,
} from "../../../common/users/users.schema.js";

/** The spec's /api/users paths; each is one call into the users service. */
export const usersRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides about the role and the object.
  declareAccess(app, signedIn);
  app.get("/api/users", async (request) =>
    request.ctx.services.users.list(request.ctx.actor, parseInput(listUsersInput, request.query)),
  );
  app.post("/api/users/admin/create", async (request, reply) => {
    const user = await request.ctx.services.users.create(request.ctx.actor, parseInput(createUserInput, request.body));
    return reply.status(201).send({ success: true, user });
  });
  app.post("/api/users/admin/assign-module-by-tribe", async (request) => {
    const input = parseInput(assignTribeModuleInput, request.body);
    const result = await request.ctx.services.users.assignModuleToTribe(request.ctx.actor, input);
    return withMessage(tribeModuleAssigned(result.members, input.tribe), result);
  });
  app.get("/api/users/:id", async (request) =>
    request.ctx.services.users.get(request.ctx.actor, parseInput(idInput, request.params).id),
  );
  app.put("/api/users/:id", async (request) => {
    const { id } = parseInput(idInput, request.params);
    const result = await request.ctx.services.users.update(request.ctx.actor, id, parseInput(updateUserInput, request.body));
    return withMessage(userUpdatedMessage(request.ctx.actor?.id === id), result);
  });
  app.post("/api/users/:id/change-role", async (request) => {
    const { id } = parseInput(idInput, request.params);
    return withMessage(userMessages.roleChanged, await request.ctx.services.users.changeRole(request.ctx.actor, id, parseInput(changeRoleInput, request.body)));
  });
  app.delete("/api/users/:id", async (request) => {
    const result = await request.ctx.services.users.remove(request.ctx.actor, parseInput(idInput, request.params).id);
    return withMessage(userDeletedMessage(result.reassigned), result);
  });
  app.get("/api/users/:id/children", async (request) =>
    request.ctx.services.users.children(request.ctx.actor, parseInput(idInput, request.params).id),
  );
  app.post("/api/users/:parentId/children/:studentId", async (request, reply) => {
    const { parentId, studentId } = parseInput(childLinkInput, request.params);
    await request.ctx.services.users.addChild(request.ctx.actor, parentId, studentId);
    return reply.status(201).send(withMessage(userMessages.relationCreated));
  });
  app.delete("/api/users/:parentId/children/:studentId", async (request) => {
    const { parentId, studentId } = parseInput(childLinkInput, request.params);
    await request.ctx.services.users.removeChild(request.ctx.actor, parentId, studentId);
    return withMessage(userMessages.relationRemoved);
  });
};
