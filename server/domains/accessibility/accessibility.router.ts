import { authedProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  accessibilityMessages,
  accessibilityProfileSchema,
  setProfileInput,
  setProfileOutput,
  userIdInput,
} from "../../../common/accessibility/accessibility.schema.js";

export const accessibilityRouter = router({
  mine: authedProcedure.output(accessibilityProfileSchema).query(({ ctx }) => ctx.services.accessibility.mine(ctx.actor)),
  get: authedProcedure
    .input(userIdInput)
    .output(accessibilityProfileSchema)
    .query(({ ctx, input }) => ctx.services.accessibility.get(ctx.actor, input.userId)),
  set: authedProcedure
    .input(setProfileInput)
    .output(setProfileOutput)
    .mutation(async ({ ctx, input }) =>
      withMessage(accessibilityMessages.saved, await ctx.services.accessibility.set(ctx.actor, input.userId, input.profile)),
    ),
});
