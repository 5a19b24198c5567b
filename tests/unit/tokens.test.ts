import { randomBytes } from "node:crypto";
import { decodeJwt, SignJWT, UnsecuredJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenService } from "../../server/lib/tokens.js";

const secret = randomBytes(36).toString("base64url");
const key = new TextEncoder().encode(secret);
const tokens = createTokenService(secret, 3600);

describe("token service", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("roundtrips the user id and role of a token it signed", async () => {
    const token = await tokens.sign({ userId: 42, role: "teacher", sessionVersion: 0 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, role: "teacher", sessionVersion: 0 });
  });

  it("puts sub, role and a numeric exp (seconds) ttl after iat in the payload", async () => {
    const before = Math.floor(Date.now() / 1000);
    const payload = decodeJwt(await tokens.sign({ userId: 7, role: "admin", sessionVersion: 0 }));
    expect(payload.sub).toBe("7");
    expect(payload.role).toBe("admin");
    expect(typeof payload.exp).toBe("number");
    expect(typeof payload.iat).toBe("number");
    expect(payload.exp).toBeGreaterThanOrEqual(before + 3600);
    expect(payload.exp).toBeLessThanOrEqual(before + 3601);
  });

  it("returns null for a missing or empty token", async () => {
    expect(await tokens.verify(undefined)).toBeNull();
    expect(await tokens.verify("")).toBeNull();
  });

  it("returns null for an expired token", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const short = createTokenService(secret, 60);
    const token = await short.sign({ userId: 1, role: "student", sessionVersion: 0 });
    expect(await short.verify(token)).toEqual({ userId: 1, role: "student", sessionVersion: 0 });
    vi.setSystemTime(new Date("2026-01-01T00:02:00Z"));
    expect(await short.verify(token)).toBeNull();
  });

  it("returns null for an expired token signed with the right key", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('returns null for an unsigned token (alg "none")', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = new UnsecuredJWT({ role: "admin" }).setSubject("1").setIssuedAt().setExpirationTime(now + 3600).encode();
    expect(token.split(".")[2]).toBe("");
    expect(await tokens.verify(token)).toBeNull();
  });

  it('returns null for a hand-built "none" token that keeps the original signature', async () => {
    const genuine = await tokens.sign({ userId: 1, role: "student", sessionVersion: 0 });
    const [, , signature] = genuine.split(".");
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(
      JSON.stringify({ sub: "1", role: "admin", exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
  });

  it("returns null for a token signed with another secret", async () => {
    const other = createTokenService(randomBytes(36).toString("base64url"), 3600);
    expect(await tokens.verify(await other.sign({ userId: 1, role: "admin", sessionVersion: 0 }))).toBeNull();
  });

  it("returns null for a tampered payload", async () => {
    const genuine = await tokens.sign({ userId: 1, role: "student", sessionVersion: 0 });
    const [header, , signature] = genuine.split(".");
    const payload = Buffer.from(
      JSON.stringify({ sub: "1", role: "admin", exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it("returns null for a token signed with another HMAC algorithm", async () => {
    const token = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(secret.padEnd(64, "x")));
    expect(await tokens.verify(token)).toBeNull();
  });

  it("returns null for a token without exp or sub, or with a non-numeric sub", async () => {
    const noExp = await new SignJWT({ role: "admin" }).setProtectedHeader({ alg: "HS256" }).setSubject("1").sign(key);
    const noSub = await new SignJWT({ role: "admin" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("1h").sign(key);
    const textSub = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("abc")
      .setExpirationTime("1h")
      .sign(key);
    const noRole = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject("1").setExpirationTime("1h").sign(key);
    expect(await tokens.verify(noExp)).toBeNull();
    expect(await tokens.verify(noSub)).toBeNull();
    expect(await tokens.verify(textSub)).toBeNull();
    expect(await tokens.verify(noRole)).toBeNull();
  });

  it.each([
    ["plain text", "not-a-token"],
    ["two segments", "abc.def"],
    ["garbage segments", "a.b.c"],
    ["bad base64 json", `${Buffer.from("{").toString("base64url")}.e30.sig`],
    ["four segments", "a.b.c.d"],
  ])("returns null for a malformed string (%s)", async (_label, token) => {
    expect(await tokens.verify(token)).toBeNull();
  });
});

describe("token service, remembered tokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps refusing a remembered token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const short = createTokenService(secret, 60);
    const token = await short.sign({ userId: 5, role: "parent", sessionVersion: 0 });
    expect(await short.verify(token)).toEqual({ userId: 5, role: "parent", sessionVersion: 0 });
    vi.setSystemTime(new Date("2026-01-01T00:00:59Z"));
    expect(await short.verify(token)).toEqual({ userId: 5, role: "parent", sessionVersion: 0 });
    vi.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    expect(await short.verify(token)).toBeNull();
    expect(await short.verify(token)).toBeNull();
  });

  it("never lets a caller change the remembered claims", async () => {
    const token = await tokens.sign({ userId: 9, role: "student", sessionVersion: 0 });
    const first = await tokens.verify(token);
    if (first) first.role = "admin";
    expect(await tokens.verify(token)).toEqual({ userId: 9, role: "student", sessionVersion: 0 });
  });

  it("still refuses a forged token after the genuine one was remembered", async () => {
    const genuine = await tokens.sign({ userId: 1, role: "student", sessionVersion: 0 });
    expect(await tokens.verify(genuine)).not.toBeNull();
    const [header, , signature] = genuine.split(".");
    const payload = Buffer.from(JSON.stringify({ sub: "1", role: "admin", exp: Math.floor(Date.now() / 1000) + 3600 })).toString("base64url");
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });
});
