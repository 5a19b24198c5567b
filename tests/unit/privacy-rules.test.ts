import { describe, expect, it } from "vitest";
import { pastKeeping } from "../../common/privacy/academic-archive.js";
import { holdsSensitiveText, withoutSensitiveText } from "../../common/privacy/sensitive-data.js";

describe("holdsSensitiveText (issue 35)", () => {
  it("finds text in the diagnosis, health or home fields, wherever the diagnosis sits", () => {
    expect(holdsSensitiveText({ general: { diagnosis: "TEA" } })).toBe(true);
    expect(holdsSensitiveText({ context: { diagnosis: "TDAH" } })).toBe(true);
    expect(holdsSensitiveText({ context: { health: "Asma" } })).toBe(true);
    expect(holdsSensitiveText({ context: { home: "Vive con su abuela" } })).toBe(true);
  });

  it("ignores blank text, other fields and odd shapes", () => {
    expect(holdsSensitiveText({ general: { diagnosis: "   ", interests: "Trenes" }, context: { health: "", home: "" }, familyCommitments: "Leer" })).toBe(false);
    expect(holdsSensitiveText(null)).toBe(false);
    expect(holdsSensitiveText({ context: "texto" })).toBe(false);
    expect(holdsSensitiveText({ context: { health: 3 } })).toBe(false);
  });

  it("withoutSensitiveText empties only those fields and leaves the input unchanged", () => {
    const content = { general: { diagnosis: "TEA", supports: "Terapia" }, context: { health: "Asma", home: "Casa" }, adjustments: [{ adjustment: "Oral" }] };
    const cleared = withoutSensitiveText(content);
    expect(cleared).toEqual({ general: { diagnosis: "", supports: "Terapia" }, context: { health: "", home: "" }, adjustments: [{ adjustment: "Oral" }] });
    expect(content.context.health).toBe("Asma");
    expect(holdsSensitiveText(cleared)).toBe(false);
  });
});

describe("pastKeeping", () => {
  it("counts whole years from the erasure; none keeps without end", () => {
    expect(pastKeeping("2020-06-01T15:00:00.000Z", 5, "2025-05-31")).toBe(false);
    expect(pastKeeping("2020-06-01T15:00:00.000Z", 5, "2025-06-01")).toBe(true);
    expect(pastKeeping("2000-01-01T00:00:00.000Z", null, "2099-01-01")).toBe(false);
  });
});
