import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import {
  createModuleInput,
  listModulesInput,
  moduleIdInput,
  moduleListSchema,
  moduleSchema,
  moduleSummaryInput,
  moduleSummarySchema,
  studentProgressSchema,
  updateModuleInput,
  userIdInput,
  userModulesInput,
} from "../../../common/modules/modules.schema.js";

const assignedOutput = z.object({
  success: z.literal(true),
  userId: z.number(),
  moduleIds: z.array(z.number()),
  modules: z.array(moduleSchema),
});

export const modulesRouter = router({
  list: authedProcedure
    .input(listModulesInput.optional())
    .output(moduleListSchema)
    .query(({ ctx, input }) => ctx.services.modules.list(ctx.actor, input ?? listModulesInput.parse({}))),
  summary: authedProcedure
    .input(moduleSummaryInput)
    .output(moduleSummarySchema)
    .query(({ ctx, input }) => ctx.services.modules.summary(ctx.actor, input.materia)),
  get: authedProcedure
    .input(moduleIdInput)
    .output(moduleSchema)
    .query(({ ctx, input }) => ctx.services.modules.get(ctx.actor, input.id)),
  create: authedProcedure
    .input(createModuleInput)
    .output(moduleSchema)
    .mutation(({ ctx, input }) => ctx.services.modules.create(ctx.actor, input)),
  update: authedProcedure
    .input(updateModuleInput)
    .output(moduleSchema)
    .mutation(({ ctx, input }) => ctx.services.modules.update(ctx.actor, input)),
  remove: authedProcedure
    .input(moduleIdInput)
    .mutation(({ ctx, input }) => ctx.services.modules.remove(ctx.actor, input.id)),
  assigned: authedProcedure
    .input(userIdInput)
    .output(assignedOutput)
    .query(({ ctx, input }) => ctx.services.modules.assigned(ctx.actor, input.id)),
  setAssigned: authedProcedure
    .input(userIdInput.extend(userModulesInput.shape))
    .output(assignedOutput)
    .mutation(({ ctx, input }) => ctx.services.modules.setAssigned(ctx.actor, input.id, input.moduleIds)),
  progress: authedProcedure
    .input(z.object({ studentId: z.number().int().positive() }))
    .output(studentProgressSchema)
    .query(({ ctx, input }) => ctx.services.modules.progress(ctx.actor, input.studentId)),
});
