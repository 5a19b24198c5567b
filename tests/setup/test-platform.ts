import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type AppConfig, loadConfig } from "../../server/config.js";
import { createDb, type Db } from "../../server/db/connection.js";
import type { UserRow } from "../../server/db/schema.js";
import type { Role, UserStatus } from "../../common/school.js";
import type { DemoCredential } from "../../common/setup/setup.schema.js";
import { insertUser } from "../../server/domains/users/users.repo.js";
import type { PublicUser } from "../../common/users/users.schema.js";
import { hashPassword } from "../../server/lib/passwords.js";
import { readOrCreateSecret } from "../../server/lib/secrets.js";
import type { Throttles } from "../../server/lib/throttles.js";
import { openPlatform, type Platform } from "../../server/platform.js";
import { adminPgUrl, pgUrlForDatabase, unreachableMessage } from "./postgres-url.js";
import { migratedTemplate, waitUntilUnused } from "./postgres-template.js";

export type TestDbKind = "sqlite" | "postgres";

/** The database the API suites run on, chosen per vitest project through TEST_DB. */
export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? "sqlite";
  if (kind !== "sqlite" && kind !== "postgres") throw new Error(`TEST_DB must be sqlite or postgres, got "${kind}"`);
  return kind;
}

export type TestPlatform = Platform & {
  app: FastifyInstance;
  config: AppConfig;
  dbKind: TestDbKind;
  dataDir: string;
  /** The PostgreSQL database's URL; undefined on SQLite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Closes the app (which destroys the Kysely pool), drops the PostgreSQL database and removes DATA_DIR. */
  close(): Promise<void>;
};

export type EnvOverrides = Record<string, string | undefined>;

type FreshDb = { db: Db; drop(): Promise<void>; databaseUrl: string | undefined };

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = adminPgUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new Error(unreachableMessage(url, error));
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database of its own: already migrated (a copy of the template), or empty when `empty` (a test that runs migrations itself). */
async function freshDatabase(kind: TestDbKind, sqliteFile = ":memory:", empty = false): Promise<FreshDb> {
  if (kind === "sqlite") {
    return { db: createDb({ kind: "sqlite", file: sqliteFile }), drop: async () => {}, databaseUrl: undefined };
  }
  const template = empty ? undefined : await migratedTemplate(withAdminClient);
  const { name, drop } = await createEmptyPostgresDatabase(template);
  return { db: createDb({ kind: "postgres", url: pgUrlForDatabase(name) }), drop, databaseUrl: pgUrlForDatabase(name) };
}

