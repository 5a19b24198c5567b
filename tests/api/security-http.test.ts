import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, clientDir } from "../../server/app.js";
import { loadConfig } from "../../server/config.js";
import { migrateToLatest } from "../../server/db/migrator.js";
import type { Db } from "../../server/db/connection.js";
import { failedSignInKey, maxFailedSignInTargets, pruneAuditLog, recordFailedSignIn } from "../../server/lib/audit.js";
import { startAuditRetention } from "../../server/ops/audit-retention.js";
import { nextAddress, RawBody, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";

// Issue 19, "The HTTP server": timeouts, Cache-Control on every API answer, and an audit log that
// anonymous failed sign-ins cannot grow without bound (counted per address and hour, with retention).

const day = 24 * 60 * 60 * 1000;

// ---- raw sockets against a listening server ----

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" }, () => resolve(socket));
    socket.once("error", reject);
  });
}

type Watch = { received: () => string; closed: (limitMs: number) => Promise<number | null> };

/** Watches a socket from now: what it receives, and after how many ms the server closes it (null: still open at the limit). */
function watch(socket: Socket): Watch {
  const started = Date.now();
  const chunks: Buffer[] = [];
  let closedAt: number | null = null;
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", () => {});
  const closing = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  void closing.then(() => {
    closedAt = Date.now() - started;
  });
  return {
    received: () => Buffer.concat(chunks).toString("utf8"),
    async closed(limitMs) {
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, Math.max(0, limitMs - (Date.now() - started))))]);
      if (closedAt === null) socket.destroy();
      return closedAt;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("HTTP server timeouts", () => {
  it("by default a request's headers must arrive within 30 s; a whole request (a 10 MB upload at 0.5 Mbit/s) has minutes; idle keep-alive closes within 5 to 10 s", () => {
    const { http } = loadConfig({});
    expect(http.headersTimeoutMs).toBeGreaterThan(0);
    expect(http.headersTimeoutMs).toBeLessThanOrEqual(30_000);
    const tenMegabytesAtHalfAMegabit = ((10 * 1024 * 1024 * 8) / 500_000) * 1000; // about 168 s
    expect(http.requestTimeoutMs).toBeGreaterThanOrEqual(tenMegabytesAtHalfAMegabit);
    expect(http.requestTimeoutMs).toBeLessThanOrEqual(600_000);
    expect(http.keepAliveTimeoutMs).toBeGreaterThanOrEqual(5_000);
    expect(http.keepAliveTimeoutMs).toBeLessThanOrEqual(10_000);
  });

  it("the timeouts are configurable, and a headers timeout over 30 s or over the request timeout stops start-up", () => {
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: "5", HTTP_REQUEST_TIMEOUT_SECONDS: "600", HTTP_KEEP_ALIVE_SECONDS: "7" }).http).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 600_000,
      keepAliveTimeoutMs: 7_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: "60" })).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS: debe ser como mucho 30 segundos/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: "20", HTTP_REQUEST_TIMEOUT_SECONDS: "10" })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS: no puede ser mayor que HTTP_REQUEST_TIMEOUT_SECONDS/,
    );
  });

  describe("the server as installed", () => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await createTestPlatform();
    });
    afterAll(async () => {
      await platform.close();
    });

    it("the Node server carries them: headers ≤ 30 s and checked often enough to drop within 30 s, a request timeout, keep-alive ≤ 10 s, an idle-socket timeout", () => {
      const server = platform.app.server as typeof platform.app.server & { connectionsCheckingInterval?: number };
      expect(server.headersTimeout).toBeLessThanOrEqual(30_000);
      // Node only looks at the headers timeout every connectionsCheckingInterval (30 s by default).
      expect(server.headersTimeout + (server.connectionsCheckingInterval ?? 30_000)).toBeLessThanOrEqual(30_000);
      expect(server.requestTimeout).toBe(platform.config.http.requestTimeoutMs);
      expect(server.requestTimeout).toBeGreaterThan(server.headersTimeout);
      expect(server.keepAliveTimeout).toBeLessThanOrEqual(10_000);
      expect(server.timeout).toBeGreaterThan(0);
    });
  });

  describe("a listening server with short timeouts (headers 1 s, request 3 s, keep-alive 1 s)", () => {
    let platform: TestPlatform;
    let port: number;
    beforeAll(async () => {
      platform = await createTestPlatform({ HTTP_HEADERS_TIMEOUT_SECONDS: "1", HTTP_REQUEST_TIMEOUT_SECONDS: "3", HTTP_KEEP_ALIVE_SECONDS: "1" });
      await createFirstAdmin(platform);
      port = await listen(platform.app);
    });
    afterAll(async () => {
      await platform.close();
    });

    it("a client that sends half a header and waits is answered 408 and dropped", async () => {
      const socket = await open(port);
      const seen = watch(socket);
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: ");
      const closedAfter = await seen.closed(4_000);
      expect(closedAfter, "the half-header connection was still open after 4 s").not.toBeNull();
      expect(closedAfter).toBeGreaterThanOrEqual(900);
      expect(seen.received()).toMatch(/^HTTP\/1\.1 408/);
    });

    it("headers sent a byte at a time, slower than the headers timeout, are dropped too", async () => {
      const socket = await open(port);
      const seen = watch(socket);
      const header = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";
      const dripping = (async () => {
        for (const char of header) {
          if (socket.destroyed) return;
          socket.write(char);
          await sleep(100);
        }
      })();
      const closedAfter = await seen.closed(4_000);
      await dripping;
      expect(closedAfter, "the slow-header connection was still open after 4 s").not.toBeNull();
      expect(seen.received()).not.toMatch(/200 OK/);
    });

    it("a body that takes longer than the headers timeout (but less than the request timeout) still gets its answer", async () => {
      const socket = await open(port);
      const seen = watch(socket);
      const body = JSON.stringify({ email: "lenta@tribu.test", password: "conexion-lenta-1" });
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      const pieces = 8;
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < pieces; i++) {
        await sleep(250); // 2 s in all: twice the headers timeout
        socket.write(body.slice(i * size, (i + 1) * size));
      }
      await seen.closed(3_000);
      expect(seen.received()).toMatch(/^HTTP\/1\.1 401/);
      expect(seen.received()).toContain("Correo o contraseña incorrectos");
    });

    it("a body that never finishes is dropped after the request timeout", async () => {
      const socket = await open(port);
      const seen = watch(socket);
      socket.write("POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
      const dripping = (async () => {
        while (!socket.destroyed) {
          socket.write(" ");
          await sleep(200);
        }
      })();
      const closedAfter = await seen.closed(6_000);
      await dripping;
      expect(closedAfter, "the never-ending body was still being read after 6 s").not.toBeNull();
      expect(closedAfter).toBeGreaterThanOrEqual(2_900);
    });

    it("an idle keep-alive connection is closed after the keep-alive timeout", async () => {
      const socket = await open(port);
      const seen = watch(socket);
      socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      const closedAfter = await seen.closed(4_000);
      expect(seen.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(seen.received().toLowerCase()).toContain("keep-alive: timeout=1");
      expect(closedAfter, "the idle keep-alive connection was still open after 4 s").not.toBeNull();
    });
  });
});

