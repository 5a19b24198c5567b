import { describe, expect, it } from "vitest";
import { calmBadge, digestSendHour, isQuietHour, kindsFor } from "../../common/notifications/notifications.policy";
import { hoursDueAt } from "../../server/domains/notifications/notifications.digest";

describe("notification centre: calm rules", () => {
  it("quiet hours are 20:00 to 6:59 in Bogotá (UTC-5)", () => {
    expect(isQuietHour("2026-11-27T00:59:00.000Z")).toBe(false); // 19:59 in Bogotá
    expect(isQuietHour("2026-11-27T01:00:00.000Z")).toBe(true); // 20:00 in Bogotá
    expect(isQuietHour("2026-11-26T19:59:00-05:00")).toBe(false);
    expect(isQuietHour("2026-11-26T20:00:00-05:00")).toBe(true);
    expect(isQuietHour("2026-11-27T06:59:00-05:00")).toBe(true);
    expect(isQuietHour("2026-11-27T07:00:00-05:00")).toBe(false);
  });

  it("a digest chosen in quiet hours goes at 7:00; at 7:00 those hours are due too", () => {
    expect([6, 7, 12, 19, 20, 23, 0].map(digestSendHour)).toEqual([7, 7, 12, 19, 7, 7, 7]);
    expect(hoursDueAt(12)).toEqual([12]);
    expect(hoursDueAt(7).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 20, 21, 22, 23]);
  });

  it("children get a calm count; each role chooses only the kinds that concern it", () => {
    expect(calmBadge("student")).toBe(true);
    expect(calmBadge("parent")).toBe(false);
    expect(kindsFor("parent")).toEqual(["absence", "grade", "reportCard", "finalReport", "receipt", "announcement"]);
    expect(kindsFor("student")).toEqual(["grade", "task", "announcement"]);
    expect(kindsFor("coordinator")).toEqual([]);
  });
});
