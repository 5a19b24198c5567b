import type { FastifyPluginAsync } from "fastify";
import { authRest } from "../domains/auth/auth.rest.js";
import { setupRest } from "../domains/setup/setup.rest.js";
import { contextFor, type RequestContext } from "../trpc/context.js";
import type { Services } from "../services.js";

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
      const path = request.url.split("?")[0] ?? "";
      if (!openPaths.has(path)) await services.setup.assertReady();
      request.ctx = await contextFor(services, request);
    });

    await app.register(setupRest);
    await app.register(authRest);
  };
}
