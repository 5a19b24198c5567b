import { adminProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  todoCompletedCall,
  todoCompletedMessage,
  todoCreateInput,
  todoDeletedOutput,
  todoFilterInput,
  todoIdInput,
  todoInfoSchema,
  todoListSchema,
  todoMessages,
  todoSavedOutput,
  todoUpdateCall,
} from "../../../common/todo/todo.schema.js";

export const todoRouter = router({
  info: adminProcedure.output(todoInfoSchema).query(({ ctx }) => ctx.services.todo.info(ctx.actor)),
  list: adminProcedure
    .input(todoFilterInput.prefault({}))
    .output(todoListSchema)
    .query(({ ctx, input }) => ctx.services.todo.list(ctx.actor, input)),
  create: adminProcedure
    .input(todoCreateInput)
    .output(todoSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(todoMessages.created, await ctx.services.todo.create(ctx.actor, input))),
  update: adminProcedure
    .input(todoUpdateCall)
    .output(todoSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(todoMessages.updated, await ctx.services.todo.update(ctx.actor, input.id, input.fields))),
  setCompleted: adminProcedure
    .input(todoCompletedCall)
    .output(todoSavedOutput)
    .mutation(async ({ ctx, input }) =>
      withMessage(todoCompletedMessage(input.completed), await ctx.services.todo.setCompleted(ctx.actor, input.id, input.completed)),
    ),
  remove: adminProcedure
    .input(todoIdInput)
    .output(todoDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.todo.remove(ctx.actor, input.id);
      return withMessage(todoMessages.deleted);
    }),
});
