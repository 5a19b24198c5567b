import { initTRPC, TRPCError } from "@trpc/server";
import type { AnyProcedure } from "@trpc/server/unstable-core-do-not-import";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callProcedure, type ProcedureCall } from "../../server/trpc/call-procedure.js";

/**
 * server/trpc/call-procedure.ts runs a procedure's middlewares itself (issue 38: tRPC's own loop
 * spends microseconds copying options). Whatever a procedure sees and answers must be what tRPC's
 * own call gives: each case runs both ways and compares.
 */
type Ctx = { who: string; role?: string };
const t = initTRPC.context<Ctx>().meta<{ label: string }>().create();
const seen: unknown[] = [];

const guarded = t.procedure.meta({ label: "guarded" }).use(async ({ ctx, meta, next, path, type, batchIndex, signal }) => {
  seen.push({ step: "guard", ctx, meta, path, type, batchIndex, aborted: signal?.aborted });
  if (ctx.who === "nobody") throw new TRPCError({ code: "UNAUTHORIZED", message: "fuera" });
  return next({ ctx: { role: "teacher" } });
});

const procedures = {
  // Two input parsers: tRPC merges their objects.
  merged: guarded
    .input(z.object({ page: z.number() }))
    .input(z.object({ size: z.number().default(20) }))
    .use(async ({ input, getRawInput, next }) => {
      seen.push({ step: "after input", input, raw: await getRawInput() });
      return next();
    })
    .output(z.object({ total: z.number() }))
    .query(({ ctx, input }) => {
      seen.push({ step: "resolver", ctx });
      return { total: input.page * input.size };
    }),
  replacedInput: t.procedure
    // tRPC types next() without `input`, but its loop passes one on (callRecursive).
    .use(async ({ next }) => next({ input: { replaced: true }, getRawInput: async () => "otro" } as never))
    .use(async ({ input, getRawInput, next }) => {
      seen.push({ step: "replaced", input, raw: await getRawInput() });
      return next();
    })
    .query(({ input }) => input),
  badOutput: t.procedure.output(z.object({ n: z.number() })).query(() => ({ n: "uno" }) as unknown as { n: number }),
  throws: guarded.query(() => {
    throw new Error("roto");
  }),
  noNext: t.procedure.use((async () => undefined) as never).query(() => "never"),
};

async function bothWays(procedure: AnyProcedure, call: Partial<ProcedureCall> & { input?: unknown }) {
  const full: ProcedureCall = {
    path: call.path ?? "caso",
    type: "query",
    ctx: call.ctx ?? { who: "ana" },
    getRawInput: async () => call.input,
    signal: new AbortController().signal,
    batchIndex: call.batchIndex ?? 2,
  };
  const outcome = async (run: () => Promise<unknown>) => {
    seen.length = 0;
    try {
      return { data: await run(), seen: structuredClone(seen) };
    } catch (error) {
      const e = error as TRPCError;
      return { code: e.code, message: e.message, cause: e.cause?.constructor.name, seen: structuredClone(seen) };
    }
  };
  const ours = await outcome(() => callProcedure(procedure, full));
  const trpcs = await outcome(() => procedure(full));
  return { ours, trpcs };
}

describe("callProcedure gives what tRPC's own call gives", () => {
  it("passes ctx added by a middleware, merged inputs, meta, path, batch index and the raw input", async () => {
    const { ours, trpcs } = await bothWays(procedures.merged as AnyProcedure, { input: { page: 3 } });
    expect(ours).toEqual(trpcs);
    expect(ours).toMatchObject({ data: { total: 60 } });
    expect(ours.seen).toEqual([
      { step: "guard", ctx: { who: "ana" }, meta: { label: "guarded" }, path: "caso", type: "query", batchIndex: 2, aborted: false },
      { step: "after input", input: { page: 3, size: 20 }, raw: { page: 3 } },
      { step: "resolver", ctx: { who: "ana", role: "teacher" } },
    ]);
  });

  it("lets a middleware replace the input and the raw input for those after it", async () => {
    const { ours, trpcs } = await bothWays(procedures.replacedInput as AnyProcedure, { input: { original: 1 } });
    expect(ours).toEqual(trpcs);
    expect(ours).toMatchObject({ data: { replaced: true }, seen: [{ step: "replaced", input: { replaced: true }, raw: "otro" }] });
  });

  it("answers with the same error for a refusal, a bad input, a bad output, a thrown error and a missing next()", async () => {
    const cases: Array<[AnyProcedure, Partial<ProcedureCall> & { input?: unknown }, string]> = [
      [procedures.merged as AnyProcedure, { ctx: { who: "nobody" }, input: { page: 1 } }, "UNAUTHORIZED"],
      [procedures.merged as AnyProcedure, { input: { page: "uno" } }, "BAD_REQUEST"],
      [procedures.badOutput as AnyProcedure, {}, "INTERNAL_SERVER_ERROR"],
      [procedures.throws as AnyProcedure, {}, "INTERNAL_SERVER_ERROR"],
      [procedures.noNext as AnyProcedure, {}, "INTERNAL_SERVER_ERROR"],
    ];
    for (const [procedure, call, code] of cases) {
      const { ours, trpcs } = await bothWays(procedure, call);
      expect(ours).toEqual(trpcs);
      expect(ours).toMatchObject({ code });
    }
  });
});
