import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/attendance/attendance.calendar.js";
import type { FamilyToDoItem } from "../../common/dashboards/family-to-do.js";
import { schoolToday } from "../../common/format.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol, linkParent, setTribe } from "./people-helpers.js";

/**
 * Issue 34: the family's home lists what needs them, each item about one of their own children,
 * one tap from where it is done; another family's items never appear.
 */
let platform: TestPlatform;
let admin: Actor;
const now = () => new Date().toISOString();

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

async function storedFile(ownerId: number, name: string): Promise<number> {
  const row = await platform.db
    .insertInto("files")
    .values({ storageName: `${name}-${ownerId}-${Math.random()}`, originalName: `${name}.pdf`, mimeType: "application/pdf", size: 1, purpose: "payment", ownerId, createdAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A published card as the family reads it (its PDF is drawn from this). */
const cardContent = (studentId: number, name: string, start: string) => ({
  student: { id: studentId, name: "Estudiante" },
  tribe: "Tribu 1",
  period: { name, start, end: start },
  preschool: false,
  entries: [],
  piar: false,
  attendance: { markedDays: 0, present: 0, late: 0, absent: 0, excused: 0, daysAbsent: 0, attendedPercent: null },
  teachers: [],
  director: "Directora",
});

async function publishedCard(studentId: number, periodStart: string, name: string): Promise<number> {
  const card = await platform.db
    .insertInto("reportCards")
    .values({ studentId, periodStart, tribe: "Tribu 1", version: 1, changedSincePublished: 0, createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const version = await platform.db
    .insertInto("reportCardVersions")
    .values({ reportCardId: card.id, version: 1, content: JSON.stringify(cardContent(studentId, name, periodStart)), publishedById: admin.user.id, publishedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return version.id;
}

/** One family's whole set of pending things: an announcement to confirm, an absence, a receipt, a card and a PIAR. */
async function familyWithEverything(childName: string) {
  const parent = await signedIn(platform, "parent");
  const child = await createUser(platform, { firstName: childName });
  await setTribe(platform.db, child.id, "Tribu 3");
  await linkParent(platform.db, parent.id, child.id);
  const today = schoolToday();
  const classId = await createClass(platform.db, admin.user.id, `Clase de ${childName}`);
  await enrol(platform.db, child.id, classId);
  const announcement = await platform.db
    .insertInto("announcements")
    .values({ authorId: admin.user.id, scope: "classes", forFamilies: 1, forStudents: 0, title: `Salida de ${childName}`, text: "Texto", fileId: null, requiresConfirmation: 1, lastRemindedAt: null, createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await platform.db.insertInto("announcementTargets").values({ announcementId: announcement.id, tribe: null, classId }).execute();
  const absentOn = addDays(today, -2);
  await platform.db
    .insertInto("attendanceMarks")
    .values({ studentId: child.id, date: absentOn, tribe: "Tribu 3", mark: "absent", note: null, takenById: admin.user.id, takenAt: now(), updatedById: null, updatedAt: now() })
    .execute();
  const receipt = await platform.db
    .insertInto("payments")
    .values({ parentId: parent.id, month: "03", year: Number(today.slice(0, 4)), fileId: await storedFile(parent.id, "recibo"), status: "rejected", notes: "No se lee bien.", uploadedAt: now(), reviewedAt: now(), reviewedById: admin.user.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await publishedCard(child.id, `${today.slice(0, 4)}-01-15`, "Primer periodo");
  const newest = await publishedCard(child.id, `${today.slice(0, 4)}-04-01`, "Segundo periodo");
  const plan = await platform.db
    .insertInto("piarPlans")
    .values({ studentId: child.id, content: "{}", revision: 2, reviewDue: addDays(today, 100), createdById: admin.user.id, createdAt: now(), updatedById: admin.user.id, updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Agreed to the first version only: the change waits for the family.
  await platform.db.insertInto("piarAgreements").values({ planId: plan.id, revision: 1, parentId: parent.id, parentName: "Familia", agreedAt: now() }).execute();
  return { parent, child, announcementId: announcement.id, absentOn, receiptId: receipt.id, newestCard: newest, planId: plan.id };
}

const toDo = async (who: Actor): Promise<FamilyToDoItem[]> => {
  const response = await rest(who, "GET", "/api/dashboard/parent/to-do");
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: FamilyToDoItem[] }).items;
};

describe("the family's to-do list (issue 34)", () => {
  it("lists each pending thing once, named after the child, and none of another family's", async () => {
    const mine = await familyWithEverything("Lucía");
    const theirs = await familyWithEverything("Tomás");
    const items = await toDo(mine.parent);
    expect(items.map((i) => [i.kind, i.refId, i.childName])).toEqual([
      ["announcement", mine.announcementId, "Lucía"],
      ["absence", mine.child.id, "Lucía"],
      ["receipt", mine.receiptId, null],
      ["reportCard", mine.newestCard, "Lucía"],
      ["piar", mine.planId, "Lucía"],
    ]);
    expect(items.find((i) => i.kind === "absence")?.date).toBe(mine.absentOn);
    expect(items.find((i) => i.kind === "receipt")).toMatchObject({ title: "03", detail: "No se lee bien." });
    expect(items.find((i) => i.kind === "reportCard")?.title).toBe("Segundo periodo");
    const text = JSON.stringify(items);
    expect(text).not.toContain("Tomás");
    const theirItems: Array<[string, number]> = [
      ["announcement", theirs.announcementId],
      ["absence", theirs.child.id],
      ["receipt", theirs.receiptId],
      ["reportCard", theirs.newestCard],
      ["piar", theirs.planId],
    ];
    for (const [kind, id] of theirItems) expect(items.some((i) => i.kind === kind && i.refId === id)).toBe(false);
  });

  it("drops what the family did: confirmed, excused, sent again, opened, agreed", async () => {
    const family = await familyWithEverything("Sara");
    const confirm = await rest(family.parent, "POST", `/api/announcements/${family.announcementId}/read`, { confirm: true });
    expect(confirm.statusCode).toBeLessThan(300);
    await platform.db
      .insertInto("attendanceExcuses")
      .values({ studentId: family.child.id, parentId: family.parent.id, date: family.absentOn, text: "Cita médica", fileId: null, createdAt: now(), decidedById: null, decidedAt: null })
      .execute();
    await platform.db.updateTable("payments").set({ status: "pending" }).where("id", "=", family.receiptId).execute();
    const pdf = await rest(family.parent, "GET", `/api/report-cards/versions/${family.newestCard}/pdf`);
    expect(pdf.statusCode).toBe(200);
    await platform.db.insertInto("piarAgreements").values({ planId: family.planId, revision: 2, parentId: family.parent.id, parentName: "Familia", agreedAt: now() }).execute();
    expect(await toDo(family.parent)).toEqual([]);
  });

  it("is the family's own: other roles get 403", async () => {
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "GET", "/api/dashboard/parent/to-do")).statusCode).toBe(403);
    expect((await rest(admin, "GET", "/api/dashboard/parent/to-do")).statusCode).toBe(403);
  });
});
