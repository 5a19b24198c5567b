import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { assignTribeModuleInput, changeRoleInput, childLinkInput, createUserInput, idInput, listUsersInput, updateUserInput } from "../../../common/users/users.schema.js";

/** The spec's /api/users paths; each is one call into the users service. */
export const usersRest: FastifyPluginAsync = async (app) => {
  app.get("/api/users", async (request) =>
    request.ctx.services.users.list(request.ctx.actor, parseInput(listUsersInput, request.query)),
  );
  app.post("/api/users/admin/create", async (request, reply) => {
    const user = await request.ctx.services.users.create(request.ctx.actor, parseInput(createUserInput, request.body));
    return reply.status(201).send({ success: true, user });
  });
  app.post("/api/users/admin/assign-module-by-tribe", async (request) =>
    request.ctx.services.users.assignModuleToTribe(request.ctx.actor, parseInput(assignTribeModuleInput, request.body)),
  );
  app.get("/api/users/:id", async (request) =>
    request.ctx.services.users.get(request.ctx.actor, parseInput(idInput, request.params).id),
  );
  app.put("/api/users/:id", async (request) =>
    request.ctx.services.users.update(
      request.ctx.actor,
      parseInput(idInput, request.params).id,
      parseInput(updateUserInput, request.body),
    ),
  );
  app.post("/api/users/:id/change-role", async (request) =>
    request.ctx.services.users.changeRole(
      request.ctx.actor,
      parseInput(idInput, request.params).id,
      parseInput(changeRoleInput, request.body),
    ),
  );
  app.delete("/api/users/:id", async (request) =>
    request.ctx.services.users.remove(request.ctx.actor, parseInput(idInput, request.params).id),
  );
  app.get("/api/users/:id/children", async (request) =>
    request.ctx.services.users.children(request.ctx.actor, parseInput(idInput, request.params).id),
  );
  app.post("/api/users/:parentId/children/:studentId", async (request, reply) => {
    const { parentId, studentId } = parseInput(childLinkInput, request.params);
    return reply.status(201).send(await request.ctx.services.users.addChild(request.ctx.actor, parentId, studentId));
  });
  app.delete("/api/users/:parentId/children/:studentId", async (request) => {
    const { parentId, studentId } = parseInput(childLinkInput, request.params);
    return request.ctx.services.users.removeChild(request.ctx.actor, parentId, studentId);
  });
};
