import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoSchool } from "../../server/ops/demo-school.js";
import { createDb, type Db, type DbTarget } from "../../server/db/connection.js";
import { migrateToLatest } from "../../server/db/migrator.js";
import { copySqliteSchool } from "../../server/ops/copy-database.js";
import { createEmptyPostgresDatabase, testDbKind } from "../setup/test-platform.js";

// The source is always the SQLite school of DATA_DIR; the target is the engine of this project.
const sourceDir = mkdtempSync(join(tmpdir(), "tribu-copy-src-"));
const targetDir = mkdtempSync(join(tmpdir(), "tribu-copy-dst-"));
let source: Db;
let target: DbTarget;
let dropTarget = async () => {};

beforeAll(async () => {
  source = createDb({ kind: "sqlite", file: join(sourceDir, "tribu.sqlite") });
  await migrateToLatest(source);
  await seedDemoSchool(source, sourceDir);
  if (testDbKind() === "postgres") {
    const database = await createEmptyPostgresDatabase();
    target = { kind: "postgres", url: database.url };
    dropTarget = database.drop;
  } else {
    target = { kind: "sqlite", file: join(targetDir, "tribu.sqlite") };
  }
});

afterAll(async () => {
  await source.destroy();
  await dropTarget();
  rmSync(sourceDir, { recursive: true, force: true });
  rmSync(targetDir, { recursive: true, force: true });
});

async function tableRows(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort();
}

describe("moving a school from SQLite to another database", () => {
  it("copies every row, and new rows get fresh ids afterwards", async () => {
    const result = await copySqliteSchool(sourceDir, target);
    expect(result.rows).toBeGreaterThan(20);
    const copy = createDb(target);
    try {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(source);
      expect(rows.length).toBe(result.tables);
      for (const { name } of rows) expect(await tableRows(copy, name), name).toEqual(await tableRows(source, name));

      const maxId = await copy.selectFrom("materias").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow();
      const inserted = await copy.insertInto("materias").values({ name: "Materia nueva", description: null, createdAt: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow();
      expect(inserted.id).toBeGreaterThan(Number(maxId.id));
    } finally {
      await copy.destroy();
    }
  });

  it("refuses a target that already holds a school", async () => {
    await expect(copySqliteSchool(sourceDir, target)).rejects.toThrow("La base de datos de destino ya tiene usuarios");
  });
});
