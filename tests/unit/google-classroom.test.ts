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

  const gateway = (timeoutMs?: number) =>
    createClassroomGateway({
      ...(timeoutMs ? { timeoutMs } : {}),
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      redirectUri,
      authUrl: google.authUrl,
      tokenUrl: google.tokenUrl,
      revokeUrl: google.revokeUrl,
      rootUrl: google.rootUrl,
    });
  const connected = async () => gateway().exchangeCode(google.issueCode(redirectUri));

  it("gives up on a Google that does not answer, as timed out, instead of waiting for ever", async () => {
    const tokens = await connected();
    google.stalled = true;
    try {
      const failures = await Promise.all([
        gateway(300).listCourses(tokens.accessToken).catch((error: unknown) => error),
        gateway(300).refresh(tokens.refreshToken as string).catch((error: unknown) => error),
        gateway(300).createCourseWork(tokens.accessToken, "c-101", { title: "A", description: "B", maxPoints: 10, due: null }).catch((error: unknown) => error),
      ]);
      for (const failure of failures) {
        expect(failure).toBeInstanceOf(ClassroomError);
        expect(failure).toMatchObject({ failure: "timed-out", status: 0 });
      }
    } finally {
      google.stalled = false;
    }
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

  it("lists every course the account teaches, following nextPageToken to the last page", async () => {
    const { accessToken } = await connected();
    const me = google.account.id;
    const taught = Array.from({ length: 25 }, (_, i) => ({ id: `c-${i + 1}`, name: `Curso ${i + 1}`, ownerId: me }));
    google.setCourses([
      ...taught.slice(0, 10),
      { id: "ajeno", name: "De otra docente", ownerId: "999" },
      { id: "archivado", name: "Archivado", ownerId: me, courseState: "ARCHIVED" },
      { id: "co-docente", name: "Compartido", section: "B", ownerId: "999", teacherIds: [me] },
      ...taught.slice(10),
    ]);
    const before = google.requests.length;
    const courses = await gateway().listCourses(accessToken);
    expect(courses.map((c) => c.id)).toEqual([...taught.slice(0, 10).map((c) => c.id), "co-docente", ...taught.slice(10).map((c) => c.id)]);
    expect(courses.find((c) => c.id === "co-docente")).toEqual({ id: "co-docente", name: "Compartido", section: "B" });
    // 26 courses in pages of 2 (the fake's, as Google may return fewer than asked).
    expect(google.requests.slice(before).filter((r) => r.path === "/v1/courses")).toHaveLength(13);
  });

  it("revokes the grant at the configured revoke endpoint; Google refuses an unknown token with invalid_token", async () => {
    const tokens = await connected();
    const refresh = tokens.refreshToken as string;
    await gateway().revoke(refresh);
    expect(google.requests.at(-1)).toMatchObject({ method: "POST", path: "/revoke" });
    expect(google.isValid(refresh)).toBe(false);
    expect(google.isValid(tokens.accessToken)).toBe(false);
    await expect(gateway().revoke(refresh)).rejects.toMatchObject({ status: 400, reason: "invalid_token" });
  });

  it("carries Google's reason for a refusal: the @code of Classroom's message or the ErrorInfo reason", async () => {
    const { accessToken } = await connected();
    try {
      google.accessRefusal = "ClassroomApiDisabled";
      await expect(gateway().listCourses(accessToken)).rejects.toMatchObject({ failure: "refused", status: 403, reason: "ClassroomApiDisabled" });
      google.accessRefusal = "SERVICE_DISABLED";
      await expect(gateway().listCourses(accessToken)).rejects.toMatchObject({ failure: "refused", status: 403, reason: "SERVICE_DISABLED" });
    } finally {
      google.accessRefusal = null;
    }
    google.setCourses([{ id: "ajeno", name: "Ajeno", ownerId: "999" }]);
    const work = { title: "T", description: "D", maxPoints: 10, due: null };
    await expect(gateway().createCourseWork(accessToken, "ajeno", work)).rejects.toMatchObject({ status: 403, reason: "PERMISSION_DENIED" });
  });

  it("is checked against a fake that refuses what Google refuses (body, owner, course state)", async () => {
    const { accessToken } = await connected();
    const me = google.account.id;
    google.setCourses([
      { id: "mio", name: "Mío", ownerId: me },
      { id: "archivado", name: "Archivado", ownerId: me, courseState: "ARCHIVED" },
    ]);
    const post = (courseId: string, body: unknown) =>
      fetch(`${google.rootUrl}v1/courses/${courseId}/courseWork`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error?: { status: string } }).error?.status }));
    const valid = { title: "T", workType: "ASSIGNMENT", state: "PUBLISHED" };
    expect(await post("mio", valid)).toEqual({ status: 200, error: undefined });
    for (const bad of [
      { workType: "ASSIGNMENT" },
      { title: "T" },
      { ...valid, state: "DELETED" },
      { ...valid, state: "PUBLICADO" },
      { ...valid, maxPoints: -1 },
      { ...valid, dueDate: { year: 2030, month: 2, day: 30 }, dueTime: { hours: 10 } },
      { ...valid, dueDate: { year: 2030, month: 3, day: 1 } },
      { ...valid, dueTime: { hours: 10, minutes: 0 } },
      { ...valid, dueDate: { year: 2030, month: 3, day: 1 }, dueTime: { hours: 24 } },
      { ...valid, id: "123" },
    ]) {
      expect(await post("mio", bad), JSON.stringify(bad)).toEqual({ status: 400, error: "INVALID_ARGUMENT" });
    }
    expect(await post("archivado", valid)).toEqual({ status: 400, error: "FAILED_PRECONDITION" });

    const due = new Date(Date.UTC(2031, 1, 28, 23, 59));
    const created = await gateway().createCourseWork(accessToken, "mio", { title: "Leer", description: "Un cuento", maxPoints: 10, due });
    expect(created.alternateLink).toContain("classroom.google.com");
  });
});
