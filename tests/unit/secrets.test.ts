import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readOrCreateSecret } from "../../server/lib/secrets.js";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tribu-secret-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("readOrCreateSecret", () => {
  it("creates a 0600 file holding a long random secret", () => {
    const secret = readOrCreateSecret(dir, "jwt-secret");
    const file = join(dir, "jwt-secret");
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("returns the same value on the second call", () => {
    const first = readOrCreateSecret(dir, "jwt-secret");
    expect(readOrCreateSecret(dir, "jwt-secret")).toBe(first);
  });

  it("keeps different names apart", () => {
    expect(readOrCreateSecret(dir, "a")).not.toBe(readOrCreateSecret(dir, "b"));
  });

  it("creates a missing data folder", () => {
    const nested = join(dir, "no", "existe");
    const secret = readOrCreateSecret(nested, "jwt-secret");
    expect(readFileSync(join(nested, "jwt-secret"), "utf8").trim()).toBe(secret);
  });

  it("replaces a file whose content is too short to be a secret", () => {
    writeFileSync(join(dir, "jwt-secret"), "corto\n");
    const secret = readOrCreateSecret(dir, "jwt-secret");
    expect(secret).not.toBe("corto");
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readOrCreateSecret(dir, "jwt-secret")).toBe(secret);
  });
});
