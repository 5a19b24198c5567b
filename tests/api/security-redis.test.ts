import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrottles, type Throttles } from "../../server/lib/throttles.js";
import { nextAddress } from "../setup/http.js";
import { rest } from "../setup/as-role.js";
import { createFirstAdmin, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 19: with REDIS_URL the throttles live in Redis, so two instances of Tribu behind one
 * address share them. Runs against the local Redis (127.0.0.1:6379, or TEST_REDIS_URL); it fails,
 * never skips, when Redis is not there.
 */

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const namespace = `tribu-test-${randomBytes(6).toString("hex")}`;
const inspector = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });

let first: TestPlatform;
let second: TestPlatform;
const throttles: Throttles[] = [];

function sharedThrottles(): Throttles {
  const created = createThrottles({ redisUrl, namespace, limits: { requestsPerMinute: 0 }, sleep: async () => {} });
  throttles.push(created);
  return created;
}

beforeAll(async () => {
  await inspector.connect();
  expect(await inspector.ping()).toBe("PONG");
  first = await createTestPlatform({}, { throttles: sharedThrottles() });
  // The second instance serves the same school: same database is not needed for the throttle,
  // only the same Redis; it gets its own users with the same email for the shared account key.
  second = await createTestPlatform({}, { throttles: sharedThrottles() });
  await createFirstAdmin(first);
  await createFirstAdmin(second);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  const keys = await inspector.keys(`${namespace}:*`);
  if (keys.length > 0) await inspector.del(...keys);
  inspector.disconnect();
});

describe("Redis-backed throttles", () => {
  it("are stored in Redis: the counters are keys there", async () => {
    expect(throttles.every((t) => t.store === "redis")).toBe(true);
    const user = await createUser(first);
    const address = nextAddress();
    await rest(first, "POST", "/api/login", { email: user.email, password: "mala" }, { remoteAddress: address });
    const keys = await inspector.keys(`${namespace}:*`);
    expect(keys.some((key) => key.includes(user.email) && key.includes(address))).toBe(true);
  });

  it("two instances share one budget: 10 guesses split over both, then both refuse the account from that address", async () => {
    const email = `compartida.${randomBytes(4).toString("hex")}@tribu.test`;
    const inFirst = await createUser(first, { email });
    await createUser(second, { email, password: inFirst.password });
    const address = nextAddress();
    const guess = (target: TestPlatform, password: string) => rest(target, "POST", "/api/login", { email, password }, { remoteAddress: address });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i % 2 ? first : second, `mala-${i}`)));
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect((await guess(first, inFirst.password)).statusCode).toBe(429);
    expect((await guess(second, inFirst.password)).statusCode).toBe(429);
    // From another address the right password still gets in, on either instance.
    expect((await rest(second, "POST", "/api/login", { email, password: inFirst.password }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it("registrations are counted across instances", async () => {
    const address = nextAddress();
    const limited = [createThrottles({ redisUrl, namespace, limits: { registrationsPerHour: 3 } }), createThrottles({ redisUrl, namespace, limits: { registrationsPerHour: 3 } })];
    try {
      await Promise.all(limited.map((t) => t.ready()));
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (limited[i % 2] as Throttles).countRegistration(address).then(
            () => "ok",
            (error: { code?: string }) => error.code,
          ),
        ),
      );
      expect(outcomes.filter((o) => o === "ok")).toHaveLength(3);
      expect(outcomes.filter((o) => o === "TOO_MANY_REQUESTS")).toHaveLength(3);
    } finally {
      await Promise.all(limited.map((t) => t.close()));
    }
  });

  it("the general rate limit is shared across instances too", async () => {
    const address = nextAddress();
    const limited = [0, 1].map(() => createThrottles({ redisUrl, namespace, limits: { requestsPerMinute: 4 } }));
    try {
      await Promise.all(limited.map((t) => t.ready()));
      const waits = await Promise.all(Array.from({ length: 8 }, (_, i) => (limited[i % 2] as Throttles).countRequest(address)));
      expect(waits.filter((w) => w === 0)).toHaveLength(4);
      expect(waits.filter((w) => w > 0)).toHaveLength(4);
    } finally {
      await Promise.all(limited.map((t) => t.close()));
    }
  });

  it("REDIS_URL in the environment puts the platform's throttles in Redis", async () => {
    const configured = await createTestPlatform({ REDIS_URL: redisUrl });
    try {
      expect(configured.services.throttles.store).toBe("redis");
    } finally {
      await configured.close();
    }
  });

  it("an unreachable Redis does not stop sign-ins: the limits fall back to memory", async () => {
    const down = createThrottles({ redisUrl: "redis://127.0.0.1:1", namespace, sleep: async () => {} });
    try {
      const address = nextAddress();
      const outcomes: string[] = [];
      for (let i = 0; i < 11; i++) {
        outcomes.push(
          await down.beginSecretCheck("login", "caida@tribu.test", address).then(
            async (check) => {
              await check.failed();
              return "evaluated";
            },
            (error: { code?: string }) => error.code ?? "error",
          ),
        );
      }
      expect(outcomes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => "evaluated"));
      expect(outcomes[10]).toBe("TOO_MANY_REQUESTS");
    } finally {
      await down.close();
    }
  });
});
