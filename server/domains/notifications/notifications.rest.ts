import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { listNotificationsInput, notificationIdInput, notificationMessages as m, preferencesInput } from "../../../common/notifications/notifications.schema.js";

/**
 * /api/notifications (issue 25): the caller's items newest first with the unread count
 * (?page=&pageSize=), marking one or all read, and the preferences (per kind "app" or "digest",
 * and the digest's hour). The caller is checked before the input is read.
 */
export const notificationsRest: FastifyPluginAsync = async (app) => {
  app.get("/api/notifications", async (request) => {
    const service = request.ctx.services.notifications;
    service.assertSignedIn(request.ctx.actor);
    return service.list(request.ctx.actor, parseInput(listNotificationsInput, request.query));
  });

  app.post("/api/notifications/read-all", async (request) => {
    const service = request.ctx.services.notifications;
    service.assertSignedIn(request.ctx.actor);
    return withMessage(m.allRead, await service.markAllRead(request.ctx.actor));
  });

  app.post("/api/notifications/:id/read", async (request) => {
    const service = request.ctx.services.notifications;
    service.assertSignedIn(request.ctx.actor);
    const { id } = parseInput(notificationIdInput, request.params);
    return withMessage(m.read, await service.markRead(request.ctx.actor, id));
  });

  app.get("/api/notifications/preferences", async (request) => {
    const service = request.ctx.services.notifications;
    service.assertSignedIn(request.ctx.actor);
    return service.preferences(request.ctx.actor);
  });

  app.put("/api/notifications/preferences", async (request) => {
    const service = request.ctx.services.notifications;
    service.assertSignedIn(request.ctx.actor);
    return withMessage(m.saved, await service.savePreferences(request.ctx.actor, parseInput(preferencesInput, request.body ?? {})));
  });
};
