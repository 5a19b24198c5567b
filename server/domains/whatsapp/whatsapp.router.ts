import { z } from "zod";
import { adminProcedure, router } from "../../trpc/init.js";
import {
  channelStatusSchema,
  chatMessageSchema,
  contactIdInput,
  contactsOutput,
  markReadOutput,
  sendInput,
  sendTemplateInput,
  statsSchema,
} from "../../../common/whatsapp/whatsapp.schema.js";

export const whatsappRouter = router({
  status: adminProcedure.output(channelStatusSchema).query(({ ctx }) => ctx.services.whatsapp.status(ctx.actor)),
  connect: adminProcedure.output(channelStatusSchema).mutation(({ ctx }) => ctx.services.whatsapp.connect(ctx.actor)),
  disconnect: adminProcedure.output(channelStatusSchema).mutation(({ ctx }) => ctx.services.whatsapp.disconnect(ctx.actor)),
  contacts: adminProcedure.output(contactsOutput).query(({ ctx }) => ctx.services.whatsapp.contacts(ctx.actor)),
  messages: adminProcedure
    .input(contactIdInput)
    .output(z.array(chatMessageSchema))
    .query(({ ctx, input }) => ctx.services.whatsapp.messages(ctx.actor, input.contactId)),
  markRead: adminProcedure
    .input(contactIdInput)
    .output(markReadOutput)
    .mutation(({ ctx, input }) => ctx.services.whatsapp.markRead(ctx.actor, input.contactId)),
  send: adminProcedure
    .input(sendInput)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => ctx.services.whatsapp.send(ctx.actor, input)),
  sendTemplate: adminProcedure
    .input(sendTemplateInput)
    .output(chatMessageSchema)
    .mutation(({ ctx, input }) => ctx.services.whatsapp.sendTemplate(ctx.actor, input)),
  stats: adminProcedure.output(statsSchema).query(({ ctx }) => ctx.services.whatsapp.stats(ctx.actor)),
});
