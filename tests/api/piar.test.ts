import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { colombianHolidays, addDays } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { piarMessages as m } from "../../common/piar/piar.schema.js";
import { trpcMutation } from "../setup/http.js";
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
      general: { supports: "Terapia ocupacional dos veces por semana.", interests: "Los dinosaurios y el dibujo." },
      context: { diagnosis: "Trastorno del espectro autista (nivel 1).", health: "Sensibilidad a ruidos fuertes.", home: "Vive con su mamá y su abuela." },
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

  it("downloads as one PDF with the Ministry's Anexo 1, 2 and 3 in order, each with its heading, accents intact, for the family", async () => {
    const pdf = await rest(father, "GET", `${path()}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    const order = [
      "Plan Individual de Ajustes Razonables (PIAR)",
      "Anexo 1: Información general del estudiante",
      "Estudiante: Ana Herrera",
      "Entornos de salud y del hogar (autorizado por la familia)",
      "Diagnóstico o condición: Trastorno del espectro autista (nivel 1).",
      "Anexo 2: Plan Individual de Ajustes Razonables (PIAR)",
      "Valoración pedagógica",
      "Cómo aprende: Aprende mejor con apoyos visuales y rutinas anticipadas.",
      "Ajustes razonables por área",
      "Matemáticas",
      "De evaluación",
      "Anexo 3: Acta de acuerdo",
      "Compromisos de la familia",
      "Nadie ha firmado aún el acta de esta versión.",
      "Seguimiento por periodo",
    ];
    let at = -1;
    for (const part of order) {
      const found = text.indexOf(part, at + 1);
      expect(found, part).toBeGreaterThan(at);
      at = found;
    }
    expect(text).not.toContain("Anexo 2: Información");
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

  /** Issue 35: every revision kept; the family's agreement bound to the text agreed; the acta's three signatures; the yearly report. */
  describe("revisions, the acta's signatures and the yearly competencies report", () => {
    let lucia: number;
    const lpath = () => `/api/piar/students/${lucia}`;
    const revised = { ...plan, content: { ...plan.content, familyCommitments: "Repasar en casa el horario visual cada domingo." } };

    beforeAll(async () => {
      lucia = (await createUser(platform, { role: "student", firstName: "Lucía", lastName: "Herrera", tribe: "Tribu 1" })).id;
      await platform.db.insertInto("parentChildren").values({ parentId: mother.id, studentId: lucia, createdAt: new Date().toISOString() }).execute();
      await platform.db.insertInto("studentRecords").values({ studentId: lucia, sex: "F", updatedById: admin.id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }).execute();
      // Her plan holds a diagnosis and health text: her family authorised sensitive data (consent.test.ts).
      await platform.db.insertInto("sensitiveDataConsents").values({ studentId: lucia, parentId: mother.id, noticeVersion: privacyNoticeVersion, givenAt: new Date().toISOString(), revokedAt: null }).execute();
    });

    it("keeps every revision with who, when and which sections changed; the same content again makes none", async () => {
      expect((await rest(teacher, "PUT", lpath(), plan)).json().piar.revision).toBe(1);
      const same = await rest(teacher, "PUT", lpath(), plan);
      expect(same.statusCode).toBe(200);
      expect(same.json().piar.revision).toBe(1);
      const history = (await rest(mother, "GET", `${lpath()}/revisions`)).json().revisions;
      expect(history).toEqual([expect.objectContaining({ revision: 1, savedBy: expect.stringMatching(/\S/), changedSections: ["general", "context", "assessment", "adjustments", "familyCommitments", "reviewDue"] })]);
    });

    it("a PIAR changed after the family's agreement keeps revision 1 readable with its agreement, and its PDF says the same", async () => {
      const agreed = await rest(mother, "POST", `${lpath()}/agreement`, { revision: 1 });
      expect(agreed.statusCode).toBe(201);
      const before = await rest(mother, "GET", `${lpath()}/revisions/1/pdf`);
      expect(before.statusCode).toBe(200);
      const textBefore = await pdfText(before.rawPayload);
      expect(textBefore).toContain("Anticipar en casa los cambios de rutina con el horario visual.");
      expect(textBefore).toContain("de la estudiante Lucía Herrera");

      const changed = await rest(teacher, "PUT", lpath(), revised);
      expect(changed.json().piar).toMatchObject({ revision: 2, agreed: false, agreedRevision: 1, changedSinceAgreed: ["familyCommitments"] });
      // Reading what was agreed: revision 1, whole, with its agreement and the hash of its text.
      const first = (await rest(mother, "GET", `${lpath()}/revisions/1`)).json().revision;
      expect(first).toMatchObject({ revision: 1, current: false, agreedBy: ["Carolina Herrera"], content: { familyCommitments: "Anticipar en casa los cambios de rutina con el horario visual." } });
      const stored = await platform.db.selectFrom("piarAgreements as a").innerJoin("piarRevisions as r", "r.id", "a.revisionId").select(["a.contentHash", "r.contentHash as revisionHash", "r.revision"]).where("r.revision", "=", 1).where("a.parentName", "=", "Carolina Herrera").execute();
      expect(stored).toEqual([{ contentHash: first.contentHash, revisionHash: first.contentHash, revision: 1 }]);
      const after = await rest(mother, "GET", `${lpath()}/revisions/1/pdf`);
      expect(await pdfText(after.rawPayload)).toBe(textBefore);
      // The same PDF over tRPC.
      const viaTrpc = (await trpcQuery(platform.app, "piar.revisionPdf", { studentId: lucia, revision: 1 }, bearer(mother.token))).json().result.data;
      expect(await pdfText(Buffer.from(viaTrpc.base64, "base64"))).toBe(textBefore);
      const current = await pdfText((await rest(mother, "GET", `${lpath()}/revisions/2/pdf`)).rawPayload);
      expect(current).toContain("Repasar en casa el horario visual cada domingo.");
      // Agreeing to a revision that is no longer the current one is refused, not recorded.
      const stale = await rest(mother, "POST", `${lpath()}/agreement`, { revision: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(m.changedMeanwhile);
    });

    it("the acta is signed by the family, the student's teacher and a directivo: three signatures on screen and in the PDF", async () => {
      expect((await rest(mother, "POST", `${lpath()}/agreement`, { revision: 2 })).statusCode).toBe(201);
      const byTeacher = await rest(teacher, "POST", `${lpath()}/revisions/2/signatures`);
      expect(byTeacher.statusCode).toBe(201);
      expect(byTeacher.json().message).toBe(m.signed);
      const byAdmin = await trpcMutation(platform.app, "piar.sign", { studentId: lucia, revision: 2 }, bearer(admin.token));
      expect(byAdmin.statusCode).toBe(200);
      const acta = byAdmin.json().result.data;
      expect(acta.signatureList.map((s: { roleLabel: string; kind: string }) => [s.kind, s.roleLabel])).toEqual([
        ["familia", "Familia/acudiente"],
        ["docente", "Docente"],
        ["directivo", "Rector(a)"],
      ]);
      expect((await rest(mother, "GET", lpath())).json().piar.signatures).toHaveLength(3);
      const text = await pdfText((await rest(teacher, "GET", `${lpath()}/revisions/2/pdf`)).rawPayload);
      expect(text).toContain("Carolina Herrera Familia/acudiente");
      expect(text).toContain("Docente Firmó el");
      expect(text).toContain("Rector(a) Firmó el");
      // A second signature of the same person is refused in Spanish; the family signs by agreeing; an old revision is not signed.
      const twice = await rest(admin, "POST", `${lpath()}/revisions/2/signatures`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(m.alreadySigned);
      expect((await rest(mother, "POST", `${lpath()}/revisions/2/signatures`)).statusCode).toBe(403);
      expect((await rest(admin, "POST", `${lpath()}/revisions/1/signatures`)).json().message).toBe(m.notCurrent);
      expect((await rest(admin, "POST", `${lpath()}/revisions/2/signatures`, { title: "Alcalde" })).json().message).toBe(m.signTitle);
    });

    it("50 clicks at once record one signature (a Spanish 409 for the rest); two saves at once make two consecutive revisions", async () => {
      const saves = await Promise.all(
        [1, 2, 3, 4].map((n) => rest(teacher, "PUT", lpath(), { ...plan, content: { ...plan.content, familyCommitments: `Compromiso número ${n}.` } })),
      );
      expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const history = (await rest(teacher, "GET", `${lpath()}/revisions`)).json().revisions as { revision: number }[];
      expect(history.map((r) => r.revision)).toEqual([6, 5, 4, 3, 2, 1]);
      const clicks = await Promise.all(Array.from({ length: 50 }, () => rest(teacher, "POST", `${lpath()}/revisions/6/signatures`)));
      expect(clicks.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const refused = clicks.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(49);
      expect(new Set(refused.map((r) => r.json().message))).toEqual(new Set([m.alreadySigned]));
      const rows = await platform.db.selectFrom("piarSignatures as s").innerJoin("piarRevisions as r", "r.id", "s.revisionId").select("s.id").where("r.revision", "=", 6).where("s.signerId", "=", teacher.id).execute();
      expect(rows).toHaveLength(1);
      const agrees = await Promise.all(Array.from({ length: 20 }, () => rest(mother, "POST", `${lpath()}/agreement`)));
      expect(agrees.filter((r) => r.statusCode === 201)).toHaveLength(1);
    });

    it("the yearly competencies report: written by the student's teacher, published in versions that never change, read by the family and in its PDF", async () => {
      const year = Number(today.slice(0, 4));
      const first = await rest(teacher, "POST", `${lpath()}/competency-reports`, { year, areas: [{ area: "Matemáticas", text: "Suma con material concreto." }], summary: "Avanzó en autonomía." });
      expect(first.statusCode).toBe(201);
      expect(first.json().message).toBe(m.reportPublished);
      const second = await rest(teacher, "POST", `${lpath()}/competency-reports`, { year, areas: [{ area: "Matemáticas", text: "Suma y resta con material concreto." }] });
      expect(second.json().reports.map((r: { version: number }) => r.version)).toEqual([2, 1]);
      const read = (await rest(mother, "GET", `${lpath()}/competency-reports`)).json().reports;
      expect(read[1]).toMatchObject({ year, version: 1, summary: "Avanzó en autonomía.", areas: [{ area: "Matemáticas", text: "Suma con material concreto." }] });
      const pdf = await rest(mother, "GET", `${lpath()}/competency-reports/${year}/1/pdf`);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Informe anual de competencias ${year}`);
      expect(text).toContain("La estudiante Lucía Herrera");
      expect(text).toContain("Suma con material concreto.");
      const empty = await rest(teacher, "POST", `${lpath()}/competency-reports`, { year, areas: [], summary: " " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(m.reportEmpty);
      expect((await rest(otherTeacher, "POST", `${lpath()}/competency-reports`, { year, summary: "x" })).statusCode).toBe(403);
      expect((await rest(mother, "POST", `${lpath()}/competency-reports`, { year, summary: "x" })).statusCode).toBe(403);
      expect((await rest(otherParent, "GET", `${lpath()}/competency-reports/${year}/1/pdf`)).statusCode).toBe(403);
    });

    it("nobody else reads the history or signs: another family, another teacher, the student", async () => {
      const student = await signedIn(platform, "student");
      for (const who of [otherParent, otherTeacher, student]) {
        expect((await rest(who, "GET", `${lpath()}/revisions`)).statusCode).toBe(403);
        expect((await rest(who, "GET", `${lpath()}/revisions/1`)).statusCode).toBe(403);
        expect((await rest(who, "GET", `${lpath()}/revisions/1/pdf`)).statusCode).toBe(403);
        expect((await rest(who, "GET", `${lpath()}/competency-reports`)).statusCode).toBe(403);
      }
      expect((await rest(otherTeacher, "POST", `${lpath()}/revisions/6/signatures`)).statusCode).toBe(403);
      expect((await rest(student, "POST", `${lpath()}/revisions/6/signatures`)).statusCode).toBe(403);
      expect((await rest(otherParent, "POST", `${lpath()}/agreement`)).statusCode).toBe(403);
      expect((await rest(mother, "GET", `${lpath()}/revisions/99`)).json().message).toBe(m.revisionNotFound);
    });
  });
});
