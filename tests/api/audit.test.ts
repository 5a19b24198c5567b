import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcMutation } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";
import { auditCountCap } from "../../common/audit/audit.schema.js";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

let platform: TestPlatform;
let admin: Actor;

type Entry = { id: number; action: string; actionLabel: string; actorId: number | null; actorRole: string | null; actorName: string | null; objectType: string | null; objectId: number | null; address: string | null; details: Record<string, unknown>; at: string };

async function entries(query = ""): Promise<{ entries: Entry[]; total: number; totalCapped: boolean; page: number; pageSize: number }> {
  const response = await rest(admin, "GET", `/api/audit${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function latest(action: string): Promise<Entry> {
  const page = await entries(`?action=${action}&pageSize=1`);
  const entry = page.entries[0];
  if (!entry) throw new Error(`no ${action} entry`);
  return entry;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform, { firstName: "Ana", lastName: "Auditora" });
});

afterAll(async () => {
  await platform.close();
});

describe("the audit log records sensitive actions", () => {
  it("a sign-in: who, from which address, no password", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    await signIn(platform.app, teacher.email, teacher.password, "10.1.2.3");
    const entry = await latest("auth.login");
    expect(entry).toMatchObject({ actorId: teacher.id, actorRole: "teacher", objectType: "user", objectId: teacher.id, address: "10.1.2.3", actionLabel: "Inicio de sesión" });
    expect(JSON.stringify(entry)).not.toContain(teacher.password);
  });

  it("failed sign-ins: a wrong password names the account, an unknown email keeps the typed email; never the password", async () => {
    const student = await createUser(platform, { role: "student" });
    const wrong = await rest(platform, "POST", "/api/login", { email: student.email, password: "adivinanza-123" }, { remoteAddress: "10.9.9.9" });
    expect(wrong.statusCode).toBe(401);
    const failed = await latest("auth.login_failed");
    expect(failed).toMatchObject({ actorId: null, objectType: "user", objectId: student.id, address: "10.9.9.9", details: { reason: "wrong_password" } });

    const unknown = await rest(platform, "POST", "/api/login", { email: "nadie@tribu.test", password: "adivinanza-456" }, { remoteAddress: "10.9.9.8" });
    expect(unknown.statusCode).toBe(401);
    const second = await latest("auth.login_failed");
    expect(second).toMatchObject({ objectId: null, count: 1, details: { reason: "unknown_email", emails: ["nadie@tribu.test"] } });
    const all = JSON.stringify(await entries("?action=auth.login_failed"));
    expect(all).not.toContain("adivinanza");
  });

  it("a suspended account's sign-in is a failed sign-in with its reason", async () => {
    const blocked = await createUser(platform, { role: "parent", status: "suspended" });
    const response = await rest(platform, "POST", "/api/login", { email: blocked.email, password: blocked.password });
    expect(response.statusCode).toBe(403);
    expect(await latest("auth.login_failed")).toMatchObject({ objectId: blocked.id, details: { reason: "account_blocked" } });
  });

  it("role and status changes, with before and after, by the admin", async () => {
    const user = await createUser(platform, { role: "student" });
    expect((await rest(admin, "POST", `/api/users/${user.id}/change-role`, { newRole: "teacher" }, { remoteAddress: "10.0.0.7" })).statusCode).toBe(200);
    expect(await latest("user.role_changed")).toMatchObject({
      actorId: admin.id,
      actorRole: "admin",
      actorName: "Ana Auditora",
      objectType: "user",
      objectId: user.id,
      address: "10.0.0.7",
      details: { from: "student", to: "teacher" },
    });
    expect((await rest(admin, "PUT", `/api/users/${user.id}`, { status: "suspended" })).statusCode).toBe(200);
    expect(await latest("user.status_changed")).toMatchObject({ objectId: user.id, details: { from: "active", to: "suspended" } });
  });

  it("a profile edit that does not change the status adds no status entry", async () => {
    const before = (await entries("?action=user.status_changed")).total;
    const user = await createUser(platform, { role: "student" });
    expect((await rest(admin, "PUT", `/api/users/${user.id}`, { notes: "Le gusta dibujar" })).statusCode).toBe(200);
    expect((await entries("?action=user.status_changed")).total).toBe(before);
  });

  it("parent-child links and unlinks, and user deletion", async () => {
    const parent = await createUser(platform, { role: "parent" });
    const child = await createUser(platform, { role: "student" });
    expect((await rest(admin, "POST", `/api/users/${parent.id}/children/${child.id}`)).statusCode).toBe(201);
    expect(await latest("user.child_linked")).toMatchObject({ objectType: "student", objectId: child.id, details: { parentId: parent.id } });
    expect((await rest(admin, "DELETE", `/api/users/${parent.id}/children/${child.id}`)).statusCode).toBe(200);
    expect(await latest("user.child_unlinked")).toMatchObject({ objectId: child.id, details: { parentId: parent.id } });
    expect((await rest(admin, "DELETE", `/api/users/${child.id}`)).statusCode).toBe(200);
    expect(await latest("user.deleted")).toMatchObject({ actorId: admin.id, objectType: "user", objectId: child.id, details: { role: "student" } });
  });

  it("payment reviews", async () => {
    const parent = await signedIn(platform, "parent");
    const receipt = await upload(parent, "POST", "/api/payments", { month: "04", year: String(new Date().getFullYear()), parentId: String(parent.id) }, { name: "abril.pdf", content: pdfBytes });
    expect(receipt.statusCode).toBe(201);
    const paymentId = receipt.json().payment.id;
    expect((await rest(admin, "PUT", `/api/payments/${paymentId}/review`, { status: "approved" })).statusCode).toBe(200);
    expect(await latest("payment.reviewed")).toMatchObject({ actorId: admin.id, objectType: "payment", objectId: paymentId, details: { status: "approved" } });
  });

  it("grade changes keep the previous and the new grade", async () => {
    const student = await signedIn(platform, "student");
    const moduleId = await createModule(platform.db, admin.id);
    await platform.db.insertInto("userModules").values({ userId: student.id, moduleId, assignedAt: new Date().toISOString() }).execute();
    const submit = await rest(student, "POST", "/api/student-work-submissions", { moduleId, workDescription: "Mi cuento" });
    expect(submit.statusCode).toBe(201);
    const id = submit.json().submission.id;
    expect((await rest(admin, "PUT", `/api/student-work-submissions/${id}/review`, { status: "APPROVED", grade: 8 })).statusCode).toBe(200);
    expect(await latest("work.reviewed")).toMatchObject({ objectType: "work_submission", objectId: id, details: { status: "APPROVED", grade: 8, previousGrade: null } });
    expect((await rest(admin, "PUT", `/api/student-work-submissions/${id}/review`, { status: "APPROVED", grade: 9.5 })).statusCode).toBe(200);
    expect(await latest("work.reviewed")).toMatchObject({ objectId: id, details: { grade: 9.5, previousGrade: 8 } });
  });
});

describe("integration settings", () => {
  it("connecting and disconnecting WhatsApp (demo) and disconnecting Google Classroom are recorded", async () => {
    expect((await rest(admin, "POST", "/api/whatsapp/connect")).statusCode).toBe(200);
    expect(await latest("integration.connected")).toMatchObject({ actorId: admin.id, objectType: "integration", details: { integration: "whatsapp", mode: "demo" } });
    expect((await rest(admin, "POST", "/api/whatsapp/disconnect")).statusCode).toBe(200);
    expect(await latest("integration.disconnected")).toMatchObject({ actorId: admin.id, details: { integration: "whatsapp" } });
    expect((await rest(admin, "DELETE", "/api/google-classroom/connection")).statusCode).toBe(200);
    expect(await latest("integration.disconnected")).toMatchObject({ actorId: admin.id, details: { integration: "google_classroom" } });
  });
});

describe("'Registro de actividad' reads the log", () => {
  it("only admins read it (403 for others, 401 without a session)", async () => {
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "GET", "/api/audit")).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/audit")).statusCode).toBe(401);
  });

  it("filters by action and by actor (name or email), newest first", async () => {
    const page = await entries("?actor=auditora");
    expect(page.total).toBeGreaterThan(0);
    expect(page.entries.every((e) => e.actorId === admin.id)).toBe(true);
    const times = page.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const logins = await entries("?action=auth.login");
    expect(logins.entries.every((e) => e.action === "auth.login")).toBe(true);
  });

  it("filters by date range", async () => {
    const future = await entries(`?from=${encodeURIComponent("2999-01-01T00:00:00.000Z")}`);
    expect(future.total).toBe(0);
    const all = await entries("");
    const today = await entries(`?from=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`);
    expect(today.total).toBe(all.total);
  });

  it("pages on the server: pages do not overlap and cover the total", async () => {
    const first = await entries("?pageSize=3&page=1");
    const second = await entries("?pageSize=3&page=2");
    expect(first.entries).toHaveLength(3);
    expect(first.total).toBeGreaterThan(6);
    const ids = new Set(first.entries.map((e) => e.id));
    expect(second.entries.some((e) => ids.has(e.id))).toBe(false);
  });

  it("bad filters are a 400 with a Spanish message", async () => {
    const response = await rest(admin, "GET", "/api/audit?from=ayer");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("La fecha no es válida");
    const reversed = await rest(admin, "GET", `/api/audit?from=${encodeURIComponent("2026-02-01T00:00:00Z")}&to=${encodeURIComponent("2026-01-01T00:00:00Z")}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe("La fecha inicial debe ser anterior a la final");
  });

  it("no call edits or deletes an entry", async () => {
    const { entries: [entry] } = await entries("?pageSize=1");
    expect((await rest(admin, "PUT", `/api/audit/${entry?.id}`, { action: "x" })).statusCode).toBe(404);
    expect((await rest(admin, "DELETE", `/api/audit/${entry?.id}`)).statusCode).toBe(404);
    const trpc = await trpcMutation(platform.app, "audit.remove", { id: entry?.id }, bearer(admin.token));
    expect(trpc.statusCode).toBe(404);
    expect((await entries("?pageSize=1")).entries[0]?.id).toBe(entry?.id);
  });
});

describe("a school with years of entries (issue 38)", () => {
  it("counts up to 10.000 and says there are more; a filter that narrows them counts exactly; the last page is there", async () => {
    const first = Date.UTC(2020, 0, 1);
    const rows = Array.from({ length: auditCountCap + 1 }, (_, i) => ({
      createdAt: new Date(first + i * 60_000).toISOString(),
      action: "auth.login",
      address: "10.0.0.1",
      actorId: null,
      actorRole: null,
      objectType: null,
      objectId: null,
      aggregateKey: null,
    }));
    for (let i = 0; i < rows.length; i += 1000) await platform.db.insertInto("auditLog").values(rows.slice(i, i + 1000)).execute();

    const all = await entries("?pageSize=25");
    expect([all.total, all.totalCapped]).toEqual([auditCountCap, true]);
    const last = await entries(`?pageSize=25&page=${auditCountCap / 25}`);
    expect(last.entries).toHaveLength(25);
    const narrowed = await entries(`?from=${new Date(first).toISOString()}&to=${new Date(first + 2 * 60_000).toISOString()}`);
    expect([narrowed.total, narrowed.totalCapped, narrowed.entries.length]).toEqual([3, false, 3]);
  });
});
