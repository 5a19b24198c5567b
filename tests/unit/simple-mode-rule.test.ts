import { describe, expect, it } from "vitest";
import { usesSimpleMode } from "../../common/accessibility/accessibility-defaults.js";

describe("who gets the simple screen", () => {
  it("a student who turned simple mode on, and nobody else", () => {
    expect(usesSimpleMode("student", { simpleMode: true })).toBe(true);
    expect(usesSimpleMode("student", { simpleMode: false })).toBe(false);
    expect(usesSimpleMode("student", undefined)).toBe(false); // profile still loading: the usual panel
    for (const role of ["teacher", "parent", "admin"]) expect(usesSimpleMode(role, { simpleMode: true })).toBe(false);
  });
});
