import { z } from "zod";
import { adminProcedure, authedProcedure, router, staffProcedure } from "../../trpc/init.js";
import { withSuccess } from "../../../common/input-rules.js";
import { bankCommentSchema, commentIdInput, commentInput, commentSearchInput } from "../../../common/report-cards/comment-bank.schema.js";
import {
  cardEntrySchema,
  cardVersionSchema,
  childCardsInput,
  entryInput,
  publicationPreviewSchema,
  publishInput,
  publishOutput,
  tribeCardsSchema,
  tribePeriodInput,
} from "../../../common/report-cards/report-card.schema.js";
import { finalReadinessSchema, finalReportVersionSchema, tribeYearInput } from "../../../common/report-cards/final-report.js";
import { levelsInput, reportCardSettingsInput, reportCardSettingsSchema, tribeLevelsSchema } from "../../../common/report-cards/report-card-settings.schema.js";

export const reportCardsRouter = router({
  settings: staffProcedure.output(reportCardSettingsSchema).query(({ ctx }) => ctx.services.reportCards.settings(ctx.actor)),
  saveSettings: adminProcedure
    .input(reportCardSettingsInput)
    .output(reportCardSettingsSchema)
    .mutation(({ ctx, input }) => ctx.services.reportCards.saveSettings(ctx.actor, input)),
  tribeCards: staffProcedure
    .input(tribePeriodInput)
    .output(tribeCardsSchema)
    .query(({ ctx, input }) => ctx.services.reportCards.tribeCards(ctx.actor, input)),
  saveEntry: staffProcedure
    .input(entryInput)
    .output(cardEntrySchema)
    .mutation(({ ctx, input }) => ctx.services.reportCards.saveEntry(ctx.actor, input)),
  publicationPreview: adminProcedure
    .input(tribePeriodInput)
    .output(publicationPreviewSchema)
    .query(({ ctx, input }) => ctx.services.reportCards.publicationPreview(ctx.actor, input)),
  publish: adminProcedure
    .input(publishInput)
    .output(publishOutput)
    .mutation(({ ctx, input }) => ctx.services.reportCards.publish(ctx.actor, input)),
  childCards: authedProcedure
    .input(childCardsInput)
    .output(z.array(cardVersionSchema))
    .query(({ ctx, input }) => ctx.services.reportCards.childCards(ctx.actor, input.studentId)),
  finalReadiness: adminProcedure
    .input(tribeYearInput)
    .output(finalReadinessSchema)
    .query(({ ctx, input }) => ctx.services.reportCards.finalReadiness(ctx.actor, input)),
  publishFinal: adminProcedure
    .input(tribeYearInput)
    .output(z.object({ published: z.number(), unchanged: z.number(), pending: z.number() }))
    .mutation(({ ctx, input }) => ctx.services.reportCards.publishFinal(ctx.actor, input)),
  childFinalReports: authedProcedure
    .input(childCardsInput)
    .output(z.array(finalReportVersionSchema))
    .query(({ ctx, input }) => ctx.services.reportCards.childFinalReports(ctx.actor, input.studentId)),
  levels: staffProcedure
    .input(levelsInput)
    .output(tribeLevelsSchema)
    .query(({ ctx, input }) => ctx.services.reportCards.levels(ctx.actor, input)),
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
