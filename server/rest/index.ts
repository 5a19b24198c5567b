import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { maxUploadBytes } from "../lib/files.js";
import { routedUrl } from "../lib/request-path.js";
import { enforceAccess } from "./access.js";
import { contextFor, type RequestContext } from "../trpc/context.js";
import { domainRoutes, type Services } from "../registry.js";

declare module "fastify" {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const openPaths = new Set(["/api/setup", "/api/setup/admin"]);

/** The documented /api paths. Each route is a thin call into the same services tRPC uses. */
export function restApi(services: Services): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest("ctx", null as unknown as RequestContext);
    app.addHook("onRequest", async (request) => {
      if (!openPaths.has(routedUrl(request.url).path)) await services.setup.assertReady();
      request.ctx = await contextFor(services, request);
    });
    // Who may enter, as the route's plugin declared it (server/rest/access.ts): before the handler
    // reads any field or streams an upload (a JSON body too large or broken is still answered 413/400 first).
    app.addHook("preHandler", enforceAccess);

    // Uploads stream to disk; past 10 MB the part is cut off and the route answers 413.
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 } });

    for (const routes of domainRoutes) await app.register(routes);
  };
}
