import { existsSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { createDb, type Db, type DbTarget } from "../db/connection.js";
import { migrateToLatest } from "../db/migrator.js";
import { sqliteFileName } from "./backup.js";

export class CopyError extends Error {}

const migratorTables = new Set(["kysely_migration", "kysely_migration_lock"]);
/** Tables the target's triggers fill while the rows they summarise are copied; copying them too would count twice. */
const derivedTables = new Set(["work_status_counts"]);
const batchSize = 500;

/** Tables of the SQLite school, parents before children, read from its own foreign keys. */
function tablesInDependencyOrder(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const names = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[])
      .map((row) => row.name)
      .filter((name) => !migratorTables.has(name));
    const parents = new Map(
      names.map((name) => [
        name,
        (sqlite.pragma(`foreign_key_list("${name.replaceAll('"', '""')}")`) as { table: string }[]).map((fk) => fk.table).filter((t) => t !== name),
      ]),
    );
    const ordered: string[] = [];
    const visit = (name: string, path: Set<string>) => {
      if (ordered.includes(name) || path.has(name)) return;
      path.add(name);
      for (const parent of parents.get(name) ?? []) if (parents.has(parent)) visit(parent, path);
      ordered.push(name);
    };
    for (const name of names.sort()) visit(name, new Set());
    return ordered;
  } finally {
    sqlite.close();
  }
}

async function isEmptySchool(db: Db): Promise<boolean> {
  const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export type CopyResult = { tables: number; rows: number };

/**
 * Copies a school from its SQLite file (DATA_DIR/tribu.sqlite) into another database, usually an empty
 * PostgreSQL one: the target is migrated first, rows are copied table by table in one transaction, and
 * PostgreSQL's id sequences are moved past the copied ids. Uploaded files stay in DATA_DIR.
 */
export async function copySqliteSchool(dataDir: string, target: DbTarget): Promise<CopyResult> {
  const file = join(dataDir, sqliteFileName);
  if (!existsSync(file)) throw new CopyError(`No hay base de datos SQLite en ${dataDir}.`);
  const source = createDb({ kind: "sqlite", file });
  const destination = createDb(target);
  try {
    await migrateToLatest(source);
    await migrateToLatest(destination);
    if (!(await isEmptySchool(destination))) throw new CopyError("La base de datos de destino ya tiene usuarios: usa una base de datos vacía.");
    const tables = tablesInDependencyOrder(file);
    let copied = 0;
    await destination.transaction().execute(async (trx) => {
      for (const table of tables) {
        // Migrations may seed rows (none today); the source is the truth, so start each table empty.
        if (derivedTables.has(table)) continue;
        await sql`delete from ${sql.table(table)}`.execute(trx);
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(source);
        for (let start = 0; start < rows.length; start += batchSize) {
          // biome-ignore lint/suspicious/noExplicitAny: table names come from the source database itself
          await trx.insertInto(table as any).values(rows.slice(start, start + batchSize)).execute();
        }
        copied += rows.length;
        if (target.kind === "postgres" && rows.length > 0 && "id" in (rows[0] as object)) {
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
        }
      }
    });
    return { tables: tables.length, rows: copied };
  } finally {
    await source.destroy();
    await destination.destroy();
  }
}
