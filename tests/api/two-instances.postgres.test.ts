import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleDailyBackups } from "../../server/ops/backup-schedule.js";
import { schoolDayStart, schoolToday } from "../../common/format.js";
import { createThrottles } from "../../server/lib/throttles.js";
import { rest, withToken } from "../setup/as-role.js";
import { nextAddress, trpcQuery } from "../setup/http.js";
import { bearer, createEmptyPostgresDatabase, createTestPlatform, createUser, signIn, type TestPlatform, uniqueEmail } from "../setup/test-platform.js";

/**
 * Issue 24: two Tribu processes behind one address, on one PostgreSQL database, one Redis and one
 * data folder, behave as one school. Both instances are built here as production builds them
 * (migrations, services, read cache on) and started at the same moment; each request goes to one
 * of them, as a reverse proxy would send it. Runs only in the postgres project and fails, never
 * skips, without PostgreSQL (127.0.0.1:5432 or TEST_PG_URL) and Redis (127.0.0.1:6379 or TEST_REDIS_URL).
 */

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const namespace = `tribu-test-${randomBytes(6).toString("hex")}`;
const inspector = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const dataDir = mkdtempSync(join(tmpdir(), "tribu-two-"));
const adminEmail = uniqueEmail("admin");
const adminPassword = "luna-naranja-2026";

let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let a: TestPlatform;
let b: TestPlatform;

beforeAll(async () => {
  await inspector.connect();
  expect(await inspector.ping()).toBe("PONG");
  database = await createEmptyPostgresDatabase();
  // One setting file for both, as two systemd units would share one EnvironmentFile.
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(36).toString("base64url"), ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword };
  const instance = () =>
    createTestPlatform(env, {
      shared: { databaseUrl: database.url, dataDir },
      throttles: createThrottles({ redisUrl, namespace, limits: { requestsPerMinute: 0 }, sleep: async () => {} }),
    });
  // Started at the same moment on an empty database: both migrate, both look for the first admin.
  const started = await Promise.allSettled([instance(), instance()]);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    // The one that did start lets go of the database before it is dropped.
    for (const result of started) if (result.status === "fulfilled") await result.value.close();
    throw failed.reason;
  }
  [a, b] = started.map((result) => (result as PromiseFulfilledResult<TestPlatform>).value) as [TestPlatform, TestPlatform];
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  const keys = await inspector.keys(`${namespace}:*`);
  if (keys.length > 0) await inspector.del(...keys);
  inspector.disconnect();
});

const admin = () => signIn(a.app, adminEmail, adminPassword, nextAddress());
const me = (platform: TestPlatform, token: string) => trpcQuery(platform.app, "auth.me", undefined, bearer(token));

describe("two instances on one PostgreSQL database and one Redis", () => {
  it("start together on an empty database: both answer, and ADMIN_EMAIL made one admin", async () => {
    for (const platform of [a, b]) expect((await rest(platform, "GET", "/api/health")).statusCode).toBe(200);
    const admins = await a.db.selectFrom("users").select("email").where("role", "=", "admin").execute();
    expect(admins.map((row) => row.email)).toEqual([adminEmail]);
  });

  it("a session opened on one is valid on the other", async () => {
    const session = await admin();
    const response = await me(b, session.token);
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain(adminEmail);
  });

  it("what is written through one is read at once through the other, with the read cache on in both", async () => {
    expect(a.config.readCache && b.config.readCache).toBe(true);
    const { token } = await admin();
    const list = async () => (await rest(withToken(b, token), "GET", "/api/modules?search=Nubes")).json().modules as { id: number; title: string }[];
    // Read twice through B: the second answer is B's kept one.
    expect(await list()).toEqual([]);
    expect(await list()).toEqual([]);

    const created = await rest(withToken(a, token), "POST", "/api/modules", { title: "Nubes y lluvia", description: "El ciclo del agua.", tribe: "Tribu 1", materias: [] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().module.id as number;
    expect((await list()).map((m) => m.title)).toEqual(["Nubes y lluvia"]);

    const renamed = await rest(withToken(a, token), "PUT", `/api/modules/${id}`, { title: "Nubes, lluvia y nieve", description: "El ciclo del agua.", tribe: "Tribu 1" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list()).map((m) => m.title)).toEqual(["Nubes, lluvia y nieve"]);

    expect((await rest(withToken(a, token), "DELETE", `/api/modules/${id}`)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it("a password changed on one ends the other sessions on both", async () => {
    const user = await createUser(a, { role: "teacher" });
    const onA = await signIn(a.app, user.email, user.password, nextAddress());
    const onB = await signIn(b.app, user.email, user.password, nextAddress());
    expect((await me(b, onA.token)).statusCode).toBe(200);
    expect((await me(b, onB.token)).statusCode).toBe(200);

    const changed = await rest(withToken(a, onA.token), "PUT", `/api/users/${user.id}`, { currentPassword: user.password, newPassword: "girasol-azul-2026" });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const platform of [a, b]) {
      expect((await me(platform, onA.token)).statusCode).toBe(401);
      expect((await me(platform, onB.token)).statusCode).toBe(401);
      expect((await me(platform, changed.json().token as string)).statusCode).toBe(200);
    }
  });

  it("wrong passwords tried on one instance count on the other: the account is locked from that address on both", async () => {
    const user = await createUser(a);
    const address = nextAddress();
    const login = (platform: TestPlatform, password: string) => rest(platform, "POST", "/api/login", { email: user.email, password }, { remoteAddress: address });
    for (let i = 0; i < 10; i++) expect((await login(a, `mala-${i}`)).statusCode).toBe(401);
    const locked = await login(b, user.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // From another address the right password still gets in through either instance.
    expect((await rest(b, "POST", "/api/login", { email: user.email, password: user.password }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it("the daily backup, due at the same moment on both, is made once", async () => {
    const backupDir = join(dataDir, "backups");
    // Both clocks read 02:59:59.700 at the school now and go on at the real pace: the 03:00 backup is due in 300 ms.
    const due = new Date(Date.parse(schoolDayStart(schoolToday())) + 3 * 3_600_000);
    const offset = due.getTime() - 300 - Date.now();
    const now = () => new Date(Date.now() + offset);
    const logged: string[] = [];
    const log = { info: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
    const stops = [a, b].map((platform) =>
      scheduleDailyBackups({ ...platform.config, backup: { dailyHour: 3, dir: backupDir, keep: 14 } }, platform.db, log, { now }),
    );
    try {
      for (let i = 0; i < 400 && logged.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      // As long again as the first one took since it was due: a second backup would have finished too.
      await new Promise((resolve) => setTimeout(resolve, Math.max(200, now().getTime() - due.getTime())));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^Copia diaria creada: /);
      expect(readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
