import { keptOutput } from "../../trpc/kept-output.js";
import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  handInAnswer,
  handInOutput,
  listFiltersInput,
  pendingInput,
  pendingPageSchema,
  reviewCall,
  reviewEntrySchema,
  studentIdInput,
  submissionIdInput,
  submissionPageSchema,
  submissionSchema,
  submitInput,
  updateWorkCall,
  workMessages,
  workModuleInput,
} from "../../../common/student-work/student-work.schema.js";

/** Hand-ins with a file go through REST (multipart); links and descriptions can come either way. */
export const studentWorkRouter = router({
  list: authedProcedure
    .input(listFiltersInput)
    .output(keptOutput(submissionPageSchema))
    .query(({ ctx, input }) => ctx.services.studentWork.list(ctx.actor, input)),
  pending: authedProcedure
    .input(pendingInput.prefault({}))
    .output(pendingPageSchema)
    .query(({ ctx, input }) => ctx.services.studentWork.pending(ctx.actor, input)),
  forStudent: authedProcedure
    .input(studentIdInput)
    .output(z.array(submissionSchema))
    .query(({ ctx, input }) => ctx.services.studentWork.forStudent(ctx.actor, input.userId)),
  mine: authedProcedure
    .input(workModuleInput)
    .output(submissionSchema.nullable())
    .query(({ ctx, input }) => ctx.services.studentWork.mine(ctx.actor, input.moduleId)),
  submit: authedProcedure
    .input(submitInput)
    .output(handInOutput)
    .mutation(async ({ ctx, input }) => handInAnswer(await ctx.services.studentWork.submit(ctx.actor, input))),
  update: authedProcedure
    .input(updateWorkCall)
    .output(handInOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => withMessage(workMessages.updated, await ctx.services.studentWork.update(ctx.actor, id, fields))),
  review: authedProcedure
    .input(reviewCall)
    .output(handInOutput)
    .mutation(async ({ ctx, input: { id, ...review } }) => withMessage(workMessages.reviewed, await ctx.services.studentWork.review(ctx.actor, id, review))),
  history: authedProcedure
    .input(submissionIdInput)
    .output(z.array(reviewEntrySchema))
    .query(({ ctx, input }) => ctx.services.studentWork.history(ctx.actor, input.id)),
});
