import { authedProcedure, router } from "../../trpc/init.js";
import { assignmentIdInput, createAssignmentInput, listAssignmentsInput, updateAssignmentInput } from "../../../common/assignments/assignments.schema.js";

/** The same service calls as /api/assignments. */
export const assignmentsRouter = router({
  /** Paged; called with no input (as before paging) it is the first page of 25. */
  list: authedProcedure.input(listAssignmentsInput.prefault({})).query(({ ctx, input }) => ctx.services.assignments.list(ctx.actor, input)),
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
