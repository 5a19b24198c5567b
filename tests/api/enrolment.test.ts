import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { recordInputSchema } from "../../common/student-records/record.schema.js";
import { saveRecord } from "../../server/domains/student-records/student-records.repo.js";
import { checkTransition } from "../../common/enrolment/enrolment-transitions.js";

/**
 * Issue 36: the novedades of a student's file (POST/GET /api/students/:id/enrolment) and the
 * year-end step from the commission's signed actas (enrolment.yearEndPreview / yearEndApply).
 */

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let parent: Actor;
let student: Actor;
let n = 0;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher");
  parent = await signedIn(platform, "parent");
  student = await signedIn(platform, "student");
});
afterAll(async () => {
  await platform?.close();
});

/** A student with a file enrolled on 2025-01-20 (status matriculado unless said). */
async function enrolled(fields: { grade?: string; tribe?: string; sex?: "F" | "M"; status?: "matriculado" | "prematriculado" } = {}) {
  n++;
  const child = await signedIn(platform, "student", { tribe: fields.tribe ?? "Tribu 1", firstName: `Niña${n}` });
  const input = recordInputSchema("2026-06-01").parse({
    documentType: "RC",
    documentNumber: String(1_000_000_000 + n),
    firstNames: `Ana ${n}`,
    lastNames: "Pérez Gómez",
    birthDate: "2018-04-02",
    sex: fields.sex ?? "F",
    grade: fields.grade ?? "2",
    enrolledOn: "2025-01-20",
  });
  const recordId = await saveRecord(platform.db, { studentId: child.id }, input, admin.id);
  if ((fields.status ?? "matriculado") === "matriculado") {
    await platform.db.updateTable("studentRecords").set({ status: "matriculado" }).where("id", "=", recordId).execute();
  }
  return { id: child.id, recordId };
}

const post = (as: Actor, id: number, body: unknown) => rest(as, "POST", `/api/students/${id}/enrolment`, body);

describe("the transition rule", () => {
  it("allows the school's changes and refuses the others in Spanish, gendered by the file's sex", () => {
    expect(checkTransition("prematriculado", { status: "matriculado" })).toEqual({ ok: true });
    expect(checkTransition("retirado", { status: "matriculado" })).toEqual({ ok: true });
    expect(checkTransition("matriculado", { status: "matriculado" }, "F")).toMatchObject({ ok: false, conflict: true, message: "El estudiante ya está matriculada: elige otro estado" });
    expect(checkTransition("retirado", { status: "graduado" }, "M")).toMatchObject({ ok: false, field: "status", message: "Un estudiante retirado no puede pasar a graduado" });
    expect(checkTransition("matriculado", { status: "retirado", reason: " " })).toMatchObject({ ok: false, field: "reason", conflict: false });
    expect(checkTransition("matriculado", { status: "trasladado" })).toMatchObject({ ok: false, field: "destinationSchool" });
    expect(checkTransition("graduado", { status: "matriculado" })).toMatchObject({ ok: false, message: "Un estudiante graduado no tiene más novedades" });
  });
});

