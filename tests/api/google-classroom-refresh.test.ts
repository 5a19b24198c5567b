import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeClassroomServer, startFakeClassroomServer } from "../fakes/google-classroom-server.js";
import { type Actor, firstAdmin, rest } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * A call that read the expired token just before another call stored the renewed one must not renew
 * it again. The read of the connection is held here, after the database answered, to put the two
 * calls in that order every time: both read the expired token, the first renews and stores it, and
 * only then does the second go on (CI once met this order by chance on PostgreSQL).
 */
const reads = vi.hoisted(() => ({ count: 0, holdSecond: null as Promise<void> | null, secondRead: null as Promise<void> | null, onSecondRead: () => {} }));
vi.mock("../../server/domains/google-classroom/google-classroom.repo.js", async (original) => {
  const repo = await original<typeof import("../../server/domains/google-classroom/google-classroom.repo.js")>();
  return {
    ...repo,
    async findConnection(...args: Parameters<typeof repo.findConnection>) {
      const row = await repo.findConnection(...args);
      const nth = ++reads.count;
      if (nth === 1 && reads.secondRead) await reads.secondRead;
      if (nth === 2 && reads.holdSecond) {
        reads.onSecondRead();
        await reads.holdSecond;
      }
      return row;
    },
  };
});

describe("Google Classroom token renewal with calls in flight", () => {
  let platform: TestPlatform;
  let google: FakeClassroomServer;
  let admin: Actor;

  beforeAll(async () => {
    google = await startFakeClassroomServer();
    platform = await createTestPlatform({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_REDIRECT_URI: "http://127.0.0.1:4321/api/google-classroom/callback",
      GOOGLE_CLASSROOM_ROOT_URL: google.rootUrl,
      GOOGLE_OAUTH_AUTH_URL: google.authUrl,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_OAUTH_REVOKE_URL: google.revokeUrl,
    });
    admin = await firstAdmin(platform);
    google.setCourses([{ id: "c-101", name: "Matemáticas", ownerId: google.account.id }]);
  });
  afterAll(async () => {
    await platform.close();
    await google.close();
  });

  it("a call that read the expired token before the renewal was stored uses the stored one", async () => {
    google.accessTokenSeconds = 30; // inside the one-minute margin: expired for our server
    const consent = await fetch((await rest(admin, "GET", "/api/google-classroom/auth-url")).json().url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");
    expect((await rest(platform, "GET", `${back.pathname}${back.search}`)).headers.location).toContain("success=true");
    google.accessTokenSeconds = 3600;
    const refreshes = google.tokenCalls.refresh_token;

    let release!: () => void;
    reads.count = 0;
    reads.holdSecond = new Promise<void>((resolve) => (release = resolve));
    // The first call goes on once the second has read the expired token too.
    reads.secondRead = new Promise<void>((resolve) => (reads.onSecondRead = resolve));
    const first = rest(admin, "GET", "/api/google-classroom/courses");
    const second = rest(admin, "GET", "/api/google-classroom/courses");
    expect((await first).statusCode).toBe(200);
    release();
    const answer = await second;

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject([{ id: "c-101", name: "Matemáticas" }]);
    expect(google.tokenCalls.refresh_token).toBe(refreshes + 1);
    const used = google.requests.filter((r) => r.path === "/v1/courses").slice(-2);
    expect(used.map((r) => r.authorization)).toEqual([`Bearer ${google.issued.access.at(-1)}`, `Bearer ${google.issued.access.at(-1)}`]);
  });
});
