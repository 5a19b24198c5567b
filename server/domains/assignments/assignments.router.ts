import { classroomProcedure, router, staffProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  assignmentDeletedOutput,
  assignmentIdInput,
  assignmentListSchema,
  assignmentMessages,
  assignmentSavedOutput,
  assignmentSchema,
  assignmentUpdatedMessage,
  createAssignmentInput,
  listAssignmentsInput,
  updateAssignmentCall,
} from "../../../common/assignments/assignments.schema.js";

/** The same service calls as /api/assignments. */
export const assignmentsRouter = router({
  /** Paged; called with no input (as before paging) it is the first page of 25. */
  list: classroomProcedure
    .input(listAssignmentsInput.prefault({}))
    .output(assignmentListSchema)
    .query(({ ctx, input }) => ctx.services.assignments.list(ctx.actor, input)),
  get: classroomProcedure
    .input(assignmentIdInput)
    .output(assignmentSchema)
    .query(({ ctx, input }) => ctx.services.assignments.get(ctx.actor, input.id)),
  create: staffProcedure
    .input(createAssignmentInput)
    .output(assignmentSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(assignmentMessages.created, await ctx.services.assignments.create(ctx.actor, input))),
  update: classroomProcedure
    .input(updateAssignmentCall)
    .output(assignmentSavedOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const result = await ctx.services.assignments.update(ctx.actor, id, fields);
      return withMessage(assignmentUpdatedMessage(ctx.actor.role === "student", fields.status), result);
    }),
  remove: staffProcedure
    .input(assignmentIdInput)
    .output(assignmentDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.assignments.remove(ctx.actor, input.id);
      return withMessage(assignmentMessages.deleted);
    }),
});
