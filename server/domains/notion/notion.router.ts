import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";

// The service parses the fields itself, so REST and tRPC answer the same Spanish messages.
const fields = z.record(z.string(), z.unknown());
const withId = z.object({ id: z.string() });

export const notionRouter = router({
  list: authedProcedure
    .input(fields.optional())
    .query(({ ctx, input }) => ctx.services.notion.list(ctx.actor, input ?? {})),
  create: authedProcedure.input(fields).mutation(({ ctx, input }) => ctx.services.notion.create(ctx.actor, input)),
  update: authedProcedure
    .input(withId.extend({ fields }))
    .mutation(({ ctx, input }) => ctx.services.notion.update(ctx.actor, input.id, input.fields)),
  /** The status-and-priority modal: only those two are sent. */
  setStatus: authedProcedure
    .input(withId.extend({ status: z.string(), priority: z.string() }))
    .mutation(({ ctx, input }) => ctx.services.notion.update(ctx.actor, input.id, { status: input.status, priority: input.priority })),
  remove: authedProcedure.input(withId).mutation(({ ctx, input }) => ctx.services.notion.remove(ctx.actor, input.id)),
});
