import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import type { AppConfig } from "../config.js";
import { ensurePrivateDir, makePrivate } from "../lib/private-files.js";
import {
  type BackupManifest,
  dataFolder,
  describeFiles,
  listFiles,
  manifestName,
  postgresBackupName,
  sqliteBackupName,
} from "./backup-archive.js";

const run = promisify(execFile);

export const sqliteFileName = "tribu.sqlite";
export const pidFileName = "tribu.pid";
export const archivePrefix = "tribu-backup-";

export class BackupError extends Error {}

export type BackupResult = { archive: string; manifest: BackupManifest };

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}

/** Inside the data folder, what is not school data: the live database, our own outputs, other instances. */
function skipperFor(dataDir: string, outDir: string) {
  const outInside = relative(dataDir, outDir);
  const outPrefix = outInside && !outInside.startsWith("..") ? outInside.split(sep).join("/") : undefined;
  return (path: string) => {
    const top = path.split("/")[0] ?? "";
    if (path === sqliteFileName || path.startsWith(`${sqliteFileName}-`) || path === pidFileName) return true;
    if (top === "backups" || top.startsWith("before-restore-") || top === "demo") return true;
    if (outPrefix && (path === outPrefix || path.startsWith(`${outPrefix}/`))) return true;
    return path.split("/").some((part) => part.startsWith(".incoming-"));
  };
}

async function lastMigrationSqlite(file: string): Promise<string | null> {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    // A single self-contained file: no -wal or -shm beside it in the archive (the server turns WAL back on).
    db.pragma("journal_mode = DELETE");
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new BackupError(`La copia de la base de datos no pasó la comprobación de integridad: ${integrity}`);
    const row = db.prepare("select name from kysely_migration order by name desc limit 1").get() as { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    db.close();
  }
}

async function copySqlite(dataDir: string, target: string): Promise<string | null> {
  const source = join(dataDir, sqliteFileName);
  if (!existsSync(source)) throw new BackupError(`No hay base de datos en ${dataDir}: nada que respaldar.`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    // The online backup API: after the first step, copy every remaining page in one step, so the copy is
    // one consistent moment even while the server keeps writing (SQLite restarts it if a write lands).
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  return lastMigrationSqlite(target);
}

async function copyPostgres(url: string, target: string): Promise<string | null> {
  try {
    // pg_dump reads one snapshot of the whole database while the server keeps running.
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, `--dbname=${url}`], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new BackupError(`pg_dump no pudo copiar la base de datos: ${detail}`);
  }
  // Loaded here, not at start: the server imports this module for its pid file name (docs/perf/small-machine.md).
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select name from kysely_migration order by name desc limit 1");
    return rows[0]?.name ?? null;
  } finally {
    await client.end();
  }
}

/**
 * One archive (tar.gz) with a consistent copy of the database, every file of the data folder (uploads,
 * generated secrets) and a manifest with the SHA-256 of each. The secrets are included on purpose: without
 * them restored sessions and encrypted integration tokens would not open. Keep archives as private as the data.
 */
export async function createBackup(
  config: Pick<AppConfig, "dataDir" | "databaseUrl">,
  options: { outDir: string; now?: Date },
): Promise<BackupResult> {
  const outDir = resolve(options.outDir);
  const createdAt = options.now ?? new Date();
  // A backup holds the whole database and the secrets: a private folder, private archives.
  ensurePrivateDir(outDir);
  const staging = await mkdtemp(join(outDir, ".staging-"));
  try {
    await mkdir(join(staging, "database"), { recursive: true });
    const database = config.databaseUrl ? "postgres" : "sqlite";
    // The database first, then the files: an upload is on disk before its row exists, so every file the
    // copied rows name is already there when the files are copied.
    const lastMigration =
      database === "sqlite"
        ? await copySqlite(config.dataDir, join(staging, sqliteBackupName))
        : await copyPostgres(config.databaseUrl as string, join(staging, postgresBackupName));

    const dataFiles = existsSync(config.dataDir) ? await listFiles(config.dataDir, skipperFor(config.dataDir, outDir)) : [];
    for (const path of dataFiles) {
      const target = join(staging, dataFolder, ...path.split("/"));
      await mkdir(join(target, ".."), { recursive: true });
      await copyFile(join(config.dataDir, ...path.split("/")), target);
    }

    const archived = await listFiles(staging);
    const manifest: BackupManifest = {
      format: "tribu-backup",
      version: 1,
      createdAt: createdAt.toISOString(),
      database,
      lastMigration,
      files: await describeFiles(staging, archived),
    };
    await writeFile(join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    const archive = join(outDir, `${archivePrefix}${stamp(createdAt)}.tar.gz`);
    const partial = `${archive}.partial`;
    const { create: createTar } = await import("tar");
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [manifestName, ...(await readdir(staging)).filter((n) => n !== manifestName)]);
    makePrivate(partial);
    await rename(partial, archive);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives of outDir and deletes the older ones. */
export async function pruneBackups(outDir: string, keep: number): Promise<string[]> {
  if (!existsSync(outDir)) return [];
  const archives = (await readdir(outDir)).filter((name) => name.startsWith(archivePrefix) && name.endsWith(".tar.gz")).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(join(outDir, name), { force: true });
  return old;
}
