import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { listFiltersInput, pendingInput, reviewInput, studentIdInput, submissionIdInput, submitInput, workFieldsInput } from "../../../common/student-work/student-work.schema.js";

/** Hand-ins with a file go through REST (multipart); links and descriptions can come either way. */
export const studentWorkRouter = router({
  list: authedProcedure.input(listFiltersInput).query(({ ctx, input }) => ctx.services.studentWork.list(ctx.actor, input)),
  pending: authedProcedure.input(pendingInput.prefault({})).query(({ ctx, input }) => ctx.services.studentWork.pending(ctx.actor, input)),
  forStudent: authedProcedure.input(studentIdInput).query(({ ctx, input }) => ctx.services.studentWork.forStudent(ctx.actor, input.userId)),
  mine: authedProcedure
    .input(z.object({ moduleId: z.number().int().positive() }))
    .query(({ ctx, input }) => ctx.services.studentWork.mine(ctx.actor, input.moduleId)),
  submit: authedProcedure.input(submitInput).mutation(({ ctx, input }) => ctx.services.studentWork.submit(ctx.actor, input)),
  update: authedProcedure
    .input(submissionIdInput.extend(workFieldsInput.shape))
    .mutation(({ ctx, input }) => ctx.services.studentWork.update(ctx.actor, input.id, input)),
  review: authedProcedure
    .input(submissionIdInput.extend(reviewInput.shape))
    .mutation(({ ctx, input }) => ctx.services.studentWork.review(ctx.actor, input.id, input)),
  history: authedProcedure.input(submissionIdInput).query(({ ctx, input }) => ctx.services.studentWork.history(ctx.actor, input.id)),
});
