import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { settingsMessages, updateSettingsInput } from "../../../common/settings/settings.schema.js";

/** The school's settings (issue 19): GET and PUT for admins; the public part is in GET /api/setup. */
export const settingsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/settings", async (request) => request.ctx.services.settings.get(request.ctx.actor));
  app.put("/api/settings", async (request) => {
    // Who may change settings is known before the body is read: a non-admin gets 403, not a 400.
    request.ctx.services.settings.assertCanChange(request.ctx.actor);
    const saved = await request.ctx.services.settings.update(request.ctx.actor, parseInput(updateSettingsInput, request.body));
    return withMessage(settingsMessages.saved, saved);
  });
};
