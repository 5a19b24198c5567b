import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;

beforeAll(async () => {
  // No admin on purpose: health, headers and 404s must not depend on the first-run setup.
  platform = await createTestPlatform();
});

afterAll(async () => {
  await platform?.close();
});

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe("GET /api/health", () => {
  it("answers 200 {status:'ok'} once the database responds, even before the first admin exists", async () => {
    const response = await rest(platform, "GET", "/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("sends the security headers", async () => {
    const response = await rest(platform, "GET", "/api/health");
    const csp = response.headers["content-security-policy"];
    expect(typeof csp).toBe("string");
    const policy = directives(String(csp));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toBeDefined();
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Plain http on the school's network: https (and so HSTS) belongs to a proxy in front.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("unknown paths", () => {
  it.each(["GET", "POST", "DELETE"] as const)("%s /api/whatever is a JSON 404", async (method) => {
    const response = await rest(platform, method, "/api/whatever?x=1");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: "NOT_FOUND", message: "Recurso no encontrado", path: "/api/whatever" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("an unknown page is a JSON 404 when the web client is not served", async () => {
    const response = await rest(platform, "GET", "/dashboard/users");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "NOT_FOUND" });
  });

  it("an unknown tRPC procedure is a 404", async () => {
    const response = await rest(platform, "GET", "/trpc/nada.queSea");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { data: { code: "NOT_FOUND", httpStatus: 404 } } });
  });
});
