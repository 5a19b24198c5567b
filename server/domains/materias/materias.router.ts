import { z } from "zod";
import { adminProcedure, classroomProcedure, router, schoolProcedure } from "../../trpc/init.js";
import { withSuccess } from "../../../common/input-rules.js";
import {
  createMateriaInput,
  materiaIdInput,
  materiaNameInput,
  materiaRemovedOutput,
  materiaSchema,
  tribeInput,
  tribeMateriaInput,
  tribeMateriasOutput,
} from "../../../common/materias/materias.schema.js";

export const materiasRouter = router({
  list: schoolProcedure.output(z.array(materiaSchema)).query(({ ctx }) => ctx.services.materias.list(ctx.actor)),
  byName: schoolProcedure
    .input(materiaNameInput)
    .output(materiaSchema)
    .query(({ ctx, input }) => ctx.services.materias.get(ctx.actor, { name: input.name })),
  create: adminProcedure
    .input(createMateriaInput)
    .output(materiaSchema)
    .mutation(({ ctx, input }) => ctx.services.materias.create(ctx.actor, input)),
  remove: adminProcedure
    .input(materiaIdInput)
    .output(materiaRemovedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.materias.remove(ctx.actor, input.id);
      return withSuccess({});
    }),
  ofTribe: classroomProcedure
    .input(tribeInput)
    .output(tribeMateriasOutput)
    .query(async ({ ctx, input }) => withSuccess(await ctx.services.materias.tribeMaterias(ctx.actor, input.tribeName))),
  addToTribe: adminProcedure
    .input(tribeMateriaInput)
    .output(tribeMateriasOutput)
    .mutation(async ({ ctx, input }) => withSuccess(await ctx.services.materias.addToTribe(ctx.actor, input))),
  removeFromTribe: adminProcedure
    .input(tribeMateriaInput)
    .output(tribeMateriasOutput)
    .mutation(async ({ ctx, input }) => withSuccess(await ctx.services.materias.removeFromTribe(ctx.actor, input))),
});
