import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/attendance/attendance.calendar.js";
import { formatLongDate, schoolToday } from "../../common/format.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

/**
 * Issue 26: a PIAR is reviewed at least once a year, with "a reminder before it expires". Thirty
 * days before its review date the student's teachers and the admins find it in their notifications,
 * once per review date, however often the hourly job runs or however many instances run it.
 */
describe("the PIAR's yearly review reminder", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor; // Tribu 1, Ana's
  let otherTeacher: Actor; // Tribu 2
  let parent: Actor;
  let ana: number;
  const today = schoolToday();
  const content = { adjustments: [{ subject: "Lenguaje", kind: "evaluacion", adjustment: "Evaluación oral.", goal: "" }] };
  const piarNotices = async (as: Actor) => ((await rest(as, "GET", "/api/notifications")).json().notifications as Json[]).filter((n) => n.kind === "plan");

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
    otherTeacher = await signedIn(platform, "teacher", { tribe: "Tribu 2" });
    parent = await signedIn(platform, "parent");
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Núñez", tribe: "Tribu 1" })).id;
    await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: ana, createdAt: new Date().toISOString() }).execute();
  });
  afterAll(() => platform.close());

  it("says nothing while the review is more than 30 days away", async () => {
    expect((await rest(teacher, "PUT", `/api/piar/students/${ana}`, { content, reviewDue: addDays(today, 31) })).statusCode).toBe(200);
    expect(await platform.services.piar.remindReviews()).toBe(0);
    expect(await piarNotices(teacher)).toEqual([]);
  });

  it("30 days before, tells the student's teachers and the admins once, and nobody else", async () => {
    const due = addDays(today, 30);
    expect((await rest(teacher, "PUT", `/api/piar/students/${ana}`, { content, reviewDue: due })).statusCode).toBe(200);
    expect(await platform.services.piar.remindReviews()).toBe(1);
    const expected = { title: "PIAR de Ana Núñez por revisar", body: `Su revisión anual es el ${formatLongDate(due)}.`, link: `/dashboard/piar?estudiante=${ana}` };
    expect(await piarNotices(teacher)).toEqual([expect.objectContaining(expected)]);
    expect(await piarNotices(admin)).toEqual([expect.objectContaining(expected)]);
    expect(await piarNotices(otherTeacher)).toEqual([]);
    // The family is not told: the review is the school's duty, and the family agrees to what comes out of it.
    expect(await piarNotices(parent)).toEqual([]);
    // The hourly job runs again, and two instances run it at once: nothing new.
    expect(await Promise.all([platform.services.piar.remindReviews(), platform.services.piar.remindReviews()])).toEqual([0, 0]);
    expect((await piarNotices(teacher))[0].count).toBe(1);
  });

  it("a plan reviewed with a new date is reminded again when that date comes near", async () => {
    expect((await rest(teacher, "PUT", `/api/piar/students/${ana}`, { content, reviewDue: addDays(today, 10) })).statusCode).toBe(200);
    expect(await platform.services.piar.remindReviews()).toBe(1);
    const [notice] = await piarNotices(teacher);
    expect(notice.body).toBe(`Su revisión anual es el ${formatLongDate(addDays(today, 10))}.`);
  });

  it("teachers and admins may choose the reminder by email too; families are not offered it", async () => {
    const prefs = (await rest(teacher, "GET", "/api/notifications/preferences")).json();
    expect(prefs.kinds.plan).toBe("app");
    expect(prefs.relevant).toContain("plan");
    expect((await rest(admin, "GET", "/api/notifications/preferences")).json().relevant).toContain("plan");
    expect((await rest(parent, "GET", "/api/notifications/preferences")).json().relevant).not.toContain("plan");
    const saved = await rest(teacher, "PUT", "/api/notifications/preferences", { kinds: { ...prefs.kinds, plan: "digest" }, digestHour: prefs.digestHour });
    expect(saved.statusCode).toBe(200);
    expect((await rest(teacher, "GET", "/api/notifications/preferences")).json().kinds.plan).toBe("digest");
  });
});
