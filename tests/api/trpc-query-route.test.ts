import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcEndpointOptions } from "../../server/trpc/endpoint-options.js";
import { nextAddress } from "../setup/http.js";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";

/**
 * GET /trpc queries are answered by our own route (server/trpc/query-route.ts), not tRPC's fetch
 * adapter (issue 38). Every case here goes to the app and to tRPC's own Fastify plugin built on the
 * same services with the same options, and the two answers must be the same: status, body and the
 * headers a client reads. A tRPC upgrade that changes its wire format fails here first.
 */
let platform: TestPlatform;
let reference: FastifyInstance;
let adminToken: string;
let teacherToken: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  adminToken = (await createFirstAdmin(platform)).token;
  const teacher = await createUser(platform, { role: "teacher" });
  teacherToken = (await signIn(platform.app, teacher.email, teacher.password)).token;
  reference = Fastify();
  await reference.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions: trpcEndpointOptions(platform.services, reference.log) });
  await reference.ready();
});

afterAll(async () => {
  await reference?.close();
  await platform?.close();
});

const batchOf = (inputs: unknown[]) => encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))));

async function bothAnswers(method: "GET" | "HEAD", url: string, token?: string) {
  const headers = token ? bearer(token) : {};
  const [ours, theirs] = await Promise.all([
    platform.app.inject({ method, url, headers, remoteAddress: nextAddress() }),
    reference.inject({ method, url, headers }),
  ]);
  const read = (response: typeof ours) => ({
    status: response.statusCode,
    body: response.body === "" ? "" : JSON.parse(response.body),
    // Fastify names the charset of a text answer (utf-8); the fetch adapter leaves it implied.
    contentType: String(response.headers["content-type"] ?? "").replace(/; charset=utf-8$/, ""),
    vary: response.headers.vary,
    retryAfter: response.headers["retry-after"],
  });
  return { ours: read(ours), theirs: read(theirs) };
}

describe("GET /trpc answers as tRPC's own adapter does", () => {
  const cases: [string, () => { method?: "GET" | "HEAD"; url: string; token?: string }][] = [
    ["a public query, alone", () => ({ url: "/trpc/setup.info" })],
    ["a public query in a batch of one", () => ({ url: `/trpc/setup.info?batch=1&input=${batchOf([])}` })],
    ["a kept read, as the browser asks it", () => ({ url: `/trpc/dashboards.admin?batch=1&input=${batchOf([])}`, token: adminToken })],
    ["the same kept read again (the kept answer)", () => ({ url: `/trpc/dashboards.admin?batch=1&input=${batchOf([])}`, token: adminToken })],
    ["a list with its input", () => ({ url: `/trpc/modules.list?batch=1&input=${batchOf([{ page: 1, pageSize: 5 }])}`, token: adminToken })],
    ["a list with its input, not batched", () => ({ url: `/trpc/modules.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`, token: adminToken })],
    ["three reads in one batch", () => ({ url: `/trpc/auth.me,setup.info,modules.list?batch=1&input=${batchOf([undefined, undefined, { pageSize: 2 }])}`, token: teacherToken })],
    ["no token: 401", () => ({ url: "/trpc/auth.me" })],
    ["no token in a batch: 401", () => ({ url: `/trpc/auth.me?batch=1&input=${batchOf([])}` })],
    ["one refused call among good ones: 207", () => ({ url: `/trpc/setup.info,dashboards.admin?batch=1&input=${batchOf([])}`, token: teacherToken })],
    ["the wrong role: 403", () => ({ url: "/trpc/dashboards.admin", token: teacherToken })],
    ["an input that breaks the schema: 400 in Spanish", () => ({ url: `/trpc/modules.list?batch=1&input=${batchOf([{ page: "dos" }])}`, token: adminToken })],
    ["a stolen-looking token: 401", () => ({ url: "/trpc/auth.me", token: `${adminToken.slice(0, -4)}abcd` })],
    ["an unknown procedure: 404", () => ({ url: `/trpc/nada.existe?batch=1&input=${batchOf([])}`, token: adminToken })],
    ["a mutation asked with GET: 405", () => ({ url: `/trpc/auth.logout?batch=1&input=${batchOf([])}`, token: adminToken })],
    ["an input that is not JSON", () => ({ url: "/trpc/modules.list?batch=1&input=%7Bnot-json", token: adminToken })],
    ["a batch whose input is not an object", () => ({ url: `/trpc/setup.info?batch=1&input=${encodeURIComponent("[1]")}` })],
    ["a path that is not URL-encoded right", () => ({ url: "/trpc/setup.info%E0%A4%A" })],
    ["HEAD", () => ({ method: "HEAD", url: "/trpc/setup.info" })],
  ];
  for (const [name, request] of cases) {
    it(name, async () => {
      const { method = "GET", url, token } = request();
      const { ours, theirs } = await bothAnswers(method, url, token);
      expect(ours).toEqual(theirs);
    });
  }

  it("answers the kept read with the same bytes every time and the data of the moment", async () => {
    const url = `/trpc/modules.list?batch=1&input=${batchOf([{ pageSize: 50 }])}`;
    const first = await platform.app.inject({ method: "GET", url, headers: bearer(adminToken), remoteAddress: nextAddress() });
    const again = await platform.app.inject({ method: "GET", url, headers: bearer(adminToken), remoteAddress: nextAddress() });
    expect(again.body).toBe(first.body);
    const created = await platform.app.inject({
      method: "POST",
      url: "/api/modules",
      headers: bearer(adminToken),
      remoteAddress: nextAddress(),
      payload: { title: "Módulo nuevo del banco", description: "Para ver que la lista cambia.", tribe: "Tribu 1" },
    });
    expect(created.statusCode).toBe(201);
    const after = await platform.app.inject({ method: "GET", url, headers: bearer(adminToken), remoteAddress: nextAddress() });
    expect(after.json()[0].result.data.modules.map((m: { title: string }) => m.title)).toContain("Módulo nuevo del banco");
  });
});
