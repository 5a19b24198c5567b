import { strFromU8, unzipSync } from "fflate";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { moodMessages as m } from "../../common/mood-checkins/mood-checkins.schema.js";
import { setStudentSex } from "../../server/domains/users/student-file.repo.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { trpcAnswer } from "../setup/http.js";
import { bearer } from "../setup/test-platform.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol, linkParent } from "./people-helpers.js";

/**
 * "¿Cómo llegas hoy?" (issue 37), on both engines: Sofía and Tomás in Tribu 1 (Marta's tribe),
 * Lucas in Tribu 2 (Camilo's). Sofía's mother reads Sofía's week, not Lucas's; Marta reads her
 * tribe's day, not Tribu 2's; a student reads no one's feelings but answers her own.
 */

let platform: TestPlatform;
let admin: Actor;
let marta: Actor;
let camilo: Actor;
let sofia: Actor;
let tomas: Actor;
let lucas: Actor;
let mother: Actor;
let lucasMother: Actor;

const day = () => schoolToday();
const code = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
};
const rows = (studentId: number) => platform.db.selectFrom("moodCheckins").select(["feeling", "day", "noticed"]).where("studentId", "=", studentId).orderBy("day").execute();
const moodNotices = (userId: number) => platform.db.selectFrom("notifications").select(["title", "body", "count", "link"]).where("userId", "=", userId).where("kind", "=", "mood").execute();
const past = (studentId: number, daysAgo: number, feeling: string | null) =>
  platform.db.insertInto("moodCheckins").values({ studentId, day: addDays(day(), -daysAgo), feeling, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }).execute();
const setSetting = (moodCheckIn: boolean) => rest(admin, "PUT", "/api/settings", { moodCheckIn });

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  marta = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  camilo = await signedIn(platform, "teacher", { firstName: "Camilo", lastName: "Ruiz", tribe: "Tribu 2" });
  sofia = await signedIn(platform, "student", { firstName: "Sofía", lastName: "Herrera", tribe: "Tribu 1" });
  tomas = await signedIn(platform, "student", { firstName: "Tomás", lastName: "Lara", tribe: "Tribu 1" });
  lucas = await signedIn(platform, "student", { firstName: "Lucas", lastName: "Mora", tribe: "Tribu 2" });
  mother = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Herrera" });
  lucasMother = await signedIn(platform, "parent");
  await linkParent(platform.db, mother.id, sofia.id);
  await linkParent(platform.db, lucasMother.id, lucas.id);
  await setStudentSex(platform.db, sofia.id, "F", admin.id);
  await setStudentSex(platform.db, tomas.id, "M", admin.id);
});

afterAll(async () => {
  await platform.close();
});

describe("the child's check-in", () => {
  it("is on by default, not yet answered, with her five faces in her own words", async () => {
    const today = await trpc(sofia).moodCheckIns.today();
    expect(today).toMatchObject({ enabled: true, done: false, feeling: null, day: day() });
    expect(today.choices.map((c) => c.word)).toEqual(["Feliz", "Tranquila", "Cansada", "Triste", "Enojada"]);
    expect((await trpc(tomas).moodCheckIns.today()).choices.map((c) => c.word)).toEqual(["Feliz", "Tranquilo", "Cansado", "Triste", "Enojado"]);
    // Without a sex on the file, words that need no agreement.
    expect((await trpc(lucas).moodCheckIns.today()).choices.map((c) => c.sentence)).toEqual(["Me siento feliz", "Estoy en calma", "Estoy con sueño", "Me siento triste", "Estoy con rabia"]);
  });

  it("one tap answers; a second tap the same day changes the day's answer", async () => {
    const first = await trpcAnswer(platform.app, "mutation", "moodCheckIns.answer", { feeling: "feliz" }, bearer(sofia.token));
    expect(first).toMatchObject({ status: 200, data: { success: true, message: "¡Gracias por contarnos!", feeling: "feliz", day: day() } });
    await trpc(sofia).moodCheckIns.answer({ feeling: "cansado" });
    expect(await rows(sofia.id)).toEqual([{ feeling: "cansado", day: day(), noticed: 0 }]);
    expect(await trpc(sofia).moodCheckIns.today()).toMatchObject({ done: true, feeling: "cansado" });
  });

  it("twenty taps at once leave one row", async () => {
    const feelings = ["feliz", "tranquilo", "cansado", "triste", "enojado"] as const;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => code(trpc(tomas).moodCheckIns.answer({ feeling: feelings[i % 5] as (typeof feelings)[number] }))));
    expect(results).toEqual(Array(20).fill("OK"));
    const stored = await rows(tomas.id);
    expect(stored).toHaveLength(1);
    expect(feelings).toContain(stored[0]?.feeling);
  });

  it("a feeling that is not one of the five is a 400 in Spanish", async () => {
    const answer = await trpcAnswer(platform.app, "mutation", "moodCheckIns.answer", { feeling: "furioso" }, bearer(sofia.token));
    expect(answer).toMatchObject({ status: 400, message: m.badFeeling });
  });

  it("only a student answers (403 for the adults, 401 with no session)", async () => {
    for (const adult of [marta, mother, admin]) expect(await code(trpc(adult).moodCheckIns.answer({ feeling: "feliz" }))).toBe("FORBIDDEN");
    expect((await trpcAnswer(platform.app, "mutation", "moodCheckIns.answer", { feeling: "feliz" })).status).toBe(401);
  });

  it("'Ahora no' is not asked again today, and never removes an answer", async () => {
    const skipped = await trpcAnswer(platform.app, "mutation", "moodCheckIns.skip", undefined, bearer(lucas.token));
    expect(skipped).toMatchObject({ status: 200, data: { message: m.skipped } });
    expect(await trpc(lucas).moodCheckIns.today()).toMatchObject({ done: true, feeling: null });
    await trpc(sofia).moodCheckIns.skip();
    expect((await rows(sofia.id)).map((r) => r.feeling)).toEqual(["cansado"]);
  });
});

