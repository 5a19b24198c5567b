import { describe, expect, it } from "vitest";
import { runGracefulShutdown, runKillLoop } from "../../scripts/durability";

/**
 * The real server (server/main.ts, bundled once for faster starts, SQLite in its own folder) as a
 * child process, killed with SIGKILL five times while it acknowledges writes over HTTP.
 */
describe("durability of the real server", () => {
  it("loses no acknowledged write across five SIGKILLs and keeps the SQLite file intact", async () => {
    const report = await runKillLoop({ kills: 5, runner: "bundle" });
    expect(report.rounds).toHaveLength(5);
    for (const round of report.rounds) {
      // Every kill lands in the middle of the stream: writes were acknowledged and some were cut off.
      expect(round.acknowledged).toBeGreaterThan(0);
      expect(round.failedInFlight).toBeGreaterThan(0);
      expect(round.integrity).toBe("ok");
    }
    const { modules, submissions, reviews, payments } = report.acknowledged;
    expect(submissions).toBeGreaterThan(0);
    expect(reviews).toBeGreaterThan(0);
    expect(payments).toBeGreaterThan(0);
    expect(modules).toBeGreaterThanOrEqual(submissions);
    expect(report.lost).toEqual([]);
    expect(report.integrity).toBe("ok");
  }, 90_000);

  it("finishes an upload still streaming in when SIGTERM arrives, then exits cleanly", async () => {
    const report = await runGracefulShutdown({ runner: "bundle" });
    expect(report.status, report.body).toBe(201);
    expect(report.stored).toBe(true);
    // The answer came well after the signal: the request was in flight, not done before it.
    expect(report.answeredAfterSignalMs).toBeGreaterThan(500);
    expect(report.newConnectionsRefused).toBe(true);
    expect(report.exitCode).toBe(0);
  }, 60_000);
});
