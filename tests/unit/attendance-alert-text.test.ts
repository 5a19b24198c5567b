import { describe, expect, it } from "vitest";
import { absentMessage } from "../../common/attendance/attendance.alerts.js";
import { formatDayInWords } from "../../common/format.js";

/** Issue 34: the absence alert agrees with the sex on the student's file, never guessed from the name; the day in words. */
describe("the absence alert's text", () => {
  it("agrees with a girl's file", () => {
    expect(absentMessage("Sofía Herrera", "2026-11-26", "F")).toBe("Sofía Herrera fue marcada como Ausente el jueves 26 de noviembre.");
  });

  it("agrees with a boy's file", () => {
    expect(absentMessage("Mateo Herrera", "2026-11-26", "M")).toBe("Mateo Herrera fue marcado como Ausente el jueves 26 de noviembre.");
  });

  it("needs no agreement when the file does not say, whatever the name sounds like", () => {
    expect(absentMessage("Sofía Herrera", "2026-11-26", null)).toBe("Sofía Herrera: Ausente el jueves 26 de noviembre.");
    expect(absentMessage("Andrea Costa", "2026-11-26", null)).not.toMatch(/marcad[ao]/);
  });

  it("writes the school day in words, from its calendar date (no time zone shift)", () => {
    expect(formatDayInWords("2026-11-26")).toBe("jueves 26 de noviembre");
    expect(formatDayInWords("2027-01-01")).toBe("viernes 1 de enero");
    expect(formatDayInWords("")).toBe("—");
  });
});
