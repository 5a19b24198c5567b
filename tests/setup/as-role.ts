import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from "fastify";
import type { Role, UserStatus } from "../../common/school.js";
import type { Services } from "../../server/registry.js";
import { contextFor } from "../../server/trpc/context.js";
import { createCallerFactory } from "../../server/trpc/init.js";
import { appRouter } from "../../server/trpc/router.js";
import { type Method, RawBody, send } from "./http.js";
import { type FilePart, multipartBody, multipartFilesBody } from "./multipart.js";
import { allRoles, bearer, createFirstAdmin, createUser, signIn, type TestPlatform, type TestSession } from "./test-platform.js";

/**
 * Who sends a request: a signed-in user (an Actor) or the platform itself, which is nobody signed in.
 * rest() and upload() go over HTTP (Fastify's inject: hooks, status codes, Spanish messages on the wire),
 * as do trpcQuery/trpcMutation in http.ts for tRPC's own wire format; trpc() calls the procedures
 * directly through tRPC's createCaller, for tests that only need the data.
 */
export type As = { app: FastifyInstance; services: Services; token?: string };

/** A signed-in user of a test platform. */
export type Actor = TestSession & { id: number; role: Role; app: FastifyInstance; services: Services };

/** Creates a user of the given role (straight into the database) and signs them in through POST /api/login. */
export async function signedIn(
  platform: TestPlatform,
  role: Role,
  fields: { firstName?: string; lastName?: string; tribe?: string | null; status?: UserStatus; email?: string; password?: string } = {},
  options: { remoteAddress?: string } = {},
): Promise<Actor> {
  const user = await createUser(platform, { role, ...fields });
  const session = await signIn(platform.app, user.email, user.password, options.remoteAddress);
  return { ...session, id: user.id, role, app: platform.app, services: platform.services };
}

/** The first admin, created through the setup service as the first-run screen does. */
export async function firstAdmin(platform: TestPlatform, fields: Parameters<typeof createFirstAdmin>[1] = {}): Promise<Actor> {
  const session = await createFirstAdmin(platform, fields);
  return { ...session, id: session.user.id, role: "admin", app: platform.app, services: platform.services };
}

/**
 * One signed-in user of every role. The admin is the first admin (created through the setup
 * service when the platform has none yet); the others are inserted directly.
 */
export async function createUsersOfEveryRole(platform: TestPlatform): Promise<Record<Role, Actor>> {
  const info = await platform.services.setup.info();
  const result = { admin: info.needsFirstAdmin ? await firstAdmin(platform) : await signedIn(platform, "admin") } as Record<Role, Actor>;
  for (const role of allRoles) {
    if (role !== "admin") result[role] = await signedIn(platform, role);
  }
  return result;
}

/** Whoever holds this token (an old, stolen or freshly issued one), for the suites about tokens themselves. */
export function withToken(platform: TestPlatform, token: string): As {
  return { app: platform.app, services: platform.services, token };
}

/** A REST (or raw tRPC) call with an optional JSON or RawBody body, signed with the caller's token when there is one. */
export function rest(
  as: As,
  method: Method,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...(as.token ? bearer(as.token) : {}), ...options.headers };
  return send(as.app, method, path, body, { headers, remoteAddress: options.remoteAddress });
}

/** A multipart REST call (fields first, then at most one file), as the browser's FormData sends it. */
export function upload(
  as: As,
  method: "POST" | "PUT",
  path: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = multipartBody(fields, file);
  return rest(as, method, path, new RawBody(form.payload, form.contentType), options);
}

/** A multipart REST call with several file parts, each under its field ("files", "workFile"...), in order. */
export function uploadFiles(
  as: As,
  method: "POST" | "PUT",
  path: string,
  fields: Record<string, string>,
  files: (FilePart & { field: string })[],
): Promise<LightMyRequestResponse> {
  const form = multipartFilesBody(fields, files);
  return rest(as, method, path, new RawBody(form.payload, form.contentType));
}

const createCaller = createCallerFactory(appRouter);

/** Where Fastify's inject says a request comes from; the server's context reads it from request.ip. */
const injectAddress = "127.0.0.1";

/**
 * The typed tRPC caller of this user (or of nobody). Its context is built by the server's own
 * contextFor from the same bearer header; HTTP hooks and the error formatter are skipped, so a
 * refusal is thrown as a TRPCError with its code. Tests of wire messages and statuses use rest().
 */
export function trpc(as: As) {
  const request = { headers: as.token ? bearer(as.token) : {}, ip: injectAddress } as FastifyRequest;
  return createCaller(() => contextFor(as.services, request));
}
