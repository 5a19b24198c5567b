import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { todoIdInput } from "../../../common/todo/todo.schema.js";

// The service parses the fields itself, so REST and tRPC answer the same Spanish messages.
const fields = z.record(z.string(), z.unknown());

export const todoRouter = router({
  info: authedProcedure.query(({ ctx }) => ctx.services.todo.info(ctx.actor)),
  list: authedProcedure.input(fields.optional()).query(({ ctx, input }) => ctx.services.todo.list(ctx.actor, input)),
  create: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.todo.create(ctx.actor, input)),
  update: authedProcedure.input(todoIdInput.extend({ fields })).mutation(({ ctx, input }) => ctx.services.todo.update(ctx.actor, input.id, input.fields)),
  setCompleted: authedProcedure
    .input(todoIdInput.extend({ completed: z.unknown() }))
    .mutation(({ ctx, input }) => ctx.services.todo.setCompleted(ctx.actor, input.id, { completed: input.completed })),
  remove: authedProcedure.input(todoIdInput).mutation(({ ctx, input }) => ctx.services.todo.remove(ctx.actor, input.id)),
});
