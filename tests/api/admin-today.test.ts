import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { staleExcuseDays } from "../../common/dashboards/admin-today.schema.js";

let platform: TestPlatform;
let admin: Actor;
const now = new Date("2026-11-18T17:00:00.000Z");
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

async function receipt(parentId: number, month: string, status: "pending" | "approved") {
  const file = await platform.db
    .insertInto("files")
    .values({ storageName: `hoy-${parentId}-${month}`, originalName: "r.pdf", mimeType: "application/pdf", size: 1, purpose: "payment", ownerId: parentId, createdAt: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await platform.db
    .insertInto("payments")
    .values({ parentId, month, year: 2026, fileId: file.id, status, notes: null, uploadedAt: now.toISOString(), reviewedAt: null, reviewedById: null })
    .execute();
}

async function card(studentId: number, periodStart: string, tribe: string, version: number, changedSincePublished: number) {
  await platform.db
    .insertInto("reportCards")
    .values({ studentId, periodStart, tribe, version, changedSincePublished, createdAt: now.toISOString(), updatedAt: now.toISOString() })
    .execute();
}

async function excuse(studentId: number, date: string, createdAt: string, status: "pending" | "accepted") {
  await platform.db.insertInto("attendanceExcuses").values({ studentId, parentId: null, date, text: "Tuvo fiebre.", fileId: null, status, createdAt }).execute();
}

describe("'Para hoy' on the admin's home (issue 34)", () => {
  it("is calm with nothing waiting", async () => {
    const today = await platform.services.dashboards.adminToday({ id: admin.id, role: "admin" }, now);
    expect(today).toEqual({ receiptsToReview: 0, reportCards: { period: null, tribes: [] }, pendingAccounts: 0, studentsWithoutTribe: 0, staleExcuses: 0 });
  });

  it("counts what waits for the admin: receipts, the current period's unpublished cards by tribe, accounts, old excuses", async () => {
    const parent = await signedIn(platform, "parent");
    await receipt(parent.id, "09", "approved");
    await receipt(parent.id, "10", "pending");
    await receipt(parent.id, "11", "pending");
    await platform.db
      .insertInto("attendancePeriods")
      .values([
        { name: "Primer semestre", startDate: "2026-01-01", endDate: "2026-06-30", updatedById: admin.id, updatedAt: now.toISOString() },
        { name: "Segundo semestre", startDate: "2026-07-01", endDate: "2026-12-31", updatedById: admin.id, updatedAt: now.toISOString() },
      ])
      .execute();
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map((n) => signedIn(platform, "student", { tribe: n <= 3 ? "Tribu 2" : "Tribu 1" })));
    if (!a || !b || !c || !d || !e) throw new Error("students");
    await card(a.id, "2026-07-01", "Tribu 2", 0, 0); // written, never published
    await card(b.id, "2026-07-01", "Tribu 2", 1, 1); // changed since published
    await card(c.id, "2026-07-01", "Tribu 2", 1, 0); // published as it is
    await card(d.id, "2026-07-01", "Tribu 1", 0, 0);
    await card(e.id, "2026-01-01", "Tribu 1", 0, 0); // another period
    await createUser(platform, { role: "teacher", status: "pending" });
    await signedIn(platform, "student", { tribe: null });
    await excuse(a.id, "2026-11-10", daysBefore(staleExcuseDays + 1), "pending");
    await excuse(b.id, "2026-11-17", daysBefore(1), "pending"); // the teacher still has time
    await excuse(c.id, "2026-11-09", daysBefore(staleExcuseDays + 2), "accepted");

    const today = await platform.services.dashboards.adminToday({ id: admin.id, role: "admin" }, now);
    expect(today).toEqual({
      receiptsToReview: 2,
      reportCards: {
        period: { name: "Segundo semestre", start: "2026-07-01", end: "2026-12-31" },
        tribes: [
          { tribe: "Tribu 1", cards: 1 },
          { tribe: "Tribu 2", cards: 2 },
        ],
      },
      pendingAccounts: 1,
      studentsWithoutTribe: 1,
      staleExcuses: 1,
    });
  });

  it("is the admin's alone, by tRPC and REST alike", async () => {
    expect((await rest(admin, "GET", "/api/dashboard/admin/today")).statusCode).toBe(200);
    expect(Object.keys(await trpc(admin).dashboards.adminToday()).sort()).toEqual(["pendingAccounts", "receiptsToReview", "reportCards", "staleExcuses", "studentsWithoutTribe"]);
    for (const role of ["teacher", "parent", "student", "coordinator"] as const) {
      const someone = await signedIn(platform, role);
      expect((await rest(someone, "GET", "/api/dashboard/admin/today")).statusCode, role).toBe(403);
    }
  });
});
