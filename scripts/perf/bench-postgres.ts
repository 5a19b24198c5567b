/**
 * The PostgreSQL database of one `npm run bench` run: tribu_bench_<pid> on the server the tests use
 * (TEST_PG_URL, or trust auth on 127.0.0.1:5432; tests/setup/postgres-url.ts), created empty at the
 * start and dropped at the end. Databases left by a run that was killed (its pid no longer running)
 * are dropped first.
 */
import pg from "pg";
import { adminPgUrl, pgUrlForDatabase } from "../../tests/setup/postgres-url.js";

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminPgUrl(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // Give the servers' pools a moment to close their connections on their own first.
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
    if ((rows[0]?.n ?? 0) === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A new empty database, or why there is none (PostgreSQL not reachable). */
export async function createBenchDatabase(): Promise<BenchDatabase | { unreachable: string }> {
  const name = `tribu_bench_${process.pid}`;
  try {
    await withAdminClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'tribu\\_bench\\_%'");
      for (const { datname } of rows) {
        const pid = Number(datname.slice("tribu_bench_".length));
        if (datname === name || (Number.isInteger(pid) && !isRunning(pid))) await dropDatabase(client, datname);
      }
      await client.query(`CREATE DATABASE ${name}`);
    });
  } catch (error) {
    const shown = adminPgUrl().replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
    return { unreachable: `PostgreSQL no responde en ${shown} (${error instanceof Error ? error.message : String(error)})` };
  }
  return { name, url: pgUrlForDatabase(name), drop: () => withAdminClient((client) => dropDatabase(client, name)) };
}
