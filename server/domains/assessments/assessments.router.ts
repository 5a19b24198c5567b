import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { assessmentIdInput } from "../../../common/assessments/assessments.schema.js";

// The service parses the fields itself, so both ways answer the same Spanish message (e.g. the bounds).
const fields = z.record(z.string(), z.unknown());
const withId = assessmentIdInput.extend({ fields });

export const examsRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.assessments.listExams(ctx.actor)),
  create: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.assessments.createExam(ctx.actor, input)),
  update: authedProcedure.input(withId).mutation(({ ctx, input }) => ctx.services.assessments.updateExam(ctx.actor, input.id, input.fields)),
  remove: authedProcedure.input(assessmentIdInput).mutation(({ ctx, input }) => ctx.services.assessments.removeExam(ctx.actor, input.id)),
});

export const quizzesRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.assessments.listQuizzes(ctx.actor)),
  create: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.assessments.createQuiz(ctx.actor, input)),
  update: authedProcedure.input(withId).mutation(({ ctx, input }) => ctx.services.assessments.updateQuiz(ctx.actor, input.id, input.fields)),
  remove: authedProcedure.input(assessmentIdInput).mutation(({ ctx, input }) => ctx.services.assessments.removeQuiz(ctx.actor, input.id)),
});
