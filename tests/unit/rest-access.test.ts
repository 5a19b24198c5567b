import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { Actor } from "../../server/lib/access.js";
import { AppError, messages } from "../../server/lib/errors.js";
import { adminOnly, declaredAccess, declareAccess, enforceAccess, open, recordRoutes, signedIn } from "../../server/rest/access.js";
import type { RequestContext } from "../../server/trpc/context.js";

/**
 * Issue 33: who may enter a REST route is declared once per plugin (server/rest/access.ts). A small
 * Fastify app stands in for the platform: the caller comes from an "x-role" header.
 */
describe("REST access declared once per plugin", () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  async function build(plugins: ((api: FastifyInstance) => Promise<void>)[]): Promise<FastifyInstance> {
    app = Fastify();
    recordRoutes(app);
    app.setErrorHandler((error, _request, reply) => {
      const status = error instanceof AppError ? { UNAUTHORIZED: 401, FORBIDDEN: 403 }[error.code as "UNAUTHORIZED"] : 500;
      return reply.status(status ?? 500).send({ message: error instanceof Error ? error.message : String(error) });
    });
    await app.register(async (api) => {
      api.decorateRequest("ctx", null as unknown as RequestContext);
      api.addHook("onRequest", async (request) => {
        const role = request.headers["x-role"];
        const actor = typeof role === "string" ? ({ id: 1, role } as Actor) : null;
        request.ctx = { actor } as RequestContext;
      });
      api.addHook("preHandler", enforceAccess);
      for (const plugin of plugins) await api.register(plugin);
    });
    await app.ready();
    return app;
  }

  const answer = async (url: string, role?: string) => {
    const response = await app.inject({ method: "GET", url, headers: role ? { "x-role": role } : {} });
    return { status: response.statusCode, message: response.json().message as string | undefined };
  };

  it("gives every route of the plugin its rule, lets one route name its own, and records both", async () => {
    await build([
      async (api) => {
        declareAccess(api, signedIn);
        api.get("/api/a", async () => ({ ok: true }));
        api.get("/api/a/:id/admin", { config: { access: adminOnly } }, async () => ({ ok: true }));
        api.get("/api/a/open", { config: { access: open } }, async () => ({ ok: true }));
      },
    ]);
    expect(declaredAccess(app, "GET", "/api/a")?.name).toBe("signed in");
    expect(declaredAccess(app, "GET", "/api/a/:other/admin")?.name).toBe("admin");
    expect(declaredAccess(app, "GET", "/api/a/open")?.name).toBe("public");

    expect(await answer("/api/a")).toEqual({ status: 401, message: messages.unauthorized });
    // The HEAD twin Fastify adds to a GET route keeps its rule.
    expect((await app.inject({ method: "HEAD", url: "/api/a/1/admin", headers: { "x-role": "teacher" } })).statusCode).toBe(403);
    expect((await answer("/api/a", "student")).status).toBe(200);
    expect(await answer("/api/a/1/admin", "teacher")).toEqual({ status: 403, message: messages.forbidden });
    expect((await answer("/api/a/1/admin", "admin")).status).toBe(200);
    expect((await answer("/api/a/open")).status).toBe(200);
  });

  it("a plugin that forgets to declare its rule is visible (no rule recorded) and its routes refuse everybody", async () => {
    await build([
      async (api) => {
        declareAccess(api, signedIn);
        api.get("/api/declared", async () => ({ ok: true }));
      },
      async (api) => {
        api.get("/api/forgotten", async () => ({ ok: true }));
      },
    ]);
    expect(declaredAccess(app, "GET", "/api/declared")?.name).toBe("signed in");
    expect(declaredAccess(app, "GET", "/api/forgotten")).toBeUndefined();
    expect(await answer("/api/forgotten", "admin")).toEqual({ status: 403, message: messages.forbidden });
  });
});
