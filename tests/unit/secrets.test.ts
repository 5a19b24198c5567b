import fs, { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
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

  it("on a data folder shared by two instances, the one that created the secret first wins for both", () => {
    const file = join(dir, "jwt-secret");
    const theirs = "secreto-de-la-otra-instancia-con-mas-de-32-caracteres";
    // The other instance writes its secret right after this one has looked for the file and not found it.
    const original = { existsSync: fs.existsSync, readFileSync: fs.readFileSync };
    let raced = false;
    const afterLook = <T>(path: unknown, result: T): T => {
      if (path === file && !raced) {
        raced = true;
        writeFileSync(file, `${theirs}\n`, { mode: 0o600 });
      }
      return result;
    };
    fs.existsSync = ((path: fs.PathLike) => afterLook(path, original.existsSync(path))) as typeof fs.existsSync;
    fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: unknown) => {
      try {
        return afterLook(path, original.readFileSync(path, options as BufferEncoding));
      } catch (error) {
        afterLook(path, undefined);
        throw error;
      }
    }) as typeof fs.readFileSync;
    syncBuiltinESMExports();
    try {
      expect(readOrCreateSecret(dir, "jwt-secret")).toBe(theirs);
    } finally {
      Object.assign(fs, original);
      syncBuiltinESMExports();
    }
    expect(raced).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(theirs);
    // Nothing of its own attempt is left beside it.
    expect(readdirSync(dir)).toEqual(["jwt-secret"]);
  });
});
