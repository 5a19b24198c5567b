import { authedProcedure, router } from "../../trpc/init.js";
import { materialIdInput, materialInput, materialListInput, materialListSchema } from "../../../common/materials/materials.schema.js";

export const materialsRouter = router({
  /** { page, pageSize } (25 by default, at most 100), both optional. */
  list: authedProcedure
    .input(materialListInput.prefault({}))
    .output(materialListSchema)
    .query(({ ctx, input }) => ctx.services.materials.list(ctx.actor, input)),
  create: authedProcedure.input(materialInput).mutation(({ ctx, input }) => ctx.services.materials.create(ctx.actor, input)),
  update: authedProcedure
    .input(materialIdInput.extend(materialInput.shape))
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return ctx.services.materials.update(ctx.actor, id, fields);
    }),
  remove: authedProcedure.input(materialIdInput).mutation(({ ctx, input }) => ctx.services.materials.remove(ctx.actor, input.id)),
});
