import pg from "pg";
import { adminPgUrl, unreachableMessage } from "./postgres-url.js";

/**
 * Setup file of the postgres project. An unreachable server fails every postgres test file with
 * a clear message (the unit and sqlite projects still run); it never skips.
 */
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
