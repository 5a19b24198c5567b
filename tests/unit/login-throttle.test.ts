import { describe, expect, it } from "vitest";
import { defaultThrottleLimits, LoginThrottle } from "../../server/lib/login-throttle.js";

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

describe("LoginThrottle", () => {
  it("uses 5 per account, 20 per address and a 15 minute window by default", () => {
    expect(defaultThrottleLimits).toEqual({ perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 });
  });

  it("lets an account through until it reaches the per-account limit", () => {
    const c = clock();
    const throttle = new LoginThrottle(limits, c.now);
    for (let i = 0; i < limits.perAccount - 1; i++) {
      throttle.recordFailure("ana@tribu.test", "10.0.0.1");
      expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(0);
    }
    throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(60);
    // The lock follows the account, whatever address it comes from.
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.99")).toBe(60);
    // Other accounts from the same address are not locked yet.
    expect(throttle.retryAfter("otro@tribu.test", "10.0.0.1")).toBe(0);
  });

  it("locks an address after too many failures across different accounts", () => {
    const c = clock();
    const throttle = new LoginThrottle(limits, c.now);
    for (let i = 0; i < limits.perAddress; i++) throttle.recordFailure(`u${i}@tribu.test`, "10.0.0.2");
    expect(throttle.retryAfter("nuevo@tribu.test", "10.0.0.2")).toBe(60);
    expect(throttle.retryAfter("nuevo@tribu.test", "10.0.0.3")).toBe(0);
  });

  it("counts down the wait and releases the account when the window has passed", () => {
    const c = clock();
    const throttle = new LoginThrottle(limits, c.now);
    for (let i = 0; i < limits.perAccount; i++) throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    c.advance(20_500);
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(40); // ceil(39.5)
    c.advance(39_499);
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(1);
    c.advance(1);
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(0);
  });

  it("starts a new window for failures after the old one expired", () => {
    const c = clock();
    const throttle = new LoginThrottle(limits, c.now);
    for (let i = 0; i < limits.perAccount - 1; i++) throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    c.advance(limits.windowMs);
    // The earlier failures no longer count: one more failure does not lock.
    throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(0);
  });

  it("a success clears the account's failures but not the address's", () => {
    const c = clock();
    const throttle = new LoginThrottle({ perAccount: 3, perAddress: 4, windowMs: 60_000 }, c.now);
    throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    throttle.recordSuccess("ana@tribu.test");
    throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    // 2 account failures since the success (< 3), but 4 address failures (= limit).
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.9")).toBe(0);
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.1")).toBe(60);
  });

  it("a success also unlocks a locked account", () => {
    const c = clock();
    const throttle = new LoginThrottle(limits, c.now);
    for (let i = 0; i < limits.perAccount; i++) throttle.recordFailure("ana@tribu.test", "10.0.0.1");
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.9")).toBeGreaterThan(0);
    throttle.recordSuccess("ana@tribu.test");
    expect(throttle.retryAfter("ana@tribu.test", "10.0.0.9")).toBe(0);
  });
});
