import { z } from "zod";
import { adminProcedure, authedProcedure, router, staffProcedure } from "../../trpc/init.js";
import { followupInput, piarSchema, savePiarInput, studentIdInput } from "../../../common/piar/piar.schema.js";

export const piarRouter = router({
  get: authedProcedure
    .input(studentIdInput)
    .output(piarSchema)
    .query(({ ctx, input }) => ctx.services.piar.get(ctx.actor, input.studentId)),
  /** The plan, or null when the student has none yet. */
  find: authedProcedure
    .input(studentIdInput)
    .output(piarSchema.nullable())
    .query(({ ctx, input }) => ctx.services.piar.find(ctx.actor, input.studentId)),
  save: staffProcedure
    .input(savePiarInput)
    .output(piarSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.save(ctx.actor, input)),
  agree: authedProcedure
    .input(studentIdInput)
    .output(piarSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.agree(ctx.actor, input.studentId)),
  followup: staffProcedure
    .input(followupInput)
    .output(piarSchema)
    .mutation(({ ctx, input }) => ctx.services.piar.followup(ctx.actor, input)),
  reviewsDue: adminProcedure
    .output(z.array(z.object({ studentId: z.number(), studentName: z.string(), tribe: z.string().nullable(), reviewDue: z.string() })))
    .query(({ ctx }) => ctx.services.piar.reviewsDue(ctx.actor)),
});
