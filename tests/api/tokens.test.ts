import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerToken } from "../../server/trpc/context.js";
import { unauthorizedMessage } from "../setup/http.js";
import { rest, signedIn, withToken } from "../setup/as-role.js";
import { bearer, createFirstAdmin, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let key: Uint8Array;

beforeAll(async () => {
  platform = await createTestPlatform();
  key = new TextEncoder().encode(platform.jwtSecret);
  await createFirstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

function refresh(headers: Record<string, string> = {}) {
  return rest(platform, "POST", "/api/refresh", undefined, { headers });
}

function expectUnauthorized(response: Awaited<ReturnType<typeof refresh>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: "UNAUTHORIZED", message: unauthorizedMessage });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("the JWT", () => {
  it("is HS256 with a numeric exp in seconds, sub and role; it lives JWT_TTL_SECONDS", async () => {
    const session = await signedIn(platform, "student");
    expect(decodeProtectedHeader(session.token)).toMatchObject({ alg: "HS256", typ: "JWT" });
    const payload = decodeJwt(session.token);
    expect(payload.sub).toBe(String(session.user.id));
    expect(payload.role).toBe("student");
    expect(typeof payload.exp).toBe("number");
    expect(typeof payload.iat).toBe("number");
    expect(Number.isInteger(payload.exp)).toBe(true);
    // Seconds, not milliseconds: within a day of now plus the TTL.
    expect(Math.abs(Number(payload.exp) - (nowSeconds() + platform.config.jwtTtlSeconds))).toBeLessThan(5);
    // iat and exp are read from two clock calls, which may straddle a second.
    const lifetime = Number(payload.exp) - Number(payload.iat);
    expect(lifetime).toBeGreaterThanOrEqual(platform.config.jwtTtlSeconds);
    expect(lifetime).toBeLessThanOrEqual(platform.config.jwtTtlSeconds + 1);
    // Signed with the configured JWT_SECRET.
    await expect(jwtVerify(session.token, key)).resolves.toBeDefined();
  });
});

describe("POST /api/refresh", () => {
  it("answers 200 with a fresh token and the user for a valid token", async () => {
    const session = await signedIn(platform, "student");
    const response = await refresh(bearer(session.token));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toMatchObject({ id: session.user.id, email: session.email, role: "student" });
    expect(response.body).not.toMatch(/password|\$argon2/i);
    const { payload } = await jwtVerify(body.token, key);
    expect(payload).toMatchObject({ sub: String(session.user.id), role: "student" });
    expect(Number(payload.exp)).toBeGreaterThanOrEqual(Number(decodeJwt(session.token).exp));
    // The new token works in turn.
    expect((await refresh(bearer(body.token))).statusCode).toBe(200);
  });

  it("accepts the scheme in any case", async () => {
    const session = await signedIn(platform, "student");
    expect((await refresh({ authorization: `bearer ${session.token}` })).statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expectUnauthorized(await refresh());
    expectUnauthorized(await refresh({ authorization: "" }));
    expectUnauthorized(await refresh({ authorization: "Bearer" }));
    expectUnauthorized(await refresh({ authorization: "Bearer " }));
  });

  it("answers 401 for a token under another scheme", async () => {
    const session = await signedIn(platform, "student");
    expectUnauthorized(await refresh({ authorization: `Basic ${session.token}` }));
    expectUnauthorized(await refresh({ authorization: session.token }));
  });

  it.each(["not-a-token", "a.b.c", "abc.def", "....", "Bearer x"])("answers 401 for the malformed token %j", async (token) => {
    expectUnauthorized(await refresh(bearer(token)));
  });

  it('answers 401 for an unsigned token (alg "none")', async () => {
    const session = await signedIn(platform, "student");
    const token = new UnsecuredJWT({ role: "admin" })
      .setSubject(String(session.user.id))
      .setIssuedAt()
      .setExpirationTime(nowSeconds() + 3600)
      .encode();
    expectUnauthorized(await refresh(bearer(token)));
  });

  it("answers 401 for a token signed with another secret", async () => {
    const session = await signedIn(platform, "student");
    const token = await new SignJWT({ role: "student" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(session.user.id))
      .setIssuedAt()
      .setExpirationTime(nowSeconds() + 3600)
      .sign(new TextEncoder().encode(randomBytes(36).toString("base64url")));
    expectUnauthorized(await refresh(bearer(token)));
  });

  it("answers 401 for a student token whose payload was edited to say admin", async () => {
    const session = await signedIn(platform, "student");
    const [header, , signature] = session.token.split(".");
    const payload = Buffer.from(
      JSON.stringify({ ...decodeJwt(session.token), role: "admin" }),
    ).toString("base64url");
    expectUnauthorized(await refresh(bearer(`${header}.${payload}.${signature}`)));
  });

  it("answers 401 for an expired token signed with the right secret", async () => {
    const session = await signedIn(platform, "student");
    const token = await new SignJWT({ role: "student" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(session.user.id))
      .setIssuedAt(nowSeconds() - 7200)
      .setExpirationTime(nowSeconds() - 60)
      .sign(key);
    expectUnauthorized(await refresh(bearer(token)));
  });

  it("accepts a token hand-signed with the right secret (the expired case above fails only on exp)", async () => {
    const session = await signedIn(platform, "student");
    const token = await new SignJWT({ role: "student" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(session.user.id))
      .setIssuedAt()
      .setExpirationTime(nowSeconds() + 60)
      .sign(key);
    expect((await refresh(bearer(token))).statusCode).toBe(200);
  });

  it("answers 401 for a valid token of a user who does not exist", async () => {
    const token = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("999999")
      .setExpirationTime(nowSeconds() + 60)
      .sign(key);
    expectUnauthorized(await refresh(bearer(token)));
  });

  it.each(["suspended", "inactive"] as const)("answers 401 for the token of a user later %s", async (status) => {
    const session = await signedIn(platform, "student");
    expect((await refresh(bearer(session.token))).statusCode).toBe(200);
    await platform.db.updateTable("users").set({ status }).where("id", "=", session.user.id).execute();
    expectUnauthorized(await refresh(bearer(session.token)));
  });

  it("answers 401 for the token of a user later deleted", async () => {
    const session = await signedIn(platform, "student");
    await platform.db.deleteFrom("users").where("id", "=", session.user.id).execute();
    expectUnauthorized(await refresh(bearer(session.token)));
  });

  it("uses the role stored now, not the one in the old token", async () => {
    const session = await signedIn(platform, "student");
    await platform.db.updateTable("users").set({ role: "teacher" }).where("id", "=", session.user.id).execute();
    const response = await refresh(bearer(session.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe("teacher");
    expect(decodeJwt(response.json().token).role).toBe("teacher");
  });
});

describe("bearerToken", () => {
  it("reads only a Bearer authorization header", () => {
    const request = (authorization?: string) => ({ headers: { authorization } }) as Parameters<typeof bearerToken>[0];
    expect(bearerToken(request("Bearer abc"))).toBe("abc");
    expect(bearerToken(request("BEARER abc"))).toBe("abc");
    expect(bearerToken(request("Basic abc"))).toBeUndefined();
    expect(bearerToken(request("Bearer"))).toBeUndefined();
    expect(bearerToken(request())).toBeUndefined();
  });
});

describe("without JWT_SECRET", () => {
  it("signs with a secret kept in DATA_DIR/jwt-secret (mode 0600)", async () => {
    const other = await createTestPlatform({ JWT_SECRET: undefined });
    try {
      expect(other.config.jwtSecret).toBeUndefined();
      const file = join(other.dataDir, "jwt-secret");
      const secret = readFileSync(file, "utf8").trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);
      const admin = await createFirstAdmin(other);
      await expect(jwtVerify(admin.token, new TextEncoder().encode(secret))).resolves.toBeDefined();
      expect((await rest(withToken(other, admin.token), "POST", "/api/refresh")).statusCode).toBe(200);
      // A token of the main test platform (another secret) is refused here.
      const student = await signedIn(platform, "student");
      expect((await rest(withToken(other, student.token), "POST", "/api/refresh")).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
