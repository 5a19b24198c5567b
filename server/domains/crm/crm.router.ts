import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  crmClientInput,
  crmClientSavedOutput,
  crmClientSchema,
  crmClientUpdateInput,
  crmConnectionResultSchema,
  crmDoneOutput,
  crmMessages as m,
  crmRowInput,
  crmSourceSchema,
  crmStatusInput,
} from "../../../common/crm/crm.schema.js";

/** 'Clientes' (admin only); create is also the quotation's 'Agregar a CRM'. */
export const crmRouter = router({
  source: adminProcedure.output(crmSourceSchema).query(({ ctx }) => ctx.services.crm.source(ctx.actor)),
  list: adminProcedure.output(z.array(crmClientSchema)).query(({ ctx }) => ctx.services.crm.list(ctx.actor)),
  create: adminProcedure
    .input(crmClientInput)
    .output(crmClientSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.added, await ctx.services.crm.create(ctx.actor, input))),
  update: adminProcedure
    .input(crmClientUpdateInput)
    .output(crmClientSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.updated, await ctx.services.crm.update(ctx.actor, input))),
  setStatus: adminProcedure
    .input(crmStatusInput)
    .output(crmClientSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.statusUpdated, await ctx.services.crm.setStatus(ctx.actor, input))),
  remove: adminProcedure
    .input(crmRowInput)
    .output(crmDoneOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.crm.remove(ctx.actor, input);
      return withMessage(m.deleted);
    }),
  testConnection: adminProcedure.output(crmConnectionResultSchema).mutation(({ ctx }) => ctx.services.crm.testConnection(ctx.actor)),
  setup: adminProcedure.output(crmDoneOutput).mutation(async ({ ctx }) => withMessage((await ctx.services.crm.setup(ctx.actor)).message)),
});
