import { describe, expect, it } from "vitest";
import { createThrottles, defaultThrottleLimits } from "../../server/lib/throttles.js";

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

async function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "ok",
    (error: { code?: string }) => error.code ?? "error",
  );
}

describe("throttles (memory)", () => {
  it("uses the issue's limits by default", () => {
    expect(defaultThrottleLimits).toMatchObject({ perAccountAddress: 10, windowSeconds: 900, registrationsPerHour: 5 });
  });

  it("slows an attacked account down with a doubling wait, capped, and never refuses it from a quiet address", async () => {
    const { waits, sleep } = recorder();
    const throttles = createThrottles({ sleep, limits: { accountSlowdownAfter: 2, maxDelayMs: 1000 } });
    for (let i = 0; i < 8; i++) {
      const check = await throttles.beginSecretCheck("login", "direccion@tribu.test", `10.0.0.${i}`);
      await check.failed();
    }
    expect(waits).toEqual([250, 500, 1000, 1000, 1000, 1000]);
    expect(await outcome(throttles.beginSecretCheck("login", "direccion@tribu.test", "10.9.9.9"))).toBe("ok");
    // Another account, even from an attacking address, is not slowed by the attack on this one.
    const before = waits.length;
    expect(await outcome(throttles.beginSecretCheck("login", "otra@tribu.test", "10.0.0.1"))).toBe("ok");
    expect(waits).toHaveLength(before);
  });

  it("keeps sign-in and current-password budgets apart", async () => {
    const throttles = createThrottles({ sleep: async () => {}, limits: { perAccountAddress: 1, perAddress: 100 } });
    await (await throttles.beginSecretCheck("login", "7", "10.0.0.3")).failed();
    expect(await outcome(throttles.beginSecretCheck("login", "7", "10.0.0.3"))).toBe("TOO_MANY_REQUESTS");
    expect(await outcome(throttles.beginSecretCheck("password", "7", "10.0.0.3"))).toBe("ok");
  });

  it("the general limit answers the seconds to wait, and 0 turns it off", async () => {
    const limited = createThrottles({ limits: { requestsPerMinute: 2 } });
    expect([await limited.countRequest("a"), await limited.countRequest("a")]).toEqual([0, 0]);
    const wait = await limited.countRequest("a");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const off = createThrottles({ limits: { requestsPerMinute: 0 } });
    for (let i = 0; i < 5000; i++) expect(await off.countRequest("a")).toBe(0);
  });
});
