import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const invalidDataMessage = "Datos inválidos. Verifica que todos los campos estén correctos.";
export const unauthorizedMessage = "No autorizado. Inicia sesión de nuevo.";

type Headers = Record<string, string>;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A body sent exactly as written (malformed JSON, another content type, a prepared multipart form), instead of a JSON value. */
export class RawBody {
  constructor(
    readonly content: string | Buffer,
    readonly contentType = "application/json",
  ) {}
}

/**
 * Any method with an optional body: a JSON value (content-type application/json only when there is
 * a body) or a RawBody, sent as written with its own content type.
 */
export function send(
  app: FastifyInstance,
  method: Method,
  url: string,
  body?: unknown,
  options: { headers?: Headers; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const raw = body instanceof RawBody;
  return app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: { ...options.headers, ...(body === undefined ? {} : { "content-type": raw ? body.contentType : "application/json" }) },
    payload: body === undefined ? undefined : raw ? body.content : JSON.stringify(body),
  });
}

/** A tRPC 11 query over HTTP: GET /trpc/<path>?input=<json>. */
export function trpcQuery(app: FastifyInstance, path: string, input?: unknown, headers: Headers = {}, remoteAddress?: string) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return app.inject({ method: "GET", url: `/trpc/${path}${query}`, headers, remoteAddress });
}

/**
 * A tRPC 11 mutation over HTTP: POST /trpc/<path> with the input as the JSON body. Like
 * @trpc/client, it always sends content-type application/json, with no body when there is no input.
 */
export function trpcMutation(app: FastifyInstance, path: string, input?: unknown, headers: Headers = {}, remoteAddress?: string) {
  return app.inject({
    method: "POST",
    remoteAddress,
    url: `/trpc/${path}`,
    payload: input === undefined ? undefined : JSON.stringify(input),
    headers: { "content-type": "application/json", ...headers },
  });
}

let addressCounter = 0;

/** A client address of its own, so the per-address sign-in limit of one test does not leak into others. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Every key anywhere in a JSON value, to look for fields that must never leave the server. */
export function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) allKeys(item, keys);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}

/** A tRPC call over HTTP, read as a client would: the status, the data and the Spanish error message. */
export async function trpcAnswer(
  app: FastifyInstance,
  kind: "query" | "mutation",
  path: string,
  input?: unknown,
  headers: Headers = {},
  remoteAddress?: string,
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, each test checks its fields
): Promise<{ status: number; data: any; message: string | undefined }> {
  const response = kind === "query" ? await trpcQuery(app, path, input, headers, remoteAddress) : await trpcMutation(app, path, input, headers, remoteAddress);
  const body = response.json() as { result?: { data?: unknown }; error?: { message?: string } };
  return { status: response.statusCode, data: body.result?.data, message: body.error?.message };
}
