import { router, setupProcedure } from "../../trpc/init.js";
import { sessionOutput } from "../auth/auth.schema.js";
import { firstAdminInput, platformInfoSchema } from "./setup.schema.js";

export const setupRouter = router({
  info: setupProcedure.output(platformInfoSchema).query(({ ctx }) => ctx.services.setup.info()),
  createFirstAdmin: setupProcedure
    .input(firstAdminInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => ctx.services.setup.createFirstAdmin(input)),
});
