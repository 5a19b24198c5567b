import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { materialIdInput, materialInput, materialSchema } from "./materials.schema.js";

export const materialsRouter = router({
  list: authedProcedure.output(z.array(materialSchema)).query(({ ctx }) => ctx.services.materials.list(ctx.actor)),
  create: authedProcedure.input(materialInput).mutation(({ ctx, input }) => ctx.services.materials.create(ctx.actor, input)),
  update: authedProcedure
    .input(materialIdInput.extend(materialInput.shape))
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return ctx.services.materials.update(ctx.actor, id, fields);
    }),
  remove: authedProcedure.input(materialIdInput).mutation(({ ctx, input }) => ctx.services.materials.remove(ctx.actor, input.id)),
});
