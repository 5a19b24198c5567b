import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateDir } from "./private-files.js";

/**
 * Reads a secret kept in the data folder, creating it once (mode 0600) when missing,
 * so signed tokens and encrypted values survive restarts without any setup step.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, "utf8").trim();
    if (value.length >= 32) return value;
  }
  const value = randomBytes(48).toString("base64url");
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}
