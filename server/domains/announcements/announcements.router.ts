import { router, schoolProcedure, staffProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  announcementIdInput,
  announcementListSchema,
  announcementMessages as m,
  announcementOutput,
  announcementViewSchema,
  createAnnouncementInput,
  listAnnouncementsInput,
  readAnnouncementCall,
  readersSchema,
  remindedMessage,
  remindOutput,
} from "../../../common/announcements/announcements.schema.js";

/**
 * The same service calls as /api/announcements (announcements.rest.ts). An attachment travels only
 * over REST (multipart); `create` here publishes without one.
 */
export const announcementsRouter = router({
  list: schoolProcedure
    .input(listAnnouncementsInput.prefault({}))
    .output(announcementListSchema)
    .query(({ ctx, input }) => ctx.services.announcements.list(ctx.actor, input)),
  get: schoolProcedure
    .input(announcementIdInput)
    .output(announcementViewSchema)
    .query(({ ctx, input }) => ctx.services.announcements.get(ctx.actor, input.id)),
  create: staffProcedure
    .input(createAnnouncementInput)
    .output(announcementOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.created, await ctx.services.announcements.create(ctx.actor, input))),
  markRead: schoolProcedure
    .input(readAnnouncementCall)
    .output(announcementOutput)
    .mutation(async ({ ctx, input }) =>
      withMessage(input.confirm ? m.confirmed : m.read, await ctx.services.announcements.markRead(ctx.actor, input.id, { confirm: input.confirm })),
    ),
  readers: staffProcedure
    .input(announcementIdInput)
    .output(readersSchema)
    .query(({ ctx, input }) => ctx.services.announcements.readers(ctx.actor, input.id)),
  remind: staffProcedure
    .input(announcementIdInput)
    .output(remindOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.services.announcements.remind(ctx.actor, input.id);
      return withMessage(remindedMessage(result.reminder.recipients), result);
    }),
});
