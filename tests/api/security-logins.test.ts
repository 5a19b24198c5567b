import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrottles } from "../../server/lib/throttles.js";
import { appRouter } from "../../server/trpc/router.js";
import { maxBatchSize } from "../../common/batching.js";
import { rest, signedIn } from "../setup/as-role.js";
import { createFirstAdmin, createTestPlatform, createUser, type TestPlatform, uniqueEmail } from "../setup/test-platform.js";
import { nextAddress } from "../setup/http.js";

/**
 * Issue 19, logins: each test replays an attack that worked on the build before it (a batch of 300
 * guesses, parallel guesses, a spoofed X-Forwarded-For, a lock-out of the whole staff) and checks
 * what must hold now.
 */

const tooManyAttempts = "Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.";
const unbatched = "Esta operación se envía sola, no dentro de un lote de llamadas.";

let platform: TestPlatform;
/** The per-account slowdown's waits, recorded instead of slept so the suite stays fast. */
const waits: number[] = [];
const recordedThrottles = () =>
  createThrottles({
    limits: { requestsPerMinute: 0, registrationsPerHour: 10_000 },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });

beforeAll(async () => {
  platform = await createTestPlatform({}, { throttles: recordedThrottles() });
  await createFirstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

function login(email: string, password: string, remoteAddress: string, target = platform) {
  return rest(target, "POST", "/api/login", { email, password }, { remoteAddress });
}

function statuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe("brute force through concurrency and batching", () => {
  it("300 parallel guesses from one address: 10 are evaluated, the rest get 429, and the right password among them does not get in", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const address = nextAddress();
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 150 ? teacher.password : `adivina-${i}`));
    const responses = await Promise.all(guesses.map((password) => login(teacher.email, password, address)));
    expect(statuses(responses)).toEqual({ 401: 10, 429: 290 });
    expect(responses[150]?.statusCode).toBe(429);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({ error: "TOO_MANY_REQUESTS", message: tooManyAttempts });
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a tRPC batch of 300 auth.login calls is refused whole, before any password is compared", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const address = nextAddress();
    const calls = Array.from({ length: 300 }, (_, i) => ({ email: teacher.email, password: i === 299 ? teacher.password : `x-${i}` }));
    const body = Object.fromEntries(calls.map((input, i) => [String(i), input]));
    const response = await rest(platform, "POST", `/trpc/${calls.map(() => "auth.login").join(",")}?batch=1`, body, { remoteAddress: address });
    // Past the sane path limit the batch is not even routed (414); shorter batches get 400 below.
    expect(response.statusCode).toBe(414);
    expect(response.body).not.toContain('"token"');
    const fifty = calls.slice(0, 50);
    const shorter = await rest(platform, "POST", `/trpc/${fifty.map(() => "auth.login").join(",")}?batch=1`, Object.fromEntries(fifty.map((input, i) => [String(i), input])), { remoteAddress: address });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json()[0].error.message).toBe(unbatched);
    // Nothing was counted against the account: ten honest attempts remain.
    expect((await login(teacher.email, teacher.password, address)).statusCode).toBe(200);
  });

  it.each(["auth.login", "auth.register", "users.update", "setup.createFirstAdmin", "classSignIn.signIn"])("%s refuses batching even in a batch of two", async (name) => {
    const response = await rest(platform, "POST", `/trpc/${name},${name}?batch=1`, { 0: {}, 1: {} }, { remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    // Shaped as tRPC's own batch answer, so the web client reads the status and the message.
    expect(response.json()).toEqual([0, 1].map(() => ({ error: expect.objectContaining({ message: unbatched, data: { code: "BAD_REQUEST", httpStatus: 400, path: name } }) })));
  });

  it("a single auth.login over tRPC still works", async () => {
    const parent = await createUser(platform, { role: "parent" });
    const response = await rest(platform, "POST", "/trpc/auth.login", { email: parent.email, password: parent.password }, { remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.user.id).toBe(parent.id);
  });

  it(`batches of other calls hold at most ${maxBatchSize} calls, and a full batch of the longest names fits the path limit`, async () => {
    const admin = await signedIn(platform, "admin", {}, { remoteAddress: nextAddress() });
    const queries = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
      .filter(([, procedure]) => procedure._def.type === "query")
      .map(([name]) => name)
      .sort((a, b) => b.length - a.length);
    const longest = Array.from({ length: maxBatchSize }, (_, i) => queries[i % queries.length] as string);
    const full = await rest(admin, "GET", `/trpc/${longest.join(",")}?batch=1&input={}`);
    expect(full.statusCode).not.toBe(404);
    const tooMany = Array.from({ length: maxBatchSize + 1 }, () => "auth.me").join(",");
    const refused = await rest(admin, "GET", `/trpc/${tooMany}?batch=1&input={}`);
    expect(refused.statusCode).toBe(400);
    // The path limit is sane again: a path of 4,000 characters is not routed.
    const huge = Array.from({ length: 200 }, () => "dashboards.admin").join(",");
    expect((await rest(admin, "GET", `/trpc/${huge}?batch=1`)).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe("nobody can lock the school out", () => {
  it("10 failures lock that account from that address only: the right password from another address still gets in", async () => {
    const admin = await createUser(platform, { role: "admin" });
    const attacker = nextAddress();
    for (let i = 0; i < 10; i++) expect((await login(admin.email, `mala-${i}`, attacker)).statusCode).toBe(401);
    const locked = await login(admin.email, admin.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(tooManyAttempts);
    expect((await login(admin.email, admin.password, nextAddress())).statusCode).toBe(200);
  });

  it("failures spread over many addresses only slow the account down; they never block its owner", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    waits.length = 0;
    for (let i = 0; i < 9; i++) expect((await login(teacher.email, `mala-${i}`, nextAddress())).statusCode).toBe(401);
    expect((await login(teacher.email, teacher.password, nextAddress())).statusCode).toBe(200);
    // Past 5 failures each check waits, twice as long as the one before: 250 ms, 500 ms, 1 s...
    expect(waits).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it("an address that guesses across many accounts hits its own ceiling (30), other addresses do not", async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await login(uniqueEmail("lista"), "mala", address)).statusCode).toBe(401);
    const student = await createUser(platform);
    expect((await login(student.email, student.password, address)).statusCode).toBe(429);
    expect((await login(student.email, student.password, nextAddress())).statusCode).toBe(200);
  });

  it("successes do not fill an address's budget: a shared school address signs many families in", async () => {
    const address = nextAddress();
    for (let i = 0; i < 40; i++) {
      const parent = await createUser(platform, { role: "parent" });
      expect((await login(parent.email, parent.password, address)).statusCode).toBe(200);
    }
  });
});

describe("the current password is throttled like a sign-in", () => {
  it("10 wrong current passwords from one address, then 429 even with the right one", async () => {
    const address = nextAddress();
    const parent = await signedIn(platform, "parent", {}, { remoteAddress: address });
    const change = (currentPassword: string) => rest(parent, "PUT", `/api/users/${parent.id}`, { currentPassword, newPassword: "otra-clave-larga-2026" }, { remoteAddress: address });
    const wrong = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`mala-${i}`)));
    expect(statuses(wrong)).toEqual({ 400: 10, 429: 20 });
    expect((await change(parent.password)).statusCode).toBe(429);
  });
});

describe("TRUST_PROXY", () => {
  it("with one proxy hop, the address is the one the proxy saw: a spoofed X-Forwarded-For does not escape the limit", async () => {
    const behindProxy = await createTestPlatform({ TRUST_PROXY: "1" }, { throttles: recordedThrottles() });
    try {
      await createFirstAdmin(behindProxy);
      const parent = await createUser(behindProxy, { role: "parent" });
      const viaProxy = (spoofed: string, password: string) =>
        rest(behindProxy, "POST", "/api/login", { email: parent.email, password }, {
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": `${spoofed}, 203.0.113.7` },
        });
      for (let i = 0; i < 10; i++) expect((await viaProxy(`198.51.100.${i}`, "mala")).statusCode).toBe(401);
      expect((await viaProxy("198.51.100.200", parent.password)).statusCode).toBe(429);
      // The family behind another address of the same proxy is not affected.
      const other = await rest(behindProxy, "POST", "/api/login", { email: parent.email, password: parent.password }, {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "203.0.113.8" },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it("without TRUST_PROXY the header is ignored", async () => {
    const student = await createUser(platform);
    const address = nextAddress();
    for (let i = 0; i < 10; i++) {
      const response = await rest(platform, "POST", "/api/login", { email: student.email, password: "mala" }, {
        remoteAddress: address,
        headers: { "x-forwarded-for": `192.0.2.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(student.email, student.password, address)).statusCode).toBe(429);
  });
});

describe("self-registration", () => {
  it("5 registrations per address and hour, then 429 with a Spanish message; other addresses go on", async () => {
    const open = await createTestPlatform({ REGISTRATIONS_PER_HOUR: undefined });
    try {
      await createFirstAdmin(open);
      const address = nextAddress();
      const register = (remoteAddress: string) =>
        rest(open, "POST", "/api/register", { firstName: "Nuevo", lastName: "Estudiante", email: uniqueEmail("reg"), password: "girasol-azul-2026" }, { remoteAddress });
      const responses = await Promise.all(Array.from({ length: 12 }, () => register(address)));
      expect(statuses(responses)).toEqual({ 201: 5, 429: 7 });
      const refused = responses.find((r) => r.statusCode === 429);
      expect(refused?.json().message).toBe("Demasiados registros desde esta conexión. Espera una hora antes de volver a intentarlo.");
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      expect((await register(nextAddress())).statusCode).toBe(201);
    } finally {
      await open.close();
    }
  });
});

describe("the general rate limit", () => {
  it("answers 429 with Retry-After and a Spanish message past the limit, per address, and never for /api/health", async () => {
    const limited = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: "20" });
    try {
      await createFirstAdmin(limited);
      const address = nextAddress();
      const calls = await Promise.all(Array.from({ length: 25 }, () => rest(limited, "GET", "/api/setup", undefined, { remoteAddress: address })));
      expect(statuses(calls)).toEqual({ 200: 20, 429: 5 });
      const refused = calls.find((r) => r.statusCode === 429);
      expect(refused?.json()).toEqual({ error: "TOO_MANY_REQUESTS", message: "Demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo." });
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      const trpcRefused = await rest(limited, "GET", "/trpc/setup.info", undefined, { remoteAddress: address });
      expect(trpcRefused.statusCode).toBe(429);
      expect(trpcRefused.json().error.data).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429 });
      expect((await rest(limited, "GET", "/api/health", undefined, { remoteAddress: address })).statusCode).toBe(200);
      expect((await rest(limited, "GET", "/api/setup", undefined, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("is on by default at 1,200 requests a minute", async () => {
    const defaults = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: undefined });
    try {
      await createFirstAdmin(defaults);
      const address = nextAddress();
      let status = 200;
      let sent = 0;
      while (status === 200 && sent < 1300) {
        sent += 1;
        status = (await rest(defaults, "GET", "/api/setup", undefined, { remoteAddress: address })).statusCode;
      }
      expect(sent).toBe(1201);
      expect(status).toBe(429);
    } finally {
      await defaults.close();
    }
  });
});
