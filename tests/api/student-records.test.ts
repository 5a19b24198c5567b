import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolToday } from "../../common/format.js";
import { recordMessages } from "../../common/student-records/record.schema.js";
import { fileMessages } from "../../common/student-records/record-requests.js";
import { errorMessages } from "../../common/error-messages.js";
import { privacyNoticeVersion } from "../../server/domains/privacy/privacy-notice.js";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol, linkParent } from "./people-helpers.js";

/**
 * Issue 36: the student's file (ficha de matrícula). Dates are counted from the school's today, so
 * the suite says the same on any day: a child "born five years ago" is five whatever the date.
 */
describe("student's file (ficha de matrícula)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let otherTeacher: Actor;
  let mother: Actor;
  let otherParent: Actor;
  let student: Actor;
  let ana: number;
  let beto: number;
  const today = schoolToday();
  const year = Number(today.slice(0, 4));
  const yearsAgo = (n: number) => `${year - n}${today.slice(4)}`.replace(/-02-29$/, "-02-28");
  const path = (id: number) => `/api/students/${id}/record`;
  const file = (over: Record<string, unknown> = {}) => ({
    documentType: "RC",
    documentNumber: "1023456789",
    firstNames: "Ana Sofía",
    lastNames: "Herrera Gómez",
    birthDate: yearsAgo(8),
    birthPlace: "Medellín",
    sex: "F",
    grade: "2",
    address: "Calle 10 # 20-30",
    municipality: "Medellín",
    zone: "urbana",
    stratum: 3,
    eps: "Sura EPS",
    bloodType: "O+",
    guardians: [
      { name: "Carolina Herrera", documentType: "CC", documentNumber: "43123456", relationship: "Madre", phone: "300 123 4567", canPickUp: true },
      { name: "Luis Gómez", documentType: "CC", documentNumber: "71234567", relationship: "Abuelo", phone: "310 765 4321", canPickUp: false },
    ],
    previousSchool: "Jardín Los Pinos",
    enrolledOn: `${year}-01-20`,
    ...over,
  });

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
    otherTeacher = await signedIn(platform, "teacher", { tribe: "Tribu 3" });
    mother = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Herrera" });
    otherParent = await signedIn(platform, "parent");
    student = await signedIn(platform, "student", { tribe: "Tribu 1" });
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Herrera", tribe: "Tribu 1" })).id;
    beto = (await createUser(platform, { role: "student", firstName: "Beto", lastName: "Ruiz", tribe: "Tribu 2" })).id;
    await linkParent(platform.db, mother.id, ana);
    // otherTeacher teaches Beto in a class: still not Ana's teacher.
    await enrol(platform.db, beto, await createClass(platform.db, otherTeacher.id, "Clase de Beto"));
  });
  afterAll(() => platform.close());

  it("refuses a bad file with a Spanish message on each field", async () => {
    const letters = await rest(admin, "PUT", path(ana), file({ documentNumber: "12AB5678" }));
    expect(letters.statusCode).toBe(400);
    expect(letters.json().fields).toMatchObject({ documentNumber: recordMessages.documentNumberDigits });

    const tiForFive = await rest(admin, "PUT", path(ana), file({ documentType: "TI", birthDate: yearsAgo(5), grade: "transicion" }));
    expect(tiForFive.statusCode).toBe(400);
    expect(tiForFive.json().fields).toMatchObject({ documentType: recordMessages.tiAge });

    const noneWithNumber = await rest(admin, "PUT", path(ana), file({ documentType: "SD", documentNumber: "123456" }));
    expect(noneWithNumber.json().fields).toMatchObject({ documentNumber: recordMessages.documentNumberNone });

    const future = await rest(admin, "PUT", path(ana), file({ birthDate: `${year + 1}-01-10` }));
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toMatchObject({ birthDate: recordMessages.birthDateFuture });

    const several = await rest(admin, "PUT", path(ana), file({ sex: "X", zone: "montaña", guardians: [{ name: "", documentType: "CC", documentNumber: "1", relationship: "", phone: "12" }] }));
    expect(several.json().fields).toMatchObject({
      sex: recordMessages.sex,
      zone: recordMessages.zone,
      "guardians.0.name": recordMessages.guardianName,
      "guardians.0.relationship": recordMessages.guardianRelationship,
      "guardians.0.phone": recordMessages.guardianPhone,
    });
    // Nothing was written.
    expect((await rest(admin, "GET", path(ana))).statusCode).toBe(404);
  });

  it("saves the whole file; the same document on another child's file and a grade not offered are refused", async () => {
    const saved = await rest(admin, "PUT", path(ana), file());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: recordMessages.saved, warnings: {} });
    expect(saved.json().record).toMatchObject({ studentId: ana, documentType: "RC", documentNumber: "1023456789", grade: "2", tribe: "Tribu 1", status: "prematriculado" });
    expect(saved.json().record.guardians[0]).toMatchObject({ name: "Carolina Herrera", phone: "+573001234567", canPickUp: true, userId: null });

    const duplicate = await rest(admin, "PUT", path(beto), file({ firstNames: "Beto", lastNames: "Ruiz" }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toEqual({ documentNumber: recordMessages.documentTaken });
    // The same document under another type is another document.
    expect((await rest(admin, "PUT", path(beto), file({ documentType: "NUIP", firstNames: "Beto", lastNames: "Ruiz", guardians: [] }))).statusCode).toBe(200);

    const settings = await trpcMutation(platform.app, "studentRecords.saveSettings", { offeredGrades: ["transicion", "1", "2", "3"] }, bearer(admin.token));
    expect(settings.json().result.data).toEqual({ offeredGrades: ["transicion", "1", "2", "3"] });
    const fifth = await rest(admin, "PUT", path(ana), file({ grade: "5" }));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().fields).toEqual({ grade: recordMessages.gradeNotOffered });
    await trpcMutation(platform.app, "studentRecords.saveSettings", { offeredGrades: ["prejardin", "jardin", "transicion", "1", "2", "3", "4", "5"] }, bearer(admin.token));
  });

  it("two saves of one document at once on two children's files: one is saved, the other told the document is taken", async () => {
    const [carla, dario] = await Promise.all([createUser(platform, { role: "student" }), createUser(platform, { role: "student" })]);
    const same = file({ documentType: "NUIP", documentNumber: "9876543210", guardians: [] });
    const answers = await Promise.all([rest(admin, "PUT", path(carla.id), same), rest(admin, "PUT", path(dario.id), same)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().fields).toEqual({ documentNumber: recordMessages.documentTaken });
  });

  it("warns, without refusing, when the birth date makes a 2-year-old a 5th grader", async () => {
    const odd = await rest(admin, "PUT", path(beto), file({ documentType: "NUIP", firstNames: "Beto", lastNames: "Ruiz", birthDate: `${year - 2}-01-15`, grade: "5", guardians: [] }));
    expect(odd.statusCode).toBe(200);
    expect(odd.json().warnings.birthDate).toMatch(/^Revisa la fecha de nacimiento: al empezar el año tendría 2 años/);
    expect(odd.json().record.grade).toBe("5");
  });

  it("gives each reader their part: the teacher the school life, the family the whole file, nobody else anything", async () => {
    const byTeacher = await rest(teacher, "GET", path(ana));
    expect(byTeacher.statusCode).toBe(200);
    const seen = byTeacher.json().record;
    expect(seen).toMatchObject({ firstNames: "Ana Sofía", grade: "2", eps: "Sura EPS", bloodType: "O+" });
    expect(seen.guardians[0]).toEqual({ name: "Carolina Herrera", relationship: "Madre", phone: "+573001234567", canPickUp: true, userId: null });
    for (const hidden of ["documentType", "documentNumber", "birthDate", "birthPlace", "address", "municipality", "zone", "stratum", "previousSchool"]) expect(seen).not.toHaveProperty(hidden);
    expect(seen.guardians[0]).not.toHaveProperty("documentNumber");
    expect(seen.guardians[0]).not.toHaveProperty("documentType");

    const byFamily = await rest(mother, "GET", path(ana));
    expect(byFamily.json().record).toMatchObject({ documentNumber: "1023456789", address: "Calle 10 # 20-30", birthDate: yearsAgo(8) });
    expect(byFamily.json().record.guardians[1]).toMatchObject({ documentNumber: "71234567" });

    const refused = [
      [otherTeacher, 403],
      [otherParent, 403],
      [student, 403],
    ] as const;
    for (const [who, status] of refused) {
      const answer = await rest(who, "GET", path(ana));
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toBe(errorMessages.forbidden);
    }
    // Another family is told the same for a child that does not exist.
    expect((await rest(otherParent, "GET", path(999_999))).json().message).toBe(errorMessages.forbidden);
    expect((await rest(platform, "GET", path(ana))).statusCode).toBe(401);
    expect((await rest(admin, "GET", path(teacher.id))).json().message).toBe(recordMessages.notFound);
    expect((await rest(teacher, "PUT", path(ana), file())).statusCode).toBe(403);
    expect((await rest(mother, "PUT", path(ana), file())).statusCode).toBe(403);

    // tRPC says the same.
    const viaTrpc = await trpcQuery(platform.app, "studentRecords.get", { studentId: ana }, bearer(teacher.token));
    expect(viaTrpc.json().result.data).not.toHaveProperty("documentNumber");
    expect((await trpcQuery(platform.app, "studentRecords.get", { studentId: ana }, bearer(otherParent.token))).statusCode).toBe(403);
  });

  it("audits every read by staff and every save with the changed fields' names, never the family's reads", async () => {
    const before = await platform.db.selectFrom("auditLog").select("id").orderBy("id", "desc").executeTakeFirst();
    await rest(teacher, "GET", path(ana));
    await rest(admin, "GET", path(ana));
    await rest(mother, "GET", path(ana));
    await rest(admin, "PUT", path(ana), file({ eps: "Nueva EPS", address: "Carrera 5 # 1-2" }));
    const rows = await platform.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "objectId", "details"])
      .where("id", ">", before?.id ?? 0)
      .where("action", "like", "student_record.%")
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.action, r.actorId, r.objectId])).toEqual([
      ["student_record.read", teacher.id, ana],
      ["student_record.read", admin.id, ana],
      ["student_record.changed", admin.id, ana],
    ]);
    expect(JSON.parse(rows[0]?.details ?? "{}")).toEqual({ part: "schoolLife" });
    const changed = JSON.parse(rows[2]?.details ?? "{}");
    expect(changed).toEqual({ created: 0, fields: "address,eps" });
    expect(rows[2]?.details).not.toContain("Nueva EPS");
  });

  it("stores a support category only with the family's sensitive-data consent; the teacher of the child reads it", async () => {
    const refused = await rest(admin, "PUT", path(ana), file({ supportCategory: "Discapacidad psicosocial" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fileMessages.supportCategoryNoConsent);
    await platform.db.insertInto("sensitiveDataConsents").values({ studentId: ana, parentId: mother.id, noticeVersion: privacyNoticeVersion, givenAt: new Date().toISOString(), revokedAt: null }).execute();
    const saved = await rest(admin, "PUT", path(ana), file({ supportCategory: "Discapacidad psicosocial" }));
    expect(saved.statusCode).toBe(200);
    expect((await rest(teacher, "GET", path(ana))).json().record.supportCategory).toBe("Discapacidad psicosocial");
    const audit = await platform.db.selectFrom("auditLog").select("details").where("action", "=", "student_record.changed").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(audit.details).toContain("supportCategory");
    expect(audit.details).not.toContain("psicosocial");
    // Withdrawing the consent empties it, as it empties the PIAR's diagnosis.
    expect((await rest(mother, "DELETE", `/api/students/${ana}/sensitive-consent`)).statusCode).toBe(200);
    expect((await rest(admin, "GET", path(ana))).json().record.supportCategory).toBeNull();
  });

  it("a family asks for a correction; the admin sees it pending, answers, and the family reads the answer", async () => {
    expect((await trpcMutation(platform.app, "studentRecords.requestCorrection", { studentId: ana, message: "x" }, bearer(mother.token))).json().error.data.fields).toEqual({ message: fileMessages.requestMessage });
    expect((await trpcMutation(platform.app, "studentRecords.requestCorrection", { studentId: ana, message: "El segundo apellido es Gómez Ruiz." }, bearer(otherParent.token))).statusCode).toBe(403);
    const asked = await rest(mother, "POST", `${path(ana)}/corrections`, { message: "El segundo apellido es Gómez Ruiz." });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ message: fileMessages.requestSent, request: { status: "pending", studentName: "Ana Herrera", requestedBy: "Carolina Herrera" } });
    const id = asked.json().request.id as number;

    const pending = (await trpcQuery(platform.app, "studentRecords.pendingRequests", undefined, bearer(admin.token))).json().result.data;
    expect(pending).toEqual([expect.objectContaining({ id, studentId: ana, message: "El segundo apellido es Gómez Ruiz." })]);
    const form = (await trpcQuery(platform.app, "studentRecords.form", { studentId: ana }, bearer(admin.token))).json().result.data;
    expect(form.requests).toEqual([expect.objectContaining({ id, status: "pending" })]);
    expect(form.linkedParents).toEqual([{ id: mother.id, name: "Carolina Herrera", phone: null }]);

    expect((await trpcMutation(platform.app, "studentRecords.resolveRequest", { id, accept: false }, bearer(admin.token))).json().error.data.fields).toEqual({ resolution: fileMessages.resolutionRequired });
    const accepted = await trpcMutation(platform.app, "studentRecords.resolveRequest", { id, accept: true, resolution: "Corregido en la ficha." }, bearer(admin.token));
    expect(accepted.json().result.data).toMatchObject({ status: "accepted", resolution: "Corregido en la ficha." });
    // Accepting changes nothing by itself.
    expect((await rest(admin, "GET", path(ana))).json().record.lastNames).toBe("Herrera Gómez");
    expect((await trpcMutation(platform.app, "studentRecords.resolveRequest", { id, accept: false, resolution: "No" }, bearer(admin.token))).statusCode).toBe(409);

    const family = (await trpcQuery(platform.app, "studentRecords.childFile", { studentId: ana }, bearer(mother.token))).json().result.data;
    expect(family.requests).toEqual([expect.objectContaining({ id, status: "accepted", resolution: "Corregido en la ficha." })]);
    expect(family.record.documentNumber).toBe("1023456789");
    expect((await trpcQuery(platform.app, "studentRecords.childFile", { studentId: ana }, bearer(otherParent.token))).statusCode).toBe(403);
    expect((await trpcQuery(platform.app, "studentRecords.pendingRequests", undefined, bearer(admin.token))).json().result.data).toEqual([]);
  });

  it("a guardian can be linked only to an account of the child's own family", async () => {
    const guardians = [{ name: "Carolina Herrera", documentType: "CC", documentNumber: "43123456", relationship: "Madre", phone: null, canPickUp: true, userId: otherParent.id }];
    const strange = await rest(admin, "PUT", path(ana), file({ guardians }));
    expect(strange.statusCode).toBe(400);
    expect(Object.keys(strange.json().fields)).toEqual(["guardians.0.userId"]);
    const own = await rest(admin, "PUT", path(ana), file({ guardians: [{ ...guardians[0], userId: mother.id }] }));
    expect(own.json().record.guardians[0].userId).toBe(mother.id);
  });

  it("erasing the student keeps the file unlinked, emptied of contact and health, with its certificate still there", async () => {
    const record = await platform.db.selectFrom("studentRecords").select("id").where("studentId", "=", ana).executeTakeFirstOrThrow();
    await platform.db
      .insertInto("certificates")
      .values({ code: "TEST-CODE-0001", recordId: record.id, kind: "constancia", year, content: "{}", issuedAt: new Date().toISOString(), issuedById: admin.id, revokedAt: null, revokedById: null, revokedReason: null })
      .execute();
    const family = (await trpcQuery(platform.app, "studentRecords.childFile", { studentId: ana }, bearer(mother.token))).json().result.data;
    expect(family.certificates).toEqual([expect.objectContaining({ code: "TEST-CODE-0001", kind: "constancia", year, revoked: false })]);
    await rest(mother, "POST", `${path(ana)}/corrections`, { message: "Otra corrección pendiente." });

    const erased = await rest(admin, "POST", `/api/students/${ana}/erase`, { confirmation: "Ana Herrera" });
    expect(erased.statusCode).toBe(200);
    const kept = await platform.db.selectFrom("studentRecords").selectAll().where("id", "=", record.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ studentId: null, documentNumber: "1023456789", firstNames: "Ana Sofía", grade: "2", address: null, stratum: null, eps: null, bloodType: null, supportCategory: null });
    const guardians = await platform.db.selectFrom("studentGuardians").select(["name", "documentNumber", "phone", "userId"]).where("recordId", "=", record.id).orderBy("position").execute();
    expect(guardians).toEqual([{ name: "Carolina Herrera", documentNumber: "43123456", phone: null, userId: null }]);
    expect(await platform.db.selectFrom("certificates").select("code").where("recordId", "=", record.id).execute()).toEqual([{ code: "TEST-CODE-0001" }]);
    expect(await platform.db.selectFrom("recordChangeRequests").select("id").where("recordId", "=", record.id).execute()).toEqual([]);
    expect(erased.json().removed).toEqual(expect.arrayContaining([expect.objectContaining({ table: "student_records", anonymised: 1 })]));
    expect((await rest(admin, "GET", path(ana))).statusCode).toBe(404);
  });
});
