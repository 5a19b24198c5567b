/**
 * The server's timers read the school's clock (America/Bogota), not the machine's zone: run under each
 * instant of the clock matrix (issue 32), with the machine's zone whatever it is.
 */
import { describe, expect, it, vi } from "vitest";
import { schoolTime } from "../../common/format.js";
import { msUntilHour } from "../../server/ops/backup-schedule.js";
import { scheduleHourly } from "../../server/ops/hourly-schedule.js";

const hourMs = 3_600_000;

describe(`the server's timers at ${process.env.TEST_CLOCK ?? "now"}`, () => {
  it("plans the daily backup for the next time the school's clock reads that hour, within a day", () => {
    const now = new Date();
    for (const hour of [0, 2, 3, 7, 12, 23]) {
      const wait = msUntilHour(now, hour);
      expect(wait, `hour ${hour}`).toBeGreaterThan(0);
      expect(wait, `hour ${hour}`).toBeLessThanOrEqual(24 * hourMs);
      const at = schoolTime(new Date(now.getTime() + wait));
      expect({ hour: at?.hour, minute: at?.minute }, `hour ${hour}`).toEqual({ hour, minute: 0 });
    }
  });

  it("runs the hourly job (digest, PIAR reminders) at the next o'clock of the school, once, with that instant", async () => {
    vi.useFakeTimers({ now: new Date(), toFake: ["Date", "setTimeout", "clearTimeout"] });
    try {
      const start = Date.now();
      const runs: Date[] = [];
      const stop = scheduleHourly({ run: async (at) => void runs.push(at), failure: "falló" }, { error: () => {} });
      await vi.advanceTimersByTimeAsync(hourMs);
      await stop();
      expect(runs).toHaveLength(1);
      const [run] = runs as [Date];
      expect(run.getTime()).toBeGreaterThan(start);
      expect(run.getTime() - start).toBeLessThanOrEqual(hourMs);
      expect(schoolTime(run)?.minute).toBe(0);
    } finally {
      vi.useFakeTimers({ now: new Date(), toFake: ["Date"], shouldAdvanceTime: true });
    }
  });
});
