import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** What `npm run backup` writes next to the data: the manifest is the first thing restore checks. */
export type BackupManifest = {
  format: "tribu-backup";
  version: 1;
  createdAt: string;
  database: "sqlite" | "postgres";
  /** The newest migration the copied database had: restore refuses an archive newer than the code. */
  lastMigration: string | null;
  files: ManifestFile[];
};

/** Paths are relative to the archive root, with forward slashes. */
export type ManifestFile = { path: string; size: number; sha256: string };

export const manifestName = "manifest.json";
export const databaseFolder = "database";
export const dataFolder = "data";
export const sqliteBackupName = `${databaseFolder}/tribu.sqlite`;
export const postgresBackupName = `${databaseFolder}/tribu.pgdump`;

export function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** Every regular file under root (recursively), as archive paths, skipping what `skip` refuses. */
export async function listFiles(root: string, skip: (archivePath: string) => boolean = () => false): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const archivePath = relative(root, full).split(sep).join("/");
      if (skip(archivePath)) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(archivePath);
    }
  }
  await walk(root);
  return found.sort();
}

export async function describeFiles(root: string, paths: string[]): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const path of paths) {
    const full = join(root, ...path.split("/"));
    files.push({ path, size: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  return files;
}

/** An archive path we are willing to write: relative, no '..', no NUL, inside one of our folders. */
export function isSafeArchivePath(path: string): boolean {
  if (!path || path.includes("\0") || path.startsWith("/") || path.includes("\\")) return false;
  const parts = path.split("/");
  if (parts.some((part) => part === ".." || part === "." || part === "")) return false;
  return path === manifestName || parts[0] === databaseFolder || parts[0] === dataFolder;
}
