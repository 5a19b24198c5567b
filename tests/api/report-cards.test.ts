import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { colombianHolidays } from "../../common/attendance/attendance.calendar.js";
import { reportCardTextMessages as t } from "../../common/report-cards/report-card.schema.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createModule } from "./people-helpers.js";
import { setStudentSex } from "../../server/domains/users/student-file.repo.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/** Issue 26: teachers fill a period's cards, the admin publishes per tribe, families read each version. */
describe("report cards: filling, publishing and versions", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let parent: Actor;
  let otherParent: Actor;
  let ana: number;
  let luz: number;
  let math: number;
  const period = "2026-02-02";
  const save = (as: Actor, body: Record<string, unknown>) => rest(as, "PUT", "/api/report-cards/entries", { period, ...body });
  const publish = (tribe = "Tribu 1") => rest(admin, "POST", "/api/report-cards/publish", { tribe, period });
  const cardsOfAna = (as: Actor) => rest(as, "GET", `/api/report-cards/students/${ana}`);

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
    parent = await signedIn(platform, "parent");
    otherParent = await signedIn(platform, "parent");
    await platform.db.updateTable("users").set({ tribe: "Tribu 1" }).where("id", "=", teacher.id).execute();
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
    luz = (await createUser(platform, { role: "student", firstName: "Luz", lastName: "Mar", tribe: "Tribu 4" })).id;
    await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: ana, createdAt: new Date().toISOString() }).execute();
    await platform.services.attendance.saveCalendar(
      { id: admin.id, role: "admin" },
      { year: 2026, schoolDays: [1, 2, 3, 4, 5], holidays: colombianHolidays(2026), periods: [{ name: "Primer periodo", start: period, end: "2026-04-03" }] },
    );
    math = (await rest(admin, "POST", "/api/materias", { name: "Matemáticas" })).json().materia.id;
    await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: "Matemáticas" });
    const moduleId = await createModule(platform.db, admin.id, { title: "Sumas", tribe: "Tribu 1" });
    await platform.db.insertInto("moduleMaterias").values({ moduleId, materiaId: math }).execute();
    await platform.db
      .insertInto("workSubmissions")
      .values({ moduleId, studentId: ana, status: "REVIEWED", grade: 8.4, submittedAt: "2026-03-02T15:00:00.000Z", reviewedAt: "2026-03-02T15:00:00.000Z", reviewedById: teacher.id })
      .execute();
    // Ana's register in the period: 3 days present, 1 late, 1 absent → 80 %.
    const marks = [["2026-02-03", "present"], ["2026-02-04", "present"], ["2026-02-05", "late"], ["2026-02-06", "absent"], ["2026-02-09", "present"]] as const;
    await platform.db
      .insertInto("attendanceMarks")
      .values(marks.map(([date, mark]) => ({ studentId: ana, date, tribe: "Tribu 1", mark, note: null, takenById: teacher.id, takenAt: `${date}T13:00:00.000Z`, updatedById: teacher.id, updatedAt: `${date}T13:00:00.000Z` })))
      .execute();
    await rest(admin, "PUT", "/api/report-cards/settings", { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: ["Tribu 4"], dimensions: ["Socio-afectiva", "Comunicativa"], periodWeights: [] });
  });
  afterAll(() => platform.close());

  it("a teacher writes a subject's comment; choosing another level than the computed one needs a reason", async () => {
    const subject = `materia:${math}`;
    const written = await save(teacher, { studentId: ana, subject, strengths: "Suma con seguridad.", difficulties: "", recommendations: "Practicar restas." });
    expect(written.statusCode).toBe(200);
    expect(written.json().entry).toMatchObject({ name: "Matemáticas", computedAverage: 8.4, computedLevel: "alto", level: "alto", overrideReason: null, strengths: "Suma con seguridad." });

    const noReason = await save(teacher, { studentId: ana, subject, level: "superior" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(t.reasonRequired);
    const same = await save(teacher, { studentId: ana, subject, level: "alto", strengths: "Suma con seguridad." });
    expect(same.json().entry).toMatchObject({ level: "alto", overrideReason: null });

    const cards = (await trpcQuery(platform.app, "reportCards.tribeCards", { tribe: "Tribu 1", period }, bearer(teacher.token))).json().result.data;
    expect(cards.students[0].entries[0]).toMatchObject({ subject, level: "alto", strengths: "Suma con seguridad.", recommendations: "" });

    const unknown = await save(teacher, { studentId: ana, subject: "materia:999999" });
    expect(unknown.json().message).toBe(t.subject);
    const outOfYear = await save(teacher, { studentId: ana, subject, period: "2030-01-01" });
    expect(outOfYear.statusCode).toBe(404);
    expect(outOfYear.json().message).toBe(t.badPeriod);
    const notMine = await save(teacher, { studentId: luz, subject: "dimension:Comunicativa", strengths: "x" });
    expect(notMine.statusCode).toBe(403);
  });

  it("a preschool card is descriptive: dimensions, comments, never a level", async () => {
    const withLevel = await save(admin, { studentId: luz, subject: "dimension:Comunicativa", level: "alto", overrideReason: "x" });
    expect(withLevel.statusCode).toBe(400);
    expect(withLevel.json().message).toBe(t.preschoolNoLevel);
    const written = await save(admin, { studentId: luz, subject: "dimension:Comunicativa", strengths: "Cuenta lo que vivió el fin de semana." });
    expect(written.json().entry).toMatchObject({ name: "Comunicativa", level: null, computedAverage: null });
    // Issue 35: a card goes out only complete, every dimension with its words.
    await save(admin, { studentId: luz, subject: "dimension:Socio-afectiva", strengths: "Comparte sus juguetes." });
    expect((await save(admin, { studentId: luz, subject: `materia:${math}` })).json().message).toBe(t.subject);
  });

  it("publishing gives families version 1; an edit is published as version 2 and version 1 stays as it was", async () => {
    expect((await cardsOfAna(parent)).json().versions).toEqual([]);
    const first = await publish();
    expect(first.json()).toMatchObject({ published: 1, unchanged: 0 });
    const v1 = (await cardsOfAna(parent)).json().versions;
    expect(v1.map((v: { version: number }) => v.version)).toEqual([1]);
    expect(v1[0].card.entries[0]).toMatchObject({ name: "Matemáticas", level: "alto", strengths: "Suma con seguridad." });

    expect((await publish()).json()).toMatchObject({ published: 0, unchanged: 1 });
    await save(teacher, { studentId: ana, subject: `materia:${math}`, level: "superior", overrideReason: "Resolvió el reto final sin ayuda.", strengths: "Suma y resta con seguridad." });
    const unpublished = (await cardsOfAna(parent)).json().versions;
    expect(unpublished[0].card.entries[0].strengths).toBe("Suma con seguridad.");

    expect((await publish()).json()).toMatchObject({ published: 1, unchanged: 0 });
    const both = (await cardsOfAna(parent)).json().versions;
    expect(both.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(both[0].card.entries[0]).toMatchObject({ level: "superior", overrideReason: "Resolvió el reto final sin ayuda.", strengths: "Suma y resta con seguridad." });
    expect(both[1].card.entries[0]).toMatchObject({ level: "alto", strengths: "Suma con seguridad." });
  });

  it("two publications at once make each version once", async () => {
    await save(teacher, { studentId: ana, subject: `materia:${math}`, strengths: "Otra vez." });
    const answers = await Promise.all([publish(), publish(), publish()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().published).sort()).toEqual([0, 0, 1]);
    expect((await cardsOfAna(admin)).json().versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });

  it("a published card downloads as a PDF with its accents, levels, comments and signatures", async () => {
    const [newest] = (await cardsOfAna(parent)).json().versions;
    const pdf = await rest(parent, "GET", `/api/report-cards/versions/${newest.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`boletin-primer-periodo-ana-rios-v${newest.version}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ["Boletín de calificaciones", "Estudiante: Ana Ríos", "Tribu: Tribu 1", "Primer periodo", "Matemáticas", "Desempeño Superior", "Fortalezas: Otra vez.", "Asistencia: 80 % (5 días registrados; 1 ausencia; 1 llegada tarde)", "Docente", "Rector(a)"]) {
      expect(text, expected).toContain(expected);
    }
    expect((await rest(otherParent, "GET", `/api/report-cards/versions/${newest.id}/pdf`)).statusCode).toBe(403);
    expect((await rest(parent, "GET", "/api/report-cards/versions/999999/pdf")).json().message).toBe(t.notPublished);

    await publish("Tribu 4");
    const [preschool] = (await rest(admin, "GET", `/api/report-cards/students/${luz}`)).json().versions;
    const preschoolText = await pdfText((await rest(admin, "GET", `/api/report-cards/versions/${preschool.id}/pdf`)).rawPayload);
    expect(preschoolText).toContain("Informe descriptivo de preescolar");
    expect(preschoolText).toContain("Dimensión Comunicativa");
    expect(preschoolText).toContain("Cuenta lo que vivió el fin de semana.");
    expect(preschoolText).not.toMatch(/Desempeño (Superior|Alto|Básico|Bajo)/);
    expect(preschoolText).toContain("Asistencia: sin días registrados en el periodo");
    expect(text).not.toContain("PIAR");
  });

  it("every card has a teacher's line to sign: the child's class teacher, or a blank line (issue 34)", async () => {
    // Tribu 4 has no teacher of its own: its card was published without any "Docente" line.
    const [before] = (await rest(admin, "GET", `/api/report-cards/students/${luz}`)).json().versions;
    expect(await pdfText((await rest(admin, "GET", `/api/report-cards/versions/${before.id}/pdf`)).rawPayload)).toMatch(/Docente .*Rector\(a\)/);
    // Luz's class teacher signs the next publication.
    const classTeacher = await createUser(platform, { role: "teacher", firstName: "Irene", lastName: "Sol" });
    const now = new Date().toISOString();
    const klass = await platform.db.insertInto("classes").values({ title: "Cuentos", moduleId: null, teacherId: classTeacher.id, createdAt: now }).returning("id").executeTakeFirstOrThrow();
    await platform.db.insertInto("studentClasses").values({ studentId: luz, classId: klass.id, joinedAt: now }).execute();
    await save(admin, { studentId: luz, subject: "dimension:Comunicativa", strengths: "Inventa cuentos." });
    expect((await publish("Tribu 4")).json()).toMatchObject({ published: 1 });
    const [after] = (await rest(admin, "GET", `/api/report-cards/students/${luz}`)).json().versions;
    expect(after.card.teachers).toEqual(["Irene Sol"]);
    expect(await pdfText((await rest(admin, "GET", `/api/report-cards/versions/${after.id}/pdf`)).rawPayload)).toContain("Irene Sol Docente");
  });

  it("a student with a PIAR has it stated on the published card", async () => {
    await rest(teacher, "PUT", `/api/piar/students/${ana}`, { content: {}, reviewDue: "2099-01-01" }).then((r) => expect(r.statusCode).toBe(400));
    await platform.db
      .insertInto("piarPlans")
      .values({ studentId: ana, content: "{}", reviewDue: "2027-02-01", createdAt: "2026-02-01T00:00:00Z", updatedAt: "2026-02-01T00:00:00Z" })
      .execute();
    await save(teacher, { studentId: ana, subject: `materia:${math}`, strengths: "Con su PIAR." });
    await publish();
    const [newest] = (await cardsOfAna(parent)).json().versions;
    expect(newest.card.piar).toBe(true);
    const pdfOfNewest = async () => pdfText((await rest(parent, "GET", `/api/report-cards/versions/${newest.id}/pdf`)).rawPayload);
    // Issue 34: the sentence agrees with the sex on the student's file, read when the PDF is made; without it, no agreement.
    expect(await pdfOfNewest()).toContain("Evaluación con los ajustes razonables de su PIAR (Decreto 1421 de 2017).");
    await setStudentSex(platform.db, ana, "F", admin.id);
    const girl = await pdfOfNewest();
    expect(girl).toContain("La estudiante es evaluada con los ajustes razonables de su PIAR (Decreto 1421 de 2017).");
    expect(girl).not.toContain("El estudiante");
    await setStudentSex(platform.db, ana, "M", admin.id);
    expect(await pdfOfNewest()).toContain("El estudiante es evaluado con los ajustes razonables de su PIAR (Decreto 1421 de 2017).");
  });

  it("only the child's family, teachers and admins read the cards; only admins publish", async () => {
    expect((await cardsOfAna(otherParent)).statusCode).toBe(403);
    expect((await cardsOfAna(teacher)).statusCode).toBe(200);
    const student = await signedIn(platform, "student");
    expect((await cardsOfAna(student)).statusCode).toBe(403);
    expect((await rest(teacher, "POST", "/api/report-cards/publish", { tribe: "Tribu 1", period })).statusCode).toBe(403);
    expect((await rest(parent, "GET", `/api/report-cards/tribe?tribe=Tribu%201&period=${period}`)).statusCode).toBe(403);
  });
});

/**
 * Issue 35: publishing is checked and confirmed. The admin's preview names each incomplete card and
 * what its subjects lack; only complete cards go out (an incomplete one chosen is refused, 409,
 * naming the student); before the period's last day the admin must say so; each new version tells
 * the child's family once, in Spanish that agrees with the sex on the child's file; the PIAR line
 * follows the school's settings, and a copy for another school leaves it out unless chosen.
 */
describe("report cards: a checked, confirmed publication that tells the family (issue 35)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let parent: Actor;
  let sofia: number;
  let tomas: number;
  let pablo: number;
  let lengua: number;
  let ciencias: number;
  const period = "2026-02-02";
  // A period of next year: before its last day under every clock of the matrix (2026-11-18 to 2027-01-04).
  const running = "2027-01-04";
  const tribe = "Tribu 2";
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
  type Json = any;
  const save = (body: Record<string, unknown>, inPeriod = period) => rest(teacher, "PUT", "/api/report-cards/entries", { period: inPeriod, ...body });
  const complete = async (studentId: number, inPeriod = period, words = "Lee con gusto.") => {
    for (const materia of [lengua, ciencias]) {
      const saved = await save({ studentId, subject: `materia:${materia}`, level: "alto", overrideReason: "Valoración del trabajo en clase.", strengths: words }, inPeriod);
      expect(saved.statusCode).toBe(200);
    }
  };
  const publish = (body: Record<string, unknown> = {}) => rest(admin, "POST", "/api/report-cards/publish", { tribe, period, ...body });
  const preview = (as: Actor = admin, inPeriod = period) => rest(as, "GET", `/api/report-cards/publication-preview?tribe=${encodeURIComponent(tribe)}&period=${inPeriod}`);
  const notices = async () => ((await rest(parent, "GET", "/api/notifications")).json().notifications as Json[]).filter((n) => n.kind === "reportCard");
  // Items of one hour fold into one (the calm rule, count + 1): the events told are the counts' sum, whatever the hour.
  const told = async () => (await notices()).reduce((sum, n) => sum + n.count, 0);
  const versionsOf = async (studentId: number) => (await rest(admin, "GET", `/api/report-cards/students/${studentId}`)).json().versions as Json[];
  const settings = (extra: Record<string, unknown>) =>
    rest(admin, "PUT", "/api/report-cards/settings", { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: [], dimensions: ["Socio-afectiva"], periodWeights: [], ...extra });

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher", { tribe });
    parent = await signedIn(platform, "parent");
    sofia = (await createUser(platform, { role: "student", firstName: "Sofía", lastName: "Herrera", tribe })).id;
    tomas = (await createUser(platform, { role: "student", firstName: "Tomás", lastName: "Herrera", tribe })).id;
    pablo = (await createUser(platform, { role: "student", firstName: "Pablo", lastName: "Díaz", tribe })).id;
    await setStudentSex(platform.db, sofia, "F", admin.id);
    await setStudentSex(platform.db, pablo, "M", admin.id);
    const now = new Date().toISOString();
    await platform.db.insertInto("parentChildren").values([sofia, tomas].map((studentId) => ({ parentId: parent.id, studentId, createdAt: now }))).execute();
    const system = { id: admin.id, role: "admin" as const };
    await platform.services.attendance.saveCalendar(system, { year: 2026, schoolDays: [1, 2, 3, 4, 5], holidays: colombianHolidays(2026), periods: [{ name: "Primer periodo", start: period, end: "2026-04-03" }] });
    await platform.services.attendance.saveCalendar(system, { year: 2027, schoolDays: [1, 2, 3, 4, 5], holidays: colombianHolidays(2027), periods: [{ name: "Primer periodo", start: running, end: "2027-06-18" }] });
    lengua = (await rest(admin, "POST", "/api/materias", { name: "Lenguaje" })).json().materia.id;
    ciencias = (await rest(admin, "POST", "/api/materias", { name: "Ciencias" })).json().materia.id;
    for (const name of ["Lenguaje", "Ciencias"]) await rest(admin, "POST", "/api/tribe-materias", { tribeName: tribe, materiaName: name });
    await settings({});
    await complete(sofia);
    // Tomás: Lenguaje complete; Ciencias with a comment and no level. Pablo: nothing written.
    await save({ studentId: tomas, subject: `materia:${lengua}`, level: "basico", overrideReason: "Valoración del trabajo en clase.", recommendations: "Leer en casa." });
    await save({ studentId: tomas, subject: `materia:${ciencias}`, difficulties: "Le cuesta registrar lo que observa." });
  });
  afterAll(() => platform.close());

  it("the preview names each incomplete card and what its subjects lack; only admins see it", async () => {
    const answer = await preview();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ tribe, period: { name: "Primer periodo", start: period, end: "2026-04-03" }, preschool: false, periodEnded: true });
    const byName = Object.fromEntries((body.students as Json[]).map((s) => [s.name, s]));
    expect(byName["Sofía Herrera"]).toMatchObject({ state: "new", complete: true, missing: [] });
    expect(byName["Tomás Herrera"]).toMatchObject({ state: "new", complete: false, missing: [{ name: "Ciencias", missing: ["level"] }] });
    expect(byName["Pablo Díaz"].missing).toEqual([
      { subject: `materia:${ciencias}`, name: "Ciencias", missing: ["level", "comment"] },
      { subject: `materia:${lengua}`, name: "Lenguaje", missing: ["level", "comment"] },
    ]);
    const trpcAnswer = (await trpcQuery(platform.app, "reportCards.publicationPreview", { tribe, period }, bearer(admin.token))).json().result.data;
    expect(trpcAnswer.students).toEqual(body.students);
    expect((await preview(teacher)).statusCode).toBe(403);
    expect((await preview(parent)).statusCode).toBe(403);
  });

  it("an incomplete card chosen is refused with a 409 that names the student, and nothing is published", async () => {
    const refused = await publish({ studentIds: [sofia, tomas] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("El boletín de Tomás Herrera está incompleto: falta Ciencias (desempeño). No se publicó ningún boletín: complétalo o publica solo los completos.");
    // Without a list, every card of the tribe is checked the same way.
    expect((await publish()).statusCode).toBe(409);
    expect(await versionsOf(sofia)).toEqual([]);
    expect(await notices()).toEqual([]);
    const other = await createUser(platform, { role: "student", firstName: "Otra", tribe: "Tribu 3" });
    expect((await publish({ studentIds: [other.id] })).json().message).toBe(t.notInTribe);
    expect((await publish({ studentIds: [] })).statusCode).toBe(400);
  });

  it("publishing the complete ones only; the family is told once, in words that agree with the child's file", async () => {
    const first = await publish({ studentIds: [sofia] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ published: 1, unchanged: 0, message: t.published(1, 0) });
    expect((await versionsOf(tomas)).length).toBe(0);
    expect((await versionsOf(pablo)).length).toBe(0);
    const [notice] = await notices();
    expect(notice).toMatchObject({
      title: "El boletín del primer periodo de Sofía está publicado",
      body: "Sofía fue evaluada en 2 materias. Léelo y descárgalo en PDF en Boletines.",
      link: `/dashboard/children/boletines?hijo=${sofia}`,
    });
    expect(await told()).toBe(1);
    // Unchanged: no version, no notification.
    expect((await publish({ studentIds: [sofia] })).json()).toMatchObject({ published: 0, unchanged: 1 });
    expect(await told()).toBe(1);
    const state = Object.fromEntries(((await preview()).json().students as Json[]).map((s) => [s.name, s.state]));
    expect(state).toMatchObject({ "Sofía Herrera": "unchanged", "Tomás Herrera": "new" });

    // Tomás's file does not say his sex: a sentence with no agreement.
    await save({ studentId: tomas, subject: `materia:${ciencias}`, level: "basico", overrideReason: "Valoración del trabajo en clase.", difficulties: "Le cuesta registrar lo que observa." });
    expect((await publish({ studentIds: [tomas, sofia] })).json()).toMatchObject({ published: 1, unchanged: 1 });
    const [folded] = await notices();
    expect(folded).toMatchObject({ title: "El boletín del primer periodo de Tomás está publicado", body: "Trae la evaluación de 2 materias. Léelo y descárgalo en PDF en Boletines." });
    expect(folded.body).not.toMatch(/evaluad[oa]/);
    expect(await told()).toBe(2);
  });

  it("a new version tells the family again and leaves the published one as it was", async () => {
    const [v1] = await versionsOf(sofia);
    await save({ studentId: sofia, subject: `materia:${lengua}`, level: "superior", overrideReason: "Escribió su primer cuento.", strengths: "Escribe cuentos." });
    expect((await publish({ studentIds: [sofia] })).json()).toMatchObject({ published: 1 });
    const [v2, again] = await versionsOf(sofia);
    expect(v2.version).toBe(2);
    expect(again).toEqual(v1);
    const [notice] = await notices();
    expect(notice).toMatchObject({
      title: "El boletín del primer periodo de Sofía tiene una versión nueva (versión 2)",
      body: "Sofía fue evaluada en 2 materias. Léelo y descárgalo en PDF en Boletines. La versión 1 sigue disponible.",
    });
    expect(await told()).toBe(3);
  });

  it("the card is signed with the head's title of the settings when published; an earlier version keeps its own", async () => {
    expect((await settings({ headTitle: "Rectora" })).statusCode).toBe(200);
    await save({ studentId: tomas, subject: `materia:${lengua}`, level: "basico", overrideReason: "Valoración del trabajo en clase.", recommendations: "Leer en casa cada noche." });
    expect((await publish({ studentIds: [tomas] })).json()).toMatchObject({ published: 1 });
    const [v2, v1] = await versionsOf(tomas);
    const textOf = async (id: number) => pdfText((await rest(parent, "GET", `/api/report-cards/versions/${id}/pdf`)).rawPayload);
    expect(v2.card.directorTitle).toBe("Rectora");
    expect(await textOf(v2.id)).toMatch(/Rectora$/);
    expect(await textOf(v1.id)).toContain("Rector(a)");
    expect((await settings({})).statusCode).toBe(200);
  });

  it("before the period's last day the admin must confirm publishing it", async () => {
    await complete(sofia, running);
    expect((await preview(admin, running)).json().periodEnded).toBe(false);
    const early = await publish({ period: running, studentIds: [sofia] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(t.periodNotEnded("18 de junio de 2027"));
    expect((await versionsOf(sofia)).length).toBe(2);
    const confirmed = await publish({ period: running, studentIds: [sofia], beforePeriodEnd: true });
    expect(confirmed.json()).toMatchObject({ published: 1 });
    expect((await versionsOf(sofia)).map((v) => v.card.period.start)).toEqual([running, period, period]);
  });

  it("50 publications at once of the same tribe and period make one version per card and one notification", async () => {
    await save({ studentId: sofia, subject: `materia:${ciencias}`, level: "alto", overrideReason: "Valoración del trabajo en clase.", strengths: "Observa y pregunta." });
    const toldBefore = await told();
    const answers = await Promise.all(Array.from({ length: 50 }, () => publish({ studentIds: [sofia, tomas] })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.map((a) => a.json().published).sort()).toEqual([...Array(49).fill(0), 1]);
    expect((await versionsOf(sofia)).filter((v) => v.card.period.start === period).map((v) => v.version)).toEqual([3, 2, 1]);
    expect(await told()).toBe(toldBefore + 1);
  });

  it("the PIAR line follows the school's setting, and a copy for another school leaves it out unless chosen", async () => {
    await platform.db
      .insertInto("piarPlans")
      .values({ studentId: sofia, content: "{}", reviewDue: "2027-02-01", createdAt: "2026-02-01T00:00:00Z", updatedAt: "2026-02-01T00:00:00Z" })
      .execute();
    await save({ studentId: sofia, subject: `materia:${ciencias}`, level: "alto", overrideReason: "Valoración del trabajo en clase.", strengths: "Usa sus apoyos visuales." });
    await publish({ studentIds: [sofia] });
    const newest = (await versionsOf(sofia)).find((v) => v.card.period.start === period);
    expect(newest.card.piar).toBe(true);
    const line = "La estudiante es evaluada con los ajustes razonables de su PIAR (Decreto 1421 de 2017).";
    const pdfOf = async (query = "") => {
      const answer = await rest(parent, "GET", `/api/report-cards/versions/${newest.id}/pdf${query}`);
      expect(answer.statusCode).toBe(200);
      return { text: await pdfText(answer.rawPayload), name: String(answer.headers["content-disposition"]) };
    };
    expect((await pdfOf()).text).toContain(line);
    const forOther = await pdfOf("?para=otra-institucion");
    expect(forOther.text).not.toContain("PIAR");
    expect(forOther.text).toContain("Sofía Herrera");
    expect(forOther.name).toContain("-otra-institucion.pdf");
    expect((await rest(parent, "GET", `/api/report-cards/versions/${newest.id}/pdf?para=vecinos`)).statusCode).toBe(400);

    expect((await settings({ piarLineForOtherSchools: true })).statusCode).toBe(200);
    expect((await pdfOf("?para=otra-institucion")).text).toContain(line);
    expect((await settings({ piarLineOnCards: false, piarLineForOtherSchools: true })).statusCode).toBe(200);
    expect((await pdfOf()).text).not.toContain("PIAR");
    expect((await pdfOf("?para=otra-institucion")).text).not.toContain("PIAR");
    // The published content still says it: the choice is made when the PDF is made.
    expect((await versionsOf(sofia)).find((v) => v.id === newest.id).card.piar).toBe(true);
    const saved = (await rest(admin, "GET", "/api/report-cards/settings")).json().settings;
    expect(saved).toMatchObject({ piarLineOnCards: false, piarLineForOtherSchools: true, headTitle: "Rector(a)" });
  });
});
