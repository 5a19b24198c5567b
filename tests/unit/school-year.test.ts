import { describe, expect, it } from "vitest";
import { schoolDayStart, schoolToday } from "../../common/format.js";
import { offeredYears } from "../../common/payments/payments.schema.js";

describe("the school's year and day, read in Bogotá whatever the machine's zone", () => {
  it("offers receipt years around the school's year: at 20:00 on 31 December it is still that year", () => {
    expect(offeredYears(new Date("2027-01-01T01:00:00.000Z"))).toEqual([2024, 2025, 2026, 2027, 2028, 2029]);
    expect(offeredYears(new Date("2027-01-01T05:00:00.000Z"))).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
  });

  it("begins a school day at midnight in Bogotá", () => {
    const start = schoolDayStart("2026-12-31");
    expect(schoolToday(new Date(start))).toBe("2026-12-31");
    expect(schoolToday(new Date(Date.parse(start) - 1))).toBe("2026-12-30");
  });
});
