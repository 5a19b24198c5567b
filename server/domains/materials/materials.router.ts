import { router, staffProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  materialDeletedOutput,
  materialIdInput,
  materialInput,
  materialListInput,
  materialListSchema,
  materialMessages,
  materialSavedOutput,
  updateMaterialCall,
} from "../../../common/materials/materials.schema.js";

export const materialsRouter = router({
  /** { page, pageSize } (25 by default, at most 100), both optional. */
  list: staffProcedure
    .input(materialListInput.prefault({}))
    .output(materialListSchema)
    .query(({ ctx, input }) => ctx.services.materials.list(ctx.actor, input)),
  create: staffProcedure
    .input(materialInput)
    .output(materialSavedOutput)
    .mutation(async ({ ctx, input }) => withMessage(materialMessages.created, await ctx.services.materials.create(ctx.actor, input))),
  update: staffProcedure
    .input(updateMaterialCall)
    .output(materialSavedOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => withMessage(materialMessages.updated, await ctx.services.materials.update(ctx.actor, id, fields))),
  remove: staffProcedure
    .input(materialIdInput)
    .output(materialDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.materials.remove(ctx.actor, input.id);
      return withMessage(materialMessages.deleted);
    }),
});
