import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { clockMatrix } from "../setup/clock-matrix.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createClass, createModule, enrol, linkParent, submitWork } from "./people-helpers.js";

/**
 * The teacher's "Hoy" (issue 34), on both engines and under the fixed clocks: Marta leads Tribu 1
 * (Ana, Beto) and teaches the class Ciencias with Carla (Tribu 2); Camilo leads Tribu 3 (Dani). Her
 * home names the registers she has not taken today (only on a school day), the work on her modules
 * waiting for review, and her announcements some families have not yet read.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

/** Which of the matrix's instants fall on a school day (no calendar saved: Monday to Friday, Colombia's holidays). */
const schoolDayBySlug: Record<string, boolean> = {
  "0030": true,
  "0659": true,
  "1200": true,
  "2359": true,
  sabado: false,
  festivo: false,
  "31dic": true,
  "primer-dia": true,
};
const clock = clockMatrix.find((c) => c.at === process.env.TEST_CLOCK);
if (!clock) throw new Error("teacher-today runs only under the clock matrix (tests/setup/clock-matrix.ts)");
const schoolDay = schoolDayBySlug[clock.slug] as boolean;

let platform: TestPlatform;
let marta: Actor;
let camilo: Actor;
const kids = { ana: 0, beto: 0, carla: 0, dani: 0 };
const parents = {} as Record<"ana" | "beto" | "carla", Actor>;

const todayOf = async (as: Actor): Promise<Json> => {
  const response = await rest(as, "GET", "/api/dashboard/teacher");
  expect(response.statusCode).toBe(200);
  return response.json().today;
};
const publish = (as: Actor, body: Record<string, unknown>) => rest(as, "POST", "/api/announcements", { text: "Texto del comunicado", ...body });

beforeAll(async () => {
  platform = await createTestPlatform();
  await firstAdmin(platform);
  marta = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  camilo = await signedIn(platform, "teacher", { firstName: "Camilo", lastName: "Ruiz", tribe: "Tribu 3" });
  kids.ana = (await signedIn(platform, "student", { firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
  kids.beto = (await signedIn(platform, "student", { firstName: "Beto", lastName: "Lara", tribe: "Tribu 1" })).id;
  kids.carla = (await signedIn(platform, "student", { firstName: "Carla", lastName: "Mora", tribe: "Tribu 2" })).id;
  kids.dani = (await signedIn(platform, "student", { firstName: "Dani", lastName: "Paz", tribe: "Tribu 3" })).id;
  for (const kid of ["ana", "beto", "carla"] as const) {
    parents[kid] = await signedIn(platform, "parent");
    await linkParent(platform.db, parents[kid].id, kids[kid]);
  }
  await enrol(platform.db, kids.carla, await createClass(platform.db, marta.id, "Ciencias"));
});

afterAll(async () => {
  await platform?.close();
});

describe(`the teacher's "Hoy" at ${clock.name}`, () => {
  it("starts calm: nothing to review, no announcement; the registers of her tribe and class only on a school day", async () => {
    const today = await todayOf(marta);
    expect(today.schoolDay).toBe(schoolDay);
    expect(today.registers).toEqual(
      schoolDay
        ? [
            { tribe: "Tribu 1", date: today.date, students: 2 },
            { tribe: "Tribu 2", date: today.date, students: 1 },
          ]
        : [],
    );
    expect(today.reviews).toEqual({ count: 0, oldest: [] });
    expect(today.announcements).toEqual([]);
    // Camilo's home names his own tribe only.
    expect((await todayOf(camilo)).registers.map((r: Json) => r.tribe)).toEqual(schoolDay ? ["Tribu 3"] : []);
  });

  it("leaves a register out once it is taken today (on a day off there is none to take)", async () => {
    const saved = await rest(marta, "PUT", "/api/attendance/register", { tribe: "Tribu 1", marks: [{ studentId: kids.ana, mark: "absent" }] });
    expect(saved.statusCode).toBe(schoolDay ? 200 : 400);
    expect((await todayOf(marta)).registers.map((r: Json) => r.tribe)).toEqual(schoolDay ? ["Tribu 2"] : []);
  });

  it("counts the work on her modules waiting for review and names the oldest three", async () => {
    const mine = await createModule(platform.db, marta.id, { title: "Mi primer cuento" });
    const theirs = await createModule(platform.db, camilo.id, { title: "Fracciones" });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await submitWork(platform.db, kids.beto, mine, { submittedAt: day(1) });
    await submitWork(platform.db, kids.ana, mine, { submittedAt: day(3) });
    await submitWork(platform.db, kids.carla, mine, { submittedAt: day(2) });
    await submitWork(platform.db, kids.dani, mine, { submittedAt: day(0) });
    await submitWork(platform.db, kids.dani, theirs, { submittedAt: day(5) });
    const reviewed = await createModule(platform.db, marta.id, { title: "Ya revisado" });
    await submitWork(platform.db, kids.ana, reviewed, { status: "APPROVED", submittedAt: day(9) });

    const { reviews } = await todayOf(marta);
    expect(reviews.count).toBe(4);
    expect(reviews.oldest.map((w: Json) => [w.studentName, w.moduleTitle])).toEqual([
      ["Ana Ríos", "Mi primer cuento"],
      ["Carla Mora", "Mi primer cuento"],
      ["Beto Lara", "Mi primer cuento"],
    ]);
    expect((await todayOf(camilo)).reviews.count).toBe(1);
  });

  it("follows her announcements that some families have not yet read or confirmed", async () => {
    const asked = (await publish(marta, { title: "Salida al Jardín Botánico", scope: "tribes", tribes: ["Tribu 1"], requiresConfirmation: true })).json().announcement.id;
    const everyoneRead = (await publish(marta, { title: "Huerta", scope: "tribes", tribes: ["Tribu 1"] })).json().announcement.id;
    await publish(camilo, { title: "De Camilo", scope: "tribes", tribes: ["Tribu 3"] });
    // Ana's family confirms; Beto's only opens it. Both read the other one.
    expect((await rest(parents.ana, "POST", `/api/announcements/${asked}/read`, { confirm: true })).statusCode).toBe(200);
    expect((await rest(parents.beto, "POST", `/api/announcements/${asked}/read`, {})).statusCode).toBe(200);
    for (const kid of ["ana", "beto"] as const) expect((await rest(parents[kid], "POST", `/api/announcements/${everyoneRead}/read`, {})).statusCode).toBe(200);

    const { announcements } = await todayOf(marta);
    expect(announcements).toEqual([{ id: asked, title: "Salida al Jardín Botánico", requiresConfirmation: true, families: 2, pendingFamilies: 1 }]);
  });

  it("is the teacher's alone", async () => {
    expect((await rest(parents.ana, "GET", "/api/dashboard/teacher")).statusCode).toBe(403);
  });
});