describe("novedades over REST", () => {
  it("records a withdrawal with its reason and who recorded it, then a re-entry; the history reads both", async () => {
    const child = await enrolled();
    const retired = await post(admin, child.id, { status: "retirado", date: "2025-05-10", reason: "La familia se mudó de ciudad" });
    expect(retired.statusCode).toBe(201);
    expect(retired.json()).toMatchObject({ success: true, message: "Novedad registrada.", status: "retirado" });
    await post(admin, child.id, { status: "matriculado", date: "2025-08-01" });
    const history = await rest(admin, "GET", `/api/students/${child.id}/enrolment`);
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body).toMatchObject({ success: true, status: "matriculado" });
    expect(body.events.map((e: { status: string }) => e.status)).toEqual(["retirado", "matriculado"]);
    expect(body.events[0]).toMatchObject({ effectiveOn: "2025-05-10", year: 2025, reason: "La familia se mudó de ciudad", recordedBy: expect.stringContaining("") });
    expect(body.events[0].recordedBy).toBeTruthy();
    const audit = await platform.db.selectFrom("auditLog").select(["action", "objectId"]).where("action", "=", "enrolment.status_changed").where("objectId", "=", child.id).execute();
    expect(audit).toHaveLength(2);
  });

  it("refuses with per-field Spanish messages: a transfer without school, a retirement without reason, same status, a future or too early date", async () => {
    const child = await enrolled({ sex: "M" });
    const noSchool = await post(admin, child.id, { status: "trasladado", date: "2025-05-10" });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().fields).toEqual({ destinationSchool: "Escribe el colegio al que se traslada" });
    const noReason = await post(admin, child.id, { status: "retirado", date: "2025-05-10", reason: "" });
    expect(noReason.json().fields).toEqual({ reason: "Escribe el motivo del retiro" });
    const same = await post(admin, child.id, { status: "matriculado", date: "2025-05-10" });
    expect(same.statusCode).toBe(409);
    expect(same.json().fields.status).toBe("El estudiante ya está matriculado: elige otro estado");
    const future = await post(admin, child.id, { status: "retirado", date: "2999-01-01", reason: "x" });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ date: "La fecha de la novedad no puede ser posterior a hoy" });
    const early = await post(admin, child.id, { status: "retirado", date: "2024-12-31", reason: "x" });
    expect(early.json().fields).toEqual({ date: "La fecha no puede ser anterior a la última novedad o a la matrícula (20/01/2025)" });
    const badDate = await post(admin, child.id, { status: "retirado", date: "10/05/2025", reason: "x" });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields.date).toBe("Escribe la fecha de la novedad como año-mes-día (2026-03-14)");
    const moved = await post(admin, child.id, { status: "trasladado", date: "2025-05-10", destinationSchool: "Colegio Los Andes" });
    expect(moved.json().events[0]).toMatchObject({ status: "trasladado", destinationSchool: "Colegio Los Andes" });
    const graduate = await post(admin, child.id, { status: "graduado", date: "2025-06-10" });
    expect(graduate.statusCode).toBe(409);
    expect(graduate.json().message).toBe("Un estudiante trasladado no puede pasar a graduado");
  });

  it("a student without a file: 404 'Primero llena la ficha de matrícula'", async () => {
    const bare = await signedIn(platform, "student");
    for (const method of ["GET", "POST"] as const) {
      const answer = await rest(admin, method, `/api/students/${bare.id}/enrolment`, method === "POST" ? { status: "matriculado", date: "2025-02-01" } : undefined);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe("Primero llena la ficha de matrícula del estudiante");
    }
  });

  it("only admins: teachers, families and students 403, anonymous 401, and nothing is recorded", async () => {
    const child = await enrolled();
    for (const who of [teacher, parent, student]) {
      expect((await post(who, child.id, { status: "retirado", date: "2025-05-10", reason: "x" })).statusCode).toBe(403);
      expect((await rest(who, "GET", `/api/students/${child.id}/enrolment`)).statusCode).toBe(403);
    }
    expect((await rest(platform, "GET", `/api/students/${child.id}/enrolment`)).statusCode).toBe(401);
    expect((await rest(platform, "POST", `/api/students/${child.id}/enrolment`, { status: "retirado", date: "2025-05-10", reason: "x" })).statusCode).toBe(401);
    expect((await rest(admin, "GET", `/api/students/${child.id}/enrolment`)).json().events).toEqual([]);
  });

  it("two changes at once from the same status: exactly one applies, the other is told in Spanish", async () => {
    const child = await enrolled();
    const [a, b] = await Promise.all([
      post(admin, child.id, { status: "retirado", date: "2025-05-10", reason: "Motivo A" }),
      post(admin, child.id, { status: "trasladado", date: "2025-05-10", destinationSchool: "Colegio B" }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toMatch(/al mismo tiempo|no puede pasar/);
    const events = await platform.db.selectFrom("enrolmentEvents").select("status").where("recordId", "=", child.recordId).execute();
    expect(events).toHaveLength(1);
  });
});

describe("year-end step", () => {
  async function signedActa(tribe: string, year: number, decisions: { studentId: number; decision: "promovido" | "no_promovido" | "promocion_anticipada" }[], closed = true) {
    const at = new Date().toISOString();
    const acta = await platform.db
      .insertInto("promotionActas")
      .values({ tribe, year, version: 1, metOn: `${year}-11-20`, members: "[]", notes: "", closedAt: closed ? at : null, closedById: closed ? admin.id : null, createdById: admin.id, createdAt: at, updatedAt: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (decisions.length > 0)
      await platform.db
        .insertInto("promotionDecisions")
        .values(decisions.map((d) => ({ actaId: acta.id, studentId: d.studentId, decision: d.decision, reason: d.decision === "promovido" ? "" : "Motivo", decidedAt: at })))
        .execute();
  }

  it("previews, applies from signed actas only, and a second apply changes nothing", async () => {
    const year = 2025;
    const promoted = await enrolled({ tribe: "Tribu 3", grade: "2" });
    const early = await enrolled({ tribe: "Tribu 3", grade: "transicion" });
    const heldBack = await enrolled({ tribe: "Tribu 3", grade: "4" });
    const last = await enrolled({ tribe: "Tribu 3", grade: "5" });
    const undecided = await enrolled({ tribe: "Tribu 3", grade: "1" });
    const openActa = await enrolled({ tribe: "Tribu 4", grade: "3" });
    await signedActa("Tribu 3", year, [
      { studentId: promoted.id, decision: "promovido" },
      { studentId: early.id, decision: "promocion_anticipada" },
      { studentId: heldBack.id, decision: "no_promovido" },
      { studentId: last.id, decision: "promovido" },
    ]);
    await signedActa("Tribu 4", year, [{ studentId: openActa.id, decision: "promovido" }], false);

    const preview = await rest(admin, "GET", `/api/enrolment/year-end?year=${year}`);
    expect(preview.statusCode).toBe(200);
    const byRecord = new Map(preview.json().students.map((s: { recordId: number }) => [s.recordId, s]));
    expect(byRecord.get(promoted.recordId)).toMatchObject({ outcome: "promover", grade: "2", nextGrade: "3" });
    expect(byRecord.get(early.recordId)).toMatchObject({ outcome: "promover", nextGrade: "1" });
    expect(byRecord.get(heldBack.recordId)).toMatchObject({ outcome: "repite", nextGrade: "4" });
    expect(byRecord.get(last.recordId)).toMatchObject({ outcome: "graduar", nextGrade: null });
    expect(byRecord.get(undecided.recordId)).toMatchObject({ outcome: "pendiente", note: "El acta firmada de su tribu no tiene decisión para este estudiante" });
    expect(byRecord.get(openActa.recordId)).toMatchObject({ outcome: "pendiente", note: "Su tribu aún no tiene acta de la comisión firmada para este año" });
    // The preview wrote nothing.
    expect(await platform.db.selectFrom("enrolmentEvents").select("id").where("year", "=", year).where("status", "in", ["promovido", "graduado"]).execute()).toHaveLength(0);

    const apply = await rest(admin, "POST", "/api/enrolment/year-end", { year });
    expect(apply.statusCode).toBe(200);
    expect(apply.json()).toMatchObject({ promoted: 2, graduated: 1, message: "Se aplicó el cierre de año a 3 estudiantes." });
    const files = new Map((await platform.db.selectFrom("studentRecords").select(["id", "status", "grade"]).execute()).map((r) => [r.id, r]));
    expect(files.get(promoted.recordId)).toMatchObject({ status: "promovido", grade: "3" });
    expect(files.get(early.recordId)).toMatchObject({ status: "promovido", grade: "1" });
    expect(files.get(heldBack.recordId)).toMatchObject({ status: "matriculado", grade: "4" });
    expect(files.get(last.recordId)).toMatchObject({ status: "graduado", grade: "5" });
    expect(files.get(undecided.recordId)).toMatchObject({ status: "matriculado", grade: "1" });
    expect(files.get(openActa.recordId)).toMatchObject({ status: "matriculado", grade: "3" });
    const history = (await rest(admin, "GET", `/api/students/${promoted.id}/enrolment`)).json();
    expect(history.events).toEqual([expect.objectContaining({ status: "promovido", year, effectiveOn: "2025-11-20", grade: "2" })]);

    // Re-enrolled for the next year, then the same year's step again: nothing moves twice.
    await post(admin, promoted.id, { status: "matriculado", date: "2026-01-15" });
    const again = await platform.services.enrolment.yearEndApply({ id: admin.id, role: "admin", address: null } as never, year);
    expect(again).toMatchObject({ promoted: 0, graduated: 0 });
    expect((await platform.db.selectFrom("studentRecords").select("grade").where("id", "=", promoted.recordId).executeTakeFirstOrThrow()).grade).toBe("3");
    expect(await platform.db.selectFrom("enrolmentEvents").select("id").where("year", "=", year).where("status", "in", ["promovido", "graduado"]).execute()).toHaveLength(3);
    const after = await rest(admin, "GET", `/api/enrolment/year-end?year=${year}`);
    expect(after.json().counts).toMatchObject({ aplicado: 3, promover: 0, graduar: 0 });
  });

  it("is for admins only", async () => {
    for (const who of [teacher, parent, student]) {
      expect((await rest(who, "GET", "/api/enrolment/year-end?year=2025")).statusCode).toBe(403);
      expect((await rest(who, "POST", "/api/enrolment/year-end", { year: 2025 })).statusCode).toBe(403);
    }
    expect((await rest(platform, "POST", "/api/enrolment/year-end", { year: 2025 })).statusCode).toBe(401);
    expect((await rest(admin, "GET", "/api/enrolment/year-end?year=1800")).json().fields).toEqual({ year: "Elige un año entre 2000 y 2100" });
  });
});
