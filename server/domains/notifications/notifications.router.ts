import { router, schoolProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  listNotificationsInput,
  notificationIdInput,
  notificationListSchema,
  notificationMessages as m,
  preferencesInput,
  preferencesOutput,
  preferencesSchema,
  readAllOutput,
  readOutput,
} from "../../../common/notifications/notifications.schema.js";

/** The same service calls as /api/notifications (notifications.rest.ts). */
export const notificationsRouter = router({
  list: schoolProcedure
    .input(listNotificationsInput.prefault({}))
    .output(notificationListSchema)
    .query(({ ctx, input }) => ctx.services.notifications.list(ctx.actor, input)),
  markRead: schoolProcedure
    .input(notificationIdInput)
    .output(readOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.read, await ctx.services.notifications.markRead(ctx.actor, input.id))),
  markAllRead: schoolProcedure.output(readAllOutput).mutation(async ({ ctx }) => withMessage(m.allRead, await ctx.services.notifications.markAllRead(ctx.actor))),
  preferences: schoolProcedure.output(preferencesSchema).query(({ ctx }) => ctx.services.notifications.preferences(ctx.actor)),
  savePreferences: schoolProcedure
    .input(preferencesInput)
    .output(preferencesOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.saved, await ctx.services.notifications.savePreferences(ctx.actor, input))),
});