// ---- Cache-Control ----

describe("every API and tRPC answer carries Cache-Control: no-store", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let parent: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: "20" });
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher", {}, ownAddress());
    parent = await signedIn(platform, "parent", {}, ownAddress());
  });
  afterAll(async () => {
    await platform.close();
  });

  /** An address of its own for a request, so the general rate limit of this suite (20 a minute) does not interfere. */
  const ownAddress = () => ({ remoteAddress: nextAddress() });

  it("REST answers: success, 400, 401, 403, 404, 413 and a malformed body", async () => {
    const answers = {
      health: await rest(platform, "GET", "/api/health", undefined, ownAddress()),
      setup: await rest(platform, "GET", "/api/setup", undefined, ownAddress()),
      users: await rest(admin, "GET", "/api/users", undefined, ownAddress()),
      wrongPassword: await rest(platform, "POST", "/api/login", { email: "nadie@tribu.test", password: "no-es-esta-1" }, ownAddress()),
      badInput: await rest(platform, "POST", "/api/login", { email: "no-es-correo" }, ownAddress()),
      malformed: await rest(platform, "POST", "/api/login", new RawBody("{no es json"), ownAddress()),
      anonymous: await rest(platform, "GET", "/api/users", undefined, ownAddress()),
      forbidden: await rest(teacher, "GET", "/api/audit", undefined, ownAddress()),
      unknownRoute: await rest(platform, "GET", "/api/no-existe", undefined, ownAddress()),
      apiRoot: await rest(platform, "GET", "/api", undefined, ownAddress()),
      unknownRecord: await rest(admin, "GET", "/api/payments/999999/file", undefined, ownAddress()),
      tooLarge: await rest(platform, "POST", "/api/login", { email: "a@b.co", password: "x".repeat(1_100_000) }, ownAddress()),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.statusCode]))).toEqual({
      health: 200,
      setup: 200,
      users: 200,
      wrongPassword: 401,
      badInput: 400,
      malformed: 400,
      anonymous: 401,
      forbidden: 403,
      unknownRoute: 404,
      apiRoot: 404,
      unknownRecord: 404,
      tooLarge: 413,
    });
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers["cache-control"], name).toBe("no-store");
    }
  });

  it("tRPC answers: a query, an unauthorised call, an unknown procedure and a refused batch", async () => {
    const answers = {
      query: await rest(platform, "GET", "/trpc/setup.info", undefined, ownAddress()),
      authed: await rest(admin, "GET", "/trpc/audit.list", undefined, ownAddress()),
      anonymous: await rest(platform, "GET", "/trpc/audit.list", undefined, ownAddress()),
      forbidden: await rest(teacher, "GET", "/trpc/audit.list", undefined, ownAddress()),
      unknown: await rest(platform, "GET", "/trpc/no.existe", undefined, ownAddress()),
      badInput: await rest(platform, "POST", "/trpc/auth.login", { email: "x" }, ownAddress()),
      batchRefused: await rest(platform, "GET", `/trpc/auth.login,setup.info?batch=1&input=${encodeURIComponent("{}")}`, undefined, ownAddress()),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.statusCode]))).toEqual({
      query: 200,
      authed: 200,
      anonymous: 401,
      forbidden: 403,
      unknown: 404,
      badInput: 400,
      batchRefused: 400,
    });
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers["cache-control"], name).toBe("no-store");
      expect(response.headers["content-type"], name).toMatch(/^application\/json/);
    }
  });

  it("the general rate limit's 429, on REST and on tRPC", async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i++) expect((await rest(platform, "GET", "/api/setup", undefined, { remoteAddress: address })).statusCode).not.toBe(429);
    const overRest = await rest(platform, "GET", "/api/setup", undefined, { remoteAddress: address });
    const overTrpc = await rest(platform, "GET", "/trpc/setup.info", undefined, { remoteAddress: address });
    expect([overRest.statusCode, overTrpc.statusCode]).toEqual([429, 429]);
    expect(overRest.headers["cache-control"]).toBe("no-store");
    expect(overTrpc.headers["cache-control"]).toBe("no-store");
  });

  it("a stored file keeps its own 'private, no-store'", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
    const receipt = await upload(parent, "POST", "/api/payments", { month: "05", year: String(new Date().getFullYear()), parentId: String(parent.id) }, { name: "mayo.pdf", content: pdf }, ownAddress());
    expect(receipt.statusCode).toBe(201);
    const file = await rest(parent, "GET", `/api/payments/${receipt.json().payment.id}/file`, undefined, ownAddress());
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("private, no-store");
  });

  it.skipIf(!existsSync(join(clientDir, "index.html")))("the web client keeps its caching: index.html and deep links no-cache, hashed assets immutable", async () => {
    const web = await buildApp({ config: platform.config, db: platform.db, services: platform.services, serveClient: true });
    try {
      const index = await web.inject({ method: "GET", url: "/" });
      const deepLink = await web.inject({ method: "GET", url: "/dashboard/users" });
      const html = index.body;
      const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
      expect(asset).toBeDefined();
      const script = await web.inject({ method: "GET", url: asset as string });
      expect([index.statusCode, deepLink.statusCode, script.statusCode]).toEqual([200, 200, 200]);
      expect(index.headers["cache-control"]).toBe("no-cache");
      expect(deepLink.headers["cache-control"]).toBe("no-cache");
      expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    } finally {
      await web.close();
    }
  });
});

