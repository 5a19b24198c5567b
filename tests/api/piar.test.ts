import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { colombianHolidays, addDays } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { piarMessages as m } from "../../common/piar/piar.schema.js";
import { trpcQuery } from "../setup/http.js";
import { privacyNoticeVersion } from "../../server/domains/privacy/privacy-notice.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/** Issue 26: the PIAR, written by the student's teachers, agreed by the family, followed up each period. */
describe("PIAR (Plan Individual de Ajustes Razonables)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let otherTeacher: Actor;
  let mother: Actor;
  let father: Actor;
  let otherParent: Actor;
  let ana: number;
  const path = () => `/api/piar/students/${ana}`;
  const today = schoolToday();
  const plan = {
    content: {
      general: { diagnosis: "Trastorno del espectro autista (nivel 1).", supports: "Terapia ocupacional dos veces por semana.", interests: "Los dinosaurios y el dibujo." },
      context: { health: "Sensibilidad a ruidos fuertes.", home: "Vive con su mamá y su abuela." },
      assessment: { howLearns: "Aprende mejor con apoyos visuales y rutinas anticipadas.", strengths: "Memoria visual; atención a los detalles.", barriers: "Ruido del salón; instrucciones largas." },
      adjustments: [
        { subject: "Matemáticas", kind: "didactico", adjustment: "Material concreto y una instrucción a la vez.", goal: "Resolver sumas de dos cifras con apoyo visual." },
        { subject: "Lenguaje", kind: "evaluacion", adjustment: "Evaluación oral con tiempo adicional.", goal: "Contar un cuento corto con inicio, nudo y final." },
      ],
      familyCommitments: "Anticipar en casa los cambios de rutina con el horario visual.",
    },
    reviewDue: addDays(today, 300),
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
    otherTeacher = await signedIn(platform, "teacher");
    mother = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Herrera" });
    father = await signedIn(platform, "parent", { firstName: "Andrés", lastName: "Herrera" });
    otherParent = await signedIn(platform, "parent");
    await platform.db.updateTable("users").set({ tribe: "Tribu 1" }).where("id", "=", teacher.id).execute();
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Herrera", tribe: "Tribu 1" })).id;
    const now = new Date().toISOString();
    await platform.db
      .insertInto("parentChildren")
      .values([
        { parentId: mother.id, studentId: ana, createdAt: now },
        { parentId: father.id, studentId: ana, createdAt: now },
      ])
      .execute();
    // The family authorised the sensitive data (diagnosis, health) the plan below holds (issue 35, consent.test.ts).
    await platform.db.insertInto("sensitiveDataConsents").values({ studentId: ana, parentId: mother.id, noticeVersion: privacyNoticeVersion, givenAt: now, revokedAt: null }).execute();
    const year = Number(today.slice(0, 4));
    await platform.services.attendance.saveCalendar(
      { id: admin.id, role: "admin" },
      { year, schoolDays: [1, 2, 3, 4, 5], holidays: colombianHolidays(year), periods: [{ name: "Periodo del año", start: `${year}-01-02`, end: `${year}-12-30` }] },
    );
  });
  afterAll(() => platform.close());

  it("a student's teacher writes it; the family reads it; each change is a new revision", async () => {
    expect((await rest(teacher, "GET", path())).json().message).toBe(m.notFound);
    const written = await rest(teacher, "PUT", path(), plan);
    expect(written.statusCode).toBe(200);
    expect(written.json().piar).toMatchObject({ studentName: "Ana Herrera", revision: 1, agreed: false, reviewSoon: false, content: plan.content });

    const read = await rest(mother, "GET", path());
    expect(read.json().piar.content.assessment.howLearns).toBe("Aprende mejor con apoyos visuales y rutinas anticipadas.");
    const changed = await rest(admin, "PUT", path(), { ...plan, content: { ...plan.content, familyCommitments: "Leer juntos diez minutos al día." } });
    expect(changed.json().piar).toMatchObject({ revision: 2 });
  });

  it("piar.find answers null for a student without a PIAR (asked for every child on 'Mis Hijos'), the plan otherwise", async () => {
    const beto = (await createUser(platform, { role: "student", firstName: "Beto", lastName: "Herrera", tribe: "Tribu 1" })).id;
    await platform.db.insertInto("parentChildren").values({ parentId: mother.id, studentId: beto, createdAt: new Date().toISOString() }).execute();
    const none = await trpcQuery(platform.app, "piar.find", { studentId: beto }, bearer(mother.token));
    expect(none.statusCode).toBe(200);
    expect(none.json().result.data).toBeNull();
    const found = await trpcQuery(platform.app, "piar.find", { studentId: ana }, bearer(mother.token));
    expect(found.json().result.data).toMatchObject({ studentName: "Ana Herrera", content: { familyCommitments: "Leer juntos diez minutos al día." } });
    expect((await trpcQuery(platform.app, "piar.find", { studentId: ana }, bearer(otherParent.token))).statusCode).toBe(403);
    expect((await trpcQuery(platform.app, "piar.find", { studentId: beto }, bearer(otherTeacher.token))).statusCode).toBe(403);
  });

  it("the family agrees: the acta records who and when, once per revision; a change asks for a new agreement", async () => {
    const agreed = await rest(mother, "POST", `${path()}/agreement`);
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json().message).toBe(m.agreed);
    expect(agreed.json().piar).toMatchObject({ agreed: true, agreements: [{ revision: 2, parentName: "Carolina Herrera" }] });
    const twice = await rest(mother, "POST", `${path()}/agreement`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.alreadyAgreed);

    await rest(teacher, "PUT", path(), plan);
    const afterChange = (await rest(father, "GET", path())).json().piar;
    expect(afterChange).toMatchObject({ revision: 3, agreed: false });
    await rest(father, "POST", `${path()}/agreement`);
    const both = (await trpcQuery(platform.app, "piar.get", { studentId: ana }, bearer(teacher.token))).json().result.data;
    expect(both.agreements.map((a: { revision: number; parentName: string }) => [a.revision, a.parentName])).toEqual([
      [3, "Andrés Herrera"],
      [2, "Carolina Herrera"],
    ]);
    expect((await rest(teacher, "POST", `${path()}/agreement`)).statusCode).toBe(403);
  });

  it("each period gets its follow-up, and a review due within 30 days is flagged for the admin", async () => {
    const year = today.slice(0, 4);
    const followed = await rest(teacher, "PUT", `${path()}/followups`, { period: `${year}-01-02`, text: "Logró las sumas con material concreto; seguimos con las restas." });
    expect(followed.json().piar.followups).toEqual([expect.objectContaining({ period: `${year}-01-02`, text: "Logró las sumas con material concreto; seguimos con las restas." })]);
    expect((await rest(teacher, "PUT", `${path()}/followups`, { period: `${year}-03-03`, text: "x" })).json().message).toBe(m.period);
    expect((await rest(teacher, "PUT", `${path()}/followups`, { period: `${year}-01-02`, text: " " })).json().message).toBe(m.followupRequired);

    expect((await rest(admin, "GET", "/api/piar/reviews-due")).json().plans).toEqual([]);
    await rest(admin, "PUT", path(), { ...plan, reviewDue: addDays(today, 20) });
    expect((await rest(admin, "GET", "/api/piar/reviews-due")).json().plans).toEqual([expect.objectContaining({ studentId: ana, studentName: "Ana Herrera", reviewDue: addDays(today, 20) })]);
    expect((await rest(mother, "GET", path())).json().piar.reviewSoon).toBe(true);
  });

  it("downloads as a PDF in the order of the Ministry's Anexo 2, accents intact, for the family", async () => {
    const pdf = await rest(father, "GET", `${path()}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    const order = [
      "Plan Individual de Ajustes Razonables (PIAR)",
      "1. Información general del estudiante",
      "Estudiante: Ana Herrera",
      "2. Entorno de salud y del hogar",
      "3. Valoración pedagógica",
      "Cómo aprende: Aprende mejor con apoyos visuales y rutinas anticipadas.",
      "4. Ajustes razonables por materia",
      "Matemáticas",
      "De evaluación",
      "5. Compromisos de la familia",
      "6. Acta de acuerdo",
      "Andrés Herrera aceptó la versión 3",
      "7. Seguimiento por periodo",
    ];
    let at = -1;
    for (const part of order) {
      const found = text.indexOf(part, at + 1);
      expect(found, part).toBeGreaterThan(at);
      at = found;
    }
    expect((await rest(otherParent, "GET", `${path()}/pdf`)).statusCode).toBe(403);
  });

  it("refuses a review date past a year, an unknown adjustment kind and an empty adjustment in Spanish", async () => {
    const late = await rest(teacher, "PUT", path(), { ...plan, reviewDue: addDays(today, 400) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.reviewDue);
    const past = await rest(teacher, "PUT", path(), { ...plan, reviewDue: today });
    expect(past.json().message).toBe(m.reviewDue);
    const kind = await rest(teacher, "PUT", path(), { ...plan, content: { ...plan.content, adjustments: [{ subject: "Arte", kind: "otro", adjustment: "x" }] } });
    expect(kind.json().message).toBe(m.kind);
    const empty = await rest(teacher, "PUT", path(), { ...plan, content: { ...plan.content, adjustments: [{ subject: "Arte", kind: "curricular", adjustment: " " }] } });
    expect(empty.json().message).toBe(m.adjustmentRequired);
  });

  it("nobody else reads it: another teacher, another family, the student; every read and change is in the audit log", async () => {
    expect((await rest(otherTeacher, "GET", path())).statusCode).toBe(403);
    expect((await rest(otherParent, "GET", path())).statusCode).toBe(403);
    const student = await signedIn(platform, "student");
    expect((await rest(student, "GET", path())).statusCode).toBe(403);
    expect((await rest(otherTeacher, "PUT", path(), plan)).statusCode).toBe(403);
    expect((await rest(platform, "GET", path())).statusCode).toBe(401);

    const entries = await platform.db.selectFrom("auditLog").select(["action", "actorId", "objectType", "objectId"]).where("action", "like", "piar.%").execute();
    const count = (action: string, actorId: number) => entries.filter((e) => e.action === action && e.actorId === actorId && e.objectType === "student" && e.objectId === ana).length;
    expect(count("piar.read", mother.id)).toBeGreaterThanOrEqual(2);
    expect(count("piar.read", father.id)).toBe(2); // the plan and its PDF
    expect(count("piar.changed", teacher.id)).toBeGreaterThanOrEqual(2);
    expect(count("piar.agreed", mother.id)).toBe(1);
    expect(count("piar.followup", teacher.id)).toBe(1);
    expect(entries.some((e) => e.actorId === otherTeacher.id)).toBe(false);
  });

  it("is part of the student's export, and the erasure removes the plan, the acta and the follow-ups", async () => {
    const exported = await rest(mother, "GET", `/api/students/${ana}/export`);
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["datos.json"] as Uint8Array));
    expect(data.tablas.piar_plans[0].content).toContain("Aprende mejor con apoyos visuales");
    expect(data.tablas.piar_agreements.map((a: { parentName: string }) => a.parentName)).toEqual(expect.arrayContaining(["Carolina Herrera", "Andrés Herrera"]));
    expect(data.tablas.piar_followups).toHaveLength(1);

    const erased = await rest(admin, "POST", `/api/students/${ana}/erase`, { confirmation: "Ana Herrera" });
    expect(erased.statusCode).toBe(200);
    for (const table of ["piarPlans", "piarAgreements", "piarFollowups"] as const) {
      expect(await platform.db.selectFrom(table).select("id").execute(), table).toEqual([]);
    }
  });
});
