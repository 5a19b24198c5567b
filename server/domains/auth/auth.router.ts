import { authedProcedure, publicProcedure, router } from "../../trpc/init.js";
import { publicUserSchema } from "../../../common/users/users.schema.js";
import { loginInput, registerInput, sessionOutput } from "../../../common/auth/auth.schema.js";

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => ctx.services.auth.register(input, ctx.address)),
  login: publicProcedure
    .input(loginInput)
    .output(sessionOutput)
    .mutation(({ ctx, input }) => ctx.services.auth.login(input, ctx.address)),
  refresh: authedProcedure.output(sessionOutput).mutation(({ ctx }) => ctx.services.auth.refresh(ctx.actor)),
  me: authedProcedure.output(publicUserSchema.nullable()).query(({ ctx }) => ctx.user),
});
