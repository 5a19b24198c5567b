import { describe, expect, it } from "vitest";
import { usesSimpleMode } from "../../common/accessibility/accessibility-defaults.js";

describe("who gets the simple screen", () => {
  it("a student, unless switched to the full view; nobody else", () => {
    expect(usesSimpleMode("student", { simpleMode: true })).toBe(true);
    expect(usesSimpleMode("student", { simpleMode: false })).toBe(false);
    // Profile still loading: the child's home, never a flash of the adults' dashboard (issue 21).
    expect(usesSimpleMode("student", undefined)).toBe(true);
    for (const role of ["teacher", "parent", "admin"]) expect(usesSimpleMode(role, { simpleMode: true })).toBe(false);
  });
});
