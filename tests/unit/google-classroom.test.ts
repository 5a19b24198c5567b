import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createClassroomGateway } from "../../integrations/google-classroom/classroom-gateway.js";
import { VendorError as ClassroomError } from "../../integrations/vendor-error.js";
import { tokenCipherFor, tokenCipherFromKey } from "../../server/domains/google-classroom/google-classroom.crypto.js";
import { type FakeClassroomServer, startFakeClassroomServer } from "../fakes/google-classroom-server.js";

describe("token cipher (AES-256-GCM)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("round-trips, never shows the text, and uses a fresh IV each time", () => {
    const cipher = tokenCipherFromKey("k".repeat(48));
    const plain = JSON.stringify({ accessToken: "ya29.secreto", refreshToken: "1//renovacion" });
    const a = cipher.seal(plain);
    const b = cipher.seal(plain);
    expect(a).not.toBe(b);
    expect(a).not.toContain("secreto");
    expect(a).not.toContain(Buffer.from(plain).toString("base64url").slice(0, 12));
    expect(cipher.open(a)).toBe(plain);
  });

  it("refuses a tampered value and another key", () => {
    const cipher = tokenCipherFromKey("k".repeat(48));
    const sealed = cipher.seal("ya29.secreto");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] as string, "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString("base64url")].join(".");
    expect(() => cipher.open(tampered)).toThrow();
    expect(() => tokenCipherFromKey("otra-clave".repeat(5)).open(sealed)).toThrow();
  });

  it("keeps its key in a 0600 file of the data folder, stable across restarts", () => {
    const dir = mkdtempSync(join(tmpdir(), "tribu-gc-"));
    dirs.push(dir);
    const sealed = tokenCipherFor(dir).seal("valor");
    expect(statSync(join(dir, "google-classroom-key")).mode & 0o777).toBe(0o600);
    expect(tokenCipherFor(dir).open(sealed)).toBe("valor");
  });
});

describe("Classroom gateway over the official client", () => {
  let google: FakeClassroomServer;
  const redirectUri = "http://127.0.0.1:9/api/google-classroom/callback";
  beforeAll(async () => {
    google = await startFakeClassroomServer();
  });
  afterAll(() => google.close());

  const gateway = () =>
    createClassroomGateway({
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      redirectUri,
      authUrl: google.authUrl,
      tokenUrl: google.tokenUrl,
      rootUrl: google.rootUrl,
    });

  it("exchanges a code at the configured token endpoint and refreshes with the refresh token", async () => {
    const tokens = await gateway().exchangeCode(google.issueCode(redirectUri));
    expect(tokens.accessToken).toBe(google.issued.access.at(-1));
    expect(tokens.refreshToken).toBe(google.issued.refresh.at(-1));
    expect(tokens.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);

    const before = google.tokenCalls.refresh_token;
    const fresh = await gateway().refresh(tokens.refreshToken as string);
    expect(google.tokenCalls.refresh_token).toBe(before + 1);
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBe(tokens.refreshToken);
  });

  it("reports a used code and a revoked refresh token as invalid_grant", async () => {
    const code = google.issueCode(redirectUri);
    await gateway().exchangeCode(code);
    await expect(gateway().exchangeCode(code)).rejects.toMatchObject({ status: 400, reason: "invalid_grant" });
    await expect(gateway().refresh("1//desconocido")).rejects.toBeInstanceOf(ClassroomError);
  });

  it("reports an unreachable Google with status 0", async () => {
    const offline = createClassroomGateway({ clientId: "x", clientSecret: "y", redirectUri, tokenUrl: "http://127.0.0.1:9/token", rootUrl: "http://127.0.0.1:9/" });
    await expect(offline.listCourses("token")).rejects.toMatchObject({ status: 0, reason: "unreachable" });
  });
});