/** An empty PostgreSQL database of its own (or a copy of `template`), for tests that need a second one (e.g. a restore target). */
export async function createEmptyPostgresDatabase(template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `tribu_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  return {
    name,
    url: pgUrlForDatabase(name),
    drop: () =>
      withAdminClient(async (client) => {
        // pg's pool.end() resolves before its sockets are closed. Give the backends a moment to go
        // away on their own: a FORCE drop that kills a closing connection raises an uncaught error
        // ("terminating connection due to administrator command") in this process.
        await waitUntilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/**
 * A whole platform (migrated database, services, Fastify app without listen) on a database of
 * its own. `overrides` are environment variables given to loadConfig on top of the test defaults.
 */
export async function createTestPlatform(
  overrides: EnvOverrides = {},
  options: {
    demoCredentials?: DemoCredential[];
    /** Runs on the fresh, empty (not migrated) database before openPlatform, e.g. to simulate data left by an earlier start. */
    beforeOpen?: (db: Db, dataDir: string) => Promise<void>;
    /** SQLite in DATA_DIR/tribu.sqlite (as in production) instead of in memory, e.g. for backups. */
    sqliteOnDisk?: boolean;
    /** Throttles of the test's own (a fake clock for delays, a Redis namespace). */
    throttles?: Throttles;
    /** Receives the server's log lines (JSON); pass LOG_LEVEL in `overrides` to have any. */
    logStream?: { write(line: string): void };
    /**
     * Another instance of one school: this existing PostgreSQL database and data folder, which
     * close() leaves in place for the other instances (pass the same JWT_SECRET in `overrides`).
     */
    shared?: { databaseUrl: string; dataDir: string };
  } = {},
): Promise<TestPlatform> {
  const dbKind = testDbKind();
  const shared = options.shared;
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), "tribu-test-"));
  const jwtSecret = randomBytes(36).toString("base64url"); // 48 characters
  const removeDataDir = () => {
    if (!shared) rmSync(dataDir, { recursive: true, force: true });
  };

  let config: AppConfig;
  try {
    // Suites send thousands of requests from one address; the security suites set these limits themselves.
    config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      JWT_SECRET: jwtSecret,
      RATE_LIMIT_PER_MINUTE: "0",
      REGISTRATIONS_PER_HOUR: "10000",
      ...overrides,
    });
  } catch (error) {
    removeDataDir();
    throw error;
  }

  const fresh = await (shared
    ? Promise.resolve<FreshDb>({ db: createDb({ kind: "postgres", url: shared.databaseUrl }), drop: async () => {}, databaseUrl: shared.databaseUrl })
    : freshDatabase(dbKind, options.sqliteOnDisk ? join(dataDir, "tribu.sqlite") : undefined, options.beforeOpen !== undefined)
  ).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });

  let platform: Platform;
  try {
    await options.beforeOpen?.(fresh.db, dataDir);
    platform = await openPlatform(config, {
      db: fresh.db,
      serveClient: false,
      demoCredentials: options.demoCredentials,
      throttles: options.throttles,
      logStream: options.logStream,
    });
  } catch (error) {
    await fresh.db.destroy().catch(() => {});
    await fresh.drop().catch(() => {});
    removeDataDir();
    throw error;
  }

  let closed = false;
  return {
    ...platform,
    config,
    dbKind,
    dataDir,
    databaseUrl: fresh.databaseUrl,
    // Without JWT_SECRET (an override of undefined) the platform uses the secret file in DATA_DIR.
    jwtSecret: config.jwtSecret ?? readOrCreateSecret(dataDir, "jwt-secret"),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await platform.app.close(); // its onClose hook destroys the Kysely pool
      } finally {
        await fresh.drop();
        removeDataDir();
      }
    },
  };
}

let emailCounter = 0;

/** An address no other test in the run uses. */
export function uniqueEmail(prefix = "user"): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${randomBytes(3).toString("hex")}@tribu.test`;
}

export const defaultTestPassword = "clave-segura-123";

/**
 * One argon2 hash per password for the users a test inserts straight into the database: a hash
 * costs about 25 ms of CPU at the production parameters, and the suites insert thousands of users.
 * Sign-in still verifies a real hash made with those parameters (salted once per password instead of
 * once per user), and the services that hash a password (register, first admin, password change)
 * still hash it themselves.
 */
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type TestUser = { id: number; email: string; password: string; role: Role; row: UserRow };

/** Inserts a user of any role and status straight into the database (no HTTP, no throttle). */
export async function createUser(
  platform: Pick<Platform, "db">,
  fields: {
    role?: Role;
    status?: UserStatus;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    tribe?: string | null;
  } = {},
): Promise<TestUser> {
  const role = fields.role ?? "student";
  const email = fields.email ?? uniqueEmail(role);
  const password = fields.password ?? defaultTestPassword;
  const now = new Date().toISOString();
  const row = await insertUser(platform.db, {
    email,
    passwordHash: await testPasswordHash(password),
    firstName: fields.firstName ?? "Prueba",
    lastName: fields.lastName ?? role.charAt(0).toUpperCase() + role.slice(1),
    role,
    status: fields.status ?? "active",
    tribe: fields.tribe ?? null,
    groupName: null,
    avatar: null,
    createdAt: now,
    updatedAt: now,
  });
  return { id: row.id, email, password, role, row };
}

export type TestSession = { user: PublicUser; token: string; email: string; password: string };

/** Creates the first admin through the setup service, exactly as the first-run screen does. */
export async function createFirstAdmin(
  platform: Pick<Platform, "services">,
  fields: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<TestSession> {
  const email = fields.email ?? uniqueEmail("admin");
  const password = fields.password ?? defaultTestPassword;
  const session = await platform.services.setup.createFirstAdmin({
    email,
    password,
    firstName: fields.firstName ?? "Ana",
    lastName: fields.lastName ?? "Administradora",
  });
  return { ...session, email, password };
}

/** Signs in through POST /api/login and returns the session; fails the test on any other answer. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<TestSession> {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress });
  if (response.statusCode !== 200) {
    throw new Error(`signIn(${email}) expected 200, got ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as { user: PublicUser; token: string };
  return { ...body, email, password };
}

export const allRoles: readonly Role[] = ["admin", "teacher", "student", "parent", "coordinator", "user"];

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
