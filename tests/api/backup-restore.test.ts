import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { create as createTar, extract } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoSchool } from "../../server/ops/demo-school.js";
import { createDb, type Db } from "../../server/db/connection.js";
import { listFiles } from "../../server/ops/backup-archive.js";
import { createBackup, pidFileName, pruneBackups, sqliteFileName } from "../../server/ops/backup.js";
import { msUntilHour } from "../../server/ops/backup-schedule.js";
import { restoreBackup } from "../../server/ops/restore.js";
import { createEmptyPostgresDatabase, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
const cleanups: (() => Promise<void> | void)[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A restore target of the same engine: an empty data folder, and on PostgreSQL an empty database. */
async function emptyInstance(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = tempDir("tribu-restored-");
  if (platform.dbKind === "sqlite") return { dataDir, databaseUrl: undefined };
  const database = await createEmptyPostgresDatabase();
  cleanups.push(() => database.drop());
  return { dataDir, databaseUrl: database.url };
}

function openInstance(instance: { dataDir: string; databaseUrl: string | undefined }): Db {
  const db = instance.databaseUrl
    ? createDb({ kind: "postgres", url: instance.databaseUrl })
    : createDb({ kind: "sqlite", file: join(instance.dataDir, sqliteFileName) });
  cleanups.push(() => db.destroy());
  return db;
}

async function tableNames(db: Db): Promise<string[]> {
  if (platform.dbKind === "sqlite") {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    return rows.map((r) => r.name).sort();
  }
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db);
  return rows.map((r) => r.name).sort();
}

async function rowsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort();
}

const checksum = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** Files of a data folder that belong to the school (not the live database or our own outputs). */
async function schoolFiles(dataDir: string): Promise<Map<string, string>> {
  const paths = await listFiles(dataDir, (p) => p.startsWith(sqliteFileName) || p === pidFileName || p.startsWith("backups") || p.startsWith("before-restore-"));
  return new Map(paths.map((p) => [p, checksum(join(dataDir, ...p.split("/")))]));
}

