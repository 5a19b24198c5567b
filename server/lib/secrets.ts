import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateDir } from "./private-files.js";

function readSecret(file: string): string | undefined {
  try {
    const value = readFileSync(file, "utf8").trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Reads a secret kept in the data folder, creating it once (mode 0600) when missing,
 * so signed tokens and encrypted values survive restarts without any setup step.
 *
 * Several instances may share the data folder and start together: the new secret is written
 * aside and linked into place, which fails when the file already exists, so the file appears
 * whole or not at all and the instance that created it first gives its secret to the others.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  const value = randomBytes(48).toString("base64url");
  const aside = `${file}.${randomBytes(6).toString("hex")}.new`;
  writeFileSync(aside, `${value}\n`, { mode: 0o600 });
  chmodSync(aside, 0o600);
  try {
    linkSync(aside, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const theirs = readSecret(file);
    if (theirs) return theirs;
    // What is there is too short to be a secret (a damaged file): replaced whole.
    renameSync(aside, file);
    return value;
  } finally {
    rmSync(aside, { force: true });
  }
}
