import type { FastifyPluginAsync } from "fastify";
import { declareAccess, signedIn } from "../../rest/access.js";
import { parseInput } from "../../rest/validation.js";
import { withMessage } from "../../../common/input-rules.js";
import { listNotificationsInput, notificationIdInput, notificationMessages as m, preferencesInput } from "../../../common/notifications/notifications.schema.js";

/**
 * /api/notifications (issue 25): the caller's items newest first with the unread count
 * (?page=&pageSize=), marking one or all read, and the preferences (per kind "app" or "digest",
 * and the digest's hour). Who may enter (signed in) is declared once and asked before the input is read.
 */
export const notificationsRest: FastifyPluginAsync = async (app) => {
  declareAccess(app, signedIn);

  app.get("/api/notifications", async (request) => {
    const service = request.ctx.services.notifications;
    return service.list(request.ctx.actor, parseInput(listNotificationsInput, request.query));
  });

  app.post("/api/notifications/read-all", async (request) => {
    const service = request.ctx.services.notifications;
    return withMessage(m.allRead, await service.markAllRead(request.ctx.actor));
  });

  app.post("/api/notifications/:id/read", async (request) => {
    const service = request.ctx.services.notifications;
    const { id } = parseInput(notificationIdInput, request.params);
    return withMessage(m.read, await service.markRead(request.ctx.actor, id));
  });

  app.get("/api/notifications/preferences", async (request) => {
    const service = request.ctx.services.notifications;
    return service.preferences(request.ctx.actor);
  });

  app.put("/api/notifications/preferences", async (request) => {
    const service = request.ctx.services.notifications;
    return withMessage(m.saved, await service.savePreferences(request.ctx.actor, parseInput(preferencesInput, request.body ?? {})));
  });
};
