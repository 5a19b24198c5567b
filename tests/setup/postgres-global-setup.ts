import pg from "pg";
import { adminPgUrl, unreachableMessage } from "./postgres-url.js";

/** Runs once before the postgres project: an unreachable server fails the run with a clear message. */
export default async function checkPostgres(): Promise<void> {
  const url = adminPgUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(unreachableMessage(url, error));
  } finally {
    await client.end().catch(() => {});
  }
}
