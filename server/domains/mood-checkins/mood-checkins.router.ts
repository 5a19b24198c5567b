import { authedProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  answerInput,
  answerOutput,
  childWeekInput,
  childWeekSchema,
  classTodayInput,
  classTodaySchema,
  moodMessages as m,
  skipOutput,
  todaySchema,
} from "../../../common/mood-checkins/mood-checkins.schema.js";

/**
 * "¿Cómo llegas hoy?" (issue 37). Every procedure is open to the signed-in and the service decides
 * by the caller's id and role, for the object (a teacher her tribe, a parent her children), with
 * its own Spanish message.
 */
export const moodCheckInsRouter = router({
  today: authedProcedure.output(todaySchema).query(({ ctx }) => ctx.services.moodCheckIns.today(ctx.actor)),
  answer: authedProcedure
    .input(answerInput)
    .output(answerOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.answered, await ctx.services.moodCheckIns.answer(ctx.actor, input))),
  skip: authedProcedure.output(skipOutput).mutation(async ({ ctx }) => withMessage(m.skipped, await ctx.services.moodCheckIns.skip(ctx.actor))),
  classToday: authedProcedure
    .input(classTodayInput)
    .output(classTodaySchema)
    .query(({ ctx, input }) => ctx.services.moodCheckIns.classToday(ctx.actor, input.tribe)),
  childWeek: authedProcedure
    .input(childWeekInput)
    .output(childWeekSchema)
    .query(({ ctx, input }) => ctx.services.moodCheckIns.childWeek(ctx.actor, input.studentId)),
});
