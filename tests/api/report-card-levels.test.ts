import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colombianHolidays } from "../../common/attendance/attendance.calendar.js";
import { reportCardMessages } from "../../common/report-cards/report-card-settings.schema.js";
import { scaleMessages } from "../../common/report-cards/performance-scale.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createModule } from "./people-helpers.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 26: a subject's performance level for a period comes from the grades of that period's work,
 * placed on the school's cut-offs; preschool tribes get no numbers.
 */
describe("report cards: settings and the levels of a period", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let otherTeacher: Actor;
  let ana: number;
  let beto: number;
  let math: number;
  let reading: number;
  const settingsPath = "/api/report-cards/settings";
  const levels = (as: Actor, query: string) => rest(as, "GET", `/api/report-cards/levels?${query}`);

  /** A reviewed work of a module of the subject, graded at a Bogotá time. */
  async function graded(studentId: number, materiaId: number, grade: number, reviewedAtBogota: string) {
    const moduleId = await createModule(platform.db, admin.id, { title: `Módulo ${Math.random()}`, tribe: "Tribu 1" });
    await platform.db.insertInto("moduleMaterias").values({ moduleId, materiaId }).execute();
    const reviewedAt = new Date(`${reviewedAtBogota}-05:00`).toISOString();
    await platform.db
      .insertInto("workSubmissions")
      .values({ moduleId, studentId, status: "REVIEWED", grade, submittedAt: reviewedAt, reviewedAt, reviewedById: admin.id })
      .execute();
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
    otherTeacher = await signedIn(platform, "teacher");
    await platform.db.updateTable("users").set({ tribe: "Tribu 1" }).where("id", "=", teacher.id).execute();
    await platform.db.updateTable("users").set({ tribe: "Tribu 2" }).where("id", "=", otherTeacher.id).execute();
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
    beto = (await createUser(platform, { role: "student", firstName: "Beto", lastName: "Gil", tribe: "Tribu 1" })).id;
    await platform.services.attendance.saveCalendar(
      { id: admin.id, role: "admin" },
      {
        year: 2026,
        schoolDays: [1, 2, 3, 4, 5],
        holidays: colombianHolidays(2026),
        periods: [
          { name: "Primer periodo", start: "2026-02-02", end: "2026-04-03" },
          { name: "Segundo periodo", start: "2026-04-13", end: "2026-06-19" },
        ],
      },
    );
    math = (await rest(admin, "POST", "/api/materias", { name: "Matemáticas" })).json().materia.id;
    reading = (await rest(admin, "POST", "/api/materias", { name: "Lectura" })).json().materia.id;
    for (const materiaName of ["Matemáticas", "Lectura"]) await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName });

    // Ana, Matemáticas: 8.9 and 9.0 → 8.95 → 9.0, Superior at the cut-off. The last one is reviewed at
    // 23:30 of the period's last day in Bogotá (already the next day in UTC) and counts.
    await graded(ana, math, 8.9, "2026-02-10T10:00:00");
    await graded(ana, math, 9, "2026-04-03T23:30:00");
    // Reviewed at 00:30 of the day after the period: the second period's.
    await graded(ana, math, 2, "2026-04-04T00:30:00");
    // Ana, Lectura: 7.9 → Básico; Beto, Matemáticas: 5.9 → Bajo; Beto has no Lectura grade.
    await graded(ana, reading, 7.9, "2026-03-01T09:00:00");
    await graded(beto, math, 5.9, "2026-03-02T09:00:00");
  });
  afterAll(() => platform.close());

  it("places each student's subjects on the default cut-offs, counting the work of the period's Bogotá days", async () => {
    const answer = await levels(teacher, "tribe=Tribu%201&period=2026-02-02");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.period).toEqual({ name: "Primer periodo", start: "2026-02-02", end: "2026-04-03" });
    expect(body.preschool).toBe(false);
    const byName = Object.fromEntries(body.students.map((s: { name: string; subjects: unknown[] }) => [s.name, s.subjects]));
    expect(byName["Ana Ríos"]).toEqual([
      { materiaId: reading, materia: "Lectura", average: 7.9, level: "basico", grades: 1 },
      { materiaId: math, materia: "Matemáticas", average: 9, level: "superior", grades: 2 },
    ]);
    expect(byName["Beto Gil"]).toEqual([
      { materiaId: reading, materia: "Lectura", average: null, level: null, grades: 0 },
      { materiaId: math, materia: "Matemáticas", average: 5.9, level: "bajo", grades: 1 },
    ]);
  });

  it("moves a level when the admin moves a cut-off, and refuses a bad scale or weights in Spanish", async () => {
    const before = await rest(teacher, "GET", settingsPath);
    expect(before.json().settings.scale).toEqual({ superior: 9, alto: 8, basico: 6 });
    expect(before.json().settings.dimensions).toContain("Socio-afectiva");

    const saved = await rest(admin, "PUT", settingsPath, {
      scale: { superior: 9.5, alto: 8, basico: 5.9 },
      preschoolTribes: [],
      dimensions: ["Socio-afectiva", "Comunicativa"],
      periodWeights: [
        { periodStart: "2026-02-02", weight: 40 },
        { periodStart: "2026-04-13", weight: 60 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = (await levels(admin, "tribe=Tribu%201&period=2026-02-02")).json();
    const subjects = body.students.flatMap((s: { subjects: { average: number | null; level: string | null }[] }) => s.subjects);
    expect(subjects.filter((s: { average: number | null }) => s.average === 9)[0].level).toBe("alto");
    expect(subjects.filter((s: { average: number | null }) => s.average === 5.9)[0].level).toBe("basico");

    const base = { preschoolTribes: [], dimensions: ["Cognitiva"], periodWeights: [] };
    const cases: [unknown, string][] = [
      [{ ...base, scale: { superior: 8, alto: 8, basico: 6 } }, scaleMessages.order],
      [{ ...base, scale: { superior: 9, alto: 8, basico: 6 }, periodWeights: [{ periodStart: "2026-02-02", weight: 30 }] }, reportCardMessages.weightsSum],
      [{ ...base, scale: { superior: 9, alto: 8, basico: 6 }, periodWeights: [{ periodStart: "2026-03-01", weight: 100 }] }, reportCardMessages.badPeriod],
      [{ ...base, scale: { superior: 9, alto: 8, basico: 6 }, dimensions: ["Ética", "ética"] }, reportCardMessages.dimensionRepeated],
      [{ ...base, scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: ["Tribu 9"] }, reportCardMessages.tribe],
    ];
    for (const [input, message] of cases) {
      const refused = await rest(admin, "PUT", settingsPath, input);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await rest(teacher, "PUT", settingsPath, { ...base, scale: { superior: 9, alto: 8, basico: 6 } })).statusCode).toBe(403);
  });

  it("gives a preschool tribe its dimensions and no numbers at all", async () => {
    await rest(admin, "PUT", settingsPath, { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: ["Tribu 1"], dimensions: ["Socio-afectiva", "Corporal"], periodWeights: [] });
    const body = (await trpcQuery(platform.app, "reportCards.levels", { tribe: "Tribu 1", period: "2026-02-02" }, bearer(teacher.token))).json().result.data;
    expect(body.preschool).toBe(true);
    expect(body.dimensions).toEqual(["Socio-afectiva", "Corporal"]);
    expect(body.students.map((s: { name: string; subjects: unknown[] }) => [s.name, s.subjects])).toEqual([
      ["Ana Ríos", []],
      ["Beto Gil", []],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/"average"|"level"/);
    await rest(admin, "PUT", settingsPath, { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: [], dimensions: ["Socio-afectiva"], periodWeights: [] });
  });

  it("answers a period not in the calendar, another tribe's teacher, a student and a parent as they must", async () => {
    const noPeriod = await levels(teacher, "tribe=Tribu%201&period=2026-03-01");
    expect(noPeriod.statusCode).toBe(404);
    expect(noPeriod.json().message).toBe(reportCardMessages.badPeriod);
    expect((await levels(teacher, "tribe=Tribu%209&period=2026-02-02")).json().message).toBe(reportCardMessages.tribe);
    expect((await levels(otherTeacher, "tribe=Tribu%201&period=2026-02-02")).statusCode).toBe(403);
    for (const role of ["student", "parent"] as const) {
      const who = await signedIn(platform, role);
      expect((await levels(who, "tribe=Tribu%201&period=2026-02-02")).statusCode, role).toBe(403);
      expect((await rest(who, "GET", settingsPath)).statusCode, role).toBe(403);
    }
  });
});
