import { authedProcedure, router } from "../../trpc/init.js";
import { assignmentIdInput, createAssignmentInput, updateAssignmentInput } from "./assignments.schema.js";

/** The same service calls as /api/assignments. */
export const assignmentsRouter = router({
  list: authedProcedure.query(({ ctx }) => ctx.services.assignments.list(ctx.actor)),
  get: authedProcedure.input(assignmentIdInput).query(({ ctx, input }) => ctx.services.assignments.get(ctx.actor, input.id)),
  create: authedProcedure.input(createAssignmentInput).mutation(({ ctx, input }) => ctx.services.assignments.create(ctx.actor, input)),
  update: authedProcedure
    .input(assignmentIdInput.extend(updateAssignmentInput.shape))
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return ctx.services.assignments.update(ctx.actor, id, fields);
    }),
  remove: authedProcedure.input(assignmentIdInput).mutation(({ ctx, input }) => ctx.services.assignments.remove(ctx.actor, input.id)),
});
