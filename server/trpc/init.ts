import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { isAdmin, isSchoolMember, isStaff, type RolePolicy, rolePolicy } from "../../common/school.policy.js";
import { assertAllowed } from "../lib/access.js";
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

/** Signed in with one of `roles`, checked before the input is read: a wrong role is a 403 whatever it sends. */
function roleProcedure(policy: RolePolicy) {
  return authedProcedure.use(({ ctx, next }) => {
    assertAllowed(policy(ctx.actor));
    return next();
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
