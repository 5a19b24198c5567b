import { authedProcedure, router } from "../../trpc/init.js";
import { listFiltersInput, paymentIdInput, reviewInput } from "../../../common/payments/payments.schema.js";

/** Upload and download are multipart/binary, so they live only on REST (/api/payments). */
export const paymentsRouter = router({
  list: authedProcedure.input(listFiltersInput).query(({ ctx, input }) => ctx.services.payments.list(ctx.actor, input)),
  remove: authedProcedure.input(paymentIdInput).mutation(({ ctx, input }) => ctx.services.payments.remove(ctx.actor, input.id)),
  review: authedProcedure
    .input(paymentIdInput.extend(reviewInput.shape))
    .mutation(({ ctx, input }) => ctx.services.payments.review(ctx.actor, input.id, input)),
});