// ---- failed sign-ins counted per address and hour ----

type AuditEntry = {
  id: number;
  action: string;
  actionLabel: string;
  objectType: string | null;
  objectId: number | null;
  address: string | null;
  count: number;
  at: string;
  details: { count?: number; reason?: string; userIds?: number[]; emails?: string[]; otherTargets?: boolean; firstAt?: string };
};

type AuditRow = { id: number; occurrences: number; details: string; address: string | null; objectId: number | null; createdAt: string };

async function failedRows(db: Db, address: string): Promise<AuditRow[]> {
  return db
    .selectFrom("auditLog")
    .select(["id", "occurrences", "details", "address", "objectId", "createdAt"])
    .where("action", "=", "auth.login_failed")
    .where("address", "=", address)
    .orderBy("id")
    .execute();
}

describe("anonymous failed sign-ins are counted, one audit row per address and hour", () => {
  let platform: TestPlatform;
  let admin: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
  });
  afterAll(async () => {
    await platform.close();
  });

  async function auditEntries(address: string): Promise<AuditEntry[]> {
    const response = await rest(admin, "GET", "/api/audit?action=auth.login_failed&pageSize=100");
    expect(response.statusCode).toBe(200);
    return (response.json().entries as AuditEntry[]).filter((entry) => entry.address === address);
  }

  it("200 concurrent failures from one address make one row with count 200", async () => {
    const target = await createUser(platform, { role: "parent" });
    const address = nextAddress();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        recordFailedSignIn(platform.db, { address, userId: target.id, reason: i === 199 ? "too_many_attempts" : "wrong_password", email: target.email }),
      ),
    );
    const rows = await failedRows(platform.db, address);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.occurrences).toBe(200);
    const [entry] = await auditEntries(address);
    expect(entry).toMatchObject({ count: 200, actionLabel: "Inicio de sesión fallido", objectType: "user", objectId: target.id });
    expect(entry?.details).toMatchObject({ count: 200, userIds: [target.id], emails: [] });
    expect(["wrong_password", "too_many_attempts"]).toContain(entry?.details.reason);
    // The typed email of an existing account is not kept: the account id says it.
    expect(JSON.stringify(entry)).not.toContain(target.email);
  });

  it("the same count over tRPC, and sign-ins over HTTP add to the row of their address", async () => {
    const target = await createUser(platform, { role: "student" });
    const address = nextAddress();
    for (const password of ["intento-uno-1", "intento-dos-2", "intento-tres-3"]) {
      const response = await rest(platform, "POST", "/api/login", { email: target.email, password }, { remoteAddress: address });
      expect(response.statusCode).toBe(401);
    }
    const unknown = await rest(platform, "POST", "/api/login", { email: "Nadie.Existe@tribu.test", password: "intento-cuatro-4" }, { remoteAddress: address });
    expect(unknown.statusCode).toBe(401);
    expect(await failedRows(platform.db, address)).toHaveLength(1);
    const trpc = await trpcQuery(platform.app, "audit.list", { action: "auth.login_failed", pageSize: 100 }, bearer(admin.token));
    expect(trpc.statusCode).toBe(200);
    const entry = (trpc.json().result.data.entries as AuditEntry[]).find((e) => e.address === address);
    // Two targets (an account and an unknown email): the row names both and no single object.
    expect(entry).toMatchObject({ count: 4, objectType: null, objectId: null, details: { count: 4, reason: "unknown_email", userIds: [target.id], emails: ["nadie.existe@tribu.test"] } });
    expect(JSON.stringify(entry)).not.toContain("intento-");
  });

  it("different addresses and different hours make separate rows", async () => {
    const target = await createUser(platform, { role: "teacher" });
    const [a, b] = [nextAddress(), nextAddress()];
    const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const lastHour = new Date(thisHour.getTime() - 60_000); // a minute before this hour began
    const laterThisHour = new Date(thisHour.getTime() + 60_000);
    const attempt = (address: string, now: Date) => recordFailedSignIn(platform.db, { address, userId: target.id, reason: "wrong_password", email: target.email }, now);
    await Promise.all([attempt(a, thisHour), attempt(a, laterThisHour), attempt(b, thisHour), attempt(a, lastHour), attempt(a, lastHour)]);
    const rowsA = await failedRows(platform.db, a);
    const rowsB = await failedRows(platform.db, b);
    expect(rowsA.map((r) => r.occurrences).sort()).toEqual([2, 2]);
    expect(rowsB.map((r) => r.occurrences)).toEqual([1]);
    // The row's time is its latest attempt; the first is in the details.
    const current = rowsA.find((r) => r.createdAt >= thisHour.toISOString());
    expect(current?.createdAt).toBe(laterThisHour.toISOString());
    expect(JSON.parse(current?.details ?? "{}").firstAt).toBe(thisHour.toISOString());
    expect(failedSignInKey(a, thisHour)).not.toBe(failedSignInKey(a, lastHour));
    expect(failedSignInKey(a, thisHour)).not.toBe(failedSignInKey(b, thisHour));
  });

  it("an earlier attempt that commits last does not move the row's time back", async () => {
    const target = await createUser(platform, { role: "teacher" });
    const address = nextAddress();
    const thisHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const later = new Date(thisHour.getTime() + 120_000);
    const attempt = (now: Date) => recordFailedSignIn(platform.db, { address, userId: target.id, reason: "wrong_password", email: target.email }, now);
    await attempt(later);
    await attempt(thisHour);
    const [row] = await failedRows(platform.db, address);
    expect(row?.createdAt).toBe(later.toISOString());
    expect(JSON.parse(row?.details ?? "{}").firstAt).toBe(thisHour.toISOString());
  });

  it("a row names at most a few accounts and emails, however many are tried", async () => {
    const address = nextAddress();
    const accounts = await Promise.all(Array.from({ length: 8 }, () => createUser(platform, { role: "parent" })));
    await Promise.all([
      ...accounts.map((account) => recordFailedSignIn(platform.db, { address, userId: account.id, reason: "wrong_password", email: account.email })),
      ...Array.from({ length: 40 }, (_, i) =>
        recordFailedSignIn(platform.db, { address, userId: null, reason: "unknown_email", email: `sondeo.${i}.${"x".repeat(200)}@tribu.test` }),
      ),
    ]);
    const [row] = await failedRows(platform.db, address);
    expect(row?.occurrences).toBe(48);
    const details = JSON.parse(row?.details ?? "{}");
    expect(details.userIds.length).toBeLessThanOrEqual(maxFailedSignInTargets);
    expect(details.emails.length).toBeLessThanOrEqual(maxFailedSignInTargets);
    expect(details.otherTargets).toBe(true);
    expect(row?.details.length).toBeLessThan(2000);
    expect(row?.objectId).toBeNull();
  });

  it("erasing a student anonymises a row that names her account among others tried from that address; the count stays", async () => {
    const student = await createUser(platform, { role: "student", firstName: "Berta", lastName: "Borrada" });
    const other = await createUser(platform, { role: "parent" });
    const address = nextAddress();
    const now = new Date();
    for (const userId of [other.id, student.id, other.id]) {
      await recordFailedSignIn(platform.db, { address, userId, reason: "wrong_password", email: "no-se-guarda@tribu.test" }, now);
    }
    const erased = await rest(admin, "POST", `/api/students/${student.id}/erase`, { confirmation: "Berta Borrada" });
    expect(erased.statusCode).toBe(200);
    const [row] = await platform.db
      .selectFrom("auditLog")
      .select(["occurrences", "details", "address", "objectId"])
      .where("aggregateKey", "=", failedSignInKey(address, now))
      .execute();
    expect(row).toEqual({ occurrences: 3, details: JSON.stringify({ anonimizado: true }), address: null, objectId: null });
  });

  it("ordinary audit entries stay one row each, with count 1", async () => {
    const user = await createUser(platform, { role: "teacher" });
    const address = nextAddress();
    await signIn(platform.app, user.email, user.password, address);
    await signIn(platform.app, user.email, user.password, address);
    const response = await rest(admin, "GET", "/api/audit?action=auth.login&pageSize=100");
    const mine = (response.json().entries as AuditEntry[]).filter((e) => e.address === address);
    expect(mine.map((e) => e.count)).toEqual([1, 1]);
  });
});

