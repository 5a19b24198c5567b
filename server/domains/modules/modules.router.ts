import { keptOutput } from "../../trpc/kept-output.js";
import { authedProcedure, router, schoolProcedure } from "../../trpc/init.js";
import { withMessage, withSuccess } from "../../../common/input-rules.js";
import {
  assignedModulesOutput,
  createModuleInput,
  listModulesInput,
  moduleDeletedOutput,
  moduleIdInput,
  moduleListSchema,
  moduleMessages,
  moduleSchema,
  moduleSummaryInput,
  moduleSummarySchema,
  setUserModulesInput,
  studentProgressInput,
  studentProgressSchema,
  updateModuleInput,
  userIdInput,
} from "../../../common/modules/modules.schema.js";

export const modulesRouter = router({
  list: schoolProcedure
    .input(listModulesInput.prefault({}))
    .output(keptOutput(moduleListSchema))
    .query(({ ctx, input }) => ctx.services.modules.list(ctx.actor, input)),
  summary: schoolProcedure
    .input(moduleSummaryInput)
    .output(moduleSummarySchema)
    .query(({ ctx, input }) => ctx.services.modules.summary(ctx.actor, input.materia)),
  get: schoolProcedure
    .input(moduleIdInput)
    .output(moduleSchema)
    .query(({ ctx, input }) => ctx.services.modules.get(ctx.actor, input.id)),
  // Creating, editing and assigning answer their own "No tienes permisos…" messages, so the service checks the role.
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
    .output(moduleDeletedOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.modules.remove(ctx.actor, input.id);
      return withMessage(moduleMessages.deleted);
    }),
  assigned: authedProcedure
    .input(userIdInput)
    .output(assignedModulesOutput)
    .query(async ({ ctx, input }) => withSuccess(await ctx.services.modules.assigned(ctx.actor, input.id))),
  setAssigned: authedProcedure
    .input(setUserModulesInput)
    .output(assignedModulesOutput)
    .mutation(async ({ ctx, input }) => withSuccess(await ctx.services.modules.setAssigned(ctx.actor, input.id, input.moduleIds))),
  progress: authedProcedure
    .input(studentProgressInput)
    .output(studentProgressSchema)
    .query(({ ctx, input }) => ctx.services.modules.progress(ctx.actor, input.studentId)),
});
