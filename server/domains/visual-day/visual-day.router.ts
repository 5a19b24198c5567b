import { authedProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  currentSetMessage,
  dayChangedOutput,
  dayQueryInput,
  dayRefInput,
  moveStepCall,
  newStepInput,
  setCurrentInput,
  stepIdInput,
  updateStepCall,
  visualDayMessages as m,
  visualDaySchema,
} from "../../../common/visual-day/visual-day.schema.js";

/**
 * Pictures are uploaded through REST (multipart): POST /api/visual-day/steps with a `picture` file.
 * Building the day answers its own "Solo los docentes…" message, so the service checks the role.
 */
export const visualDayRouter = router({
  get: authedProcedure
    .input(dayQueryInput.prefault({}))
    .output(visualDaySchema)
    .query(({ ctx, input }) => ctx.services.visualDay.get(ctx.actor, input)),
  addStep: authedProcedure
    .input(newStepInput)
    .output(dayChangedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.added, await ctx.services.visualDay.addStep(ctx.actor, input))),
  updateStep: authedProcedure
    .input(updateStepCall)
    .output(dayChangedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.updated, await ctx.services.visualDay.updateStep(ctx.actor, input.id, input.fields))),
  removeStep: authedProcedure
    .input(stepIdInput)
    .output(dayChangedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.removed, await ctx.services.visualDay.removeStep(ctx.actor, input.id))),
  moveStep: authedProcedure
    .input(moveStepCall)
    .output(dayChangedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.moved, await ctx.services.visualDay.moveStep(ctx.actor, input.id, input.fields.direction))),
  advance: authedProcedure
    .input(dayRefInput)
    .output(dayChangedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.advanced, await ctx.services.visualDay.advance(ctx.actor, input))),
  setCurrent: authedProcedure
    .input(setCurrentInput)
    .output(dayChangedOutput)
    .mutation(async ({ ctx, input }) => withMessage(currentSetMessage(input.stepId), await ctx.services.visualDay.setCurrent(ctx.actor, input))),
});
