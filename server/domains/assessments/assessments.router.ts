import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  assessmentDeletedOutput,
  assessmentIdInput,
  assessmentMessages as m,
  examInput,
  examSavedOutput,
  examSchema,
  quizInput,
  quizSavedOutput,
  quizSchema,
  updateExamCall,
  updateQuizCall,
} from "../../../common/assessments/assessments.schema.js";

/** Exams and quizzes are admin only, as in the route table. */
export const examsRouter = router({
  list: adminProcedure.output(z.array(examSchema)).query(({ ctx }) => ctx.services.assessments.listExams(ctx.actor)),
  create: adminProcedure
    .input(examInput)
    .output(examSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.examCreated, await ctx.services.assessments.createExam(ctx.actor, input))),
  update: adminProcedure
    .input(updateExamCall)
    .output(examSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.examUpdated, await ctx.services.assessments.updateExam(ctx.actor, input.id, input.fields))),
  remove: adminProcedure
    .input(assessmentIdInput)
    .output(assessmentDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.assessments.removeExam(ctx.actor, input.id);
      return withMessage(m.examDeleted);
    }),
});

export const quizzesRouter = router({
  list: adminProcedure.output(z.array(quizSchema)).query(({ ctx }) => ctx.services.assessments.listQuizzes(ctx.actor)),
  create: adminProcedure
    .input(quizInput)
    .output(quizSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.quizCreated, await ctx.services.assessments.createQuiz(ctx.actor, input))),
  update: adminProcedure
    .input(updateQuizCall)
    .output(quizSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.quizUpdated, await ctx.services.assessments.updateQuiz(ctx.actor, input.id, input.fields))),
  remove: adminProcedure
    .input(assessmentIdInput)
    .output(assessmentDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.assessments.removeQuiz(ctx.actor, input.id);
      return withMessage(m.quizDeleted);
    }),
});
