import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import { schoolSettingsSchema, settingsMessages, updateSettingsInput, updateSettingsOutput } from "../../../common/settings/settings.schema.js";

export const settingsRouter = router({
  get: adminProcedure.output(schoolSettingsSchema).query(({ ctx }) => ctx.services.settings.get(ctx.actor)),
  update: adminProcedure
    .input(updateSettingsInput)
    .output(updateSettingsOutput)
    .mutation(async ({ ctx, input }) => withMessage(settingsMessages.saved, await ctx.services.settings.update(ctx.actor, input))),
});
