import { adminProcedure, authedProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  listFiltersInput,
  paymentDeletedOutput,
  paymentIdInput,
  paymentListSchema,
  paymentMessages,
  paymentReviewedMessage,
  paymentSavedOutput,
  reviewCall,
} from "../../../common/payments/payments.schema.js";

/** Upload and download are multipart/binary, so they live only on REST (/api/payments). */
export const paymentsRouter = router({
  list: authedProcedure
    .input(listFiltersInput)
    .output(paymentListSchema)
    .query(({ ctx, input }) => ctx.services.payments.list(ctx.actor, input)),
  remove: authedProcedure
    .input(paymentIdInput)
    .output(paymentDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.payments.remove(ctx.actor, input.id);
      return withMessage(paymentMessages.deleted);
    }),
  review: adminProcedure
    .input(reviewCall)
    .output(paymentSavedOutput)
    .mutation(async ({ ctx, input: { id, ...review } }) => withMessage(paymentReviewedMessage(review.status), await ctx.services.payments.review(ctx.actor, id, review))),
});
