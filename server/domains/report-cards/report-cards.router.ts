import { z } from "zod";
import { router, staffProcedure } from "../../trpc/init.js";
import { withSuccess } from "../../../common/input-rules.js";
import { bankCommentSchema, commentIdInput, commentInput, commentSearchInput } from "../../../common/report-cards/comment-bank.schema.js";

export const reportCardsRouter = router({
  comments: staffProcedure
    .input(commentSearchInput)
    .output(z.array(bankCommentSchema))
    .query(({ ctx, input }) => ctx.services.commentBank.list(ctx.actor, input)),
  addComment: staffProcedure
    .input(commentInput)
    .output(bankCommentSchema)
    .mutation(({ ctx, input }) => ctx.services.commentBank.create(ctx.actor, input)),
  updateComment: staffProcedure
    .input(commentInput.extend(commentIdInput.shape))
    .output(bankCommentSchema)
    .mutation(({ ctx, input }) => ctx.services.commentBank.update(ctx.actor, input.id, { kind: input.kind, text: input.text })),
  removeComment: staffProcedure
    .input(commentIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.commentBank.remove(ctx.actor, input.id);
      return withSuccess({});
    }),
});
