import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import { companyInput, companyMessages, companyOutput, companySchema } from "../../../common/company/company.schema.js";
import { schoolSettingsSchema, settingsMessages, updateSettingsInput, updateSettingsOutput } from "../../../common/settings/settings.schema.js";

export const settingsRouter = router({
  get: adminProcedure.output(schoolSettingsSchema).query(({ ctx }) => ctx.services.settings.get(ctx.actor)),
  company: adminProcedure.output(companySchema).query(({ ctx }) => ctx.services.settings.company(ctx.actor)),
  updateCompany: adminProcedure
    .input(companyInput)
    .output(companyOutput)
    .mutation(async ({ ctx, input }) => withMessage(companyMessages.saved, await ctx.services.settings.updateCompany(ctx.actor, input))),
  update: adminProcedure
    .input(updateSettingsInput)
    .output(updateSettingsOutput)
    .mutation(async ({ ctx, input }) => withMessage(settingsMessages.saved, await ctx.services.settings.update(ctx.actor, input))),
});
