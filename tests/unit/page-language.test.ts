import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the page's language (issue 34)", () => {
  it("declares Colombian Spanish, so screen readers and the browser's own widgets use es-CO", () => {
    const page = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");
    expect(page).toMatch(/<html lang="es-CO"[\s>]/);
  });
});
