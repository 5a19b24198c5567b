import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { procedureCall } from "../../common/batching.js";
import { maxTrpcPathLength } from "../../server/app.js";
import { routedTarget, routedUrl } from "../../server/lib/request-path.js";

// Issue 33: the rules that run before a route (rate limit, batching, no-store) read the path through
// routedUrl. It must agree with Fastify's router on every target, or a request reaches a route
// while a rule reads another path.

const targets = [
  "/api/setup",
  "/%61pi/setup",
  "/%61%70%69/setup",
  "/api/%73etup",
  "/%2561pi/setup",
  "/api%2Fsetup",
  "//api/setup",
  "/API/setup",
  "/api/setup#/trpc/x",
  "/api/setup?x=%2F",
  "/%74rpc/auth.login",
  "/%74%72%70%63/auth.%6Cogin",
  "/trpc/auth.login,auth.me?batch=1",
  "/%74rpc/auth.login%2Cauth.me?batch=1",
  "/trpc/auth.login%252Cauth.me",
  "/trpc/auth.login%3Fbatch=1",
  "/trpc/a%C3%B1o.x",
  "/trpc%2Fauth.login",
  "/%E0/x",
];

async function router() {
  const app = Fastify({ routerOptions: { maxParamLength: maxTrpcPathLength } });
  app.all("/api/*", async (request) => ({ route: "api", rest: (request.params as Record<string, string>)["*"] }));
  app.all("/trpc/:path", async (request) => ({ route: "trpc", path: (request.params as { path: string }).path }));
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ route: "none" }));
  await app.ready();
  return app;
}

describe("routedUrl reads a request's path as Fastify's router does", () => {
  it.each(targets)("%s", async (target) => {
    const app = await router();
    try {
      const answer = await app.inject({ method: "GET", url: target });
      const { path } = routedUrl(target);
      if (answer.statusCode === 400) return; // a malformed escape: the router refuses it itself
      const seen = answer.json() as { route: string; rest?: string; path?: string };
      if (seen.route === "api") expect(path).toBe(`/api/${seen.rest}`);
      else if (seen.route === "trpc") {
        expect(path.startsWith("/trpc/")).toBe(true);
        // The procedure names the batching rule checks are the ones tRPC runs.
        expect(procedureCall(routedTarget(target)).names.join(",")).toBe(seen.path);
      } else {
        expect(path.startsWith("/api/")).toBe(false);
        expect(path.startsWith("/trpc/")).toBe(false);
      }
    } finally {
      await app.close();
    }
  });

  it("absolute-form targets give the path and query of the URL", () => {
    expect(routedUrl("http://tribu.test/%74rpc/auth.login,auth.login?batch=1")).toEqual({ path: "/trpc/auth.login,auth.login", query: "batch=1" });
    expect(routedUrl("HTTPS://tribu.test:8080/%61pi/setup")).toEqual({ path: "/api/setup", query: "" });
    expect(routedUrl("http://tribu.test")).toEqual({ path: "/", query: "" });
  });
});
