import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import type { crmClientInput, crmStatuses } from "../../../common/crm/crm.schema.js";


export const crmRouter = router({
  source: authedProcedure.query(({ ctx }) => ctx.services.crm.source(ctx.actor)),
  list: authedProcedure.query(({ ctx }) => ctx.services.crm.list(ctx.actor)),
  // Typed as the client input for callers (the quotation's 'Agregar a CRM'); checked again by the service.
  create: authedProcedure
    .input(z.custom<z.input<typeof crmClientInput>>((value) => typeof value === "object" && value !== null))
    .mutation(({ ctx, input }) => ctx.services.crm.create(ctx.actor, input)),
  update: authedProcedure
    .input(
      z.custom<z.input<typeof crmClientInput> & { rowIndex: number; totalProjects?: number; totalRevenue?: number; lastContact?: string }>(
        (value) => typeof value === "object" && value !== null,
      ),
    )
    .mutation(({ ctx, input }) => ctx.services.crm.update(ctx.actor, input)),
  setStatus: authedProcedure
    .input(z.custom<{ rowIndex: number; status: (typeof crmStatuses)[number] }>((value) => typeof value === "object" && value !== null))
    .mutation(({ ctx, input }) => ctx.services.crm.setStatus(ctx.actor, input)),
  remove: authedProcedure
    .input(z.custom<{ rowIndex: number }>((value) => typeof value === "object" && value !== null))
    .mutation(({ ctx, input }) => ctx.services.crm.remove(ctx.actor, input)),
  testConnection: authedProcedure.mutation(({ ctx }) => ctx.services.crm.testConnection(ctx.actor)),
  setup: authedProcedure.mutation(({ ctx }) => ctx.services.crm.setup(ctx.actor)),
});

