import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type SqliteDatabase, type Transaction } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";
import { CamelCaseResultsPlugin, SnakeCasePostgresDialect, SnakeCaseSqliteDialect } from "./snake-case.js";

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type DbTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export function dbTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DbTarget {
  if (config.databaseUrl) return { kind: "postgres", url: config.databaseUrl };
  return { kind: "sqlite", file: join(config.dataDir, "tribu.sqlite") };
}

// PostgreSQL returns count(*) and other int8 values as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// "real" columns (float4) come back as strings too.
pg.types.setTypeParser(700, (value) => Number.parseFloat(value));

export function createDb(target: DbTarget): Db {
  if (target.kind === "postgres") {
    return new Kysely<Database>({
      dialect: new SnakeCasePostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 10 }) }),
      plugins: [new CamelCaseResultsPlugin()],
    });
  }
  if (target.file !== ":memory:") mkdirSync(join(target.file, ".."), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({
    dialect: new SnakeCaseSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCaseResultsPlugin()],
  });
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing was a tenth of the server's CPU time
 * on a dashboard read (npm run bench). Our queries repeat, so the last 500 prepared statements are
 * kept (least recently used dropped). Safe: Kysely runs one query at a time on this connection, so
 * a statement is never used twice at once, and SQLite re-prepares a statement after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
