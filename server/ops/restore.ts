import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { extract } from "tar";
import { migrationNames } from "../../migrations/index.js";
import type { AppConfig } from "../config.js";
import { type BackupManifest, dataFolder, isSafeArchivePath, listFiles, manifestName, postgresBackupName, sha256Of, sqliteBackupName } from "./backup-archive.js";
import { pidFileName, sqliteFileName } from "./backup.js";

const run = promisify(execFile);

export class RestoreError extends Error {}

export type RestoreResult = { manifest: BackupManifest; restoredFiles: number; previousDataMovedTo: string | undefined };

/** Only plain files and folders under our own top-level names: no links, devices or paths that climb out. */
function acceptEntry(path: string, entry: unknown): boolean {
  const type = (entry as { type?: string }).type;
  if (type !== "File" && type !== "Directory" && type !== "OldFile") return false;
  const clean = path.replace(/^\.\//, "").replace(/\/$/, "");
  if (clean === "database" || clean === dataFolder) return type === "Directory";
  return isSafeArchivePath(clean);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The server writes DATA_DIR/tribu.pid while it runs; restoring under a running server would be overwritten. */
export function assertServerStopped(dataDir: string): void {
  const pidFile = join(dataDir, pidFileName);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
    throw new RestoreError(`Tribu está en marcha (proceso ${pid}). Detén el servidor antes de restaurar.`);
  }
}

async function readVerifiedManifest(folder: string): Promise<BackupManifest> {
  const manifestPath = join(folder, manifestName);
  if (!existsSync(manifestPath)) throw new RestoreError("El archivo no es una copia de Tribu: falta manifest.json.");
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BackupManifest;
  } catch {
    throw new RestoreError("El manifiesto de la copia está dañado.");
  }
  if (manifest.format !== "tribu-backup" || manifest.version !== 1 || !Array.isArray(manifest.files)) {
    throw new RestoreError("El archivo no es una copia de Tribu en un formato conocido.");
  }
  if (manifest.lastMigration && !migrationNames().includes(manifest.lastMigration)) {
    throw new RestoreError(`La copia viene de una versión más nueva de Tribu (migración ${manifest.lastMigration}). Actualiza Tribu antes de restaurar.`);
  }
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (!isSafeArchivePath(file.path) || file.path === manifestName) throw new RestoreError(`Ruta no permitida en la copia: ${file.path}`);
    const full = join(folder, ...file.path.split("/"));
    if (!existsSync(full)) throw new RestoreError(`Falta en la copia: ${file.path}`);
    if ((await sha256Of(full)) !== file.sha256) throw new RestoreError(`Suma de comprobación incorrecta: ${file.path}`);
    listed.add(file.path);
  }
  const present = await listFiles(folder, (path) => path === manifestName);
  const extra = present.filter((path) => !listed.has(path));
  if (extra.length > 0) throw new RestoreError(`La copia tiene archivos que el manifiesto no lista: ${extra.slice(0, 3).join(", ")}`);
  const expectedDb = manifest.database === "sqlite" ? sqliteBackupName : postgresBackupName;
  if (!listed.has(expectedDb)) throw new RestoreError("La copia no contiene la base de datos.");
  return manifest;
}

function checkSqliteIntegrity(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new RestoreError(`La base de datos de la copia está dañada: ${result}`);
  } finally {
    db.close();
  }
}

async function postgresHasSchool(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Moves what the data folder holds now aside, so a replacing restore loses nothing. */
async function moveAside(dataDir: string): Promise<string | undefined> {
  if (!existsSync(dataDir)) return undefined;
  const entries = (await readdir(dataDir)).filter((name) => name !== "backups" && !name.startsWith("before-restore-") && name !== pidFileName);
  if (entries.length === 0) return undefined;
  const aside = join(dataDir, `before-restore-${new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`);
  await mkdir(aside, { recursive: true });
  for (const name of entries) await rename(join(dataDir, name), join(aside, name));
  return aside;
}

/**
 * Restores an archive of `createBackup` into a STOPPED instance: verifies the manifest, every checksum and
 * the database's integrity before touching anything. An instance that already holds a school is replaced
 * only with `replace`, and then its current files are moved to DATA_DIR/before-restore-<time>/ first.
 */
export async function restoreBackup(
  config: Pick<AppConfig, "dataDir" | "databaseUrl">,
  archivePath: string,
  options: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const archive = resolve(archivePath);
  if (!existsSync(archive)) throw new RestoreError(`No existe el archivo ${archive}`);
  assertServerStopped(config.dataDir);
  const work = await mkdtemp(join(tmpdir(), "tribu-restore-"));
  try {
    try {
      await extract({ file: archive, cwd: work, strict: true, filter: acceptEntry });
    } catch (error) {
      throw new RestoreError(`No se pudo leer el archivo de la copia: ${(error as Error).message}`);
    }
    const manifest = await readVerifiedManifest(work);
    const target = config.databaseUrl ? "postgres" : "sqlite";
    if (manifest.database !== target) {
      throw new RestoreError(
        `La copia es de ${manifest.database === "sqlite" ? "SQLite" : "PostgreSQL"} y esta instancia usa ${target === "sqlite" ? "SQLite" : "PostgreSQL"}. Para cambiar de motor usa npm run copy-database (ver README).`,
      );
    }
    if (target === "sqlite") checkSqliteIntegrity(join(work, sqliteBackupName));

    const hasSchool = target === "sqlite" ? existsSync(join(config.dataDir, sqliteFileName)) : await postgresHasSchool(config.databaseUrl as string);
    if (hasSchool && !options.replace) {
      throw new RestoreError("Esta instancia ya tiene datos. Para reemplazarlos usa --replace (los datos actuales se guardan aparte).");
    }
    const previousDataMovedTo = options.replace ? await moveAside(config.dataDir) : undefined;
    await mkdir(config.dataDir, { recursive: true });

    const dataFiles = manifest.files.filter((file) => file.path.startsWith(`${dataFolder}/`));
    for (const file of dataFiles) {
      const relativePath = file.path.slice(dataFolder.length + 1).split("/");
      const destination = join(config.dataDir, ...relativePath);
      await mkdir(join(destination, ".."), { recursive: true });
      await copyFile(join(work, ...file.path.split("/")), destination);
    }

    if (target === "sqlite") {
      const destination = join(config.dataDir, sqliteFileName);
      await rm(`${destination}-wal`, { force: true });
      await rm(`${destination}-shm`, { force: true });
      await copyFile(join(work, sqliteBackupName), destination);
      checkSqliteIntegrity(destination);
    } else {
      try {
        await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${config.databaseUrl}`, join(work, postgresBackupName)], {
          maxBuffer: 16 * 1024 * 1024,
        });
      } catch (error) {
        const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
        throw new RestoreError(`pg_restore no pudo restaurar la base de datos: ${detail}`);
      }
    }
    return { manifest, restoredFiles: dataFiles.length, previousDataMovedTo };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
