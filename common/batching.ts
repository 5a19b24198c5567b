/**
 * Batching rules of /trpc (issue 19), shared with the web client's links.
 *
 * Calls that compare a secret or create an account go one per request: a batch of 300 sign-ins
 * would otherwise be 300 guesses for the price of one request. The web client sends these with a
 * plain (unbatched) link. Every other batch holds at most `maxBatchSize` calls, which also keeps
 * the batched path ("/trpc/a.b,c.d,...") short.
 */
export const unbatchedProcedures: ReadonlySet<string> = new Set([
  "auth.login",
  "auth.register",
  "setup.createFirstAdmin",
  // Password and email changes check the current password.
  "users.update",
  // A child's picture password (issue 21).
  "classSignIn.signIn",
]);

export const maxBatchSize = 10;

export const batchingMessages = {
  unbatched: "Esta operación se envía sola, no dentro de un lote de llamadas.",
  tooMany: `Un lote admite como máximo ${maxBatchSize} llamadas.`,
} as const;

/** The procedures a /trpc URL names ("/trpc/auth.login,auth.me?batch=1") and whether it is a batch. */
export function procedureCall(url: string): { names: string[]; isBatch: boolean } {
  const [path = "", query = ""] = url.split("?", 2);
  const raw = path.replace(/^\/trpc\/?/, "");
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Fastify answers a malformed path itself; the names as sent are checked meanwhile.
  }
  const names = decoded.split(",");
  return { names, isBatch: new URLSearchParams(query).get("batch") === "1" || names.length > 1 };
}

/** Why a /trpc request must be refused before anything runs, or null. */
export function batchRefusal(url: string): string | null {
  const { names, isBatch } = procedureCall(url);
  if (!isBatch) return null;
  if (names.some((name) => unbatchedProcedures.has(name))) return batchingMessages.unbatched;
  if (names.length > maxBatchSize) return batchingMessages.tooMany;
  return null;
}

const jsonRpcCodes: Record<string, number> = { BAD_REQUEST: -32600, UNAUTHORIZED: -32001, FORBIDDEN: -32003, TOO_MANY_REQUESTS: -32029 };

/**
 * The body tRPC itself would send for an error that every call of the request shares, for refusals
 * made before tRPC runs (the rate limit, batching): the web client reads its status and message.
 */
export function trpcErrorBody(url: string, error: { code: string; message: string; status: number }) {
  const { names, isBatch } = procedureCall(url);
  const one = (path: string) => ({
    error: { message: error.message, code: jsonRpcCodes[error.code] ?? -32600, data: { code: error.code, httpStatus: error.status, path } },
  });
  return isBatch ? names.map(one) : one(names[0] ?? "");
}
