import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";

// The service parses the input itself, so REST and tRPC answer the same Spanish message.
const anyInput = z.record(z.string(), z.unknown());

export const whatsappRouter = router({
  status: authedProcedure.query(({ ctx }) => ctx.services.whatsapp.status(ctx.actor)),
  connect: authedProcedure.mutation(({ ctx }) => ctx.services.whatsapp.connect(ctx.actor)),
  disconnect: authedProcedure.mutation(({ ctx }) => ctx.services.whatsapp.disconnect(ctx.actor)),
  contacts: authedProcedure.query(({ ctx }) => ctx.services.whatsapp.contacts(ctx.actor)),
  messages: authedProcedure.input(anyInput).query(({ ctx, input }) => ctx.services.whatsapp.messages(ctx.actor, input)),
  markRead: authedProcedure.input(anyInput).mutation(({ ctx, input }) => ctx.services.whatsapp.markRead(ctx.actor, input)),
  send: authedProcedure.input(anyInput).mutation(({ ctx, input }) => ctx.services.whatsapp.send(ctx.actor, input)),
  stats: authedProcedure.query(({ ctx }) => ctx.services.whatsapp.stats(ctx.actor)),
});
