import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { quotationIdInput } from "../../../common/quotations/quotations.schema.js";

// The service parses the fields itself, so tRPC and REST answer the same Spanish messages.
const fields = z.record(z.string(), z.unknown());

/** 'Cotizaciones' (admin only). The PDFs and the catalogue import are REST only (binary bodies). */
export const quotationsRouter = router({
  overview: authedProcedure.query(({ ctx }) => ctx.services.quotations.overview(ctx.actor)),
  searchProducts: authedProcedure.input(fields).query(({ ctx, input }) => ctx.services.quotations.searchProducts(ctx.actor, input)),
  list: authedProcedure.query(({ ctx }) => ctx.services.quotations.list(ctx.actor)),
  save: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.quotations.save(ctx.actor, input)),
  setStatus: authedProcedure
    .input(quotationIdInput.extend({ fields }))
    .mutation(({ ctx, input }) => ctx.services.quotations.setStatus(ctx.actor, input.id, input.fields)),
  sendEmail: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.quotations.sendEmail(ctx.actor, input)),
});
