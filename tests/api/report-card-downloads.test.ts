import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { colombianHolidays } from "../../common/attendance/attendance.calendar.js";
import { reportCardTextMessages as t } from "../../common/report-cards/report-card.schema.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createModule } from "./people-helpers.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 26: the admin downloads a tribe's published cards of a period as one zip; the family, the
 * student's teachers and admins download the year's final report (informe final) with each subject's
 * level per period and the yearly level from the periods' weights.
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
    it("without a published card in the year it is a 404 in Spanish; a bad year a 400", async () => {
      const none = await finalOf(admin, luz);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(t.noneInYear);
      const badYear = await finalOf(admin, ana, "dos mil");
      expect(badYear.statusCode).toBe(400);
      expect(badYear.json().message).toBe(t.year);
    });

    it("lists each subject's level per period and the yearly level, equal weights when none are set", async () => {
      expect((await publish("Tribu 1", second)).json()).toMatchObject({ published: 2 });
      const response = await finalOf(parent, ana);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("application/pdf");
      expect(response.headers["content-disposition"]).toContain('filename="informe-final-2026-ana-rios.pdf"');
      const text = await pdfText(response.rawPayload);
      for (const expected of ["Informe final 2026", "Estudiante: Ana Ríos", "Tribu: Tribu 1", "Materia Primer periodo Segundo periodo Valoración final"]) {
        expect(text, expected).toContain(expected);
      }
      // (7,0 + 9,5) / 2 = 8,25, rounded half up: 8,3, Desempeño Alto.
      expect(text).toContain("Matemáticas Básico Superior Alto (8,3)");
      expect(text).toContain("Todos los periodos pesan igual en la valoración final.");
    });

    it("weighs each period as the settings say", async () => {
      expect((await weights([{ periodStart: first, weight: 80 }, { periodStart: second, weight: 20 }])).statusCode).toBe(200);
      const heavyFirst = await pdfText((await finalOf(parent, ana)).rawPayload);
      expect(heavyFirst).toContain("Matemáticas Básico Superior Básico (7,5)");
      expect(heavyFirst).toContain("Peso de cada periodo en la valoración final: Primer periodo 80 %, Segundo periodo 20 %.");
      await weights([{ periodStart: first, weight: 20 }, { periodStart: second, weight: 80 }]);
      expect(await pdfText((await finalOf(parent, ana)).rawPayload)).toContain("Matemáticas Básico Superior Superior (9,0)");
      await weights([]);
    });

    it("reads only published versions: a change not yet published does not show", async () => {
      await save(second, { studentId: ana, subject: `materia:${math}`, level: "bajo", overrideReason: "Prueba sin publicar." });
      expect(await pdfText((await finalOf(admin, ana)).rawPayload)).toContain("Matemáticas Básico Superior Alto (8,3)");
    });

    it("a preschool student's report is descriptive: each dimension per period, without numbers", async () => {
      await publish("Tribu 4", first);
      await publish("Tribu 4", second);
      const text = await pdfText((await finalOf(admin, luz)).rawPayload);
      for (const expected of ["Informe final 2026", "Estudiante: Luz Marín", "Dimensión Comunicativa", "Primer periodo", "Fortalezas: Narra cuentos con detalle.", "Segundo periodo", "Fortalezas: Pregunta el porqué de todo."]) {
        expect(text, expected).toContain(expected);
      }
      expect(text.indexOf("Narra cuentos")).toBeLessThan(text.indexOf("Pregunta el porqué"));
      expect(text).not.toMatch(/Desempeño (Superior|Alto|Básico|Bajo)|Valoración final|\d,\d/);
    });

    it("the family, the student's teachers and admins read it, as they read the cards; another parent gets 403", async () => {
      expect((await finalOf(teacher, ana)).statusCode).toBe(200);
      expect((await finalOf(otherParent, ana)).statusCode).toBe(403);
      expect((await finalOf(otherParent, luz)).statusCode).toBe(403);
      const student = await signedIn(platform, "student");
      expect((await finalOf(student, ana)).statusCode).toBe(403);
    });
  });
});