/** Writes material rows one after another until stopped, as a school using the platform would. */
function writeStream(db: Db) {
  let stopped = false;
  let written = 0;
  const done = (async () => {
    while (!stopped) {
      await db
        .insertInto("materials")
        .values({ title: `Material ${written}`, type: "link", url: `https://example.org/${written}`, createdById: null, createdAt: new Date().toISOString() })
        .execute();
      written += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return {
    get written() {
      return written;
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

beforeAll(async () => {
  platform = await createTestPlatform({}, { sqliteOnDisk: true });
  await seedDemoSchool(platform.db, platform.dataDir);
  writeFileSync(join(platform.dataDir, "extra-secret"), "clave-de-prueba\n");
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await platform.close();
});

describe("backup and restore", () => {
  it("backs up a seeded school while writes continue and restores every table and file elsewhere", async () => {
    const outDir = tempDir("tribu-backups-");
    const stream = writeStream(platform.db);
    while (stream.written < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const { archive, manifest } = await createBackup({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl }, { outDir });
    const writtenAtBackupEnd = stream.written;
    while (stream.written < writtenAtBackupEnd + 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await stream.stop();

    expect(manifest.database).toBe(platform.dbKind);
    expect(manifest.lastMigration).toMatch(/^2026-/);
    expect(manifest.files.map((f) => f.path)).toContain("data/extra-secret");
    // One self-contained database file, no journal beside it.
    expect(manifest.files.map((f) => f.path).filter((p) => p.startsWith("database/"))).toEqual([
      platform.dbKind === "sqlite" ? "database/tribu.sqlite" : "database/tribu.pgdump",
    ]);

    const target = await emptyInstance();
    const result = await restoreBackup(target, archive);
    expect(result.previousDataMovedTo).toBeUndefined();
    const restored = openInstance(target);

    if (platform.dbKind === "sqlite") {
      const { rows } = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(restored);
      expect(rows[0]?.integrityCheck).toBe("ok");
    }
    const tables = await tableNames(platform.db);
    expect(await tableNames(restored)).toEqual(tables);
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      if (table === "materials") continue;
      expect(await rowsOf(restored, table), table).toEqual(await rowsOf(platform.db, table));
    }
    // The copy is one moment of the stream: the first N writes, none missing in between.
    const source = await platform.db.selectFrom("materials").select(["id", "title"]).orderBy("id").execute();
    const copy = await restored.selectFrom("materials").select(["id", "title"]).orderBy("id").execute();
    expect(copy.length).toBeGreaterThanOrEqual(5);
    expect(copy.length).toBeLessThan(source.length);
    expect(copy).toEqual(source.slice(0, copy.length));

    const originalFiles = await schoolFiles(platform.dataDir);
    expect([...originalFiles.keys()].some((p) => p.startsWith("uploads/"))).toBe(true);
    expect(await schoolFiles(target.dataDir)).toEqual(originalFiles);
  });

  it("refuses a tampered archive before touching the target", async () => {
    const outDir = tempDir("tribu-backups-");
    const { archive } = await createBackup({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl }, { outDir });
    const unpacked = tempDir("tribu-unpacked-");
    await extract({ file: archive, cwd: unpacked });
    writeFileSync(join(unpacked, "data", "extra-secret"), "cambiado\n");
    const tampered = join(outDir, "tampered.tar.gz");
    await createTar({ gzip: true, file: tampered, cwd: unpacked }, await readdir(unpacked));

    const target = await emptyInstance();
    await expect(restoreBackup(target, tampered)).rejects.toThrow("Suma de comprobación incorrecta: data/extra-secret");
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it("does not overwrite a school unless asked, and then keeps the previous data aside", async () => {
    const outDir = tempDir("tribu-backups-");
    const { archive } = await createBackup({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl }, { outDir });
    const target = await emptyInstance();
    await restoreBackup(target, archive);
    writeFileSync(join(target.dataDir, "nota-local"), "no perder\n");

    await expect(restoreBackup(target, archive)).rejects.toThrow("Esta instancia ya tiene datos");
    const again = await restoreBackup(target, archive, { replace: true });
    expect(again.previousDataMovedTo).toBeDefined();
    expect(readFileSync(join(again.previousDataMovedTo as string, "nota-local"), "utf8")).toBe("no perder\n");
    expect(existsSync(join(target.dataDir, "nota-local"))).toBe(false);
  });

  it("refuses to restore under a running server", async () => {
    const outDir = tempDir("tribu-backups-");
    const { archive } = await createBackup({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl }, { outDir });
    const target = await emptyInstance();
    await mkdir(target.dataDir, { recursive: true });
    // Our parent (the vitest runner) is a live process other than this one.
    writeFileSync(join(target.dataDir, pidFileName), `${process.ppid}\n`);
    await expect(restoreBackup(target, archive)).rejects.toThrow("Detén el servidor antes de restaurar");
  });

  it("keeps the newest archives and plans the daily copy for the next occurrence of its hour", async () => {
    const outDir = tempDir("tribu-backups-");
    for (const day of ["20261101", "20261102", "20261103"]) writeFileSync(join(outDir, `tribu-backup-${day}T020000Z.tar.gz`), "x");
    writeFileSync(join(outDir, "otro-archivo.txt"), "x");
    expect(await pruneBackups(outDir, 2)).toEqual(["tribu-backup-20261101T020000Z.tar.gz"]);
    expect((await readdir(outDir)).sort()).toEqual(["otro-archivo.txt", "tribu-backup-20261102T020000Z.tar.gz", "tribu-backup-20261103T020000Z.tar.gz"]);

    // The school's hours (Bogotá, UTC-5), whatever the machine's zone.
    const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 23, h + 5, m));
    expect(msUntilHour(at(1, 30), 2)).toBe(30 * 60_000);
    expect(msUntilHour(at(2), 2)).toBe(24 * 3_600_000);
    expect(msUntilHour(at(23), 2)).toBe(3 * 3_600_000);
  });
});
