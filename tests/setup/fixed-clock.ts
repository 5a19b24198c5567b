/**
 * Setup file of the clock-matrix projects (tests/setup/clock-matrix.ts): the test file runs with
 * `Date` set to TEST_CLOCK. Only Date is faked, and it keeps moving (shouldAdvanceTime), so timers,
 * timeouts, database drivers and throttles behave as usual while every "now" the server, the seed and
 * the test read is the matrix's instant.
 */
import { afterAll, vi } from "vitest";

const at = process.env.TEST_CLOCK;
if (!at || Number.isNaN(Date.parse(at))) throw new Error(`TEST_CLOCK must be an ISO instant, got "${at}"`);
vi.useFakeTimers({ now: new Date(at), toFake: ["Date"], shouldAdvanceTime: true });
afterAll(() => {
  vi.useRealTimers();
});
