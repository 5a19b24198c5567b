import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The data folder holds children's records, their work, the families' receipts and the secrets
 * that sign sessions; a backup holds all of it. Only the account Tribu runs as may read them
 * (issue 19): folders 0700, files 0600, whatever the umask, and schools upgrading in place get
 * their older, looser modes tightened at start.
 */
export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

/** Creates `dir` (and parents) if needed and makes it 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  chmodSync(dir, privateDirMode);
}

/** Makes `file` 0600 when it exists. */
export function makePrivate(file: string): void {
  if (existsSync(file)) chmodSync(file, privateFileMode);
}

/** `dir` 0700 and everything under it (folders 0700, files 0600); symbolic links are left alone. */
export function tightenTree(dir: string): void {
  ensurePrivateDir(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) tightenTree(path);
    else if (lstatSync(path).isFile()) chmodSync(path, privateFileMode);
  }
}
