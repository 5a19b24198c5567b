import { fastifyRequestHandler } from "@trpc/server/adapters/fastify";
import {
  type AnyProcedure,
  type AnyRouter,
  defaultTransformer,
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  type TRPCError,
} from "@trpc/server/unstable-core-do-not-import";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { callProcedure } from "./call-procedure.js";

/**
 * The tRPC endpoint (issue 38). Every call the browser makes to read goes `GET /trpc/a,b?batch=1&input=…`.
 * tRPC's Fastify adapter answers it by building a fetch Request (URL, Headers, AbortSignal) from
 * Node's request and a fetch Response that the compression hook reads back: on a kept read, that
 * round trip cost three times the REST answer for the same data. A GET of queries is answered here
 * instead, by the same procedures with the same middlewares, inputs and outputs, and in tRPC's own
 * shape, errors included (tRPC's getErrorShape and status rule; tests/api/trpc-query-route.test.ts
 * sends each case to both and compares). Anything else (mutations, HEAD, a stream or jsonl request,
 * an unknown procedure, an input that is not JSON) goes to the adapter untouched, before any
 * procedure has run. tRPC is pinned to one version (package.json), as the helpers used here are
 * marked unstable by tRPC.
 */
export type TrpcOptions<TRouter extends AnyRouter, Context> = {
  router: TRouter;
  maxBatchSize: number;
  createContext: (opts: { req: FastifyRequest }) => Promise<Context>;
  onError?: (opts: { error: TRPCError; path: string | undefined; input: unknown; ctx: Context | undefined; type: string; req: FastifyRequest }) => void;
  responseMeta?: (opts: { errors: TRPCError[] }) => { headers?: Record<string, string>; status?: number };
};

type Call = { path: string; procedure: AnyProcedure; input: unknown };

/**
 * The JSON of a kept (frozen) answer's envelope, alone and as a batch of one (how the browser asks),
 * written once and sent to every later caller: the same string each time, which the compression
 * cache finds without reading it (server/lib/compressed-answers.ts).
 */
const keptEnvelopes = { alone: new WeakMap<object, string>(), batch: new WeakMap<object, string>() };
const neverAborted = new AbortController().signal;

function envelope(data: unknown, shape: "alone" | "batch"): string {
  const kept = data !== null && typeof data === "object" && Object.isFrozen(data);
  let json = kept ? keptEnvelopes[shape].get(data) : undefined;
  if (json === undefined) {
    json = JSON.stringify({ result: { data } });
    if (shape === "batch") json = `[${json}]`;
    if (kept) keptEnvelopes[shape].set(data as object, json);
  }
  return json;
}

/** The calls of a GET that this route answers, or undefined for one it leaves to the adapter. */
async function queryCalls(router: AnyRouter, request: FastifyRequest, maxBatchSize: number): Promise<{ batch: boolean; calls: Call[] } | undefined> {
  if (request.headers["trpc-accept"] !== undefined || /application\/jsonl/.test(request.headers.accept ?? "")) return undefined;
  const query = request.query as Record<string, unknown>;
  if (Object.keys(query).some((key) => key !== "batch" && key !== "input")) return undefined;
  const batch = query.batch === "1";
  if (query.batch !== undefined && !batch) return undefined;
  let path: string;
  try {
    path = decodeURIComponent((request.params as { path: string }).path);
  } catch {
    return undefined;
  }
  const paths = batch ? path.split(",") : [path];
  if (paths.length > maxBatchSize) return undefined;
  let inputs: unknown;
  if (typeof query.input === "string" && query.input !== "") {
    try {
      inputs = JSON.parse(query.input);
    } catch {
      return undefined;
    }
  } else if (query.input !== undefined) {
    return undefined;
  }
  if (batch && inputs !== undefined && (inputs === null || typeof inputs !== "object" || Array.isArray(inputs))) return undefined;
  const calls: Call[] = [];
  for (const [index, callPath] of paths.entries()) {
    const procedure = (await getProcedureAtPath(router, callPath)) as AnyProcedure | null;
    if (procedure === null) return undefined;
    if (procedure._def.type !== "query") return undefined;
    const input = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path: callPath, procedure, input });
  }
  return { batch, calls };
}

async function answerQueries<TRouter extends AnyRouter, Context>(
  options: TrpcOptions<TRouter, Context>,
  request: FastifyRequest,
  reply: FastifyReply,
  { batch, calls }: { batch: boolean; calls: Call[] },
): Promise<string> {
  const config = options.router._def._config;
  let ctx: Context | undefined;
  let contextError: unknown;
  try {
    ctx = await options.createContext({ req: request });
  } catch (cause) {
    contextError = cause;
  }
  const results = await Promise.all(
    calls.map(async (call, batchIndex) => {
      try {
        if (contextError !== undefined) throw contextError;
        const data = await callProcedure(call.procedure, { path: call.path, getRawInput: async () => call.input, ctx, type: "query", signal: neverAborted, batchIndex });
        return { ok: true as const, data };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError?.({ error, path: call.path, input: call.input, ctx, type: "query", req: request });
        return { ok: false as const, error, shape: getErrorShape({ config, ctx, error, input: call.input, path: call.path, type: "query" }) };
      }
    }),
  );
  const errors = results.flatMap((result) => (result.ok ? [] : [result.error]));
  let status = errors.length === 0 ? 200 : getHTTPStatusCode(results.map((result) => (result.ok ? { result: { data: null } } : { error: result.shape })));
  const meta = options.responseMeta?.({ errors }) ?? {};
  for (const [name, value] of Object.entries(meta.headers ?? {})) reply.header(name, value);
  if (meta.status) status = meta.status;
  reply.code(status).header("vary", "trpc-accept, accept").header("content-type", "application/json");
  const [only] = results;
  if (only?.ok && results.length === 1) return envelope(only.data, batch ? "batch" : "alone");
  const parts = results.map((result) => (result.ok ? envelope(result.data, "alone") : JSON.stringify({ error: result.shape })));
  return batch ? `[${parts.join(",")}]` : (parts[0] as string);
}

/** tRPC under `prefix`: GET queries answered here, every other request by tRPC's Fastify adapter. */
export function trpcRoutes<TRouter extends AnyRouter, Context>(prefix: string, options: TrpcOptions<TRouter, Context>) {
  // The answers are written as tRPC writes them with no transformer; a transformer would change that.
  if (options.router._def._config.transformer !== defaultTransformer) throw new Error("trpcRoutes: a tRPC transformer is not supported");
  const adapter = (request: FastifyRequest, reply: FastifyReply) =>
    // biome-ignore lint/suspicious/noExplicitAny: the adapter's options are typed for its own plugin's generics.
    fastifyRequestHandler({ ...(options as any), req: request, res: reply, path: (request.params as { path: string }).path });
  return async (scope: FastifyInstance) => {
    // As tRPC's plugin does: it reads the raw body itself.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.removeContentTypeParser("multipart/form-data");
    scope.addContentTypeParser("multipart/form-data", {}, (_request, body, done) => done(null, body));
    scope.get(`${prefix}/:path`, { exposeHeadRoute: false }, async (request, reply) => {
      const queries = await queryCalls(options.router, request, options.maxBatchSize);
      if (!queries) return adapter(request, reply);
      return reply.send(await answerQueries(options, request, reply, queries));
    });
    scope.route({
      method: scope.supportedMethods.filter((method) => method !== "GET"),
      url: `${prefix}/:path`,
      handler: adapter,
    });
  };
}