describe("who reads it", () => {
  it("her tribe's teacher and the admin see the class today; a skip is not an answer", async () => {
    for (const who of [marta, admin]) {
      const today = await trpc(who).moodCheckIns.classToday({ tribe: "Tribu 1" });
      expect(today).toMatchObject({ tribe: "Tribu 1", enabled: true, total: 2 });
      expect(today.children.find((c) => c.studentId === sofia.id)).toMatchObject({ firstName: "Sofía", feeling: "cansado", word: "Cansada" });
    }
    expect((await trpc(camilo).moodCheckIns.classToday({ tribe: "Tribu 2" })).children).toEqual([]);
  });

  it("a teacher of another tribe, a parent and a student get 403", async () => {
    const answer = await trpcAnswer(platform.app, "query", "moodCheckIns.classToday", { tribe: "Tribu 1" }, bearer(camilo.token));
    expect(answer).toMatchObject({ status: 403, message: m.notYourTribe });
    for (const who of [mother, sofia]) expect(await code(trpc(who).moodCheckIns.classToday({ tribe: "Tribu 1" }))).toBe("FORBIDDEN");
    // A class of Lucas's does not make Marta the teacher of Tribu 2's day.
    await enrol(platform.db, lucas.id, await createClass(platform.db, marta.id, "Arte"));
    expect(await code(trpc(marta).moodCheckIns.classToday({ tribe: "Tribu 2" }))).toBe("FORBIDDEN");
  });

  it("the week: her mother, her teacher, the admin; seven days ending today", async () => {
    await past(sofia.id, 2, "triste");
    await past(sofia.id, 8, "enojado");
    for (const who of [mother, marta, admin]) {
      const week = await trpc(who).moodCheckIns.childWeek({ studentId: sofia.id });
      expect(week.days).toHaveLength(7);
      expect(week.days[0]?.day).toBe(addDays(day(), -6));
      expect(week.days[6]).toMatchObject({ day: day(), feeling: "cansado", word: "Cansada", skipped: false });
      expect(week.days[4]).toMatchObject({ feeling: "triste", word: "Triste" });
      expect(week.days.filter((d) => d.feeling !== null)).toHaveLength(2);
    }
    // Lucas's class teacher reads his week too; his skip shows as such.
    expect((await trpc(marta).moodCheckIns.childWeek({ studentId: lucas.id })).days[6]).toMatchObject({ feeling: null, skipped: true });
  });

  it("the parent of another child, a teacher of another tribe and a student get 403", async () => {
    const answer = await trpcAnswer(platform.app, "query", "moodCheckIns.childWeek", { studentId: sofia.id }, bearer(lucasMother.token));
    expect(answer).toMatchObject({ status: 403, message: m.notYourChild });
    for (const who of [camilo, tomas, sofia]) expect(await code(trpc(who).moodCheckIns.childWeek({ studentId: sofia.id }))).toBe("FORBIDDEN");
  });
});

