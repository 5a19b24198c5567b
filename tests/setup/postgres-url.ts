/** Where the postgres project finds its server: TEST_PG_URL, or the local trust-auth default. */
export const defaultPgUrl = "postgres://127.0.0.1:5432/postgres";

/**
 * TEST_PG_URL or the default. A URL without a user name gets PGUSER, USER or "postgres", as psql
 * would pick (node-postgres refuses to connect when it finds no user name at all).
 */
export function adminPgUrl(): string {
  const url = new URL(process.env.TEST_PG_URL?.trim() || defaultPgUrl);
  if (!url.username) url.username = process.env.PGUSER || process.env.USER || "postgres";
  return url.toString();
}

/** Same server and credentials as the admin URL, another database. */
export function pgUrlForDatabase(database: string): string {
  const url = new URL(adminPgUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export function unreachableMessage(url: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  return [
    `PostgreSQL is not reachable at ${shown} (${reason}).`,
    "The postgres test project needs a running PostgreSQL server; it does not skip.",
    "Start one (trust auth on 127.0.0.1:5432) or point TEST_PG_URL at a reachable server,",
    "or run only the other projects: npx vitest run --project unit --project sqlite",
  ].join("\n");
}