// ---- retention ----

describe("the audit log's retention (AUDIT_RETENTION_DAYS, default 730 days)", () => {
  const entry = (daysAgo: number, action = "user.role_changed") => ({
    createdAt: new Date(Date.now() - daysAgo * day).toISOString(),
    actorId: null,
    actorRole: null,
    action,
    objectType: null,
    objectId: null,
    address: null,
    details: JSON.stringify({ daysAgo }),
  });

  async function ages(db: Db): Promise<number[]> {
    const rows = await db.selectFrom("auditLog").select("details").execute();
    return rows.map((r) => JSON.parse(r.details).daysAgo as number).filter((n) => n !== undefined).sort((x, y) => x - y);
  }

  it("defaults to two years, at least 30 days", () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "90" }).auditRetentionDays).toBe(90);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "10" })).toThrow(/AUDIT_RETENTION_DAYS: debe ser al menos 30 días/);
  });

  it("at start, entries older than the retention are deleted and the others kept", async () => {
    const platform = await createTestPlatform(
      {},
      {
        beforeOpen: async (db) => {
          await migrateToLatest(db);
          await db.insertInto("auditLog").values([entry(1), entry(729), entry(731), entry(1200, "auth.login_failed")]).execute();
        },
      },
    );
    try {
      expect(await ages(platform.db)).toEqual([1, 729]);
    } finally {
      await platform.close();
    }
  });

  it("pruneAuditLog deletes only what is older than the retention", async () => {
    const platform = await createTestPlatform({ AUDIT_RETENTION_DAYS: "30" });
    try {
      await platform.db.insertInto("auditLog").values([entry(0), entry(29), entry(31), entry(400)]).execute();
      expect(await pruneAuditLog(platform.db, 30)).toBe(2);
      expect(await ages(platform.db)).toEqual([0, 29]);
      expect(await pruneAuditLog(platform.db, 30)).toBe(0);
      // The audit screen says how long entries are kept.
      const response = await rest(await firstAdmin(platform), "GET", "/api/audit");
      expect(response.json().retentionDays).toBe(30);
    } finally {
      await platform.close();
    }
  });

  it("runs again on its timer until stopped", async () => {
    const platform = await createTestPlatform();
    try {
      const logged: string[] = [];
      const stop = await startAuditRetention(platform.db, 730, { info: (m) => logged.push(m), error: (m) => logged.push(m) }, 50);
      await platform.db.insertInto("auditLog").values(entry(800)).execute();
      for (let i = 0; i < 100 && (await ages(platform.db)).includes(800); i++) await sleep(50);
      expect(await ages(platform.db)).not.toContain(800);
      expect(logged.some((m) => m.includes("borradas 1 entradas"))).toBe(true);
      await stop();
      await platform.db.insertInto("auditLog").values(entry(900)).execute();
      await sleep(200);
      expect(await ages(platform.db)).toContain(900);
    } finally {
      await platform.close();
    }
  });
});
