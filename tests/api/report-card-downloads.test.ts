import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { colombianHolidays } from "../../common/attendance/attendance.calendar.js";
import { finalReportMessages } from "../../common/report-cards/final-report.js";
import { reportCardTextMessages as t } from "../../common/report-cards/report-card.schema.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createModule } from "./people-helpers.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 26: the admin downloads a tribe's published cards of a period as one zip. The year's final
 * report is no longer made from the cards on each download (issue 35): before the school publishes
 * it, there is none.
 */
describe("report cards: the tribe's zip and the final report of the year", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let parent: Actor;
  let otherParent: Actor;
  let ana: number;
  let luz: number;
  let jose: number;
  let math: number;
  const first = "2026-02-02";
  const second = "2026-04-13";
  const settings = { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: ["Tribu 4"], dimensions: ["Comunicativa", "Corporal"] };
  const save = (period: string, body: Record<string, unknown>) => rest(admin, "PUT", "/api/report-cards/entries", { period, ...body });
  const publish = (tribe: string, period: string) => rest(admin, "POST", "/api/report-cards/publish", { tribe, period });
  const zipOf = (as: Actor, tribe: string, period: string) => rest(as, "GET", `/api/report-cards/tribe/zip?tribe=${encodeURIComponent(tribe)}&period=${period}`);
  const finalOf = (as: Actor, studentId: number, year: string | number = 2026) => rest(as, "GET", `/api/report-cards/students/${studentId}/final?year=${year}`);
  const weights = (periodWeights: { periodStart: string; weight: number }[]) => rest(admin, "PUT", "/api/report-cards/settings", { ...settings, periodWeights });

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
    parent = await signedIn(platform, "parent");
    otherParent = await signedIn(platform, "parent");
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
    jose = (await createUser(platform, { role: "student", firstName: "José", lastName: "Peña", tribe: "Tribu 1" })).id;
    luz = (await createUser(platform, { role: "student", firstName: "Luz", lastName: "Marín", tribe: "Tribu 4" })).id;
    await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: ana, createdAt: new Date().toISOString() }).execute();
    await platform.services.attendance.saveCalendar(
      { id: admin.id, role: "admin" },
      {
        year: 2026,
        schoolDays: [1, 2, 3, 4, 5],
        holidays: colombianHolidays(2026),
        periods: [
          { name: "Primer periodo", start: first, end: "2026-04-03" },
          { name: "Segundo periodo", start: second, end: "2026-06-19" },
        ],
      },
    );
    math = (await rest(admin, "POST", "/api/materias", { name: "Matemáticas" })).json().materia.id;
    await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: "Matemáticas" });
    // Ana: 7,0 in the first period (Básico), 9,5 in the second (Superior), each on a module of Matemáticas.
    const graded = [
      ["Números", "2026-03-02T15:00:00.000Z", 7],
      ["Fracciones", "2026-05-04T15:00:00.000Z", 9.5],
    ] as const;
    for (const [title, at, grade] of graded) {
      const moduleId = await createModule(platform.db, admin.id, { title, tribe: "Tribu 1" });
      await platform.db.insertInto("moduleMaterias").values({ moduleId, materiaId: math }).execute();
      await platform.db
        .insertInto("workSubmissions")
        .values({ moduleId, studentId: ana, status: "REVIEWED", grade, submittedAt: at, reviewedAt: at, reviewedById: teacher.id })
        .execute();
    }
    expect((await weights([])).statusCode).toBe(200);
    await save(first, { studentId: ana, subject: `materia:${math}`, strengths: "Cuenta hasta mil." });
    await save(second, { studentId: ana, subject: `materia:${math}`, strengths: "Multiplica con seguridad." });
    await save(first, { studentId: luz, subject: "dimension:Comunicativa", strengths: "Narra cuentos con detalle." });
    await save(second, { studentId: luz, subject: "dimension:Comunicativa", strengths: "Pregunta el porqué de todo." });
    // Issue 35: only complete cards are published, every subject (dimension) with its level and words.
    for (const period of [first, second]) {
      await save(period, { studentId: jose, subject: `materia:${math}`, level: "basico", overrideReason: "Sin trabajos calificados en el periodo.", strengths: "Participa en clase." });
      await save(period, { studentId: luz, subject: "dimension:Corporal", strengths: "Salta en un pie." });
    }
    expect((await publish("Tribu 1", first)).json()).toMatchObject({ published: 2 });
  });
  afterAll(() => platform.close());

  describe("the tribe's zip of a period", () => {
    it("has one PDF per student with a published card, named like the single download, with the accents in its text", async () => {
      const response = await zipOf(admin, "Tribu 1", first);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toContain('filename="boletines-tribu-1-primer-periodo.zip"');
      const files = unzipSync(new Uint8Array(response.rawPayload));
      expect(Object.keys(files).sort()).toEqual(["boletin-primer-periodo-ana-rios.pdf", "boletin-primer-periodo-jose-pena.pdf"]);
      const text = await pdfText(Buffer.from(files["boletin-primer-periodo-jose-pena.pdf"] as Uint8Array));
      expect(text).toContain("Estudiante: José Peña");
      expect(text).toContain("Primer periodo");
    });

    it("carries each card's newest publication only", async () => {
      await save(first, { studentId: ana, subject: `materia:${math}`, strengths: "Cuenta hasta diez mil." });
      expect((await publish("Tribu 1", first)).json()).toMatchObject({ published: 1, unchanged: 1 });
      const files = unzipSync(new Uint8Array((await zipOf(admin, "Tribu 1", first)).rawPayload));
      expect(Object.keys(files).sort()).toEqual(["boletin-primer-periodo-ana-rios-v2.pdf", "boletin-primer-periodo-jose-pena.pdf"]);
      const text = await pdfText(Buffer.from(files["boletin-primer-periodo-ana-rios-v2.pdf"] as Uint8Array));
      expect(text).toContain("Estudiante: Ana Ríos");
      expect(text).toContain("Fortalezas: Cuenta hasta diez mil.");
    });

    it("a period with nothing published is a 404 in Spanish; a bad tribe a 400", async () => {
      const none = await zipOf(admin, "Tribu 1", second);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(t.noneInTribe);
      const badTribe = await zipOf(admin, "Tribu 99", first);
      expect(badTribe.statusCode).toBe(400);
      expect(badTribe.json().message).toBe("Elige una tribu de la escuela.");
    });

    it("only those who may publish download it: the tribe's teacher and a parent get 403", async () => {
      for (const as of [teacher, parent]) expect((await zipOf(as, "Tribu 1", first)).statusCode).toBe(403);
      expect((await rest(platform, "GET", `/api/report-cards/tribe/zip?tribe=Tribu%201&period=${first}`)).statusCode).toBe(401);
    });
  });

  describe("the final report of the year", () => {
    // How it is published and what it prints: tests/api/final-report.test.ts (issue 35).
    it("is not built from the cards on each download: before the school publishes it, a 404 that says when it comes; a bad year a 400", async () => {
      expect((await publish("Tribu 1", second)).json()).toMatchObject({ published: 2 });
      // Every period of the year has a published card, yet no final report was published: nothing titled "Informe final".
      const none = await finalOf(parent, ana);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(finalReportMessages.notYet(2026));
      expect(none.headers["content-type"]).not.toContain("application/pdf");
      const badYear = await finalOf(admin, ana, "dos mil");
      expect(badYear.statusCode).toBe(400);
      expect(badYear.json().message).toBe(t.year);
    });

    it("the family, the student's teachers and admins ask for it, as they read the cards; another parent and a student get 403", async () => {
      for (const as of [teacher, admin]) expect((await finalOf(as, ana)).statusCode).toBe(404);
      expect((await finalOf(otherParent, ana)).statusCode).toBe(403);
      expect((await finalOf(otherParent, luz)).statusCode).toBe(403);
      const student = await signedIn(platform, "student");
      expect((await finalOf(student, ana)).statusCode).toBe(403);
    });
  });
});
