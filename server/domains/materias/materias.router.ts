import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import {
  createMateriaInput,
  materiaIdInput,
  materiaNameInput,
  materiaSchema,
  tribeInput,
  tribeMateriaInput,
  tribeMateriasOutput,
} from "../../../common/materias/materias.schema.js";

export const materiasRouter = router({
  list: authedProcedure.output(z.array(materiaSchema)).query(({ ctx }) => ctx.services.materias.list(ctx.actor)),
  byName: authedProcedure
    .input(materiaNameInput)
    .output(materiaSchema)
    .query(({ ctx, input }) => ctx.services.materias.get(ctx.actor, { name: input.name })),
  create: authedProcedure
    .input(createMateriaInput)
    .output(materiaSchema)
    .mutation(({ ctx, input }) => ctx.services.materias.create(ctx.actor, input)),
  remove: authedProcedure
    .input(materiaIdInput)
    .mutation(({ ctx, input }) => ctx.services.materias.remove(ctx.actor, input.id)),
  ofTribe: authedProcedure
    .input(tribeInput)
    .output(tribeMateriasOutput)
    .query(({ ctx, input }) => ctx.services.materias.tribeMaterias(ctx.actor, input.tribeName)),
  addToTribe: authedProcedure
    .input(tribeMateriaInput)
    .output(tribeMateriasOutput)
    .mutation(({ ctx, input }) => ctx.services.materias.addToTribe(ctx.actor, input)),
  removeFromTribe: authedProcedure
    .input(tribeMateriaInput)
    .output(tribeMateriasOutput)
    .mutation(({ ctx, input }) => ctx.services.materias.removeFromTribe(ctx.actor, input)),
});
