import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colombianHolidays } from "../../common/attendance/attendance.calendar.js";
import { finalReportMessages as m } from "../../common/report-cards/final-report.js";
import { setStudentSex } from "../../server/domains/users/student-file.repo.js";
import { pdfText } from "../setup/pdf-text.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { createModule, linkParent } from "./people-helpers.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 35, the final report's journey: two periods of Tribu 1 published (Matemáticas with grades,
 * Arte with levels only); Ana's Bajo in Matemáticas is passed in support activities; the
 * commission's closed acta promotes the tribe; the admin publishes the final reports; the family
 * reads and downloads Ana's, with every subject's level, the support history and the decision; a
 * later change of the cut-offs does not change the published report.
 */
describe("the final report of the year: published from the published cards, versioned, with support and promotion", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let parent: Actor;
  let otherParent: Actor;
  let ana: number;
  let jose: number;
  let luz: number;
  let math: number;
  let art: number;
  const first = "2026-02-02";
  const second = "2026-07-13";
  const settings = { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: ["Tribu 4"], dimensions: ["Comunicativa"], periodWeights: [] };
  const save = (period: string, body: Record<string, unknown>) => rest(admin, "PUT", "/api/report-cards/entries", { period, ...body });
  const publishCards = (tribe: string, period: string) => rest(admin, "POST", "/api/report-cards/publish", { tribe, period });
  const publishFinal = (tribe = "Tribu 1", as: Actor = admin) => rest(as, "POST", "/api/report-cards/final-reports/publish", { tribe, year: 2026 });
  const readiness = (tribe = "Tribu 1") => rest(admin, "GET", `/api/report-cards/final-reports?tribe=${encodeURIComponent(tribe)}&year=2026`);
  const finalOf = (as: Actor, studentId: number) => rest(as, "GET", `/api/report-cards/students/${studentId}/final?year=2026`);
  const listOf = (as: Actor, studentId: number) => rest(as, "GET", `/api/report-cards/students/${studentId}/final-reports`);

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    const teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
    parent = await signedIn(platform, "parent");
    otherParent = await signedIn(platform, "parent");
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
    jose = (await createUser(platform, { role: "student", firstName: "José", lastName: "Peña", tribe: "Tribu 1" })).id;
    luz = (await createUser(platform, { role: "student", firstName: "Luz", lastName: "Marín", tribe: "Tribu 4" })).id;
    await setStudentSex(platform.db, ana, "F", admin.id);
    await setStudentSex(platform.db, luz, "F", admin.id);
    await linkParent(platform.db, parent.id, ana);
    await linkParent(platform.db, parent.id, luz);
    await platform.services.attendance.saveCalendar(
      { id: admin.id, role: "admin" },
      {
        year: 2026,
        schoolDays: [1, 2, 3, 4, 5],
        holidays: colombianHolidays(2026),
        periods: [
          { name: "Primer semestre", start: first, end: "2026-06-19" },
          { name: "Segundo semestre", start: second, end: "2026-11-27" },
        ],
      },
    );
    expect((await rest(admin, "PUT", "/api/report-cards/settings", settings)).statusCode).toBe(200);
    math = (await rest(admin, "POST", "/api/materias", { name: "Matemáticas" })).json().materia.id;
    art = (await rest(admin, "POST", "/api/materias", { name: "Arte" })).json().materia.id;
    for (const name of ["Matemáticas", "Arte"]) await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: name });
    // Matemáticas has grades: Ana 5,0 and 4,0 (Bajo), José 9,0 and 9,5 (Superior, 9,3 in the year).
    const graded = [
      [ana, "2026-03-02T15:00:00.000Z", 5],
      [ana, "2026-08-03T15:00:00.000Z", 4],
      [jose, "2026-03-02T15:00:00.000Z", 9],
      [jose, "2026-08-03T15:00:00.000Z", 9.5],
    ] as const;
    for (const [studentId, at, grade] of graded) {
      const moduleId = await createModule(platform.db, admin.id, { title: `Números ${at}`, tribe: "Tribu 1" });
      await platform.db.insertInto("moduleMaterias").values({ moduleId, materiaId: math }).execute();
      await platform.db.insertInto("workSubmissions").values({ moduleId, studentId, status: "REVIEWED", grade, submittedAt: at, reviewedAt: at, reviewedById: teacher.id }).execute();
    }
    // Arte has levels only, as the teacher published them.
    const reason = "Valoración de los trabajos de clase.";
    await save(first, { studentId: ana, subject: `materia:${art}`, level: "alto", overrideReason: reason, strengths: "Mezcla colores." });
    await save(second, { studentId: ana, subject: `materia:${art}`, level: "superior", overrideReason: reason, strengths: "Compone con calma." });
    await save(first, { studentId: jose, subject: `materia:${art}`, level: "basico", overrideReason: reason, strengths: "Dibuja a diario." });
    await save(second, { studentId: jose, subject: `materia:${art}`, level: "basico", overrideReason: reason, strengths: "Usa más colores." });
    // Every subject carries a comment: only complete cards are published (issue 35).
    for (const period of [first, second]) {
      for (const studentId of [ana, jose]) await save(period, { studentId, subject: `materia:${math}`, strengths: "Cuenta con objetos." });
    }
    await save(first, { studentId: luz, subject: "dimension:Comunicativa", strengths: "Narra cuentos con detalle." });
    await save(second, { studentId: luz, subject: "dimension:Comunicativa", strengths: "Pregunta el porqué de todo." });
    expect((await publishCards("Tribu 1", first)).json()).toMatchObject({ published: 2 });
  });
  afterAll(() => platform.close());

  it("mid-year nothing titled 'Informe final' exists: the download is a 404 and publishing is a 409 naming the missing period", async () => {
    const before = await finalOf(parent, ana);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(m.notYet(2026));
    const early = await publishFinal();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("Ana Ríos: falta publicar su boletín del Segundo semestre");
    expect((await listOf(parent, ana)).json().reports).toEqual([]);
  });

  it("with every period published, a student without a decision in a closed acta blocks it, named in the 409", async () => {
    expect((await publishCards("Tribu 1", second)).json()).toMatchObject({ published: 2 });
    // An open acta does not count.
    const now = new Date().toISOString();
    const open = await platform.db
      .insertInto("promotionActas")
      .values({ tribe: "Tribu 1", year: 2026, version: 1, metOn: "2026-11-26", members: "[]", createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await platform.db.insertInto("promotionDecisions").values({ actaId: open.id, studentId: ana, decision: "no_promovido", reason: "Borrador.", decidedAt: now }).execute();
    const blocked = await publishFinal();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/Ana Ríos: falta su decisión en un acta cerrada .*José Peña: falta su decisión/);
    const ready = (await readiness()).json();
    expect(ready.students).toEqual([
      expect.objectContaining({ name: "Ana Ríos", ready: false, blockers: [m.missingDecision] }),
      expect.objectContaining({ name: "José Peña", ready: false, blockers: [m.missingDecision] }),
    ]);
  });

  it("publishes once the commission's acta is closed: every subject has a level, the support history and the decision", async () => {
    const now = new Date().toISOString();
    // Ana's support activity in Matemáticas, created and passed with Básico through the promotion API.
    const created = await rest(admin, "POST", "/api/support-activities", { studentId: ana, year: 2026, subject: `materia:${math}`, plan: "Guías de fracciones.", startsOn: "2026-11-09", endsOn: "2026-11-20" });
    expect(created.statusCode, created.body).toBe(201);
    const passed = await rest(admin, "PUT", `/api/support-activities/${created.json().activity.id}/result`, { result: "passed", levelAfter: "basico", resultOn: "2026-11-20" });
    expect(passed.statusCode, passed.body).toBe(200);
    // The commission's acta promotes the tribe and is signed (the open draft above becomes it).
    const acta = await rest(admin, "PUT", "/api/promotion/actas", {
      tribe: "Tribu 1",
      year: 2026,
      metOn: "2026-11-27",
      members: [{ name: "Laura Gómez", role: "directivo" }],
      decisions: [ana, jose].map((studentId) => ({ studentId, decision: "promovido" })),
    });
    expect(acta.statusCode, acta.body).toBe(200);
    const closed = await rest(admin, "POST", `/api/promotion/actas/${acta.json().acta.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    // The SIEE in force is the newest adopted version.
    for (const [version, adoptedOn] of [[1, "2025-01-20"], [2, "2026-02-02"]] as const) {
      await platform.db.insertInto("sieeVersions").values({ version, adoptedOn, content: "{}", publishedById: admin.id, publishedAt: now }).execute();
    }

    const published = await publishFinal();
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: 2, unchanged: 0, message: "Informes finales publicados: 2." });
    // Publishing again with nothing changed makes no version.
    expect((await publishFinal()).json()).toMatchObject({ published: 0, unchanged: 2 });
    expect((await readiness()).json().students.map((s: { ready: boolean; version: number }) => [s.ready, s.version])).toEqual([
      [true, 1],
      [true, 1],
    ]);

    const [report] = (await listOf(parent, ana)).json().reports;
    // tRPC checks the published snapshot against its schema on the way out.
    expect(await trpc(parent).reportCards.childFinalReports({ studentId: ana })).toEqual([report]);
    expect(report).toMatchObject({ year: 2026, version: 1 });
    expect(report.report.subjects).toEqual([
      expect.objectContaining({ name: "Arte", levels: ["alto", "superior"], level: "superior", basis: "levels" }),
      expect.objectContaining({ name: "Matemáticas", levels: ["bajo", "bajo"], yearLevel: "bajo", level: "basico", average: 4.5 }),
    ]);
    expect(report.report).toMatchObject({ decision: { decision: "promovido", actaVersion: 1 }, scale: settings.scale, directorTitle: "Rector(a)" });

    // The family is told.
    const bell = await platform.db.selectFrom("notifications").select(["title", "link"]).where("userId", "=", parent.id).where("kind", "=", "finalReport").execute();
    expect(bell).toEqual([{ title: "Informe final 2026 de Ana Ríos", link: "/dashboard/children/boletines" }]);

    const pdf = await finalOf(parent, ana);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toContain('filename="informe-final-2026-ana-rios.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Informe final 2026",
      "Estudiante: Ana Ríos",
      "Materia Primer semestre Segundo semestre Valoración final",
      "Arte Alto Superior Superior",
      "Matemáticas Bajo Bajo Básico",
      // The arrow is drawn between the two levels.
      "Matemáticas: Bajo Básico tras actividades de apoyo, 20 de noviembre de 2026.",
      "Decisión de promoción: Promovida. Comisión de evaluación y promoción, acta del 27 de noviembre de 2026.",
      "Sistema institucional de evaluación (SIEE) vigente: versión 2, adoptada el 2 de febrero de 2026.",
      "Escala de la institución: Superior de 9,0 a 10,0; Alto de 8,0 a 8,9; Básico de 6,0 a 7,9; Bajo de 0,0 a 5,9",
      "Docente",
      "Rector(a)",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Sin notas");
    expect(await pdfText((await finalOf(admin, jose)).rawPayload)).toContain("Matemáticas Superior Superior Superior (9,3)");
  });

  it("changing the cut-offs afterwards does not change the published report; 50 concurrent publications make one new version", async () => {
    expect((await rest(admin, "PUT", "/api/report-cards/settings", { ...settings, scale: { superior: 9.5, alto: 8.5, basico: 7 } })).statusCode).toBe(200);
    const text = await pdfText((await finalOf(parent, ana)).rawPayload);
    expect(text).toContain("Escala de la institución: Superior de 9,0 a 10,0");
    expect(await pdfText((await finalOf(admin, jose)).rawPayload)).toContain("Matemáticas Superior Superior Superior (9,3)");

    const results = await Promise.all(Array.from({ length: 50 }, () => publishFinal()));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + (r.json().published as number), 0)).toBe(2);
    const versions = await platform.db.selectFrom("finalReportVersions").select(["studentId", "version"]).where("studentId", "=", jose).orderBy("version").execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    // The new version has the new scale; the first one, opened by its id, keeps the old.
    const [newest, oldest] = (await listOf(admin, jose)).json().reports;
    expect(await pdfText((await rest(admin, "GET", `/api/report-cards/final-reports/${newest.id}/pdf`)).rawPayload)).toContain("Matemáticas Superior Superior Alto (9,3)");
    expect(await pdfText((await rest(admin, "GET", `/api/report-cards/final-reports/${oldest.id}/pdf`)).rawPayload)).toContain("Matemáticas Superior Superior Superior (9,3)");
    await rest(admin, "PUT", "/api/report-cards/settings", settings);
  });

  it("a student still pending (a newcomer without cards) waits: the ready ones are published, the rest counted and named", async () => {
    const newcomer = (await createUser(platform, { role: "student", firstName: "Nico", lastName: "Nuevo", tribe: "Tribu 1" })).id;
    const answer = await publishFinal();
    expect(answer.statusCode).toBe(200);
    // Ana and José are published again (the scale was set back above) or unchanged; Nico waits.
    expect(answer.json().published + answer.json().unchanged).toBe(2);
    expect(answer.json()).toMatchObject({ pending: 1, message: expect.stringMatching(/; 1 pendiente, sin publicar hasta que esté todo\.$/) });
    expect((await readiness()).json().students).toContainEqual(expect.objectContaining({ name: "Nico Nuevo", ready: false, version: 0 }));
    expect((await finalOf(admin, newcomer)).statusCode).toBe(404);
    await platform.db.updateTable("users").set({ tribe: "Tribu 3" }).where("id", "=", newcomer).execute();
  });

  it("a preschool child is promoted without an acta and gets a descriptive report without levels", async () => {
    await publishCards("Tribu 4", first);
    expect((await publishFinal("Tribu 4")).statusCode).toBe(409);
    await publishCards("Tribu 4", second);
    expect((await publishFinal("Tribu 4")).json()).toMatchObject({ published: 1 });
    const text = await pdfText((await finalOf(parent, luz)).rawPayload);
    for (const expected of ["Informe final 2026", "Dimensión Comunicativa", "Fortalezas: Narra cuentos con detalle.", "Fortalezas: Pregunta el porqué de todo.", "Decisión de promoción: Promovida: en preescolar no se reprueban grados ni actividades (Decreto 2247 de 1997, art. 10)."]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/Desempeño (Superior|Alto|Básico|Bajo)|Valoración final/);
  });

  it("prints the PIAR line of a child evaluated with a PIAR only while the school's setting says so", async () => {
    // A report whose cards said the child had a PIAR (set on the stored snapshot, as a publication would).
    const [row] = await platform.db.selectFrom("finalReportVersions").select(["id", "content"]).where("studentId", "=", ana).orderBy("version", "desc").limit(1).execute();
    if (!row) throw new Error("Ana has a published final report");
    await platform.db.updateTable("finalReportVersions").set({ content: JSON.stringify({ ...JSON.parse(row.content), piar: true }) }).where("id", "=", row.id).execute();
    const line = "La estudiante es evaluada con los ajustes razonables de su PIAR";
    expect(await pdfText((await finalOf(parent, ana)).rawPayload)).toContain(line);
    expect((await rest(admin, "PUT", "/api/report-cards/settings", { ...settings, piarLineOnCards: false })).statusCode).toBe(200);
    expect(await pdfText((await finalOf(parent, ana)).rawPayload)).not.toContain("PIAR");
    await rest(admin, "PUT", "/api/report-cards/settings", settings);
  });

  it("only the family, the student's teachers and admins read it; only an admin publishes", async () => {
    expect((await finalOf(otherParent, ana)).statusCode).toBe(403);
    expect((await listOf(otherParent, ana)).statusCode).toBe(403);
    const student = await signedIn(platform, "student");
    expect((await finalOf(student, ana)).statusCode).toBe(403);
    const teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
    expect((await finalOf(teacher, ana)).statusCode).toBe(200);
    expect((await publishFinal("Tribu 1", teacher)).statusCode).toBe(403);
    expect((await rest(teacher, "GET", "/api/report-cards/final-reports?tribe=Tribu%201&year=2026")).statusCode).toBe(403);
  });
});
