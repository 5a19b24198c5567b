import type { FastifyPluginAsync } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { accessibilityMessages, accessibilityProfileSchema, userIdInput } from "../../../common/accessibility/accessibility.schema.js";

/** /api/users/{id}/accessibility: a person's reading and display preferences. */
export const accessibilityRest: FastifyPluginAsync = async (app) => {
  // Signed in, before the input is read; the service decides whose profile the caller reads or changes.
  declareAccess(app, signedIn);
  app.get("/api/users/:userId/accessibility", async (request) => {
    const { userId } = parseInput(userIdInput, request.params);
    return request.ctx.services.accessibility.get(request.ctx.actor, userId);
  });
  app.put("/api/users/:userId/accessibility", async (request) => {
    const { userId } = parseInput(userIdInput, request.params);
    const saved = await request.ctx.services.accessibility.set(request.ctx.actor, userId, parseInput(accessibilityProfileSchema, request.body));
    return withMessage(accessibilityMessages.saved, saved);
  });
};
