import { ensurePrivateDir, makePrivate } from "../lib/private-files.js";
import { foldSearchLetters } from "../../common/search.js";
import { createRequire } from "node:module";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type SqliteDatabase, type Transaction } from "kysely";
import type { Pool } from "pg";
import type { Database } from "./schema.js";
import { CamelCaseResultsPlugin, camelCaseRows, SnakeCasePostgresDialect, SnakeCaseSqliteDialect } from "./snake-case.js";

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type DbTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export function dbTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DbTarget {
  if (config.databaseUrl) return { kind: "postgres", url: config.databaseUrl };
  return { kind: "sqlite", file: join(config.dataDir, "tribu.sqlite") };
}

const require = createRequire(import.meta.url);
let pgModule: typeof import("pg") | undefined;

/**
 * The PostgreSQL driver, loaded when a PostgreSQL database is opened: a school on SQLite never
 * loads it (docs/perf/small-machine.md). Synchronously, so that createDb stays as it is.
 */
function postgresDriver(): typeof import("pg") {
  if (pgModule) return pgModule;
  const pg = require("pg") as typeof import("pg");
  // PostgreSQL returns count(*) and other int8 values as strings; our counts fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  // "real" columns (float4) come back as strings too.
  pg.types.setTypeParser(700, (value) => Number.parseFloat(value));
  pgModule = pg;
  return pg;
}

/**
 * A value that differs whenever data a query could read has changed since it was last taken: the
 * read cache (server/lib/read-cache.ts) keeps an answer only while it stays the same.
 */
export type ChangeStamp = () => string | Promise<string>;
const changeStamps = new WeakMap<Db, ChangeStamp>();

export function changeStampOf(db: Db): ChangeStamp | undefined {
  return changeStamps.get(db);
}

export function createDb(target: DbTarget): Db {
  if (target.kind === "postgres") {
    const pool = new (postgresDriver().Pool)({ connectionString: target.url, max: 10 });
    const db = new Kysely<Database>({
      dialect: new SnakeCasePostgresDialect({ pool }),
      plugins: [new CamelCaseResultsPlugin()],
    });
    changeStamps.set(db, sharedByWaitingCallers(postgresChangeStamp(pool)));
    return db;
  }
  if (target.file !== ":memory:") ensurePrivateDir(join(target.file, ".."));
  const sqlite = new SQLite(target.file);
  // SQLite creates the -wal and -shm files with the database file's mode, so 0600 here covers them.
  if (target.file !== ":memory:") for (const suffix of ["", "-wal", "-shm"]) makePrivate(`${target.file}${suffix}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  registerSqliteFunctions(sqlite);
  const stamp = sqliteChangeStamp(sqlite);
  const db = new Kysely<Database>({
    // No results plugin: the cached statements give rows with camelCase keys already.
    dialect: new SnakeCaseSqliteDialect({ database: withStatementCache(sqlite, stamp.wrote) }),
  });
  changeStamps.set(db, stamp.stamp);
  return db;
}

/**
 * The functions our SQL calls that SQLite lacks, on a connection: tribu_fold, the searches' fold
 * (server/db/text-search.ts). Any connection that runs or explains our statements needs them.
 */
export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function("tribu_fold", { deterministic: true }, (text: unknown) => (typeof text === "string" ? foldSearchLetters(text) : text));
}

/**
 * SQLite: total_changes() counts every row inserted, updated or deleted on our connection (those of
 * triggers and foreign-key cascades included) and data_version moves when another connection (a
 * script, a second process) commits. Two statements, each giving its one value without a row
 * object: 3.3 µs on this machine where one `select … from pragma_data_version` took 5.5 µs. Every
 * kept read asks for it twice (its session, its answer), which under load was 16 µs of a kept
 * module list's CPU (issue 38): so the stamp is taken once per turn of the event loop, forgotten as
 * soon as this connection writes (withStatementCache says so before the write runs) and at the end
 * of the turn. Another connection's commit is therefore seen from the next turn on, and that is
 * enough: the requests of one turn are those that had arrived when it began, so one sent after the
 * commit is read on a later turn and sees it (tests/api/read-cache.test.ts).
 */
function sqliteChangeStamp(sqlite: SQLite.Database): { stamp: ChangeStamp; wrote: () => void } {
  const changes = sqlite.prepare("select total_changes()").pluck();
  const version = sqlite.prepare("pragma data_version").pluck();
  let taken: string | undefined;
  const forget = () => {
    taken = undefined;
  };
  return {
    stamp: () => {
      if (taken === undefined) {
        taken = `${changes.get() as number}:${version.get() as number}`;
        setImmediate(forget);
      }
      return taken;
    },
    wrote: forget,
  };
}

/**
 * PostgreSQL: the current snapshot (xmin:xmax:in-progress ids) names the set of finished
 * transactions, so it changes as soon as a transaction that wrote anything commits or aborts, from
 * any connection. One short round trip.
 */
export function postgresChangeStamp(pool: Pick<Pool, "query">): () => Promise<string> {
  // pg_current_snapshot() is PostgreSQL 13+; txid_current_snapshot() is the same value under its older name.
  let query = "select pg_current_snapshot()::text as snapshot";
  return async () => {
    try {
      const result = await pool.query<{ snapshot: string }>(query);
      return result.rows[0]?.snapshot ?? "";
    } catch (error) {
      const undefinedFunction = (error as { code?: string }).code === "42883";
      if (!undefinedFunction || query.includes("txid_")) throw error;
      query = "select txid_current_snapshot()::text as snapshot";
      const result = await pool.query<{ snapshot: string }>(query);
      return result.rows[0]?.snapshot ?? "";
    }
  };
}

/**
 * PostgreSQL: one change-stamp query for every read that asks in the same turn of the event loop
 * (issue 24). Each kept read asks for the stamp before it answers, a round trip to the database;
 * under load, dozens ask at once. Those that ask before the query is sent share it; the query goes
 * out on the next turn, after all of them arrived, so the snapshot it reads is never older than any
 * of them: whatever had committed when a read arrived is seen by it. A read that arrives once the
 * query is out waits for the next one.
 */
export function sharedByWaitingCallers(stamp: () => Promise<string>): () => Promise<string> {
  let waiting: Promise<string> | undefined;
  return () => {
    if (waiting) return waiting;
    const next = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      waiting = undefined;
      return stamp();
    });
    waiting = next;
    return next;
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing was a tenth of the server's CPU time
 * on a dashboard read (npm run bench). Our queries repeat, so the last 500 prepared statements are
 * kept (least recently used dropped). Safe: Kysely runs one query at a time on this connection, so
 * a statement is never used twice at once, and SQLite re-prepares a statement after a schema change.
 * Each reading statement gives its rows with camelCase keys (camelCaseRows).
 */
function withStatementCache(sqlite: SQLite.Database, onWrite: () => void, size = 500): SqliteDatabase {
  const cache = new Map<string, { statement: ReturnType<typeof camelCaseRows>; writes: boolean }>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let entry = cache.get(sql);
      if (entry) {
        cache.delete(sql);
      } else {
        const prepared = sqlite.prepare(sql);
        // `readonly` is SQLite's own answer (an INSERT … RETURNING reads and writes: not readonly).
        entry = { statement: camelCaseRows(prepared as unknown as Parameters<typeof camelCaseRows>[0]), writes: !prepared.readonly };
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, entry);
      // Kysely's driver runs the statement right after preparing it, in the same synchronous step.
      if (entry.writes) onWrite();
      return entry.statement;
    },
  };
}
