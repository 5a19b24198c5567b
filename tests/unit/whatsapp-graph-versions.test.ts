import { describe, expect, it } from "vitest";
import { defaultGraphVersion, graphVersionExpiry, graphVersionWarning } from "../../integrations/whatsapp/graph-versions.js";

describe("Graph API versions (Meta's changelog)", () => {
  it("defaults to a version Meta keeps for years and knows v21.0 stops on 21 January 2027", () => {
    expect(defaultGraphVersion).toBe("v25.0");
    expect(graphVersionExpiry[defaultGraphVersion]).toBe("2028-07-29");
    expect(graphVersionExpiry["v21.0"]).toBe("2027-01-21");
  });

  it("warns at start only within 60 days of the version's end, and after it", () => {
    expect(graphVersionWarning("v21.0", new Date("2026-11-01T12:00:00Z"))).toBeNull();
    const soon = graphVersionWarning("v21.0", new Date("2026-11-27T12:00:00Z"));
    expect(soon).toContain("WHATSAPP_GRAPH_VERSION");
    expect(soon).toContain("v21.0");
    expect(soon).toContain("2027-01-21");
    expect(graphVersionWarning("v21.0", new Date("2027-02-01T12:00:00Z"))).toMatch(/ya no está disponible/);
    expect(graphVersionWarning("v25.0", new Date("2026-11-27T12:00:00Z"))).toBeNull();
    expect(graphVersionWarning("v26.0", new Date("2026-11-27T12:00:00Z"))).toBeNull();
    expect(graphVersionWarning("v12.0", new Date("2026-11-27T12:00:00Z"))).toMatch(/ya no está disponible/);
  });
});
