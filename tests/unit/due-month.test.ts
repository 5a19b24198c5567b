import { describe, expect, it } from "vitest";
import { dueMonth } from "../../common/payments/due-month.js";

const paid = (month: string, status = "approved", year = 2026) => ({ month, year, status });

/** The ten fees of a calendar A school, the setting's default. */
const calendarA = { first: "02", last: "11" } as const;

describe("the month whose receipt is due (issue 34)", () => {
  it("is the first month of the school year without a receipt", () => {
    expect(dueMonth([], "2026-05-10", calendarA)).toEqual({ month: "02", year: 2026 });
    expect(dueMonth([paid("02"), paid("03"), paid("04", "pending")], "2026-05-10", calendarA)).toEqual({ month: "05", year: 2026 });
  });

  it("asks again for a rejected month before the later ones", () => {
    expect(dueMonth([paid("02"), paid("03", "rejected"), paid("04"), paid("05")], "2026-05-10", calendarA)).toEqual({ month: "03", year: 2026 });
  });

  it("counts only this year's receipts and the months up to the school's today", () => {
    expect(dueMonth([paid("02", "approved", 2025), paid("03")], "2026-03-31", calendarA)).toEqual({ month: "02", year: 2026 });
    expect(dueMonth([paid("02"), paid("03")], "2026-03-31", calendarA)).toBeNull();
  });

  it("is nothing before the school year starts and after its last month is paid", () => {
    expect(dueMonth([], "2026-01-20", calendarA)).toBeNull();
    const all = ["02", "03", "04", "05", "06", "07", "08", "09", "10", "11"].map((m) => paid(m));
    expect(dueMonth(all, "2026-12-15", calendarA)).toBeNull();
    expect(dueMonth(all.slice(0, 9), "2026-12-15", calendarA)).toEqual({ month: "11", year: 2026 });
  });
});

describe("the months the school charges are its own setting", () => {
  it("starts on the school's first month and stops after its last", () => {
    const march = { first: "03", last: "06" } as const;
    expect(dueMonth([], "2026-02-20", march)).toBeNull();
    expect(dueMonth([], "2026-04-20", march)).toEqual({ month: "03", year: 2026 });
    const paidToJune = ["03", "04", "05", "06"].map((month) => ({ month, year: 2026, status: "approved" }));
    expect(dueMonth(paidToJune, "2026-09-01", march)).toBeNull();
  });
});
