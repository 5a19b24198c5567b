import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  emailInput,
  productSearchInput,
  productsByCodeInput,
  productsByCodeOutput,
  productSearchResultSchema,
  quotationMessages as m,
  quotationSavedOutput,
  quotationSchema,
  quotationSentOutput,
  quotationStatusMessage,
  saveInput,
  quotationsOverviewSchema,
  setStatusCall,
  updateCall,
} from "../../../common/quotations/quotations.schema.js";

/** 'Cotizaciones' (admin only). The PDFs and the catalogue import are REST only (binary bodies). */
export const quotationsRouter = router({
  overview: adminProcedure.output(quotationsOverviewSchema).query(({ ctx }) => ctx.services.quotations.overview(ctx.actor)),
  searchProducts: adminProcedure
    .input(productSearchInput)
    .output(productSearchResultSchema)
    .query(({ ctx, input }) => ctx.services.quotations.searchProducts(ctx.actor, input.q)),
  productsByCode: adminProcedure
    .input(productsByCodeInput)
    .output(productsByCodeOutput)
    .query(({ ctx, input }) => ctx.services.quotations.productsByCode(ctx.actor, input.codes)),
  list: adminProcedure.output(z.array(quotationSchema)).query(({ ctx }) => ctx.services.quotations.list(ctx.actor)),
  save: adminProcedure
    .input(saveInput)
    .output(quotationSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.saved, await ctx.services.quotations.save(ctx.actor, input))),
  update: adminProcedure
    .input(updateCall)
    .output(quotationSavedOutput)
    .mutation(async ({ ctx, input }) => {
      const updated = await ctx.services.quotations.update(ctx.actor, input.id, input.fields);
      return withMessage(m.updated(updated.quotation.version), updated);
    }),
  setStatus: adminProcedure
    .input(setStatusCall)
    .output(quotationSavedOutput)
    .mutation(async ({ ctx, input }) =>
      withMessage(quotationStatusMessage(input.fields.status), await ctx.services.quotations.setStatus(ctx.actor, input.id, input.fields.status)),
    ),
  sendEmail: adminProcedure
    .input(emailInput)
    .output(quotationSentOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.quotations.sendEmail(ctx.actor, input);
      return withMessage(m.sent(input.to));
    }),
});
