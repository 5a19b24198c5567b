import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  notionMessages as m,
  setTaskStatusCall,
  taskBoardListSchema,
  taskDeletedOutput,
  taskFieldsSchema,
  taskFilterInput,
  taskIdInput,
  taskSavedOutput,
  updateTaskCall,
} from "../../../common/notion/notion.schema.js";

export const notionRouter = router({
  list: adminProcedure
    .input(taskFilterInput.prefault({}))
    .output(taskBoardListSchema)
    .query(({ ctx, input }) => ctx.services.notion.list(ctx.actor, input)),
  create: adminProcedure
    .input(taskFieldsSchema)
    .output(taskSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.created, await ctx.services.notion.create(ctx.actor, input))),
  update: adminProcedure
    .input(updateTaskCall)
    .output(taskSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.updated, await ctx.services.notion.update(ctx.actor, input.id, { kind: "all", ...input.fields }))),
  /** The status-and-priority modal: only those two are sent. */
  setStatus: adminProcedure
    .input(setTaskStatusCall)
    .output(taskSavedOutput)
    .mutation(async ({ ctx, input: { id, status, priority } }) =>
      withMessage(m.updated, await ctx.services.notion.update(ctx.actor, id, { kind: "status", status, priority })),
    ),
  remove: adminProcedure
    .input(taskIdInput)
    .output(taskDeletedOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.deleted, await ctx.services.notion.remove(ctx.actor, input.id))),
});
