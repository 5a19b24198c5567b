import { authedProcedure, router } from "../../trpc/init.js";
import { setProfileInput, userIdInput } from "../../../common/accessibility/accessibility.schema.js";

export const accessibilityRouter = router({
  mine: authedProcedure.query(({ ctx }) => ctx.services.accessibility.mine(ctx.actor)),
  get: authedProcedure.input(userIdInput).query(({ ctx, input }) => ctx.services.accessibility.get(ctx.actor, input.userId)),
  set: authedProcedure
    .input(setProfileInput)
    .mutation(({ ctx, input }) => ctx.services.accessibility.set(ctx.actor, input.userId, input.profile)),
});
