import { authedProcedure, router } from "../../trpc/init.js";
import { schoolSettingsSchema, updateSettingsInput, updateSettingsOutput } from "../../../common/settings/settings.schema.js";

export const settingsRouter = router({
  get: authedProcedure.output(schoolSettingsSchema).query(({ ctx }) => ctx.services.settings.get(ctx.actor)),
  update: authedProcedure
    .input(updateSettingsInput)
    .output(updateSettingsOutput)
    .mutation(({ ctx, input }) => ctx.services.settings.update(ctx.actor, input)),
});
