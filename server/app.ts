import { existsSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import type { AppConfig, TrustProxy } from "./config.js";
import type { Db } from "./db/connection.js";
import { compressJsonAnswers } from "./lib/compression.js";
import { AppError, messages } from "./lib/errors.js";
import { routedTarget, routedUrl } from "./lib/request-path.js";
import { securityHeaders } from "./lib/security-headers.js";
import { throttleMessages } from "./lib/throttles.js";
import { installErrorHandler } from "./rest/errors.js";
import { open, recordRoutes } from "./rest/access.js";
import { restApi } from "./rest/index.js";
import type { Services } from "./registry.js";
import { batchRefusal, trpcErrorBody } from "../common/batching.js";
import { trpcEndpointOptions } from "./trpc/endpoint-options.js";
import { trpcRoutes } from "./trpc/query-route.js";

// zod's own messages (a field of the wrong type, a list too long) in Spanish too, like every
// message we write: "Entrada inválida: se esperaba número, recibido texto".
z.config(z.locales.es());

/** Fits a full batch of the longest procedure names; a test checks it against the router. */
export const maxTrpcPathLength = 600;

/** Fastify takes a hop count as "trust the n proxies nearest to us", which its types do not list. */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** A socket that sends nothing for this long is closed, whatever it was doing. */
export const idleSocketTimeoutMs = 60_000;

/**
 * The HTTP server's timeouts (issue 19). Node checks the headers and request timeouts only every
 * connectionsCheckingInterval (30 s by default), so that check runs often enough for a client that
 * sends half a header to be dropped within the headers timeout and a quarter of it more.
 */
export function httpServerTimeouts(http: AppConfig["http"]) {
  return {
    connectionTimeout: idleSocketTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, Math.max(250, Math.floor(http.headersTimeoutMs / 4))),
    },
  };
}

/** Paths of the API and tRPC, as the router sees them (routedUrl); everything else is the web client. */
function isApiPath(path: string): boolean {
  return path.startsWith("/api") || path.startsWith("/trpc");
}

// dist/client at the project's root, whether this module runs from server/ (tsx, vitest) or built, from dist/server/.
const runsBuilt = basename(import.meta.dirname) === "server" && basename(dirname(import.meta.dirname)) === "dist";
export const clientDir = resolve(import.meta.dirname, runsBuilt ? ".." : "../dist", "client");

export type AppOptions = {
  config: AppConfig;
  db: Db;
  services: Services;
  serveClient?: boolean;
  /** The built web client to serve (tests build a small one of their own). */
  clientDir?: string;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** Builds the whole platform (API and web client) without listening; tests call inject on it. */
export async function buildApp({ config, db, services, serveClient = true, clientDir: clientRoot = clientDir, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // The web client batches up to maxBatchSize queries of a screen into one GET whose path lists
    // each procedure ("/trpc/a.b,c.d,..."); Fastify's default of 100 characters is too short for that.
    routerOptions: { maxParamLength: maxTrpcPathLength },
    ...httpServerTimeouts(config.http),
  });
  // Each route's declared access rule, readable by the tests (server/rest/access.ts).
  recordRoutes(app);

  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        // A voice recording plays from the local copy the screen fetched with the session (blob:).
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://www.youtube.com"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Schools reach the machine over plain http on their network; https belongs to a proxy in front.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    // Every answer of the API and tRPC, errors included, is private and changes with every write:
    // no browser or proxy keeps a copy. A route may set its own (stored files: "private, no-store");
    // the web client's files keep theirs (index.html no-cache, hashed assets immutable).
    if (isApiPath(routedUrl(request.url).path)) reply.header("cache-control", "no-store");
    done();
  });

  installErrorHandler(app);

  // The general rate limit per client address (issue 19), before any body is read. Health checks
  // from a monitor are not counted.
  app.addHook("onRequest", async (request, reply) => {
    // The path as the router sees it: "/%74rpc/auth.login" is counted and checked like "/trpc/auth.login".
    const target = routedTarget(request.url);
    const { path } = routedUrl(request.url);
    const isTrpc = path.startsWith("/trpc/");
    if (!(path.startsWith("/api/") || isTrpc) || path === "/api/health") return;
    const wait = await services.throttles.countRequest(request.ip);
    const batchProblem = isTrpc ? batchRefusal(target) : null;
    const refusal =
      wait > 0
        ? new AppError("TOO_MANY_REQUESTS", throttleMessages.tooManyRequests, { retryAfterSeconds: wait })
        : batchProblem
          ? new AppError("BAD_REQUEST", batchProblem)
          : undefined;
    if (!refusal) return;
    if (!isTrpc) throw refusal;
    if (refusal.retryAfterSeconds) reply.header("retry-after", String(refusal.retryAfterSeconds));
    return reply.status(refusal.status).send(trpcErrorBody(target, refusal));
  });

  // The API and tRPC in a scope of their own: only their JSON answers are compressed on the fly.
  await app.register(async (api) => {
    await compressJsonAnswers(api);
    api.get("/api/health", { config: { access: open } }, async (_request, reply) => {
      await sql`select 1`.execute(db);
      return reply.send({ status: "ok" });
    });
    await api.register(restApi(services));
    await api.register(trpcRoutes("/trpc", trpcEndpointOptions(services, app.log)));
  });

  const hasClient = serveClient && existsSync(join(clientRoot, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientRoot,
      index: ["index.html"],
      wildcard: true,
      // index-abc.js.br / .gz, made by the build (scripts/precompress.ts), for a client that accepts them.
      preCompressed: true,
      setHeaders(res, path) {
        const hashed = relative(clientRoot, path).startsWith(`assets${sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const { path } = routedUrl(request.url);
    if (!isApiPath(path) && hasClient && (request.method === "GET" || request.method === "HEAD")) {
      // Deep links such as /dashboard/users load the client, which routes on its own.
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ error: "NOT_FOUND", message: messages.notFound, path });
  });

  return app;
}