describe("the quiet notice", () => {
  it("fires once when a child is sad or angry on two check-in days in a row, to her tribe's teachers", async () => {
    // Tomás: angry on his previous check-in (a weekend between is still "in a row").
    await past(tomas.id, 3, "enojado");
    await trpc(tomas).moodCheckIns.answer({ feeling: "triste" });
    expect(await moodNotices(marta.id)).toEqual([
      { title: "Tomás llegó triste o enojado dos días seguidos", body: expect.stringContaining("Tomás Lara"), count: 1, link: "/dashboard" },
    ]);
    expect(await moodNotices(camilo.id)).toEqual([]);
    expect(await moodNotices(tomas.id)).toEqual([]);
    // Changing today's answer back and forth tells nobody again.
    await trpc(tomas).moodCheckIns.answer({ feeling: "feliz" });
    await trpc(tomas).moodCheckIns.answer({ feeling: "enojado" });
    expect((await moodNotices(marta.id))[0]?.count).toBe(1);
  });

  it("a third day of the same streak is not told again; tired does not count", async () => {
    await platform.db.deleteFrom("notifications").where("kind", "=", "mood").execute();
    // Sofía: sad 2 days ago (and already told), sad yesterday, and today.
    await platform.db.deleteFrom("moodCheckins").where("studentId", "=", sofia.id).execute();
    await past(sofia.id, 2, "triste");
    await past(sofia.id, 1, "enojado");
    await trpc(sofia).moodCheckIns.answer({ feeling: "triste" });
    expect(await moodNotices(marta.id)).toEqual([]);
    // Lucas: tired then sad is no streak.
    await platform.db.deleteFrom("moodCheckins").where("studentId", "=", lucas.id).execute();
    await past(lucas.id, 1, "cansado");
    await trpc(lucas).moodCheckIns.answer({ feeling: "triste" });
    expect(await moodNotices(camilo.id)).toEqual([]);
  });

  it("a previous answer more than a week before (a vacation) does not make a streak", async () => {
    await platform.db.deleteFrom("moodCheckins").where("studentId", "=", lucas.id).execute();
    await past(lucas.id, 20, "triste");
    await trpc(lucas).moodCheckIns.answer({ feeling: "enojado" });
    expect(await moodNotices(camilo.id)).toEqual([]);
  });
});

describe("the school's switch", () => {
  it("off: today says so, an answer is refused in Spanish, the teacher's panel says off", async () => {
    expect((await setSetting(false)).json().settings).toMatchObject({ moodCheckIn: false });
    expect(await trpc(sofia).moodCheckIns.today()).toMatchObject({ enabled: false });
    const answer = await trpcAnswer(platform.app, "mutation", "moodCheckIns.answer", { feeling: "feliz" }, bearer(sofia.token));
    expect(answer).toMatchObject({ status: 409, message: "La escuela no usa «¿Cómo llegas hoy?» en este momento." });
    expect((await trpcAnswer(platform.app, "mutation", "moodCheckIns.skip", undefined, bearer(sofia.token))).status).toBe(409);
    expect((await trpc(marta).moodCheckIns.classToday({ tribe: "Tribu 1" })).enabled).toBe(false);
    expect((await setSetting(true)).json().settings).toMatchObject({ moodCheckIn: true });
    expect((await trpc(sofia).moodCheckIns.today()).enabled).toBe(true);
  });

  it("only an admin switches it", async () => {
    expect((await rest(marta, "PUT", "/api/settings", { moodCheckIn: false })).statusCode).toBe(403);
    expect((await rest(admin, "PUT", "/api/settings", { moodCheckIn: "no" })).statusCode).toBe(400);
  });
});

describe("her family's rights (Ley 1581)", () => {
  it("the family's export carries her check-ins", async () => {
    const response = await rest(mother, "GET", `/api/students/${sofia.id}/export`);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(response.rawPayload))["datos.json"] as Uint8Array));
    expect(data.tablas.mood_checkins.map((r: { feeling: string }) => r.feeling).sort()).toEqual(["enojado", "triste", "triste"]);
    expect(data.tablas.mood_checkins.every((r: { studentId: number }) => r.studentId === sofia.id)).toBe(true);
  });

  it("erasure removes them", async () => {
    const erased = await rest(admin, "POST", `/api/students/${sofia.id}/erase`, { confirmation: "Sofía Herrera" });
    expect(erased.statusCode).toBe(200);
    expect(await rows(sofia.id)).toEqual([]);
    expect((await rows(tomas.id)).length).toBeGreaterThan(0);
  });
});
