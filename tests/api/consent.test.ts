import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyNoticeVersion } from "../../server/domains/privacy/privacy-notice.js";
import { trpcMutation } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let parent: Actor;
let otherParent: Actor;
let child: Actor;
let sibling: Actor;
let unlinked: Actor;

async function link(parentId: number, studentId: number) {
  await platform.db.insertInto("parentChildren").values({ parentId, studentId, createdAt: new Date().toISOString() }).execute();
}

async function missingIds(): Promise<number[]> {
  const response = await rest(admin, "GET", "/api/consents/missing");
  expect(response.statusCode).toBe(200);
  return response.json().students.map((s: { id: number }) => s.id);
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  parent = await signedIn(platform, "parent", { firstName: "Paula", lastName: "Consentimiento" });
  otherParent = await signedIn(platform, "parent", { firstName: "Olga", lastName: "Consentimiento" });
  child = await signedIn(platform, "student", { firstName: "Camila", lastName: "Consentimiento" });
  sibling = await signedIn(platform, "student", { firstName: "Simón", lastName: "Consentimiento" });
  unlinked = await signedIn(platform, "student", { firstName: "Úrsula", lastName: "Consentimiento" });
  await link(parent.id, child.id);
  await link(parent.id, sibling.id);
});

afterAll(async () => {
  await platform.close();
});

describe("a guardian's consent", () => {
  it("starts missing: every student is on the admin's list, the parent sees both children without consent", async () => {
    const ids = await missingIds();
    expect(ids).toEqual(expect.arrayContaining([child.id, sibling.id, unlinked.id]));
    const mine = await rest(parent, "GET", "/api/consents");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toHaveLength(2);
    expect(mine.json().every((c: { consent: unknown }) => c.consent === null)).toBe(true);
  });

  it("the linked parent gives it: recorded with the notice version and time, audited, off the missing list", async () => {
    const response = await rest(parent, "POST", `/api/students/${child.id}/consent`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: "Consentimiento registrado. Gracias.", child: { studentId: child.id, consent: { noticeVersion: privacyNoticeVersion } } });
    const rows = await platform.db.selectFrom("guardianConsents").selectAll().where("studentId", "=", child.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ parentId: parent.id, noticeVersion: privacyNoticeVersion, revokedAt: null });
    expect(Date.now() - new Date(rows[0]?.givenAt ?? 0).getTime()).toBeLessThan(60_000);
    expect(await missingIds()).not.toContain(child.id);
    expect(await missingIds()).toContain(sibling.id);
    const audit = await rest(admin, "GET", "/api/audit?action=consent.given");
    expect(audit.json().entries[0]).toMatchObject({ actorId: parent.id, actorRole: "parent", objectType: "student", objectId: child.id });
  });

  it("giving it twice keeps one active consent", async () => {
    expect((await rest(parent, "POST", `/api/students/${child.id}/consent`)).statusCode).toBe(201);
    const active = await platform.db.selectFrom("guardianConsents").select("id").where("studentId", "=", child.id).where("revokedAt", "is", null).execute();
    expect(active).toHaveLength(1);
  });

  it("only the student's own parent gives or revokes it (403 for another parent, the admin, a teacher, the student)", async () => {
    const teacher = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Consentimiento" });
    for (const as of [otherParent, admin, teacher, child]) {
      expect((await rest(as, "POST", `/api/students/${child.id}/consent`)).statusCode).toBe(403);
      expect((await rest(as, "DELETE", `/api/students/${child.id}/consent`)).statusCode).toBe(403);
    }
    expect((await rest(platform, "POST", `/api/students/${child.id}/consent`)).statusCode).toBe(401);
  });

  it("the admin's missing list and the parent's list are not open to others", async () => {
    expect((await rest(parent, "GET", "/api/consents/missing")).statusCode).toBe(403);
    expect((await rest(admin, "GET", "/api/consents")).statusCode).toBe(403);
  });

  it("revoking keeps the history: the row gets revokedAt, the student is missing again (reason revoked), audited", async () => {
    const response = await rest(parent, "DELETE", `/api/students/${child.id}/consent`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: "Consentimiento retirado. Queda registrado en el historial.", child: { consent: null } });
    expect(response.json().child.history).toHaveLength(1);
    expect(response.json().child.history[0].revokedAt).toEqual(expect.any(String));
    const rows = await platform.db.selectFrom("guardianConsents").selectAll().where("studentId", "=", child.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).not.toBeNull();
    const missing = (await rest(admin, "GET", "/api/consents/missing")).json();
    expect(missing.students.find((s: { id: number }) => s.id === child.id)).toMatchObject({ reason: "revoked", parentName: "Paula Consentimiento" });
    expect(missing.students.find((s: { id: number }) => s.id === unlinked.id)).toMatchObject({ reason: "none", parentName: null });
    const audit = await rest(admin, "GET", "/api/audit?action=consent.revoked");
    expect(audit.json().entries[0]).toMatchObject({ actorId: parent.id, objectId: child.id });
  });

  it("revoking with nothing active is a 409 in Spanish", async () => {
    const response = await rest(parent, "DELETE", `/api/students/${child.id}/consent`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("No hay un consentimiento vigente que retirar.");
  });

  it("giving it again adds a new row; the old one stays revoked", async () => {
    expect((await rest(parent, "POST", `/api/students/${child.id}/consent`)).statusCode).toBe(201);
    const rows = await platform.db.selectFrom("guardianConsents").selectAll().where("studentId", "=", child.id).orderBy("id").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.revokedAt).not.toBeNull();
    expect(rows[1]?.revokedAt).toBeNull();
  });

  it("a consent to an older notice version does not count (reason outdated)", async () => {
    await platform.db
      .insertInto("guardianConsents")
      .values({ studentId: sibling.id, parentId: parent.id, noticeVersion: "2020-01-01", givenAt: new Date().toISOString(), revokedAt: null })
      .execute();
    const missing = (await rest(admin, "GET", "/api/consents/missing")).json();
    expect(missing.students.find((s: { id: number }) => s.id === sibling.id)).toMatchObject({ reason: "outdated" });
    expect(missing.noticeVersion).toBe(privacyNoticeVersion);
    expect(missing.withConsent).toBe(1);
  });

  it("a bad student id is a 400, an unknown one a 403 for a parent (not their child)", async () => {
    expect((await rest(parent, "POST", "/api/students/abc/consent")).statusCode).toBe(400);
    expect((await rest(parent, "POST", "/api/students/999999/consent")).statusCode).toBe(403);
  });

  it("works the same over tRPC", async () => {
    const response = await trpcMutation(platform.app, "privacy.giveConsent", { studentId: sibling.id }, bearer(parent.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.child.consent.noticeVersion).toBe(privacyNoticeVersion);
  });
});
