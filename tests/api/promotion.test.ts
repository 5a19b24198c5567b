import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, yearOf } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { promotionMessages as m } from "../../common/promotion/promotion.schema.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/** Issue 35: the SIEE (versioned), support activities for a Bajo, and the commission's acta (Decreto 1290 de 2009). */
describe("SIEE and promotion", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let otherAdmin: Actor;
  let teacher: Actor;
  let otherTeacher: Actor;
  let parent: Actor;
  let otherParent: Actor;
  let ana: number;
  let beto: number;
  let luz: number;
  let math: number;
  const today = schoolToday();
  // Every date of the suite lies in the past of the school's day and in one school year.
  const resultOn = addDays(today, -1);
  const startsOn = addDays(today, -10);
  const endsOn = addDays(today, -3);
  const year = yearOf(startsOn);
  const siee = {
    criteria: "Evaluación continua, formativa y con ajustes razonables.",
    promotionCriteria: "Se promueve con todas las áreas en Básico o más tras las actividades de apoyo.",
    maxUnexcusedAbsencePercent: "25",
    supportActivities: "Plan de apoyo de dos semanas con la familia.",
    complaints: "Docente del área, luego la coordinación, luego el consejo directivo.",
    earlyPromotion: "Rendimiento superior en el primer periodo, con el consentimiento de la familia.",
    commission: "Rector(a), un docente por tribu y un representante de las familias.",
    adoptedOn: addDays(today, -30),
    councilActa: "Acta 3 del consejo directivo",
  };
  const activity = () => ({ studentId: ana, year, subject: `materia:${math}`, plan: "Guía de fracciones con material concreto.", startsOn, endsOn });
  const acta = (decisions: unknown[], tribe = "Tribu 1") => ({
    tribe,
    year,
    metOn: resultOn,
    members: [
      { name: "Marta Gómez", role: "directivo" },
      { name: "Luis Pardo", role: "docente" },
      { name: "Rosa Díaz", role: "representante_familias" },
    ],
    notes: "Reunión ordinaria de fin de año.",
    decisions,
  });

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    otherAdmin = await signedIn(platform, "admin");
    teacher = await signedIn(platform, "teacher");
    otherTeacher = await signedIn(platform, "teacher");
    parent = await signedIn(platform, "parent");
    otherParent = await signedIn(platform, "parent");
    await platform.db.updateTable("users").set({ tribe: "Tribu 1" }).where("id", "=", teacher.id).execute();
    await platform.db.updateTable("users").set({ tribe: "Tribu 2" }).where("id", "=", otherTeacher.id).execute();
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
    beto = (await createUser(platform, { role: "student", firstName: "Beto", lastName: "Mar", tribe: "Tribu 1" })).id;
    luz = (await createUser(platform, { role: "student", firstName: "Luz", lastName: "Sol", tribe: "Tribu 4" })).id;
    await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: ana, createdAt: new Date().toISOString() }).execute();
    math = (await rest(admin, "POST", "/api/materias", { name: "Matemáticas" })).json().materia.id;
    await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: "Matemáticas" });
    await rest(admin, "PUT", "/api/report-cards/settings", { scale: { superior: 9, alto: 8, basico: 6.5 }, preschoolTribes: ["Tribu 4"], dimensions: ["Socio-afectiva"], periodWeights: [] });
  });
  afterAll(() => platform.close());

  it("an adopted SIEE version never changes; the newest is in force; everyone signed in reads it", async () => {
    expect((await rest(parent, "GET", "/api/siee")).json()).toMatchObject({ current: null, versions: [] });
    expect((await rest(teacher, "POST", "/api/siee/versions", siee)).statusCode).toBe(403);
    const bad = await rest(admin, "POST", "/api/siee/versions", { ...siee, maxUnexcusedAbsencePercent: "ciento", complaints: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ maxUnexcusedAbsencePercent: m.absencePercent, complaints: m.complaints });
    const first = await rest(admin, "POST", "/api/siee/versions", { ...siee, maxUnexcusedAbsencePercent: "12,5" });
    expect(first.statusCode).toBe(201);
    expect(first.json().siee).toMatchObject({ version: 1, content: { maxUnexcusedAbsencePercent: 12.5, scale: { basico: 6.5 }, supportMaxLevel: "basico" } });
    // The report cards' scale changes afterwards: version 1 keeps the one it was adopted with.
    await rest(admin, "PUT", "/api/report-cards/settings", { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: ["Tribu 4"], dimensions: ["Socio-afectiva"], periodWeights: [] });
    const second = await rest(admin, "POST", "/api/siee/versions", siee);
    expect(second.json().siee).toMatchObject({ version: 2, content: { maxUnexcusedAbsencePercent: 25, scale: { basico: 6 } } });
    const read = (await rest(parent, "GET", "/api/siee")).json();
    expect(read.current.version).toBe(2);
    expect(read.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const old = (await rest(teacher, "GET", "/api/siee/versions/1")).json().siee;
    expect(old.content).toMatchObject({ maxUnexcusedAbsencePercent: 12.5, scale: { basico: 6.5 } });
    expect((await rest(parent, "GET", "/api/siee/versions/9")).statusCode).toBe(404);
    // No route changes a version: only a new one is adopted.
    expect((await rest(admin, "PUT", "/api/siee/versions/1", siee)).statusCode).toBe(404);
  });

  it("the student's teacher creates a support activity and records its result; another teacher 403; a family reads its own child's only", async () => {
    expect((await rest(otherTeacher, "POST", "/api/support-activities", activity())).statusCode).toBe(403);
    const invalid = await rest(teacher, "POST", "/api/support-activities", { ...activity(), plan: "", endsOn: addDays(startsOn, -1), subject: "materia:999999" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({ plan: m.plan, endsOn: m.endsBeforeStart });
    expect((await rest(teacher, "POST", "/api/support-activities", { ...activity(), subject: "materia:999999" })).json().fields).toEqual({ subject: m.subject });
    expect((await rest(teacher, "POST", "/api/support-activities", { ...activity(), levelBefore: "alto" })).json().fields).toMatchObject({ levelBefore: m.levelBefore });
    expect((await rest(admin, "POST", "/api/support-activities", { ...activity(), studentId: luz })).json().message).toBe(m.preschool);

    const created = await rest(teacher, "POST", "/api/support-activities", activity());
    expect(created.statusCode).toBe(201);
    const id = created.json().activity.id as number;
    expect(created.json().activity).toMatchObject({ levelBefore: "bajo", result: null, subjectName: "Matemáticas" });

    const path = `/api/support-activities/${id}/result`;
    expect((await rest(otherTeacher, "PUT", path, { result: "passed", levelAfter: "basico", resultOn })).statusCode).toBe(403);
    // The SIEE in force says a passed activity gives Básico at most.
    expect((await rest(teacher, "PUT", path, { result: "passed", levelAfter: "alto", resultOn })).json().fields).toEqual({ levelAfter: m.levelAfterCap("Básico") });
    expect((await rest(teacher, "PUT", path, { result: "passed", levelAfter: "bajo", resultOn })).json().fields).toEqual({ levelAfter: m.levelAfterPassed });
    expect((await rest(teacher, "PUT", path, { result: "passed", levelAfter: "basico", resultOn: addDays(today, 2) })).json().fields).toEqual({ resultOn: m.resultFuture });
    const passed = await rest(teacher, "PUT", path, { result: "passed", levelAfter: "basico", resultOn, note: "Resolvió la guía." });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().activity).toMatchObject({ result: "passed", levelAfter: "basico", resultOn, resultNote: "Resolvió la guía." });

    // Not overwritten silently: a second result without a reason is refused, with one it is audited with the earlier value.
    const again = await rest(admin, "PUT", path, { result: "not_passed", resultOn });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyRecorded);
    const corrected = await rest(admin, "PUT", path, { result: "not_passed", resultOn, correctionReason: "Se registró en el estudiante equivocado." });
    expect(corrected.json().activity).toMatchObject({ result: "not_passed", levelAfter: "bajo" });
    const audit = await platform.db.selectFrom("auditLog").select(["action", "details"]).where("action", "like", "support_activity.%").orderBy("id").execute();
    expect(audit.map((row) => row.action)).toEqual(["support_activity.created", "support_activity.result", "support_activity.corrected"]);
    expect(JSON.parse(audit[2]?.details ?? "{}")).toMatchObject({ previousResult: "passed", previousLevelAfter: "basico", result: "not_passed" });

    const own = await rest(parent, "GET", `/api/support-activities/students/${ana}?year=${year}`);
    expect(own.json().activities).toHaveLength(1);
    expect((await rest(otherParent, "GET", `/api/support-activities/students/${ana}`)).statusCode).toBe(403);
    expect((await rest(otherTeacher, "GET", `/api/support-activities/students/${ana}`)).statusCode).toBe(403);
    expect((await rest(parent, "POST", "/api/support-activities", activity())).statusCode).toBe(403);
    const tribe = (await rest(teacher, "GET", `/api/support-activities?tribe=Tribu%201&year=${year}`)).json();
    expect(tribe.students.find((s: { id: number }) => s.id === ana).activities).toHaveLength(1);
    // Another tribe's teacher choosing Tribu 1 sees none of its students.
    expect((await rest(otherTeacher, "GET", `/api/support-activities?tribe=Tribu%201&year=${year}`)).json().students).toEqual([]);
  });

  it("the acta: reason required, a student outside the tribe is 400, preschool only promovido, closing is final and a correction is a new version", async () => {
    const noReason = await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: ana, decision: "no_promovido" }]));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ "decisions.0.reason": m.reasonRequired });
    expect((await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: ana, decision: "promocion_anticipada" }]))).json().fields).toEqual({ "decisions.0.reason": m.reasonRequired });
    const outside = await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: luz, decision: "promovido" }]));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ "decisions.0.studentId": m.notInTribe });
    const preschool = await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: luz, decision: "no_promovido", reason: "Inasistencia" }], "Tribu 4"));
    expect(preschool.statusCode).toBe(400);
    expect(preschool.json().fields).toEqual({ "decisions.0.decision": m.preschoolOnlyPromoted });
    expect((await rest(teacher, "PUT", "/api/promotion/actas", acta([]))).statusCode).toBe(403);

    const saved = await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: ana, decision: "promovido" }]));
    expect(saved.statusCode).toBe(200);
    const id = saved.json().acta.id as number;
    expect(saved.json().acta).toMatchObject({ version: 1, closedAt: null });
    // Every student needs a decision before signing.
    const missing = await rest(admin, "POST", `/api/promotion/actas/${id}/close`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(m.missingDecisions("Beto Mar"));
    await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: ana, decision: "promovido" }, { studentId: beto, decision: "no_promovido", reason: "Inasistencia mayor que la del SIEE." }]));

    // The tribe's teacher reads it and what the commission weighs; another tribe's teacher does not.
    const commission = (await rest(teacher, "GET", `/api/promotion/commission?tribe=Tribu%201&year=${year}`)).json();
    expect(commission).toMatchObject({ canWrite: false, maxUnexcusedAbsencePercent: 25, acta: { id, decisions: [{ studentId: ana }, { studentId: beto }] } });
    expect(commission.students.find((s: { id: number }) => s.id === ana).activities).toHaveLength(1);
    expect((await rest(otherTeacher, "GET", `/api/promotion/commission?tribe=Tribu%201&year=${year}`)).statusCode).toBe(403);

    // Two admins sign at once: it is signed once.
    const closes = await Promise.all([rest(admin, "POST", `/api/promotion/actas/${id}/close`), rest(otherAdmin, "POST", `/api/promotion/actas/${id}/close`)]);
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(closes.find((r) => r.statusCode === 409)?.json().message).toBe(m.actaClosed);
    const closedAt = (await rest(admin, "GET", `/api/promotion/actas/${id}`)).json().acta.closedAt;
    expect(closedAt).not.toBeNull();
    const after = await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: ana, decision: "promovido" }, { studentId: beto, decision: "promovido" }]));
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(m.actaClosed);
    expect((await rest(admin, "POST", `/api/promotion/actas/${id}/close`)).statusCode).toBe(409);

    const correction = await rest(admin, "POST", `/api/promotion/actas/${id}/correction`);
    expect(correction.statusCode).toBe(201);
    expect(correction.json().acta).toMatchObject({ version: 2, closedAt: null, decisions: [{ studentId: ana, decision: "promovido" }, { studentId: beto, decision: "no_promovido" }] });
    await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: ana, decision: "promovido" }, { studentId: beto, decision: "promovido" }]));
    const first = (await rest(teacher, "GET", `/api/promotion/actas/${id}`)).json().acta;
    expect(first).toMatchObject({ version: 1, closedAt, decisions: [{ decision: "promovido" }, { decision: "no_promovido" }] });
    const versions = (await rest(admin, "GET", `/api/promotion/commission?tribe=Tribu%201&year=${year}`)).json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await rest(admin, "POST", `/api/promotion/actas/${id}/correction`)).json().message).toBe(m.actaNotNewest);
  });

  it("preschool is promoted: promovido is accepted in a preschool tribe's acta", async () => {
    const saved = await rest(admin, "PUT", "/api/promotion/actas", acta([{ studentId: luz, decision: "promovido" }], "Tribu 4"));
    expect(saved.statusCode).toBe(200);
    const closed = await rest(admin, "POST", `/api/promotion/actas/${saved.json().acta.id}/close`);
    expect(closed.json().acta.closedAt).not.toBeNull();
  });
});
