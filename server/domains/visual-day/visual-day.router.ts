import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { stepIdInput } from "../../../common/visual-day/visual-day.schema.js";

// The service parses the fields itself, so tRPC and REST answer the same Spanish message.
const fields = z.record(z.string(), z.unknown());
const withStep = stepIdInput.extend({ fields: fields.optional() });

/** Pictures are uploaded through REST (multipart): POST /api/visual-day/steps with a `picture` file. */
export const visualDayRouter = router({
  get: authedProcedure.input(fields.optional()).query(({ ctx, input }) => ctx.services.visualDay.get(ctx.actor, input)),
  addStep: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.visualDay.addStep(ctx.actor, input)),
  updateStep: authedProcedure.input(withStep).mutation(({ ctx, input }) => ctx.services.visualDay.updateStep(ctx.actor, input.id, input.fields)),
  removeStep: authedProcedure.input(stepIdInput).mutation(({ ctx, input }) => ctx.services.visualDay.removeStep(ctx.actor, input.id)),
  moveStep: authedProcedure.input(withStep).mutation(({ ctx, input }) => ctx.services.visualDay.moveStep(ctx.actor, input.id, input.fields)),
  advance: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.visualDay.advance(ctx.actor, input)),
  setCurrent: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.visualDay.setCurrent(ctx.actor, input)),
});
