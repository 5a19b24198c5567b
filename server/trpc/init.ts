import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError, fieldErrorsFrom, inputErrorFromDatabase, messages } from "../lib/errors.js";
import type { RequestContext } from "./context.js";

const t = initTRPC.context<RequestContext>().create({
  errorFormatter({ shape, error }) {
    const appError = error.cause instanceof AppError ? error.cause : undefined;
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    // Parser and input errors carry English library text; callers get the Spanish message instead.
    const unexplained = !appError && (zodError || error.code === "PARSE_ERROR" || error.code === "BAD_REQUEST");
    return {
      ...shape,
      message: internal ? messages.internal : unexplained ? messages.invalidData : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fields: appError?.fields ?? (zodError ? fieldErrorsFrom(zodError.issues) : undefined),
      },
    };
  },
});

/** AppError codes are named after tRPC codes, so the status map stays in lib/errors.ts. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && (result.error.cause instanceof AppError || inputErrorFromDatabase(result.error.cause))) {
    const cause = result.error.cause instanceof AppError ? result.error.cause : (inputErrorFromDatabase(result.error.cause) as AppError);
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

const ready = t.middleware(async ({ ctx, next }) => {
  await ctx.services.setup.assertReady();
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** For the first-run setup calls only: everything else waits for the first admin. */
export const setupProcedure = t.procedure.use(appErrors);
export const publicProcedure = setupProcedure.use(ready);
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError("UNAUTHORIZED", messages.unauthorized);
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});
