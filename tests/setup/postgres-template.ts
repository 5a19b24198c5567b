/**
 * A migrated PostgreSQL database to copy: each API suite's platform starts from
 * `CREATE DATABASE … TEMPLATE tribu_tpl_<hash>` (about 0.2 s) instead of running every migration on an
 * empty database (0.7–1.1 s each, and the clock matrix of issue 32 opens hundreds of platforms).
 *
 * The template is named by a hash of the migration files, so a changed or new migration makes a new
 * one. Older ones are left in place (about 11 MB each): another checkout on the same server may be
 * copying one at this moment. It is made once, under an advisory lock, by
 * whichever test worker comes first; the others wait and then copy it. Nobody stays connected to it
 * (PostgreSQL refuses to copy a database in use).
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { createDb } from "../../server/db/connection.js";
import { migrateToLatest } from "../../server/db/migrator.js";
import { pgUrlForDatabase } from "./postgres-url.js";

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "../../migrations");
const templatePrefix = "tribu_tpl_";
const lockKey = 0x7472_6962; // "trib"

function templateName(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder).sort()) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return `${templatePrefix}${hash.digest("hex").slice(0, 16)}`;
}

let ready: Promise<string> | undefined;

/** The template's name, made first if needed; `admin` is a connected client on the server's admin database. */
export function migratedTemplate(withAdmin: <T>(run: (client: pg.Client) => Promise<T>) => Promise<T>): Promise<string> {
  ready ??= withAdmin(async (client) => {
    const name = templateName();
    await client.query("select pg_advisory_lock($1)", [lockKey]);
    try {
      const { rows } = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (rows.length > 0) return name;
      const building = `${templatePrefix}building_${randomBytes(4).toString("hex")}`;
      await client.query(`CREATE DATABASE ${building}`);
      const db = createDb({ kind: "postgres", url: pgUrlForDatabase(building) });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await waitUntilUnused(client, building);
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockKey]);
    }
  }).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** pg's pool.end() resolves before its backends are gone; a copy or a rename needs them gone. */
export async function waitUntilUnused(client: pg.Client, database: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [database]);
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
