import { router, setupProcedure } from "../../trpc/init.js";
import { sessionOutput } from "../../../common/auth/auth.schema.js";
import { firstAdminInput, platformInfoSchema } from "../../../common/setup/setup.schema.js";

export const setupRouter = router({
  info: setupProcedure.output(platformInfoSchema).query(({ ctx }) => ctx.services.setup.info()),
  createFirstAdmin: setupProcedure
    .input(firstAdminInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => ctx.services.setup.createFirstAdmin(input)),
});
