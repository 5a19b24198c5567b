import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { isAdmin, isSchoolMember, isStaff, type RolePolicy, rolePolicy } from "../../common/school.policy.js";
import { type Actor, assertAllowed } from "../lib/access.js";
import { AppError, inputErrorFromDatabase, invalidInput, messages } from "../lib/errors.js";
import type { RequestContext } from "./context.js";

const t = initTRPC.context<RequestContext>().create({
  errorFormatter({ shape, error }) {
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    // A failed input parse answers by the same rule as REST; parser errors carry English library text.
    const inputError = !internal && error.cause instanceof ZodError ? invalidInput(error.cause.issues) : undefined;
    const appError = error.cause instanceof AppError ? error.cause : inputError;
    const unexplained = !appError && (error.code === "PARSE_ERROR" || error.code === "BAD_REQUEST");
    return {
      ...shape,
      message: internal ? messages.internal : unexplained ? messages.invalidData : (appError?.message ?? shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fields: appError?.fields,
      },
    };
  },
});

/** AppError codes are named after tRPC codes, so the status map stays in lib/errors.ts. */
function trpcErrorOf(cause: unknown): TRPCError | undefined {
  const appError = cause instanceof AppError ? cause : inputErrorFromDatabase(cause);
  return appError ? new TRPCError({ code: appError.code, message: appError.message, cause: appError }) : undefined;
}

/** The procedure's result, with an AppError it failed with given its own code. */
function answered<R extends { ok: boolean }>(result: R): R {
  const error = !result.ok && "error" in result ? trpcErrorOf((result.error as TRPCError).cause) : undefined;
  if (error) throw error;
  return result;
}

/** Runs the guard's checks; an AppError they throw becomes the caller's answer with its code. */
async function checked<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (cause) {
    throw trpcErrorOf(cause) ?? cause;
  }
}

async function signedInActor(ctx: RequestContext, policy?: RolePolicy): Promise<Actor> {
  await ctx.services.setup.assertReady();
  if (!ctx.actor) throw new AppError("UNAUTHORIZED", messages.unauthorized);
  if (policy) assertAllowed(policy(ctx.actor));
  return ctx.actor;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
// Each guard below is one middleware doing in order what used to be a chain of them (codes, setup
// done, signed in, role): tRPC copies the call's options twice per middleware on every call, which
// was a tenth of a kept read's CPU (issue 38). What each lets through and refuses is unchanged.
/** For the first-run setup calls only: everything else waits for the first admin. */
export const setupProcedure = t.procedure.use(async ({ next }) => answered(await next()));
export const publicProcedure = t.procedure.use(async ({ ctx, next }) => {
  await checked(() => ctx.services.setup.assertReady());
  return answered(await next());
});
export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const actor = await checked(() => signedInActor(ctx));
  return answered(await next({ ctx: { actor } }));
});

/** Signed in with one of `roles`, checked before the input is read: a wrong role is a 403 whatever it sends. */
function roleProcedure(policy: RolePolicy) {
  return t.procedure.use(async ({ ctx, next }) => {
    const actor = await checked(() => signedInActor(ctx, policy));
    return answered(await next({ ctx: { actor } }));
  });
}

export const adminProcedure = roleProcedure(isAdmin);
export const teacherProcedure = roleProcedure(rolePolicy("teacher"));
export const studentProcedure = roleProcedure(rolePolicy("student"));
export const parentProcedure = roleProcedure(rolePolicy("parent"));
/** Teachers and admins: the school's staff. */
export const staffProcedure = roleProcedure(isStaff);
/** Students and staff: the people in a class (not parents). */
export const classroomProcedure = roleProcedure(rolePolicy("student", "teacher", "admin"));
/** The four roles of the route table (coordinator and user are labels only): who reads subjects and modules. */
export const schoolProcedure = roleProcedure(isSchoolMember);
