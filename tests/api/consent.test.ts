import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { sensitiveMessages } from "../../common/privacy/sensitive-data.js";
import { hasSensitiveDataConsent } from "../../server/domains/privacy/sensitive-consent.repo.js";
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

/**
 * Issue 35: the consent to record the child's sensitive data (health, diagnosis, home context in the
 * PIAR) is explicit, optional, apart from the general one, versioned with the notice, withdrawable;
 * withdrawing empties those fields of the PIAR and the rest of the plan stays.
 */
describe("the sensitive-data consent", () => {
  let teacher: Actor;
  let lucas: Actor;
  const plan = (health: string) => ({
    content: {
      general: { diagnosis: "", supports: "Fonoaudiología semanal.", interests: "Los trenes." },
      context: { health, home: "" },
      adjustments: [{ subject: "Lenguaje", kind: "evaluacion", adjustment: "Evaluación oral con tiempo adicional.", goal: "" }],
      familyCommitments: "Leer juntos cada noche.",
    },
    reviewDue: addDays(schoolToday(), 200),
  });
  const save = (health: string) => rest(teacher, "PUT", `/api/piar/students/${lucas.id}`, plan(health));

  beforeAll(async () => {
    teacher = await signedIn(platform, "teacher", { firstName: "Teresa", lastName: "Sensible", tribe: "Tribu 5" });
    lucas = await signedIn(platform, "student", { firstName: "Lucas", lastName: "Sensible", tribe: "Tribu 5" });
    await link(parent.id, lucas.id);
  });

  it("without it, the teacher cannot write health text in the PIAR (409, in Spanish); the rest of the plan saves", async () => {
    expect(await hasSensitiveDataConsent(platform.db, lucas.id)).toBe(false);
    const refused = await save("Epilepsia controlada con medicación.");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sensitiveMessages.noConsent);
    expect(await platform.db.selectFrom("piarPlans").select("id").where("studentId", "=", lucas.id).execute()).toEqual([]);
    const withoutHealth = await save("");
    expect(withoutHealth.statusCode).toBe(200);
    expect(withoutHealth.json().piar.content.adjustments).toHaveLength(1);
  });

  it("the general consent does not stand for it: it is asked apart", async () => {
    expect((await rest(parent, "POST", `/api/students/${lucas.id}/consent`)).statusCode).toBe(201);
    expect(await hasSensitiveDataConsent(platform.db, lucas.id)).toBe(false);
    expect((await save("Epilepsia controlada con medicación.")).statusCode).toBe(409);
  });

  it("only the child's linked parent gives it (403 for the teacher, the admin, another parent)", async () => {
    for (const as of [teacher, admin, otherParent]) expect((await rest(as, "POST", `/api/students/${lucas.id}/sensitive-consent`)).statusCode).toBe(403);
  });

  it("after the family gives it, the teacher writes the health text; it is recorded with the notice version and audited", async () => {
    const given = await rest(parent, "POST", `/api/students/${lucas.id}/sensitive-consent`);
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ message: sensitiveMessages.given, child: { studentId: lucas.id, sensitiveConsent: { noticeVersion: privacyNoticeVersion } } });
    expect(await hasSensitiveDataConsent(platform.db, lucas.id)).toBe(true);
    const saved = await save("Epilepsia controlada con medicación.");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().piar.content.context.health).toBe("Epilepsia controlada con medicación.");
    const audit = await rest(admin, "GET", "/api/audit?action=consent.sensitive_given");
    expect(audit.json().entries[0]).toMatchObject({ actorId: parent.id, objectType: "student", objectId: lucas.id });
  });

  it("after withdrawal, the health text is gone from the PIAR and cannot be written again; the adjustments stay", async () => {
    const revoked = await rest(parent, "DELETE", `/api/students/${lucas.id}/sensitive-consent`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ message: sensitiveMessages.revoked, child: { sensitiveConsent: null } });
    expect(revoked.json().child.sensitiveHistory[0].revokedAt).toEqual(expect.any(String));
    expect(await hasSensitiveDataConsent(platform.db, lucas.id)).toBe(false);
    const piar = (await rest(teacher, "GET", `/api/piar/students/${lucas.id}`)).json().piar;
    expect(piar.content.context.health).toBe("");
    expect(piar.content.adjustments).toEqual([expect.objectContaining({ adjustment: "Evaluación oral con tiempo adicional." })]);
    expect(piar.content.familyCommitments).toBe("Leer juntos cada noche.");
    const stored = await platform.db.selectFrom("piarPlans").select("content").where("studentId", "=", lucas.id).executeTakeFirstOrThrow();
    expect(stored.content).not.toContain("Epilepsia");
    // Nor in the PIAR's kept versions (their history keeps the whole text of each).
    const kept = await platform.db.selectFrom("piarRevisions as r").innerJoin("piarPlans as p", "p.id", "r.planId").select("r.content").where("p.studentId", "=", lucas.id).execute();
    expect(kept.length).toBeGreaterThan(0);
    for (const revision of kept) expect(revision.content).not.toContain("Epilepsia");
    expect((await save("Epilepsia controlada con medicación.")).statusCode).toBe(409);
    expect((await rest(parent, "DELETE", `/api/students/${lucas.id}/sensitive-consent`)).statusCode).toBe(409);
  });

  it("a sensitive-data consent to an older notice does not count", async () => {
    await platform.db.insertInto("sensitiveDataConsents").values({ studentId: lucas.id, parentId: parent.id, noticeVersion: "2026-11-23", givenAt: new Date().toISOString(), revokedAt: null }).execute();
    expect(await hasSensitiveDataConsent(platform.db, lucas.id)).toBe(false);
    expect((await save("Epilepsia controlada con medicación.")).statusCode).toBe(409);
  });
});
