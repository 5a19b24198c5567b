/**
 * Issue 38's uncached goal compares an answer's server CPU with "the time its SQL statements take
 * when run directly on the same database". This opens the platform in this process on the bench's
 * school (READ_CACHE=off, no listen), asks each read once as its account through app.inject,
 * records every statement Kysely's executor runs (the same hook as tests/api/query-plans.test.ts),
 * then runs those statements with their parameters straight on the database, better-sqlite3 or pg,
 * many times, and gives the median time of one read's statements.
 */
import SQLite from "better-sqlite3";
import type { CompiledQuery } from "kysely";
import pg from "pg";
import { loadConfig } from "../../server/config.js";
import { registerSqliteFunctions } from "../../server/db/connection.js";
import { demoPassword } from "../../server/ops/demo-school.js";
import { openPlatform } from "../../server/platform.js";

export type SqlRead = { name: string; email: string; url: string };
export type SqlTime = { statements: number; sqlUs: number };

type Executor = { executeQuery(query: CompiledQuery, ...rest: unknown[]): Promise<unknown> };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Statements that only read: what the read itself asks (a read that also writes, e.g. a last-seen stamp, is timed without the write). */
const reads = (statements: CompiledQuery[]) => statements.filter((s) => /^\s*(with|select)\b/i.test(s.sql));

export async function sqlTimes(options: { dataDir: string; databaseUrl?: string; reads: SqlRead[]; reps?: number }): Promise<Map<string, SqlTime>> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    READ_CACHE: "off",
    DEMO_MODE: "1",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "silent",
  });
  const platform = await openPlatform(config, { serveClient: false });
  const captured = new Map<string, CompiledQuery[]>();
  try {
    const tokens = new Map<string, string>();
    for (const email of new Set(options.reads.map((r) => r.email))) {
      const res = await platform.app.inject({ method: "POST", url: "/api/login", payload: { email, password: demoPassword } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      tokens.set(email, (res.json() as { token: string }).token);
    }
    const proto = Object.getPrototypeOf((platform.db as unknown as { getExecutor(): Executor }).getExecutor()) as Executor;
    const original = proto.executeQuery;
    for (const read of options.reads) {
      const seen: CompiledQuery[] = [];
      proto.executeQuery = function (this: Executor, query, ...rest) {
        seen.push(query);
        return original.call(this, query, ...rest);
      };
      try {
        const res = await platform.app.inject({ method: "GET", url: read.url, headers: { authorization: `Bearer ${tokens.get(read.email)}` } });
        if (res.statusCode !== 200) throw new Error(`${read.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      } finally {
        proto.executeQuery = original;
      }
      captured.set(read.name, reads(seen));
    }
  } finally {
    await platform.app.close();
  }
  return options.databaseUrl ? timedOnPostgres(options.databaseUrl, captured, options.reps ?? 100) : timedOnSqlite(`${options.dataDir}/tribu.sqlite`, captured, options.reps ?? 200);
}

function timedOnSqlite(file: string, captured: Map<string, CompiledQuery[]>, reps: number): Map<string, SqlTime> {
  const db = new SQLite(file, { readonly: true });
  registerSqliteFunctions(db);
  try {
    const times = new Map<string, SqlTime>();
    for (const [name, statements] of captured) {
      const prepared = statements.map((s) => ({ statement: db.prepare(s.sql), parameters: s.parameters as unknown[] }));
      const runOnce = () => {
        const began = performance.now();
        for (const { statement, parameters } of prepared) statement.all(...parameters);
        return (performance.now() - began) * 1000;
      };
      for (let i = 0; i < 10; i++) runOnce();
      times.set(name, { statements: statements.length, sqlUs: median(Array.from({ length: reps }, runOnce)) });
    }
    return times;
  } finally {
    db.close();
  }
}

async function timedOnPostgres(url: string, captured: Map<string, CompiledQuery[]>, reps: number): Promise<Map<string, SqlTime>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const times = new Map<string, SqlTime>();
    for (const [name, statements] of captured) {
      const runOnce = async () => {
        const began = performance.now();
        for (const s of statements) await client.query(s.sql, s.parameters as unknown[]);
        return (performance.now() - began) * 1000;
      };
      for (let i = 0; i < 10; i++) await runOnce();
      const samples: number[] = [];
      for (let i = 0; i < reps; i++) samples.push(await runOnce());
      times.set(name, { statements: statements.length, sqlUs: median(samples) });
    }
    return times;
  } finally {
    await client.end();
  }
}
