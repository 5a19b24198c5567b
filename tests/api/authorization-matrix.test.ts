import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { type Actor, firstAdmin, rest as sendRest, signedIn as signInAs, upload, withToken } from "../setup/as-role.js";
import { type Method, RawBody, trpcMutation, trpcQuery } from "../setup/http.js";
import { multipartBody } from "../setup/multipart.js";
import { validPng } from "../fakes/png.js";
import { bearer, createUser, type TestPlatform, createTestPlatform } from "../setup/test-platform.js";
import { restRoutes, trpcProcedures } from "./route-list.js";
import { declaredAccess } from "../../server/rest/access.js";
import { addDays, colombianHolidays, isoWeekday } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { notify } from "../../server/domains/notifications/notify.js";
import { assignModule, createAssignment, createClass, createModule, enrol, linkParent, setTribe, submitWork } from "./people-helpers.js";

/**
 * The authorization matrix of issue 10: every REST route and every tRPC procedure, for every role
 * (anonymous, student, teacher, admin, parent) and, where an object is involved, for each relation.
 *
 * The seeded school has two families and two teachers. The callers of each role are the "A" side:
 * studentA (in teacherA's class, child of parentA), teacherA, parentA and the admin. So an object
 * marked [A] is the student's own, the parent's child's, the teacher's own (or their class's);
 * an object marked [B] belongs to another family and another teacher.
 *
 * Outcomes: "ok" is any 2xx; a number is that exact status; an array accepts any of its items
 * ("ok or 400" where an allowed role's request may fail validation on purpose).
 * The suite fails when a route or procedure has no row here.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the table checks statuses
type Json = any;

type Role = "anonymous" | "student" | "teacher" | "admin" | "parent";
const roles: Role[] = ["anonymous", "student", "teacher", "admin", "parent"];
type Outcome = "ok" | number | ReadonlyArray<"ok" | number>;
type Expect = Record<Role, Outcome>;

type Seed = Awaited<ReturnType<typeof seedSchool>>;
type Call =
  | { method: string; url: string; json?: unknown; multipart?: ReturnType<typeof multipartBody>; headers?: Record<string, string> }
  | { proc: string; input?: unknown };
type Row = {
  key: string;
  note?: string;
  call: (s: Seed, role: Role) => Call | Promise<Call>;
  expect: Expect;
  /** For lists open to several roles: what an allowed caller may see (checked on every 2xx answer). */
  scope?: (body: Json, s: Seed, role: Role) => boolean;
};

/** Submissions a caller may see: their own (student), their child's (parent), their modules' (teacher), all (admin). */
function workInScope(list: { studentId: number; moduleId: number }[], s: Seed, role: Role): boolean {
  const u = s.users;
  return list.every((w) =>
    role === "admin" ? true : role === "teacher" ? w.studentId !== u.studentB.id : w.studentId === u.studentA.id,
  );
}
const workListScope = (body: Json, s: Seed, role: Role) => workInScope(Array.isArray(body) ? body : (body.submissions ?? body.result?.data ?? []), s, role);
const trpcData = (body: Json) => body?.result?.data;
/** Nobody but an admin sees the other family or the other teacher in a people list. */
const usersScope = (list: { id: number }[], s: Seed, role: Role) =>
  role === "admin" || !list.some((u) => [s.users.studentB.id, s.users.parentB.id].includes(u.id));
/** A parent sees only their own receipts. */
const paymentsScope = (list: { parentEmail: string }[], s: Seed, role: Role) => role === "admin" || list.every((x) => x.parentEmail === s.users.parentA.email);

// ---------- expectation shorthands ----------
const NA = 401;
function only(...allowed: Role[]): Expect {
  const e = { anonymous: NA, student: 403, teacher: 403, admin: 403, parent: 403 } as Expect;
  for (const r of allowed) e[r] = "ok";
  return e;
}
const adminOnly = only("admin");
const signedIn = only("student", "teacher", "admin", "parent");
const publicRoute: Expect = { anonymous: "ok", student: "ok", teacher: "ok", admin: "ok", parent: "ok" };
const with_ = (base: Expect, over: Partial<Expect>): Expect => ({ ...base, ...over });

// ---------- call helpers ----------
const rest = (method: string, url: string, json?: unknown): Call => ({ method, url, json });
const trpc = (proc: string, input?: unknown): Call => ({ proc, input });
const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** The first bytes of a WebM recording (EBML header): audio by its content. */
const webmBytes = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]);
const pngBytes = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab4a35a70000000049454e44ae426082", "hex");
let counter = 0;
const next = () => ++counter;
let receiptSlot = 0;
/** A month and year no receipt has used yet (each parent has one receipt per month). */
function receiptFields(): Record<string, string> {
  const n = receiptSlot++;
  return { month: String((n % 12) + 1).padStart(2, "0"), year: String(new Date().getFullYear() - 2 + Math.floor(n / 12)) };
}

async function seedSchool(p: TestPlatform) {
  const admin = await firstAdmin(p);
  const mk = (role: "student" | "teacher" | "parent" | "admin" | "coordinator" | "user") => signInAs(p, role);
  const [teacherA, teacherB, studentA, studentB, parentA, parentB] = await Promise.all([
    mk("teacher"),
    mk("teacher"),
    mk("student"),
    mk("student"),
    mk("parent"),
    mk("parent"),
  ]);
  await setTribe(p.db, studentA.id, "Tribu 1");
  await setTribe(p.db, studentB.id, "Tribu 2");
  const classA = await createClass(p.db, teacherA.id, "Clase A");
  const classB = await createClass(p.db, teacherB.id, "Clase B");
  await enrol(p.db, studentA.id, classA);
  await enrol(p.db, studentB.id, classB);
  await linkParent(p.db, parentA.id, studentA.id);
  await linkParent(p.db, parentB.id, studentB.id);
  const moduleA = await createModule(p.db, teacherA.id, { title: "Módulo A" });
  const moduleB = await createModule(p.db, teacherB.id, { title: "Módulo B" });
  await assignModule(p.db, studentA.id, moduleA);
  await assignModule(p.db, studentB.id, moduleB);
  const subA = await submitWork(p.db, studentA.id, moduleA);
  const subB = await submitWork(p.db, studentB.id, moduleB);
  const asgA = await createAssignment(p.db, { teacherId: teacherA.id, studentId: studentA.id, classId: classA });
  const asgB = await createAssignment(p.db, { teacherId: teacherB.id, studentId: studentB.id, classId: classB });

  /** The answer of a seeding request, which must succeed. */
  const succeeded = async (request: Promise<LightMyRequestResponse>) => {
    const response = await request;
    if (response.statusCode >= 300) throw new Error(`seed ${response.raw.req.method} ${response.raw.req.url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, Json>;
  };

  // Module PDFs, receipts, work files and visual-day pictures are real uploads.
  await succeeded(upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(moduleA), type: "downloadPdf" }, { name: "a.pdf", content: pdfBytes }));
  await succeeded(upload(teacherB, "POST", "/api/module-files/upload", { moduleId: String(moduleB), type: "downloadPdf" }, { name: "b.pdf", content: pdfBytes }));
  // Another tribe's module that no row changes: never studentA's (issue 19).
  const moduleTribe2 = await createModule(p.db, teacherB.id, { title: "Módulo de Tribu 2", tribe: "Tribu 2" });
  await succeeded(upload(teacherB, "POST", "/api/module-files/upload", { moduleId: String(moduleTribe2), type: "downloadPdf" }, { name: "t2.pdf", content: pdfBytes }));
  const uploadReceipt = async (parent: Actor) => {
    const body = await succeeded(upload(parent, "POST", "/api/payments", receiptFields(), { name: "r.pdf", content: pdfBytes }));
    return (body.payment?.id ?? body.id) as number;
  };
  const paymentA = await uploadReceipt(parentA);
  const paymentB = await uploadReceipt(parentB);
  /** A receipt rejected and sent again: its first file stays as an earlier version (issue 22). */
  const replacedReceipt = async (parent: Actor) => {
    const fields = receiptFields();
    const first = (await succeeded(upload(parent, "POST", "/api/payments", fields, { name: "r.pdf", content: pdfBytes }))) as { payment: { id: number } };
    await succeeded(sendRest(admin, "PUT", `/api/payments/${first.payment.id}/review`, { status: "rejected" }));
    const again = (await succeeded(upload(parent, "POST", "/api/payments", fields, { name: "r2.pdf", content: pdfBytes }))) as {
      payment: { id: number; earlierVersions: { fileUrl: string }[] };
    };
    return again.payment.earlierVersions[0]?.fileUrl as string;
  };
  const earlierReceiptA = await replacedReceipt(parentA);
  const earlierReceiptB = await replacedReceipt(parentB);
  const handIn = async (student: Actor, moduleId: number) => {
    const body = await succeeded(upload(student, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Mi trabajo" }, { name: "w.pdf", content: pdfBytes }));
    return (body.submission?.id ?? body.id) as number;
  };
  const moduleA2 = await createModule(p.db, teacherA.id, { title: "Módulo A2" });
  const moduleB2 = await createModule(p.db, teacherB.id, { title: "Módulo B2" });
  await assignModule(p.db, studentA.id, moduleA2);
  await assignModule(p.db, studentB.id, moduleB2);
  const fileSubA = await handIn(studentA, moduleA2);
  const fileSubB = await handIn(studentB, moduleB2);
  // Issue 37: the list's own address of each hand-in's file.
  const listedFile = async (submissionId: number) =>
    (await p.db.selectFrom("workSubmissionFiles").select("fileId").where("submissionId", "=", submissionId).executeTakeFirstOrThrow()).fileId;
  const listedFileA = await listedFile(fileSubA);
  const listedFileB = await listedFile(fileSubB);
  const addStep = async (tribe: string) => {
    const label = `Paso ${next()}`;
    const body = await succeeded(upload(admin, "POST", "/api/visual-day/steps", { tribe, label, time: "09:00" }, { name: "p.png", content: pngBytes }));
    // The answer is the whole day; steps run in parallel, so the new one is found by its label.
    return (body.day.steps as { id: number; label: string }[]).find((step) => step.label === label)?.id as number;
  };
  const stepA = await addStep("Tribu 1");
  const stepB = await addStep("Tribu 2");
  // Issue 37: a teacher's recorded voice on her feedback (A: teacherA on studentA's work; B: teacherB's).
  const recordVoice = async (teacher: Actor, subjectType: string, subjectId: number) => {
    const body = await succeeded(upload(teacher, "POST", "/api/teacher-voices", { subjectType, subjectId: String(subjectId) }, { name: "voz.webm", content: webmBytes }));
    return body.voice.id as number;
  };
  const voiceA = await recordVoice(teacherA, "work_feedback", subA);
  const voiceB = await recordVoice(teacherB, "work_feedback", subB);

  await succeeded(sendRest(admin, "POST", "/api/products/import", asRaw(catalogueUpload())));
  const services = p.services;
  const actor = (u: { id: number }, role: "admin" | "teacher") => ({ id: u.id, role });
  const materialA = (await services.materials.create(actor(teacherA, "teacher"), { title: "Ficha A", type: "pdf", url: "https://example.org/a" })).material;
  const materialB = (await services.materials.create(actor(teacherB, "teacher"), { title: "Ficha B", type: "pdf", url: "https://example.org/b" })).material;
  // Class sign-in on for Tribu 1 (studentA's), with studentA's pictures.
  await services.classSignIn.setEnabled(actor(admin, "admin"), "Tribu 1", true);
  // Written directly: through the service, new pictures end the child's sessions (issue 33), studentA's caller's too.
  const pictureRow = (studentId: number, pictures: string) => ({ studentId, pictures, cardPicture: null, updatedById: admin.id, updatedAt: new Date().toISOString() });
  await p.db.insertInto("picturePasswords").values([pictureRow(studentA.id, "sol,pez"), pictureRow(studentB.id, "gato,flor")]).execute();
  const classCode = async () => (await services.classSignIn.settings(actor(admin, "admin"), "Tribu 1")).code;
  // A phrase of teacherB's comment bank: nobody else reads or changes it.
  const phraseB = (await services.commentBank.create(actor(teacherB, "teacher"), { kind: "fortaleza", text: "Frase de B" })).id;
  // Attendance (issue 25): 2026's school year as one period, so the fixed days below stay in it.
  await services.attendance.saveCalendar(actor(admin, "admin"), {
    year: 2026,
    schoolDays: [1, 2, 3, 4, 5],
    holidays: colombianHolidays(2026),
    periods: [{ name: "Año escolar", start: "2026-02-02", end: "2026-11-27" }],
  });
  const holidays2026 = new Set(colombianHolidays(2026).map((h) => h.date));
  let excuseDay = "2026-02-01";
  /** The next school day of 2026 that no excuse of this run has used yet. */
  const freshExcuseDay = () => {
    do excuseDay = addDays(excuseDay, 1);
    while (isoWeekday(excuseDay) > 5 || holidays2026.has(excuseDay));
    return excuseDay;
  };
  const parentActor = (u: { id: number }) => ({ id: u.id, role: "parent" as const });
  // Announcements (issue 25): each teacher's to their class's families and students, asking for
  // "Leído", with a PDF attached (a real multipart upload).
  const announce = async (teacher: Actor, classId: number) => {
    const fields = { title: `Comunicado ${next()}`, text: "Texto", scope: "classes", classIds: String(classId), forStudents: "true", requiresConfirmation: "true" };
    const body = await succeeded(upload(teacher, "POST", "/api/announcements", fields, { name: "c.pdf", content: pdfBytes }));
    return body.announcement.id as number;
  };
  const announcementA = await announce(teacherA, classA);
  const announcementB = await announce(teacherB, classB);
  // A school-wide announcement with an attachment: a self-registered account reads none of it (issue 33).
  const announcementSchool = (
    await succeeded(
      upload(admin, "POST", "/api/announcements", { title: `A toda la escuela ${next()}`, text: "Texto", scope: "school", forStudents: "true" }, { name: "c.pdf", content: pdfBytes }),
    )
  ).announcement.id as number;
  // Issue 33: a teacher whose class holds one pupil of Tribu 2 (not studentB, not teacherB's class),
  // and a self-registered account: POST /api/register makes a student with no tribe, class or family.
  const [tribeTeacher, pupilC] = await Promise.all([mk("teacher"), mk("student")]);
  const stranger = await succeeded(
    sendRest(p, "POST", "/api/register", { email: `propia${next()}@tribu.test`, password: "clave-segura-123", firstName: "Cuenta", lastName: "Propia" }),
  ).then((session) => ({ id: session.user.id as number, token: session.token as string }));
  await setTribe(p.db, pupilC.id, "Tribu 2");
  await enrol(p.db, pupilC.id, await createClass(p.db, tribeTeacher.id, "Clase C"));

  return {
    p,
    users: { admin, teacherA, teacherB, studentA, studentB, parentA, parentB, coordinator: await mk("coordinator"), plainUser: await mk("user"), tribeTeacher, stranger },
    classA,
    classB,
    moduleA,
    moduleB,
    moduleTribe2,
    subA,
    subB,
    fileSubA,
    fileSubB,
    listedFileA,
    listedFileB,
    voiceA,
    voiceB,
    asgA,
    asgB,
    paymentA,
    paymentB,
    earlierReceiptA,
    earlierReceiptB,
    stepA,
    stepB,
    materialA: materialA.id,
    materialB: materialB.id,
    classCode,
    freshExcuseDay,
    announcementA,
    announcementB,
    announcementSchool,
    phraseB,
    // Fresh objects, for calls that change or destroy what they touch.
    fresh: {
      user: (role: "student" | "teacher" | "parent" = "student") => createUser(p, { role }).then((u) => u.id),
      /** One notification of this user's, for their bell. */
      notification: async (userId: number) => {
        await notify(p.db, { userIds: [userId], kind: "announcement", title: `Aviso ${next()}`, body: "Texto", link: "/dashboard", at: new Date(Date.now() - next() * 3_600_000).toISOString() });
        const row = await p.db.selectFrom("notifications").select("id").where("userId", "=", userId).orderBy("id", "desc").executeTakeFirstOrThrow();
        return row.id;
      },
      module: (ownerId: number, tribe: string | null = null) => createModule(p.db, ownerId, { title: `Módulo ${next()}`, tribe }),
      class: () => createClass(p.db, teacherA.id, `Clase ${next()}`),
      enrolment: async () => {
        const student = await createUser(p, { role: "student" });
        const body = await succeeded(sendRest(admin, "POST", "/api/studentclasses", { studentId: student.id, classId: classA }));
        return (body.enrolment?.id ?? body.id) as number;
      },
      assignment: (teacherId: number, studentId: number, classId: number) => createAssignment(p.db, { teacherId, studentId, classId }),
      material: async (ownerId: number) =>
        (await services.materials.create({ id: ownerId, role: ownerId === admin.id ? "admin" : "teacher" }, { title: `F ${next()}`, type: "pdf", url: "https://example.org/x" })).material.id,
      receipt: (parent: Actor) => uploadReceipt(parent),
      voice: async (teacher: Actor, subjectId: number) => recordVoice(teacher, "module", subjectId),
      step: (tribe = "Tribu 1") => addStep(tribe),
      materia: async () => (await succeeded(sendRest(admin, "POST", "/api/materias", { name: `Materia ${next()}` }))) as { id: number; name: string },
      tribeMateria: async () => {
        const { name } = (await succeeded(sendRest(admin, "POST", "/api/materias", { name: `Materia ${next()}` }))) as { name: string };
        await succeeded(sendRest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: name }));
        return name;
      },
      exam: async () => ((await succeeded(sendRest(admin, "POST", "/api/exams", { title: `Examen ${next()}`, moduleId: moduleA }))) as Json).exam?.id ?? 0,
      quiz: async () => ((await succeeded(sendRest(admin, "POST", "/api/quiz", { title: `Quiz ${next()}`, moduleId: moduleA }))) as Json).quiz?.id ?? 0,
      todo: async () => {
        const body = (await succeeded(sendRest(admin, "POST", "/api/todo", { title: `Tarea ${next()}` }))) as Json;
        return (body.item?.id ?? body.task?.id ?? body.id) as string | number;
      },
      notion: async () => {
        const body = (await succeeded(sendRest(admin, "POST", "/api/notion/tasks", notionBody()))) as Json;
        return (body.task?.id ?? body.id) as string;
      },
      crm: async () => {
        const body = (await succeeded(sendRest(admin, "POST", "/api/crm/clients", { name: `Cliente ${next()}`, email: `c${next()}@tribu.test` }))) as Json;
        return (body.client?.rowIndex ?? body.rowIndex) as number;
      },
      quotation: async () => {
        const body = (await succeeded(sendRest(admin, "POST", "/api/quotations", quotationBody()))) as Json;
        return (body.quotation?.id ?? body.id) as number;
      },
      /** A pending excuse: studentA's sent by parentA ("A"), or studentB's by parentB ("B"); with a picture when asked. */
      excuse: async (side: "A" | "B", withFile = false) => {
        const [parent, child] = side === "A" ? [parentA, studentA] : [parentB, studentB];
        const file = withFile ? { source: validPng(), name: "constancia.png" } : undefined;
        return (await services.attendance.sendExcuse(parentActor(parent), { studentId: child.id, date: freshExcuseDay(), text: "Cita médica" }, file)).excuse.id;
      },
      /** A support with a picture, added by the family to a fresh pending excuse of side A or B (issue 34): [excuseId, supportId]. */
      support: async (side: "A" | "B") => {
        const [parent, child] = side === "A" ? [parentA, studentA] : [parentB, studentB];
        const excuseId = (await services.attendance.sendExcuse(parentActor(parent), { studentId: child.id, date: freshExcuseDay(), text: "Cita médica" })).excuse.id;
        const added = await services.attendance.addSupport(parentActor(parent), { id: excuseId }, { source: validPng(), name: "constancia.png" });
        return [excuseId, (added.excuse.supports[0] as { id: number }).id] as const;
      },
      /** An announcement nobody has been reminded of yet: teacherA's to classA ("A"), or teacherB's to classB ("B"). */
      announcement: async (side: "A" | "B") => {
        const [teacher, classId] = side === "A" ? [teacherA, classA] : [teacherB, classB];
        const input = { title: `Comunicado ${next()}`, text: "Texto", scope: "classes" as const, tribes: [], classIds: [classId], forFamilies: true, forStudents: true, requiresConfirmation: true };
        return (await services.announcements.create({ id: teacher.id, role: "teacher" }, input)).announcement.id;
      },
      /** A Tribu 1 child in teacherA's class besides studentA, whose pictures a row may change (that ends their sessions). */
      pupilA: async () => {
        const student = await createUser(p, { role: "student", tribe: "Tribu 1" });
        await enrol(p.db, student.id, classA);
        return student.id;
      },
      linkedStudent: async () => {
        const student = await createUser(p, { role: "student" });
        await linkParent(p.db, parentA.id, student.id);
        return student.id;
      },
    },
  };
}

function notionBody() {
  return { name: `Tarea ${next()}`, status: "Not started", priority: "Low" };
}

function quotationBody() {
  return { clientName: "Cliente", clientEmail: "cliente@tribu.test", items: [{ code: "VBC-001", quantity: 2 }] };
}
/** The catalogue the quotation rows use (product 1 is its first row); importing it again keeps the ids. */
/** A prepared multipart form, sent as it is. */
const asRaw = (form: ReturnType<typeof multipartBody>) => new RawBody(form.payload, form.contentType);

function catalogueUpload() {
  return multipartBody({}, { name: "catalogo.csv", content: Buffer.from("Código interno,Título,Precio anterior,Nuevo precio\nVBC-001,Vinilo blanco,300,320\nBG-004,Barniz,60,64\n"), type: "text/csv" });
}

/** The caller of each role: studentA, teacherA, parentA, the admin; anonymous has none. */
function tokenOf(s: Seed, role: Role): string | undefined {
  const u = s.users;
  return { anonymous: undefined, student: u.studentA.token, teacher: u.teacherA.token, admin: u.admin.token, parent: u.parentA.token }[role];
}
function idOf(s: Seed, role: Role): number {
  const u = s.users;
  return { anonymous: u.studentA.id, student: u.studentA.id, teacher: u.teacherA.id, admin: u.admin.id, parent: u.parentA.id }[role];
}

const A = "[A]";
const B = "[B]";

// ------------------------------------------------------------------------------------------------
// THE TABLE. key: "METHOD /path" (REST, as registered) or "trpc name.proc".
// ------------------------------------------------------------------------------------------------
const table: Row[] = [
  // --- health, setup, auth
  { key: "GET /api/health", call: () => rest("GET", "/api/health"), expect: publicRoute },
  { key: "GET /api/setup", call: () => rest("GET", "/api/setup"), expect: publicRoute },
  { key: "POST /api/setup/admin", note: "the school already has its first admin", call: () => rest("POST", "/api/setup/admin", { email: "x@tribu.test", password: "clave-segura-123", firstName: "Xavier", lastName: "Ybarra" }), expect: { anonymous: 409, student: 409, teacher: 409, admin: 409, parent: 409 } },
  { key: "POST /api/register", note: "public sign-up (new accounts wait for approval or are refused by config)", call: () => rest("POST", "/api/register", { email: `r${next()}@tribu.test`, password: "clave-segura-123", firstName: "Rosa", lastName: "Ruiz" }), expect: publicRoute },
  { key: "POST /api/login", note: "wrong password for everybody: 401, never more", call: () => rest("POST", "/api/login", { email: `nadie${next()}@tribu.test`, password: "incorrecta-123" }), expect: { anonymous: 401, student: 401, teacher: 401, admin: 401, parent: 401 } },
  { key: "POST /api/refresh", call: () => rest("POST", "/api/refresh"), expect: signedIn },
  { key: "trpc setup.info", call: () => trpc("setup.info"), expect: publicRoute },
  { key: "trpc setup.createFirstAdmin", call: () => trpc("setup.createFirstAdmin", { email: "x@tribu.test", password: "clave-segura-123", firstName: "Xavier", lastName: "Ybarra" }), expect: { anonymous: 409, student: 409, teacher: 409, admin: 409, parent: 409 } },
  { key: "trpc auth.register", call: () => trpc("auth.register", { email: `r${next()}@tribu.test`, password: "clave-segura-123", firstName: "Rosa", lastName: "Ruiz" }), expect: publicRoute },
  // School settings (issue 19): only an admin reads or changes them (the public part is in setup.info). The
  // value sent is the one in force, so the rows running alongside keep an open registration.
  { key: "GET /api/settings", call: () => rest("GET", "/api/settings"), expect: adminOnly },
  { key: "trpc settings.get", call: () => trpc("settings.get"), expect: adminOnly },
  { key: "GET /api/settings/company", call: () => rest("GET", "/api/settings/company"), expect: adminOnly },
  { key: "trpc settings.company", call: () => trpc("settings.company"), expect: adminOnly },
  { key: "PUT /api/settings/company", call: () => rest("PUT", "/api/settings/company", { name: "Colegio Tribu", nit: "", address: "", phone: "", email: "" }), expect: adminOnly },
  { key: "trpc settings.updateCompany", call: () => trpc("settings.updateCompany", { name: "Colegio Tribu", nit: "", address: "", phone: "", email: "" }), expect: adminOnly },
  { key: "PUT /api/settings/company/logo", call: () => ({ method: "PUT", url: "/api/settings/company/logo", multipart: multipartBody({}, { name: "logo.png", content: validPng(), type: "image/png" }) }), expect: adminOnly },
  { key: "GET /api/settings/company/logo", note: "ok when an earlier row left a logo, 404 before", call: () => rest("GET", "/api/settings/company/logo"), expect: with_(adminOnly, { admin: ["ok", 404] }) },
  { key: "DELETE /api/settings/company/logo", call: () => rest("DELETE", "/api/settings/company/logo"), expect: adminOnly },
  { key: "PUT /api/settings", call: () => rest("PUT", "/api/settings", { registrationOpen: true }), expect: adminOnly },
  { key: "trpc settings.update", call: () => trpc("settings.update", { registrationOpen: true }), expect: adminOnly },
  { key: "trpc auth.login", call: () => trpc("auth.login", { email: `nadie${next()}@tribu.test`, password: "incorrecta-123" }), expect: { anonymous: 401, student: 401, teacher: 401, admin: 401, parent: 401 } },
  { key: "trpc auth.refresh", call: () => trpc("auth.refresh"), expect: signedIn },
  { key: "trpc auth.me", call: () => trpc("auth.me"), expect: signedIn },
];

// --- users
table.push(
  { key: "GET /api/users", note: "each caller sees their own scope", call: () => rest("GET", "/api/users?pageSize=100"), expect: signedIn, scope: (b, s, r) => usersScope(b.users, s, r) },
  { key: "trpc users.list", note: "scoped", call: () => trpc("users.list"), expect: signedIn, scope: (b, s, r) => usersScope(trpcData(b).users, s, r) },
  { key: "POST /api/users/admin/create", call: () => rest("POST", "/api/users/admin/create", { email: `n${next()}@tribu.test`, password: "clave-segura-123", firstName: "N", lastName: "N", role: "student" }), expect: adminOnly },
  { key: "trpc users.create", call: () => trpc("users.create", { email: `n${next()}@tribu.test`, password: "clave-segura-123", firstName: "N", lastName: "N", role: "student" }), expect: adminOnly },
  { key: "POST /api/users/admin/assign-module-by-tribe", call: (s) => rest("POST", "/api/users/admin/assign-module-by-tribe", { moduleId: s.moduleA, tribe: "Tribu 1" }), expect: adminOnly },
  { key: "trpc users.assignModuleToTribe", call: (s) => trpc("users.assignModuleToTribe", { moduleId: s.moduleA, tribe: "Tribu 1" }), expect: adminOnly },
  { key: "trpc users.tribes", note: "scoped", call: () => trpc("users.tribes"), expect: signedIn },
  { key: "trpc users.tribeMembers", call: () => trpc("users.tribeMembers", { tribe: "Tribu 1" }), expect: adminOnly },
  { key: "trpc users.parents", call: () => trpc("users.parents"), expect: adminOnly },
  { key: "trpc users.unlinkedStudents", call: () => trpc("users.unlinkedStudents"), expect: adminOnly },
  { key: "trpc users.studentFile", note: `${A} studentA`, call: (s) => trpc("users.studentFile", { id: s.users.studentA.id }), expect: adminOnly },
  { key: "GET /api/users/:id", note: `${A} studentA`, call: (s) => rest("GET", `/api/users/${s.users.studentA.id}`), expect: only("student", "teacher", "admin", "parent") },
  { key: "GET /api/users/:id", note: `${B} studentB`, call: (s) => rest("GET", `/api/users/${s.users.studentB.id}`), expect: only("admin") },
  { key: "GET /api/users/:id", note: "own record", call: (s, r) => rest("GET", `/api/users/${idOf(s, r)}`), expect: signedIn },
  { key: "GET /api/users/:id", note: "another teacher", call: (s) => rest("GET", `/api/users/${s.users.teacherB.id}`), expect: only("admin") },
  { key: "trpc users.get", note: `${A} studentA`, call: (s) => trpc("users.get", { id: s.users.studentA.id }), expect: only("student", "teacher", "admin", "parent") },
  { key: "trpc users.get", note: `${B} studentB`, call: (s) => trpc("users.get", { id: s.users.studentB.id }), expect: only("admin") },
  { key: "PUT /api/users/:id", note: "own record", call: (s, r) => rest("PUT", `/api/users/${idOf(s, r)}`, { firstName: "Nuevo" }), expect: signedIn },
  { key: "PUT /api/users/:id", note: `${A} studentA`, call: (s) => rest("PUT", `/api/users/${s.users.studentA.id}`, { firstName: "Nuevo" }), expect: only("student", "admin") },
  { key: "PUT /api/users/:id", note: `${B} studentB`, call: (s) => rest("PUT", `/api/users/${s.users.studentB.id}`, { firstName: "Nuevo" }), expect: adminOnly },
  { key: "trpc users.update", note: `${B} studentB`, call: (s) => trpc("users.update", { id: s.users.studentB.id, firstName: "Nuevo" }), expect: adminOnly },
  { key: "trpc users.update", note: "own record", call: (s, r) => trpc("users.update", { id: idOf(s, r), firstName: "Nuevo" }), expect: signedIn },
  { key: "POST /api/users/:id/change-role", note: "a fresh student", call: async (s) => rest("POST", `/api/users/${await s.fresh.user()}/change-role`, { newRole: "teacher" }), expect: adminOnly },
  { key: "trpc users.changeRole", call: async (s) => trpc("users.changeRole", { id: await s.fresh.user(), newRole: "teacher" }), expect: adminOnly },
  { key: "DELETE /api/users/:id", note: "a fresh student", call: async (s) => rest("DELETE", `/api/users/${await s.fresh.user()}`), expect: adminOnly },
  { key: "trpc users.remove", call: async (s) => trpc("users.remove", { id: await s.fresh.user() }), expect: adminOnly },
  { key: "GET /api/users/:id/children", note: `${A} parentA`, call: (s) => rest("GET", `/api/users/${s.users.parentA.id}/children`), expect: only("admin", "parent") },
  { key: "GET /api/users/:id/children", note: `${B} parentB`, call: (s) => rest("GET", `/api/users/${s.users.parentB.id}/children`), expect: adminOnly },
  { key: "trpc users.children", note: `${B} parentB`, call: (s) => trpc("users.children", { id: s.users.parentB.id }), expect: adminOnly },
  { key: "POST /api/users/:parentId/children/:studentId", call: async (s) => rest("POST", `/api/users/${s.users.parentA.id}/children/${await s.fresh.user()}`), expect: adminOnly },
  { key: "trpc users.addChild", call: async (s) => trpc("users.addChild", { parentId: s.users.parentA.id, studentId: await s.fresh.user() }), expect: adminOnly },
  { key: "DELETE /api/users/:parentId/children/:studentId", call: async (s) => rest("DELETE", `/api/users/${s.users.parentA.id}/children/${await s.fresh.linkedStudent()}`), expect: adminOnly },
  { key: "trpc users.removeChild", call: async (s) => trpc("users.removeChild", { parentId: s.users.parentA.id, studentId: await s.fresh.linkedStudent() }), expect: adminOnly },
);

// --- dashboards
table.push(
  { key: "GET /api/dashboard/student", call: () => rest("GET", "/api/dashboard/student"), expect: only("student") },
  { key: "GET /api/dashboard/teacher", call: () => rest("GET", "/api/dashboard/teacher"), expect: only("teacher") },
  { key: "GET /api/dashboard/admin", call: () => rest("GET", "/api/dashboard/admin"), expect: adminOnly },
  { key: "GET /api/dashboard/parent", call: () => rest("GET", "/api/dashboard/parent"), expect: only("parent") },
  { key: "GET /api/dashboard/parent/to-do", call: () => rest("GET", "/api/dashboard/parent/to-do"), expect: only("parent") },
  { key: "GET /api/dashboard/parent/works", call: () => rest("GET", "/api/dashboard/parent/works"), expect: only("parent") },
  { key: "trpc dashboards.student", call: () => trpc("dashboards.student"), expect: only("student") },
  { key: "trpc dashboards.returnedWork", call: () => trpc("dashboards.returnedWork"), expect: only("student") },
  { key: "trpc dashboards.teacher", call: () => trpc("dashboards.teacher"), expect: only("teacher") },
  { key: "trpc dashboards.admin", call: () => trpc("dashboards.admin"), expect: adminOnly },
  { key: "GET /api/dashboard/admin/today", call: () => rest("GET", "/api/dashboard/admin/today"), expect: adminOnly },
  { key: "trpc dashboards.adminToday", call: () => trpc("dashboards.adminToday"), expect: adminOnly },
  { key: "trpc dashboards.parent", call: () => trpc("dashboards.parent"), expect: only("parent") },
  { key: "trpc dashboards.familyToDo", call: () => trpc("dashboards.familyToDo"), expect: only("parent") },
  { key: "trpc dashboards.childrenWork", call: () => trpc("dashboards.childrenWork"), expect: only("parent") },
  { key: "GET /api/users/:id/progress", note: `${A} studentA`, call: (s) => rest("GET", `/api/users/${s.users.studentA.id}/progress`), expect: signedIn },
  { key: "GET /api/users/:id/progress", note: `${B} studentB`, call: (s) => rest("GET", `/api/users/${s.users.studentB.id}/progress`), expect: adminOnly },
  { key: "GET /api/users/:id/work", note: `${A} studentA`, call: (s) => rest("GET", `/api/users/${s.users.studentA.id}/work`), expect: signedIn },
  { key: "GET /api/users/:id/work", note: `${B} studentB`, call: (s) => rest("GET", `/api/users/${s.users.studentB.id}/work`), expect: adminOnly },
  { key: "trpc dashboards.studentProgress", note: `${A} studentA`, call: (s) => trpc("dashboards.studentProgress", { id: s.users.studentA.id }), expect: signedIn },
  { key: "trpc dashboards.studentProgress", note: `${B} studentB`, call: (s) => trpc("dashboards.studentProgress", { id: s.users.studentB.id }), expect: adminOnly },
  { key: "trpc dashboards.studentWork", note: `${A} studentA`, call: (s) => trpc("dashboards.studentWork", { id: s.users.studentA.id }), expect: signedIn },
  { key: "trpc dashboards.studentWork", note: `${B} studentB`, call: (s) => trpc("dashboards.studentWork", { id: s.users.studentB.id }), expect: adminOnly },
);

// --- materias
table.push(
  { key: "GET /api/materias", call: () => rest("GET", "/api/materias"), expect: signedIn },
  { key: "trpc materias.list", call: () => trpc("materias.list"), expect: signedIn },
  { key: "trpc materias.byName", note: "no such materia: 404 for readers", call: () => trpc("materias.byName", { name: "Ninguna" }), expect: { anonymous: 401, student: 404, teacher: 404, admin: 404, parent: 404 } },
  { key: "POST /api/materias", call: () => rest("POST", "/api/materias", { name: `Materia ${next()}` }), expect: adminOnly },
  { key: "trpc materias.create", call: () => trpc("materias.create", { name: `Materia ${next()}` }), expect: adminOnly },
  { key: "DELETE /api/materias/:id", call: async (s) => rest("DELETE", `/api/materias/${(await s.fresh.materia()).id}`), expect: adminOnly },
  { key: "trpc materias.remove", call: async (s) => trpc("materias.remove", { id: (await s.fresh.materia()).id }), expect: adminOnly },
  { key: "GET /api/tribe-materias/:tribeName", call: () => rest("GET", `/api/tribe-materias/${encodeURIComponent("Tribu 1")}`), expect: only("student", "teacher", "admin") },
  { key: "trpc materias.ofTribe", call: () => trpc("materias.ofTribe", { tribeName: "Tribu 1" }), expect: only("student", "teacher", "admin") },
  { key: "POST /api/tribe-materias", call: async (s) => rest("POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: (await s.fresh.materia()).name }), expect: adminOnly },
  { key: "trpc materias.addToTribe", call: async (s) => trpc("materias.addToTribe", { tribeName: "Tribu 1", materiaName: (await s.fresh.materia()).name }), expect: adminOnly },
  { key: "DELETE /api/tribe-materias", call: async (s) => rest("DELETE", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: await s.fresh.tribeMateria() }), expect: adminOnly },
  { key: "trpc materias.removeFromTribe", call: async (s) => trpc("materias.removeFromTribe", { tribeName: "Tribu 1", materiaName: await s.fresh.tribeMateria() }), expect: adminOnly },
);

// --- modules
const moduleBody = () => ({ title: `Módulo ${next()}`, description: "Descripción", tribe: "Tribu 1" });
table.push(
  { key: "GET /api/modules", call: () => rest("GET", "/api/modules"), expect: signedIn },
  { key: "trpc modules.list", call: () => trpc("modules.list"), expect: signedIn },
  { key: "GET /api/modules", note: "filtered and paged", call: () => rest("GET", "/api/modules?tribe=Tribu%201&search=m&page=1&pageSize=5"), expect: signedIn },
  { key: "trpc modules.list", note: "filtered and paged", call: () => trpc("modules.list", { tribe: "Tribu 1", materia: 1, page: 2, pageSize: 5 }), expect: signedIn },
  { key: "trpc modules.summary", call: () => trpc("modules.summary", { materia: 1 }), expect: signedIn },
  { key: "GET /api/modules/:id", note: A, call: (s) => rest("GET", `/api/modules/${s.moduleA}`), expect: signedIn },
  { key: "trpc modules.get", note: A, call: (s) => trpc("modules.get", { id: s.moduleA }), expect: signedIn },
  { key: "GET /api/modules/:id/pdf", note: A, call: (s) => rest("GET", `/api/modules/${s.moduleA}/pdf`), expect: signedIn },
  // A student sees only their tribe's modules and the ones assigned to them (issue 19): moduleB is neither for studentA.
  { key: "GET /api/modules/:id", note: `${B} another tribe's`, call: (s) => rest("GET", `/api/modules/${s.moduleTribe2}`), expect: with_(signedIn, { student: 404 }) },
  { key: "trpc modules.get", note: `${B} another tribe's`, call: (s) => trpc("modules.get", { id: s.moduleTribe2 }), expect: with_(signedIn, { student: 404 }) },
  { key: "GET /api/modules/:id/pdf", note: `${B} another tribe's`, call: (s) => rest("GET", `/api/modules/${s.moduleTribe2}/pdf`), expect: with_(signedIn, { student: 404 }) },
  { key: "POST /api/modules", call: () => rest("POST", "/api/modules", moduleBody()), expect: only("teacher", "admin") },
  { key: "trpc modules.create", call: () => trpc("modules.create", moduleBody()), expect: only("teacher", "admin") },
  { key: "PUT /api/modules/:id", note: `${A} teacherA's`, call: (s) => rest("PUT", `/api/modules/${s.moduleA}`, moduleBody()), expect: only("teacher", "admin") },
  { key: "PUT /api/modules/:id", note: `${B} another teacher's`, call: (s) => rest("PUT", `/api/modules/${s.moduleB}`, moduleBody()), expect: adminOnly },
  { key: "trpc modules.update", note: `${B} another teacher's`, call: (s) => trpc("modules.update", { id: s.moduleB, ...moduleBody() }), expect: adminOnly },
  { key: "DELETE /api/modules/:id", note: `${A} fresh, teacherA's`, call: async (s) => rest("DELETE", `/api/modules/${await s.fresh.module(s.users.teacherA.id)}`), expect: only("teacher", "admin") },
  { key: "DELETE /api/modules/:id", note: `${B} fresh, another teacher's`, call: async (s) => rest("DELETE", `/api/modules/${await s.fresh.module(s.users.teacherB.id)}`), expect: adminOnly },
  { key: "trpc modules.remove", note: `${B} fresh, another teacher's`, call: async (s) => trpc("modules.remove", { id: await s.fresh.module(s.users.teacherB.id) }), expect: adminOnly },
  { key: "POST /api/module-files/upload", note: `${A} teacherA's module`, call: (s) => ({ method: "POST", url: "/api/module-files/upload", multipart: multipartBody({ moduleId: String(s.moduleA), type: "downloadPdf" }, { name: "m.pdf", content: pdfBytes }) }), expect: only("teacher", "admin") },
  { key: "POST /api/module-files/upload", note: `${B} another teacher's module`, call: (s) => ({ method: "POST", url: "/api/module-files/upload", multipart: multipartBody({ moduleId: String(s.moduleB), type: "downloadPdf" }, { name: "m.pdf", content: pdfBytes }) }), expect: adminOnly },
  { key: "GET /api/users/:id/modules", note: `${A} studentA`, call: (s) => rest("GET", `/api/users/${s.users.studentA.id}/modules`), expect: signedIn },
  { key: "GET /api/users/:id/modules", note: `${B} studentB (any teacher assigns modules)`, call: (s) => rest("GET", `/api/users/${s.users.studentB.id}/modules`), expect: only("teacher", "admin") },
  { key: "trpc modules.assigned", note: `${B} studentB`, call: (s) => trpc("modules.assigned", { id: s.users.studentB.id }), expect: only("teacher", "admin") },
  { key: "PUT /api/users/:id/modules", note: `${A} studentA`, call: (s) => rest("PUT", `/api/users/${s.users.studentA.id}/modules`, { moduleIds: [s.moduleA] }), expect: adminOnly },
  { key: "trpc modules.setAssigned", note: `${A} studentA`, call: (s) => trpc("modules.setAssigned", { id: s.users.studentA.id, moduleIds: [s.moduleA] }), expect: adminOnly },
  { key: "trpc modules.progress", note: `${A} studentA`, call: (s) => trpc("modules.progress", { studentId: s.users.studentA.id }), expect: signedIn },
  // Issue 22: the same readers as the REST progress (GET /api/users/:id/progress): a teacher only their classes' students.
  { key: "trpc modules.progress", note: `${B} studentB`, call: (s) => trpc("modules.progress", { studentId: s.users.studentB.id }), expect: adminOnly },
);

// --- materials
const materialBody = () => ({ title: `Ficha ${next()}`, type: "pdf", url: "https://example.org/f" });
table.push(
  { key: "GET /api/materials", call: () => rest("GET", "/api/materials"), expect: only("teacher", "admin") },
  { key: "trpc materials.list", call: () => trpc("materials.list"), expect: only("teacher", "admin") },
  { key: "GET /api/materials", note: "paged", call: () => rest("GET", "/api/materials?page=2&pageSize=1"), expect: only("teacher", "admin") },
  { key: "trpc materials.list", note: "paged", call: () => trpc("materials.list", { page: 2, pageSize: 1 }), expect: only("teacher", "admin") },
  { key: "POST /api/materials", call: () => rest("POST", "/api/materials", materialBody()), expect: only("teacher", "admin") },
  { key: "trpc materials.create", call: () => trpc("materials.create", materialBody()), expect: only("teacher", "admin") },
  { key: "PUT /api/materials/:id", note: A, call: (s) => rest("PUT", `/api/materials/${s.materialA}`, materialBody()), expect: only("teacher", "admin") },
  { key: "PUT /api/materials/:id", note: B, call: (s) => rest("PUT", `/api/materials/${s.materialB}`, materialBody()), expect: adminOnly },
  { key: "trpc materials.update", note: B, call: (s) => trpc("materials.update", { id: s.materialB, ...materialBody() }), expect: adminOnly },
  { key: "DELETE /api/materials/:id", note: `${A} fresh`, call: async (s) => rest("DELETE", `/api/materials/${await s.fresh.material(s.users.teacherA.id)}`), expect: only("teacher", "admin") },
  { key: "DELETE /api/materials/:id", note: `${B} fresh`, call: async (s) => rest("DELETE", `/api/materials/${await s.fresh.material(s.users.teacherB.id)}`), expect: adminOnly },
  { key: "trpc materials.remove", note: `${B} fresh`, call: async (s) => trpc("materials.remove", { id: await s.fresh.material(s.users.teacherB.id) }), expect: adminOnly },
);

// --- assignments
table.push(
  { key: "GET /api/assignments", call: () => rest("GET", "/api/assignments"), expect: only("student", "teacher", "admin") },
  { key: "trpc assignments.list", call: () => trpc("assignments.list"), expect: only("student", "teacher", "admin") },
  { key: "GET /api/assignments/:id", note: A, call: (s) => rest("GET", `/api/assignments/${s.asgA}`), expect: only("student", "teacher", "admin") },
  { key: "GET /api/assignments/:id", note: `${B} (hidden: 404)`, call: (s) => rest("GET", `/api/assignments/${s.asgB}`), expect: with_(adminOnly, { student: 404, teacher: 404 }) },
  { key: "trpc assignments.get", note: `${B} (hidden: 404)`, call: (s) => trpc("assignments.get", { id: s.asgB }), expect: with_(adminOnly, { student: 404, teacher: 404 }) },
  { key: "POST /api/assignments", note: `${A} teacherA's class`, call: (s) => rest("POST", "/api/assignments", { title: "Nueva", classId: s.classA, dueDate: "2030-01-15" }), expect: only("teacher", "admin") },
  { key: "POST /api/assignments", note: `${B} another teacher's class`, call: (s) => rest("POST", "/api/assignments", { title: "Nueva", classId: s.classB, dueDate: "2030-01-15" }), expect: adminOnly },
  { key: "trpc assignments.create", note: `${B} another teacher's class`, call: (s) => trpc("assignments.create", { title: "Nueva", classId: s.classB, dueDate: "2030-01-15" }), expect: adminOnly },
  { key: "PUT /api/assignments/:id", note: A, call: (s) => rest("PUT", `/api/assignments/${s.asgA}`, { status: "pending" }), expect: only("student", "teacher", "admin") },
  { key: "PUT /api/assignments/:id", note: `${B} (hidden: 404)`, call: (s) => rest("PUT", `/api/assignments/${s.asgB}`, { status: "pending" }), expect: with_(adminOnly, { student: 404, teacher: 404 }) },
  { key: "trpc assignments.update", note: `${B} (hidden: 404)`, call: (s) => trpc("assignments.update", { id: s.asgB, status: "pending" }), expect: with_(adminOnly, { student: 404, teacher: 404 }) },
  { key: "DELETE /api/assignments/:id", note: `${A} fresh`, call: async (s) => rest("DELETE", `/api/assignments/${await s.fresh.assignment(s.users.teacherA.id, s.users.studentA.id, s.classA)}`), expect: only("teacher", "admin") },
  { key: "DELETE /api/assignments/:id", note: `${B} fresh`, call: async (s) => rest("DELETE", `/api/assignments/${await s.fresh.assignment(s.users.teacherB.id, s.users.studentB.id, s.classB)}`), expect: with_(adminOnly, { teacher: 404 }) },
  { key: "trpc assignments.remove", note: `${B} fresh`, call: async (s) => trpc("assignments.remove", { id: await s.fresh.assignment(s.users.teacherB.id, s.users.studentB.id, s.classB) }), expect: with_(adminOnly, { teacher: 404 }) },
);

// --- classes
table.push(
  { key: "GET /api/classes", call: () => rest("GET", "/api/classes"), expect: only("student", "teacher", "admin") },
  { key: "trpc classes.list", call: () => trpc("classes.list"), expect: only("student", "teacher", "admin") },
  { key: "trpc classes.options", call: () => trpc("classes.options"), expect: adminOnly },
  { key: "POST /api/classes", call: () => rest("POST", "/api/classes", { title: `Clase ${next()}` }), expect: adminOnly },
  { key: "trpc classes.create", call: () => trpc("classes.create", { title: `Clase ${next()}` }), expect: adminOnly },
  { key: "PUT /api/classes/:id", call: async (s) => rest("PUT", `/api/classes/${await s.fresh.class()}`, { title: "Renombrada" }), expect: adminOnly },
  { key: "trpc classes.update", call: async (s) => trpc("classes.update", { id: await s.fresh.class(), title: "Renombrada" }), expect: adminOnly },
  { key: "GET /api/classes/:id/students", note: A, call: (s) => rest("GET", `/api/classes/${s.classA}/students`), expect: only("teacher", "admin") },
  { key: "GET /api/classes/:id/students", note: `${B} (hidden: 404)`, call: (s) => rest("GET", `/api/classes/${s.classB}/students`), expect: with_(adminOnly, { teacher: 404 }) },
  { key: "trpc classes.students", note: `${B} (hidden: 404)`, call: (s) => trpc("classes.students", { id: s.classB }), expect: with_(adminOnly, { teacher: 404 }) },
  { key: "GET /api/studentclasses", call: () => rest("GET", "/api/studentclasses"), expect: adminOnly },
  { key: "trpc classes.enrolments", call: () => trpc("classes.enrolments"), expect: adminOnly },
  { key: "POST /api/studentclasses", call: async (s) => rest("POST", "/api/studentclasses", { studentId: await s.fresh.user(), classId: s.classA }), expect: adminOnly },
  { key: "trpc classes.enrol", call: async (s) => trpc("classes.enrol", { studentId: await s.fresh.user(), classId: s.classA }), expect: adminOnly },
  { key: "DELETE /api/studentclasses/:id", call: async (s) => rest("DELETE", `/api/studentclasses/${await s.fresh.enrolment()}`), expect: adminOnly },
  { key: "trpc classes.removeEnrolment", call: async (s) => trpc("classes.removeEnrolment", { id: await s.fresh.enrolment() }), expect: adminOnly },
);

// --- exams and quizzes (admin only)
table.push(
  { key: "GET /api/exams", call: () => rest("GET", "/api/exams"), expect: adminOnly },
  { key: "trpc exams.list", call: () => trpc("exams.list"), expect: adminOnly },
  { key: "POST /api/exams", call: (s) => rest("POST", "/api/exams", { title: "Examen", moduleId: s.moduleA }), expect: adminOnly },
  { key: "trpc exams.create", call: (s) => trpc("exams.create", { title: "Examen", moduleId: s.moduleA }), expect: adminOnly },
  { key: "PUT /api/exams/:id", call: async (s) => rest("PUT", `/api/exams/${await s.fresh.exam()}`, { title: "Examen", moduleId: s.moduleA }), expect: adminOnly },
  { key: "trpc exams.update", call: async (s) => trpc("exams.update", { id: await s.fresh.exam(), fields: { title: "Examen", moduleId: s.moduleA } }), expect: adminOnly },
  { key: "DELETE /api/exams/:id", call: async (s) => rest("DELETE", `/api/exams/${await s.fresh.exam()}`), expect: adminOnly },
  { key: "trpc exams.remove", call: async (s) => trpc("exams.remove", { id: await s.fresh.exam() }), expect: adminOnly },
  { key: "GET /api/quiz", call: () => rest("GET", "/api/quiz"), expect: adminOnly },
  { key: "trpc quizzes.list", call: () => trpc("quizzes.list"), expect: adminOnly },
  { key: "POST /api/quiz", call: (s) => rest("POST", "/api/quiz", { title: "Quiz", moduleId: s.moduleA }), expect: adminOnly },
  { key: "trpc quizzes.create", call: (s) => trpc("quizzes.create", { title: "Quiz", moduleId: s.moduleA }), expect: adminOnly },
  { key: "PUT /api/quiz/:id", call: async (s) => rest("PUT", `/api/quiz/${await s.fresh.quiz()}`, { title: "Quiz", moduleId: s.moduleA }), expect: adminOnly },
  { key: "trpc quizzes.update", call: async (s) => trpc("quizzes.update", { id: await s.fresh.quiz(), fields: { title: "Quiz", moduleId: s.moduleA } }), expect: adminOnly },
  { key: "DELETE /api/quiz/:id", call: async (s) => rest("DELETE", `/api/quiz/${await s.fresh.quiz()}`), expect: adminOnly },
  { key: "trpc quizzes.remove", call: async (s) => trpc("quizzes.remove", { id: await s.fresh.quiz() }), expect: adminOnly },
  { key: "GET /api/reports", call: () => rest("GET", "/api/reports"), expect: adminOnly },
  { key: "trpc reports.system", call: () => trpc("reports.system"), expect: adminOnly },
  { key: "GET /api/audit", call: () => rest("GET", "/api/audit"), expect: adminOnly },
  { key: "trpc audit.list", call: () => trpc("audit.list", {}), expect: adminOnly },
);

// --- payments
table.push(
  { key: "GET /api/payments", note: "parents see their own, admins all", call: () => rest("GET", "/api/payments"), expect: only("admin", "parent"), scope: (b, s, r) => paymentsScope(b, s, r) },
  { key: "trpc payments.list", note: "scoped", call: () => trpc("payments.list", {}), expect: only("admin", "parent"), scope: (b, s, r) => paymentsScope(trpcData(b).payments, s, r) },
  { key: "POST /api/payments", note: "a receipt for a new month", call: () => ({ method: "POST", url: "/api/payments", multipart: multipartBody(receiptFields(), { name: "r.pdf", content: pdfBytes }) }), expect: only("parent") },
  { key: "GET /api/payments/:id/file", note: `${A} parentA's`, call: (s) => rest("GET", `/api/payments/${s.paymentA}/file`), expect: only("admin", "parent") },
  { key: "GET /api/payments/:id/file", note: `${B} another family's`, call: (s) => rest("GET", `/api/payments/${s.paymentB}/file`), expect: adminOnly },
  { key: "GET /api/payments/:id/versions/:versionId/file", note: `${A} parentA's replaced file`, call: (s) => rest("GET", s.earlierReceiptA), expect: only("admin", "parent") },
  { key: "GET /api/payments/:id/versions/:versionId/file", note: `${B} another family's replaced file`, call: (s) => rest("GET", s.earlierReceiptB), expect: adminOnly },
  { key: "PUT /api/payments/:id/review", note: `${A} fresh, parentA's`, call: async (s) => rest("PUT", `/api/payments/${await s.fresh.receipt(s.users.parentA)}/review`, { status: "approved" }), expect: adminOnly },
  { key: "trpc payments.review", note: `${B} fresh, another family's`, call: async (s) => trpc("payments.review", { id: await s.fresh.receipt(s.users.parentB), status: "approved" }), expect: adminOnly },
  { key: "DELETE /api/payments/:id", note: `${A} fresh, parentA's`, call: async (s) => rest("DELETE", `/api/payments/${await s.fresh.receipt(s.users.parentA)}`), expect: only("admin", "parent") },
  { key: "DELETE /api/payments/:id", note: `${B} fresh, another family's`, call: async (s) => rest("DELETE", `/api/payments/${await s.fresh.receipt(s.users.parentB)}`), expect: adminOnly },
  { key: "trpc payments.remove", note: `${B} fresh, another family's`, call: async (s) => trpc("payments.remove", { id: await s.fresh.receipt(s.users.parentB) }), expect: adminOnly },
);

// --- student work
const workBase = "/api/student-work-submissions";
table.push(
  { key: `GET ${workBase}`, note: "scoped: own, child's, own modules'", call: () => rest("GET", workBase), expect: signedIn, scope: workListScope },
  { key: "trpc studentWork.list", note: "scoped", call: () => trpc("studentWork.list", {}), expect: signedIn, scope: (b, s, r) => workInScope(trpcData(b).submissions, s, r) },
  { key: `GET ${workBase}/pending`, note: "scoped", call: () => rest("GET", `${workBase}/pending`), expect: only("teacher", "admin"), scope: (b, s, r) => workInScope(b.pendingSubmissions, s, r) },
  { key: "trpc studentWork.pending", note: "scoped", call: () => trpc("studentWork.pending"), expect: only("teacher", "admin"), scope: (b, s, r) => workInScope(trpcData(b).pendingSubmissions, s, r) },
  { key: `GET ${workBase}/student/:userId`, note: `${A} studentA`, call: (s) => rest("GET", `${workBase}/student/${s.users.studentA.id}`), expect: signedIn },
  { key: `GET ${workBase}/student/:userId`, note: `${B} studentB: a teacher gets only their own modules' work (none)`, call: (s) => rest("GET", `${workBase}/student/${s.users.studentB.id}`), expect: only("teacher", "admin"), scope: (b, _s, r) => r === "admin" || (b as unknown[]).length === 0 },
  { key: "trpc studentWork.forStudent", note: `${B} studentB (teacher: none)`, call: (s) => trpc("studentWork.forStudent", { userId: s.users.studentB.id }), expect: only("teacher", "admin"), scope: (b, _s, r) => r === "admin" || trpcData(b).length === 0 },
  { key: "trpc studentWork.mine", call: (s) => trpc("studentWork.mine", { moduleId: s.moduleA }), expect: only("student") },
  { key: `POST ${workBase}`, note: "a fresh module of studentA's tribe", call: async (s) => { const m = await s.fresh.module(s.users.teacherA.id, "Tribu 1"); return { method: "POST", url: workBase, multipart: multipartBody({ moduleId: String(m), workDescription: "Hecho" }) }; }, expect: only("student") },
  { key: "trpc studentWork.submit", note: "a fresh module of studentA's tribe", call: async (s) => trpc("studentWork.submit", { moduleId: await s.fresh.module(s.users.teacherA.id, "Tribu 1"), workDescription: "Hecho" }), expect: only("student") },
  // Issue 19: not into another tribe's module, nor one assigned to somebody else.
  { key: `POST ${workBase}`, note: "a fresh module of another tribe", call: async (s) => { const m = await s.fresh.module(s.users.teacherB.id, "Tribu 2"); return { method: "POST", url: workBase, multipart: multipartBody({ moduleId: String(m), workDescription: "Hecho" }) }; }, expect: only() },
  { key: "trpc studentWork.submit", note: `${B} another tribe's module`, call: (s) => trpc("studentWork.submit", { moduleId: s.moduleTribe2, workDescription: "Hecho" }), expect: only() },
  { key: `PUT ${workBase}/:id`, note: `${A} studentA's`, call: (s) => ({ method: "PUT", url: `${workBase}/${s.subA}`, multipart: multipartBody({ workDescription: "Cambiado" }) }), expect: only("student") },
  { key: `PUT ${workBase}/:id`, note: `${B} studentB's`, call: (s) => ({ method: "PUT", url: `${workBase}/${s.subB}`, multipart: multipartBody({ workDescription: "Cambiado" }) }), expect: only() },
  { key: "trpc studentWork.update", note: `${B} studentB's`, call: (s) => trpc("studentWork.update", { id: s.subB, workDescription: "Cambiado" }), expect: only() },
  { key: `PUT ${workBase}/:id/review`, note: A, call: (s) => rest("PUT", `${workBase}/${s.subA}/review`, { status: "REVIEWED", feedback: "Bien" }), expect: only("teacher", "admin") },
  { key: `PUT ${workBase}/:id/review`, note: B, call: (s) => rest("PUT", `${workBase}/${s.subB}/review`, { status: "REVIEWED", feedback: "Bien" }), expect: adminOnly },
  { key: "trpc studentWork.review", note: B, call: (s) => trpc("studentWork.review", { id: s.subB, status: "REVIEWED", feedback: "Bien" }), expect: adminOnly },
  { key: "trpc studentWork.history", note: `${A} (review history: staff only)`, call: (s) => trpc("studentWork.history", { id: s.subA }), expect: only("teacher", "admin") },
  { key: "trpc studentWork.history", note: B, call: (s) => trpc("studentWork.history", { id: s.subB }), expect: adminOnly },
  { key: `GET ${workBase}/:id/file`, note: A, call: (s) => rest("GET", `${workBase}/${s.fileSubA}/file`), expect: signedIn },
  { key: `GET ${workBase}/:id/file`, note: B, call: (s) => rest("GET", `${workBase}/${s.fileSubB}/file`), expect: adminOnly },
  { key: `GET ${workBase}/:id/files/:fileId`, note: A, call: (s) => rest("GET", `${workBase}/${s.fileSubA}/files/${s.listedFileA}`), expect: signedIn },
  { key: `GET ${workBase}/:id/files/:fileId`, note: B, call: (s) => rest("GET", `${workBase}/${s.fileSubB}/files/${s.listedFileB}`), expect: adminOnly },
);

// --- teacher voices (issue 37): recorded by whoever manages the subject, heard by whoever reads it
const voiceBase = "/api/teacher-voices";
const voiceForm = (subjectType: string, subjectId: number) => ({ method: "POST", url: voiceBase, multipart: multipartBody({ subjectType, subjectId: String(subjectId) }, { name: "voz.webm", content: webmBytes }) });
table.push(
  { key: `POST ${voiceBase}`, note: `${A} teacherA's module`, call: (s) => voiceForm("module", s.moduleA), expect: only("teacher", "admin") },
  { key: `POST ${voiceBase}`, note: `${B} teacherB's module`, call: (s) => voiceForm("module", s.moduleB), expect: adminOnly },
  { key: `POST ${voiceBase}`, note: `${A} teacherA's task`, call: (s) => voiceForm("assignment", s.asgA), expect: only("teacher", "admin") },
  { key: `POST ${voiceBase}`, note: `${B} feedback on studentB's work`, call: (s) => voiceForm("work_feedback", s.subB), expect: adminOnly },
  { key: "trpc teacherVoices.find", note: `${A} feedback on studentA's work`, call: (s) => trpc("teacherVoices.find", { subjectType: "work_feedback", subjectId: s.subA }), expect: signedIn },
  { key: "trpc teacherVoices.find", note: `${B} feedback on studentB's work`, call: (s) => trpc("teacherVoices.find", { subjectType: "work_feedback", subjectId: s.subB }), expect: adminOnly },
  { key: "trpc teacherVoices.find", note: `${A} studentA's task (the family hears it too)`, call: (s) => trpc("teacherVoices.find", { subjectType: "assignment", subjectId: s.asgA }), expect: signedIn },
  { key: "trpc teacherVoices.find", note: `${B} studentB's task`, call: (s) => trpc("teacherVoices.find", { subjectType: "assignment", subjectId: s.asgB }), expect: with_(adminOnly, { student: 404, teacher: 404, parent: 404 }) },
  { key: `GET ${voiceBase}/:id/audio`, note: A, call: (s) => rest("GET", `${voiceBase}/${s.voiceA}/audio`), expect: signedIn },
  { key: `GET ${voiceBase}/:id/audio`, note: B, call: (s) => rest("GET", `${voiceBase}/${s.voiceB}/audio`), expect: adminOnly },
  { key: `DELETE ${voiceBase}/:id`, note: `${A} fresh, on teacherA's module`, call: async (s) => rest("DELETE", `${voiceBase}/${await s.fresh.voice(s.users.teacherA, await s.fresh.module(s.users.teacherA.id))}`), expect: only("teacher", "admin") },
  { key: `DELETE ${voiceBase}/:id`, note: `${B} fresh, on teacherB's module`, call: async (s) => rest("DELETE", `${voiceBase}/${await s.fresh.voice(s.users.teacherB, await s.fresh.module(s.users.teacherB.id))}`), expect: adminOnly },
);

// --- accessibility
const profile = { textSize: 1, dyslexiaFriendly: true, highContrast: false, reducedMotion: true, largerTargets: false, hideTimers: false };
table.push(
  { key: "trpc accessibility.mine", call: () => trpc("accessibility.mine"), expect: signedIn },
  { key: "GET /api/users/:userId/accessibility", note: `${A} studentA`, call: (s) => rest("GET", `/api/users/${s.users.studentA.id}/accessibility`), expect: signedIn },
  { key: "GET /api/users/:userId/accessibility", note: `${B} studentB`, call: (s) => rest("GET", `/api/users/${s.users.studentB.id}/accessibility`), expect: adminOnly },
  { key: "trpc accessibility.get", note: `${B} studentB`, call: (s) => trpc("accessibility.get", { userId: s.users.studentB.id }), expect: adminOnly },
  // The child reads their own profile; the adults around them change it (issue 33).
  { key: "PUT /api/users/:userId/accessibility", note: `${A} studentA (the child reads it; the adults change it)`, call: (s) => rest("PUT", `/api/users/${s.users.studentA.id}/accessibility`, profile), expect: only("teacher", "admin", "parent") },
  { key: "trpc accessibility.set", note: `${A} studentA (the child reads it; the adults change it)`, call: (s) => trpc("accessibility.set", { userId: s.users.studentA.id, profile }), expect: only("teacher", "admin", "parent") },
  { key: "PUT /api/users/:userId/accessibility", note: `${B} studentB`, call: (s) => rest("PUT", `/api/users/${s.users.studentB.id}/accessibility`, profile), expect: adminOnly },
  { key: "trpc accessibility.set", note: `${B} studentB`, call: (s) => trpc("accessibility.set", { userId: s.users.studentB.id, profile }), expect: adminOnly },
);

// --- privacy
table.push(
  { key: "GET /api/consents", call: () => rest("GET", "/api/consents"), expect: only("parent") },
  { key: "trpc privacy.myChildren", call: () => trpc("privacy.myChildren"), expect: only("parent") },
  { key: "GET /api/consents/missing", call: () => rest("GET", "/api/consents/missing"), expect: adminOnly },
  { key: "trpc privacy.missingConsents", call: () => trpc("privacy.missingConsents"), expect: adminOnly },
  { key: "POST /api/students/:id/consent", note: `${A} parentA's child`, call: (s) => rest("POST", `/api/students/${s.users.studentA.id}/consent`), expect: only("parent") },
  { key: "POST /api/students/:id/consent", note: `${B} another family's child`, call: (s) => rest("POST", `/api/students/${s.users.studentB.id}/consent`), expect: only() },
  { key: "trpc privacy.giveConsent", note: `${B} another family's child`, call: (s) => trpc("privacy.giveConsent", { studentId: s.users.studentB.id }), expect: only() },
  { key: "DELETE /api/students/:id/consent", note: `${A} parentA's child`, call: (s) => rest("DELETE", `/api/students/${s.users.studentA.id}/consent`), expect: with_(only("parent"), { parent: ["ok", 404] }) },
  { key: "DELETE /api/students/:id/consent", note: `${B} another family's child`, call: (s) => rest("DELETE", `/api/students/${s.users.studentB.id}/consent`), expect: only() },
  { key: "trpc privacy.revokeConsent", note: `${B} another family's child`, call: (s) => trpc("privacy.revokeConsent", { studentId: s.users.studentB.id }), expect: only() },
  { key: "GET /api/students/:id/export", note: `${A} studentA`, call: (s) => rest("GET", `/api/students/${s.users.studentA.id}/export`), expect: only("admin", "parent") },
  { key: "GET /api/students/:id/export", note: `${B} studentB`, call: (s) => rest("GET", `/api/students/${s.users.studentB.id}/export`), expect: adminOnly },
  { key: "POST /api/students/:id/erase", note: "a fresh student of parentA's", call: async (s) => { const id = await s.fresh.linkedStudent(); return rest("POST", `/api/students/${id}/erase`, { confirmation: "Prueba Student" }); }, expect: adminOnly },
  { key: "trpc privacy.eraseStudent", note: "a fresh student of parentA's", call: async (s) => trpc("privacy.eraseStudent", { studentId: await s.fresh.linkedStudent(), confirmation: "Prueba Student" }), expect: adminOnly },
  // Issue 35: the sensitive-data consent (the child's linked parent only) and the academic archive (admins only).
  { key: "POST /api/students/:id/sensitive-consent", note: `${A} parentA's child`, call: (s) => rest("POST", `/api/students/${s.users.studentA.id}/sensitive-consent`), expect: only("parent") },
  { key: "POST /api/students/:id/sensitive-consent", note: `${B} another family's child`, call: (s) => rest("POST", `/api/students/${s.users.studentB.id}/sensitive-consent`), expect: only() },
  { key: "trpc privacy.giveSensitiveConsent", note: `${B} another family's child`, call: (s) => trpc("privacy.giveSensitiveConsent", { studentId: s.users.studentB.id }), expect: only() },
  { key: "DELETE /api/students/:id/sensitive-consent", note: `${A} parentA's child`, call: (s) => rest("DELETE", `/api/students/${s.users.studentA.id}/sensitive-consent`), expect: with_(only("parent"), { parent: ["ok", 409] }) },
  { key: "DELETE /api/students/:id/sensitive-consent", note: `${B} another family's child`, call: (s) => rest("DELETE", `/api/students/${s.users.studentB.id}/sensitive-consent`), expect: only() },
  { key: "trpc privacy.revokeSensitiveConsent", note: `${B} another family's child`, call: (s) => trpc("privacy.revokeSensitiveConsent", { studentId: s.users.studentB.id }), expect: only() },
  { key: "GET /api/academic-archive", call: () => rest("GET", "/api/academic-archive"), expect: adminOnly },
  { key: "trpc privacy.archive", call: () => trpc("privacy.archive", {}), expect: adminOnly },
  { key: "GET /api/academic-archive/:id", note: "no such record", call: () => rest("GET", "/api/academic-archive/999999"), expect: with_(only(), { admin: 404 }) },
  { key: "trpc privacy.archivedDocument", note: "no such record", call: () => trpc("privacy.archivedDocument", { id: 999999 }), expect: with_(only(), { admin: 404 }) },
  { key: "GET /api/academic-archive/:id/download", note: "no such record", call: () => rest("GET", "/api/academic-archive/999999/download"), expect: with_(only(), { admin: 404 }) },
  { key: "PUT /api/academic-archive/settings", call: () => rest("PUT", "/api/academic-archive/settings", { keepYears: null }), expect: adminOnly },
  { key: "trpc privacy.saveArchiveSettings", call: () => trpc("privacy.saveArchiveSettings", { keepYears: null }), expect: adminOnly },
  { key: "POST /api/academic-archive/purge", note: "kept without end: nothing to purge", call: () => rest("POST", "/api/academic-archive/purge"), expect: with_(only(), { admin: 409 }) },
  { key: "trpc privacy.purgeArchive", note: "kept without end: nothing to purge", call: () => trpc("privacy.purgeArchive"), expect: with_(only(), { admin: 409 }) },
);

// --- visual day
const stepBody = () => ({ tribe: "Tribu 1", label: `Paso ${next()}`, time: "10:00" });
table.push(
  { key: "GET /api/visual-day", note: "Tribu 1 (studentA's)", call: () => rest("GET", `/api/visual-day?tribe=${encodeURIComponent("Tribu 1")}`), expect: signedIn },
  { key: "GET /api/visual-day", note: "Tribu 2 (studentB's)", call: () => rest("GET", `/api/visual-day?tribe=${encodeURIComponent("Tribu 2")}`), expect: with_(signedIn, { student: 403, parent: 403 }) },
  { key: "trpc visualDay.get", note: "Tribu 2 (studentB's)", call: () => trpc("visualDay.get", { tribe: "Tribu 2" }), expect: with_(signedIn, { student: 403, parent: 403 }) },
  { key: "POST /api/visual-day/steps", call: () => rest("POST", "/api/visual-day/steps", stepBody()), expect: only("teacher", "admin") },
  { key: "trpc visualDay.addStep", call: () => trpc("visualDay.addStep", stepBody()), expect: only("teacher", "admin") },
  { key: "PUT /api/visual-day/steps/:id", call: (s) => rest("PUT", `/api/visual-day/steps/${s.stepA}`, { label: "Cambiado", time: "09:00" }), expect: only("teacher", "admin") },
  { key: "trpc visualDay.updateStep", call: (s) => trpc("visualDay.updateStep", { id: s.stepA, fields: { label: "Cambiado", time: "09:00" } }), expect: only("teacher", "admin") },
  { key: "POST /api/visual-day/steps/:id/move", call: (s) => rest("POST", `/api/visual-day/steps/${s.stepA}/move`, { direction: "down" }), expect: only("teacher", "admin") },
  { key: "trpc visualDay.moveStep", call: (s) => trpc("visualDay.moveStep", { id: s.stepA, fields: { direction: "down" } }), expect: only("teacher", "admin") },
  { key: "DELETE /api/visual-day/steps/:id", call: async (s) => rest("DELETE", `/api/visual-day/steps/${await s.fresh.step()}`), expect: only("teacher", "admin") },
  { key: "trpc visualDay.removeStep", call: async (s) => trpc("visualDay.removeStep", { id: await s.fresh.step() }), expect: only("teacher", "admin") },
  { key: "POST /api/visual-day/advance", note: "409 when the day has no later step", call: () => rest("POST", "/api/visual-day/advance", { tribe: "Tribu 1" }), expect: with_(only("teacher", "admin"), { teacher: ["ok", 409], admin: ["ok", 409] }) },
  { key: "trpc visualDay.advance", call: () => trpc("visualDay.advance", { tribe: "Tribu 1" }), expect: with_(only("teacher", "admin"), { teacher: ["ok", 409], admin: ["ok", 409] }) },
  { key: "PUT /api/visual-day/current", call: () => rest("PUT", "/api/visual-day/current", { tribe: "Tribu 1", stepId: null }), expect: only("teacher", "admin") },
  { key: "trpc visualDay.setCurrent", call: () => trpc("visualDay.setCurrent", { tribe: "Tribu 1", stepId: null }), expect: only("teacher", "admin") },
  { key: "GET /api/visual-day/steps/:id/picture", note: "Tribu 1 (studentA's)", call: (s) => rest("GET", `/api/visual-day/steps/${s.stepA}/picture`), expect: signedIn },
  { key: "GET /api/visual-day/steps/:id/picture", note: "Tribu 2 (studentB's)", call: (s) => rest("GET", `/api/visual-day/steps/${s.stepB}/picture`), expect: with_(signedIn, { student: 403, parent: 403 }) },
);

// --- class sign-in (issue 21): the tablet's calls are public; running it is the tribe's own teacher's and the admin's,
// a child's pictures their teachers' (issue 33)
table.push(
  { key: "trpc classSignIn.cards", call: async (s) => trpc("classSignIn.cards", { code: await s.classCode() }), expect: publicRoute },
  { key: "trpc classSignIn.signIn", call: async (s) => trpc("classSignIn.signIn", { code: await s.classCode(), studentId: s.users.studentA.id, pictures: ["sol", "pez"] }), expect: publicRoute },
  { key: "trpc classSignIn.settings", note: "Tribu 1 (teacherA teaches studentA in a class; the tribe is not theirs)", call: () => trpc("classSignIn.settings", { tribe: "Tribu 1" }), expect: adminOnly },
  { key: "trpc classSignIn.settings", note: "Tribu 2 (teacherB's)", call: () => trpc("classSignIn.settings", { tribe: "Tribu 2" }), expect: only("admin") },
  { key: "trpc classSignIn.setEnabled", note: "Tribu 1 (not teacherA's tribe)", call: () => trpc("classSignIn.setEnabled", { tribe: "Tribu 1", enabled: true }), expect: adminOnly },
  { key: "trpc classSignIn.rotate", note: "Tribu 2 (teacherB's)", call: () => trpc("classSignIn.rotate", { tribe: "Tribu 2" }), expect: only("admin") },
  { key: "trpc classSignIn.setPictures", note: "a Tribu 1 pupil of teacherA's [A]", call: async (s) => trpc("classSignIn.setPictures", { studentId: await s.fresh.pupilA(), pictures: ["sol", "pez"] }), expect: only("teacher", "admin") },
  { key: "trpc classSignIn.setPictures", note: "studentB [B]", call: (s) => trpc("classSignIn.setPictures", { studentId: s.users.studentB.id, pictures: ["gato", "flor"] }), expect: only("admin") },
  { key: "trpc classSignIn.unlock", note: "studentA [A]", call: (s) => trpc("classSignIn.unlock", { studentId: s.users.studentA.id }), expect: only("teacher", "admin") },
  { key: "trpc classSignIn.unlock", note: "studentB [B]", call: (s) => trpc("classSignIn.unlock", { studentId: s.users.studentB.id }), expect: only("admin") },
  { key: "trpc classSignIn.childPictures", note: "studentA [A]", call: (s) => trpc("classSignIn.childPictures", { studentId: s.users.studentA.id }), expect: only("teacher", "admin", "parent") },
  { key: "trpc classSignIn.childPictures", note: "studentB [B]", call: (s) => trpc("classSignIn.childPictures", { studentId: s.users.studentB.id }), expect: only("admin") },
  { key: "GET /api/class-sign-in/card", note: "Tribu 1 (on; teacherA teaches studentA in a class, not the tribe)", call: () => rest("GET", "/api/class-sign-in/card?tribe=Tribu%201"), expect: adminOnly },
  { key: "GET /api/class-sign-in/card", note: "Tribu 2 (teacherB's; off: 409 for the admin)", call: () => rest("GET", "/api/class-sign-in/card?tribe=Tribu%202"), expect: with_(adminOnly, { admin: 409 }) },
);

// --- report cards (issue 26): settings read by staff and changed by the admin; a period's levels for
// the tribe's teachers and the admin; each teacher's and admin's own comment bank (another's is 404).
const reportCardDefaults = { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: [], dimensions: ["Cognitiva"], periodWeights: [] };
const othersPhrase = { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 403 } as Expect;
table.push(
  { key: "GET /api/report-cards/settings", call: () => rest("GET", "/api/report-cards/settings"), expect: only("teacher", "admin") },
  { key: "trpc reportCards.settings", call: () => trpc("reportCards.settings"), expect: only("teacher", "admin") },
  { key: "PUT /api/report-cards/settings", call: () => rest("PUT", "/api/report-cards/settings", reportCardDefaults), expect: adminOnly },
  { key: "trpc reportCards.saveSettings", call: () => trpc("reportCards.saveSettings", reportCardDefaults), expect: adminOnly },
  { key: "GET /api/report-cards/levels", note: "Tribu 1 (teacherA teaches studentA)", call: () => rest("GET", "/api/report-cards/levels?tribe=Tribu%201&period=2026-02-02"), expect: only("teacher", "admin") },
  { key: "GET /api/report-cards/levels", note: "Tribu 2 (teacherB's)", call: () => rest("GET", "/api/report-cards/levels?tribe=Tribu%202&period=2026-02-02"), expect: adminOnly },
  { key: "trpc reportCards.levels", note: "Tribu 2 (teacherB's)", call: () => trpc("reportCards.levels", { tribe: "Tribu 2", period: "2026-02-02" }), expect: adminOnly },
  { key: "GET /api/report-cards/tribe", note: "Tribu 1 (teacherA teaches studentA)", call: () => rest("GET", "/api/report-cards/tribe?tribe=Tribu%201&period=2026-02-02"), expect: only("teacher", "admin") },
  { key: "trpc reportCards.tribeCards", note: "Tribu 2 (teacherB's)", call: () => trpc("reportCards.tribeCards", { tribe: "Tribu 2", period: "2026-02-02" }), expect: adminOnly },
  { key: "PUT /api/report-cards/entries", note: `${B} studentB; no such subject: 400 for the admin`, call: (s) => rest("PUT", "/api/report-cards/entries", { studentId: s.users.studentB.id, period: "2026-02-02", subject: "materia:999999" }), expect: with_(adminOnly, { admin: 400 }) },
  { key: "trpc reportCards.saveEntry", note: `${B} studentB; no such subject: 400 for the admin`, call: (s) => trpc("reportCards.saveEntry", { studentId: s.users.studentB.id, period: "2026-02-02", subject: "materia:999999" }), expect: with_(adminOnly, { admin: 400 }) },
  { key: "GET /api/report-cards/publication-preview", call: () => rest("GET", "/api/report-cards/publication-preview?tribe=Tribu%203&period=2026-02-02"), expect: adminOnly },
  { key: "trpc reportCards.publicationPreview", call: () => trpc("reportCards.publicationPreview", { tribe: "Tribu 3", period: "2026-02-02" }), expect: adminOnly },
  { key: "POST /api/report-cards/publish", call: () => rest("POST", "/api/report-cards/publish", { tribe: "Tribu 3", period: "2026-02-02" }), expect: adminOnly },
  { key: "trpc reportCards.publish", call: () => trpc("reportCards.publish", { tribe: "Tribu 3", period: "2026-02-02" }), expect: adminOnly },
  { key: "GET /api/report-cards/students/:studentId", note: `${A} studentA`, call: (s) => rest("GET", `/api/report-cards/students/${s.users.studentA.id}`), expect: only("teacher", "admin", "parent") },
  { key: "GET /api/report-cards/students/:studentId", note: `${B} studentB`, call: (s) => rest("GET", `/api/report-cards/students/${s.users.studentB.id}`), expect: adminOnly },
  { key: "trpc reportCards.childCards", note: `${B} studentB`, call: (s) => trpc("reportCards.childCards", { studentId: s.users.studentB.id }), expect: adminOnly },
  { key: "GET /api/report-cards/versions/:id/pdf", note: "no such version: 404 once signed in (who reads a real one: tests/api/report-cards.test.ts)", call: () => rest("GET", "/api/report-cards/versions/999999/pdf"), expect: { anonymous: NA, student: 404, teacher: 404, admin: 404, parent: 404 } },
  { key: "GET /api/report-cards/tribe/zip", note: "Tribu 1, nothing published: 404 for who may publish (the zip itself: tests/api/report-card-downloads.test.ts)", call: () => rest("GET", "/api/report-cards/tribe/zip?tribe=Tribu%201&period=2026-02-02"), expect: with_(adminOnly, { admin: 404 }) },
  { key: "GET /api/report-cards/students/:studentId/final", note: `${A} studentA, nothing published: 404 for who reads the cards`, call: (s) => rest("GET", `/api/report-cards/students/${s.users.studentA.id}/final?year=2026`), expect: { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 404 } },
  { key: "GET /api/report-cards/students/:studentId/final", note: `${B} studentB`, call: (s) => rest("GET", `/api/report-cards/students/${s.users.studentB.id}/final?year=2026`), expect: { anonymous: NA, student: 403, teacher: 403, admin: 404, parent: 403 } },
  // The final reports of the year (issue 35): the admin's readiness and publication; the family's list and PDFs.
  { key: "GET /api/report-cards/final-reports", note: "Tribu 1's year", call: () => rest("GET", "/api/report-cards/final-reports?tribe=Tribu%201&year=2026"), expect: adminOnly },
  { key: "trpc reportCards.finalReadiness", note: "Tribu 1's year", call: () => trpc("reportCards.finalReadiness", { tribe: "Tribu 1", year: 2026 }), expect: adminOnly },
  { key: "POST /api/report-cards/final-reports/publish", note: "Tribu 3, no card published: 409 for the admin", call: () => rest("POST", "/api/report-cards/final-reports/publish", { tribe: "Tribu 3", year: 2026 }), expect: with_(adminOnly, { admin: 409 }) },
  { key: "trpc reportCards.publishFinal", note: "Tribu 3, no card published: 409 for the admin", call: () => trpc("reportCards.publishFinal", { tribe: "Tribu 3", year: 2026 }), expect: with_(adminOnly, { admin: 409 }) },
  { key: "GET /api/report-cards/students/:studentId/final-reports", note: `${A} studentA`, call: (s) => rest("GET", `/api/report-cards/students/${s.users.studentA.id}/final-reports`), expect: only("teacher", "admin", "parent") },
  { key: "GET /api/report-cards/students/:studentId/final-reports", note: `${B} studentB`, call: (s) => rest("GET", `/api/report-cards/students/${s.users.studentB.id}/final-reports`), expect: adminOnly },
  { key: "trpc reportCards.childFinalReports", note: `${B} studentB`, call: (s) => trpc("reportCards.childFinalReports", { studentId: s.users.studentB.id }), expect: adminOnly },
  { key: "GET /api/report-cards/final-reports/:id/pdf", note: "no such version: 404 once signed in (a real one: tests/api/final-report.test.ts)", call: () => rest("GET", "/api/report-cards/final-reports/999999/pdf"), expect: { anonymous: NA, student: 404, teacher: 404, admin: 404, parent: 404 } },
  { key: "GET /api/report-cards/comment-bank", call: () => rest("GET", "/api/report-cards/comment-bank"), expect: only("teacher", "admin") },
  { key: "trpc reportCards.comments", call: () => trpc("reportCards.comments", {}), expect: only("teacher", "admin") },
  { key: "POST /api/report-cards/comment-bank", call: () => rest("POST", "/api/report-cards/comment-bank", { kind: "dificultad", text: `Frase ${next()}` }), expect: only("teacher", "admin") },
  { key: "trpc reportCards.addComment", call: () => trpc("reportCards.addComment", { kind: "dificultad", text: `Frase ${next()}` }), expect: only("teacher", "admin") },
  { key: "PUT /api/report-cards/comment-bank/:id", note: "teacherB's phrase", call: (s) => rest("PUT", `/api/report-cards/comment-bank/${s.phraseB}`, { kind: "fortaleza", text: "Cambiada" }), expect: othersPhrase },
  { key: "trpc reportCards.updateComment", note: "teacherB's phrase", call: (s) => trpc("reportCards.updateComment", { id: s.phraseB, kind: "fortaleza", text: "Cambiada" }), expect: othersPhrase },
  { key: "DELETE /api/report-cards/comment-bank/:id", note: "teacherB's phrase", call: (s) => rest("DELETE", `/api/report-cards/comment-bank/${s.phraseB}`), expect: othersPhrase },
  { key: "trpc reportCards.removeComment", note: "teacherB's phrase", call: (s) => trpc("reportCards.removeComment", { id: s.phraseB }), expect: othersPhrase },
);

// --- PIAR (issue 26): the student's teachers, admins and family read it; teachers and admins write it;
// the family agrees. No student of the seed has one yet: a reader who reaches the student gets 404.
/** studentB's PIAR: only the admin reaches the student (404 before the admin's own PUT gives them a plan, ok after). */
const piarOfB = { anonymous: NA, student: 403, teacher: 403, admin: [404, "ok"], parent: 403 } as Expect;
const piarBody = () => ({ content: {}, reviewDue: addDays(schoolToday(), 100) });
table.push(
  { key: "GET /api/piar/students/:studentId", note: `${A} studentA (no PIAR yet)`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentA.id}`), expect: { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 404 } },
  { key: "GET /api/piar/students/:studentId", note: `${B} studentB`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentB.id}`), expect: { anonymous: NA, student: 403, teacher: 403, admin: 404, parent: 403 } },
  { key: "GET /api/piar/students/:studentId/pdf", note: `${B} studentB`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentB.id}/pdf`), expect: { anonymous: NA, student: 403, teacher: 403, admin: [404, "ok"], parent: 403 } },
  { key: "trpc piar.get", note: `${B} studentB`, call: (s) => trpc("piar.get", { studentId: s.users.studentB.id }), expect: { anonymous: NA, student: 403, teacher: 403, admin: 404, parent: 403 } },
  { key: "trpc piar.find", note: `${A} studentA (no PIAR yet: null)`, call: (s) => trpc("piar.find", { studentId: s.users.studentA.id }), expect: only("teacher", "admin", "parent") },
  { key: "trpc piar.find", note: `${B} studentB`, call: (s) => trpc("piar.find", { studentId: s.users.studentB.id }), expect: adminOnly },
  { key: "PUT /api/piar/students/:studentId", note: `${B} studentB`, call: (s) => rest("PUT", `/api/piar/students/${s.users.studentB.id}`, piarBody()), expect: adminOnly },
  { key: "trpc piar.save", note: `${B} studentB`, call: (s) => trpc("piar.save", { studentId: s.users.studentB.id, ...piarBody() }), expect: adminOnly },
  { key: "POST /api/piar/students/:studentId/agreement", note: `${A} parentA's child (no PIAR yet)`, call: (s) => rest("POST", `/api/piar/students/${s.users.studentA.id}/agreement`), expect: { anonymous: NA, student: 403, teacher: 403, admin: 403, parent: 404 } },
  { key: "trpc piar.agree", note: `${B} studentB`, call: (s) => trpc("piar.agree", { studentId: s.users.studentB.id }), expect: only() },
  { key: "PUT /api/piar/students/:studentId/followups", note: `${A} studentA (no PIAR yet)`, call: (s) => rest("PUT", `/api/piar/students/${s.users.studentA.id}/followups`, { period: "2026-02-02", text: "Seguimiento" }), expect: { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 403 } },
  { key: "trpc piar.followup", note: `${B} studentB`, call: (s) => trpc("piar.followup", { studentId: s.users.studentB.id, period: "2026-02-02", text: "Seguimiento" }), expect: with_(only(), { admin: ["ok", 404] }) },
  { key: "GET /api/piar/reviews-due", call: () => rest("GET", "/api/piar/reviews-due"), expect: adminOnly },
  { key: "trpc piar.reviewsDue", call: () => trpc("piar.reviewsDue"), expect: adminOnly },
  // Issue 35: the history, a revision and its PDF, the acta's signatures, the yearly competencies report.
  { key: "GET /api/piar/students/:studentId/revisions", note: `${B} studentB`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentB.id}/revisions`), expect: piarOfB },
  { key: "trpc piar.revisions", note: `${B} studentB`, call: (s) => trpc("piar.revisions", { studentId: s.users.studentB.id }), expect: piarOfB },
  { key: "GET /api/piar/students/:studentId/revisions/:revision", note: `${A} studentA (no PIAR yet)`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentA.id}/revisions/1`), expect: { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 404 } },
  { key: "trpc piar.revision", note: `${B} studentB`, call: (s) => trpc("piar.revision", { studentId: s.users.studentB.id, revision: 1 }), expect: piarOfB },
  { key: "GET /api/piar/students/:studentId/revisions/:revision/pdf", note: `${B} studentB`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentB.id}/revisions/1/pdf`), expect: piarOfB },
  { key: "trpc piar.revisionPdf", note: `${B} studentB`, call: (s) => trpc("piar.revisionPdf", { studentId: s.users.studentB.id, revision: 1 }), expect: piarOfB },
  { key: "POST /api/piar/students/:studentId/revisions/:revision/signatures", note: `${A} studentA (no PIAR yet); the family signs by agreeing`, call: (s) => rest("POST", `/api/piar/students/${s.users.studentA.id}/revisions/1/signatures`), expect: { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 403 } },
  { key: "trpc piar.sign", note: `${B} studentB`, call: (s) => trpc("piar.sign", { studentId: s.users.studentB.id, revision: 1 }), expect: piarOfB },
  { key: "trpc piar.directivoTitles", call: () => trpc("piar.directivoTitles"), expect: adminOnly },
  { key: "GET /api/piar/students/:studentId/competency-reports", note: `${B} studentB`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentB.id}/competency-reports`), expect: piarOfB },
  { key: "trpc piar.competencyReports", note: `${A} studentA (no PIAR yet)`, call: (s) => trpc("piar.competencyReports", { studentId: s.users.studentA.id }), expect: { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 404 } },
  { key: "POST /api/piar/students/:studentId/competency-reports", note: `${B} studentB`, call: (s) => rest("POST", `/api/piar/students/${s.users.studentB.id}/competency-reports`, { year: 2026, summary: "Informe" }), expect: piarOfB },
  { key: "trpc piar.publishCompetencyReport", note: `${B} studentB`, call: (s) => trpc("piar.publishCompetencyReport", { studentId: s.users.studentB.id, year: 2026, summary: "Informe" }), expect: piarOfB },
  { key: "GET /api/piar/students/:studentId/competency-reports/:year/:version/pdf", note: `${B} studentB`, call: (s) => rest("GET", `/api/piar/students/${s.users.studentB.id}/competency-reports/2026/1/pdf`), expect: piarOfB },
);

// --- SIEE and promotion (issue 35): the SIEE read by everyone signed in and adopted by admins; support
// activities of a student for their teachers, admins and family (written by teachers and admins); the
// commission's acta read by the tribe's teachers and written and signed by admins.
const sieeBody = () => ({
  criteria: "Criterios",
  promotionCriteria: "Promoción",
  maxUnexcusedAbsencePercent: "25",
  supportActivities: "Apoyo",
  complaints: "Reclamaciones",
  earlyPromotion: "Anticipada",
  commission: "Comisión",
  adoptedOn: addDays(schoolToday(), -1),
});
const activityBody = (studentId: number) => ({ studentId, year: 2026, subject: "materia:999999", plan: "Plan", startsOn: "2026-03-02", endsOn: "2026-03-20" });
const resultBody = { id: 999999, result: "passed", levelAfter: "basico", resultOn: "2026-03-20" };
const actaBody = { tribe: "Tribu 3", year: 2026, metOn: "2026-03-20", members: [{ name: "Rectora", role: "directivo" }], decisions: [] };
const staffNotFound = { anonymous: NA, student: 403, teacher: 404, admin: 404, parent: 403 } as Expect;
const adminNotFound = with_(adminOnly, { admin: 404 });
table.push(
  { key: "GET /api/siee", call: () => rest("GET", "/api/siee"), expect: signedIn },
  { key: "trpc promotion.siee", call: () => trpc("promotion.siee"), expect: signedIn },
  { key: "GET /api/siee/versions/:version", note: "no such version: 404 once signed in", call: () => rest("GET", "/api/siee/versions/999999"), expect: { anonymous: NA, student: 404, teacher: 404, admin: 404, parent: 404 } },
  { key: "trpc promotion.sieeVersion", note: "no such version: 404 once signed in", call: () => trpc("promotion.sieeVersion", { version: 999999 }), expect: { anonymous: NA, student: 404, teacher: 404, admin: 404, parent: 404 } },
  { key: "POST /api/siee/versions", call: () => rest("POST", "/api/siee/versions", sieeBody()), expect: adminOnly },
  { key: "trpc promotion.adoptSiee", call: () => trpc("promotion.adoptSiee", sieeBody()), expect: adminOnly },
  { key: "GET /api/support-activities", note: "Tribu 1 (teacherA teaches studentA)", call: () => rest("GET", "/api/support-activities?tribe=Tribu%201&year=2026"), expect: only("teacher", "admin") },
  // A teacher choosing a tribe where they teach nobody gets an empty list (the screen's tribe choice is no error).
  { key: "GET /api/support-activities", note: "Tribu 2 (teacherB's)", call: () => rest("GET", "/api/support-activities?tribe=Tribu%202&year=2026"), expect: with_(adminOnly, { teacher: "ok" }), scope: (body, _s, role) => role === "admin" || (body.students ?? []).length === 0 },
  { key: "trpc promotion.tribeActivities", note: "Tribu 2 (teacherB's)", call: () => trpc("promotion.tribeActivities", { tribe: "Tribu 2", year: 2026 }), expect: with_(adminOnly, { teacher: "ok" }), scope: (body, _s, role) => role === "admin" || (trpcData(body)?.students ?? []).length === 0 },
  { key: "GET /api/support-activities/students/:studentId", note: `${A} studentA`, call: (s) => rest("GET", `/api/support-activities/students/${s.users.studentA.id}`), expect: only("teacher", "admin", "parent") },
  { key: "GET /api/support-activities/students/:studentId", note: `${B} studentB`, call: (s) => rest("GET", `/api/support-activities/students/${s.users.studentB.id}`), expect: adminOnly },
  { key: "trpc promotion.studentActivities", note: `${B} studentB`, call: (s) => trpc("promotion.studentActivities", { studentId: s.users.studentB.id }), expect: adminOnly },
  { key: "POST /api/support-activities", note: `${B} studentB; no such subject: 400 for the admin`, call: (s) => rest("POST", "/api/support-activities", activityBody(s.users.studentB.id)), expect: with_(adminOnly, { admin: 400 }) },
  { key: "trpc promotion.createActivity", note: `${B} studentB; no such subject: 400 for the admin`, call: (s) => trpc("promotion.createActivity", activityBody(s.users.studentB.id)), expect: with_(adminOnly, { admin: 400 }) },
  { key: "PUT /api/support-activities/:id/result", note: "no such activity: 404 for teachers and admins", call: () => rest("PUT", "/api/support-activities/999999/result", resultBody), expect: staffNotFound },
  { key: "trpc promotion.recordResult", note: "no such activity: 404 for teachers and admins", call: () => trpc("promotion.recordResult", resultBody), expect: staffNotFound },
  // The acta names every child of the tribe: only the tribe's own teachers read it (teacherA teaches studentA by a class; tests/api/promotion.test.ts has the tribe's teacher).
  { key: "GET /api/promotion/commission", note: "Tribu 1 (teacherA teaches studentA, by a class)", call: () => rest("GET", "/api/promotion/commission?tribe=Tribu%201&year=2026"), expect: adminOnly },
  { key: "GET /api/promotion/commission", note: "Tribu 2 (teacherB's)", call: () => rest("GET", "/api/promotion/commission?tribe=Tribu%202&year=2026"), expect: adminOnly },
  { key: "trpc promotion.commission", note: "Tribu 2 (teacherB's)", call: () => trpc("promotion.commission", { tribe: "Tribu 2", year: 2026 }), expect: adminOnly },
  { key: "GET /api/promotion/actas/:id", note: "no such acta: 404 for teachers and admins", call: () => rest("GET", "/api/promotion/actas/999999"), expect: staffNotFound },
  { key: "trpc promotion.acta", note: "no such acta: 404 for teachers and admins", call: () => trpc("promotion.acta", { id: 999999 }), expect: staffNotFound },
  { key: "PUT /api/promotion/actas", note: "Tribu 3's open acta", call: () => rest("PUT", "/api/promotion/actas", actaBody), expect: adminOnly },
  { key: "trpc promotion.saveActa", note: "Tribu 3's open acta", call: () => trpc("promotion.saveActa", actaBody), expect: adminOnly },
  { key: "POST /api/promotion/actas/:id/close", note: "no such acta: 404 for the admin", call: () => rest("POST", "/api/promotion/actas/999999/close"), expect: adminNotFound },
  { key: "trpc promotion.closeActa", note: "no such acta: 404 for the admin", call: () => trpc("promotion.closeActa", { id: 999999 }), expect: adminNotFound },
  { key: "POST /api/promotion/actas/:id/correction", note: "no such acta: 404 for the admin", call: () => rest("POST", "/api/promotion/actas/999999/correction"), expect: adminNotFound },
  { key: "trpc promotion.correctActa", note: "no such acta: 404 for the admin", call: () => trpc("promotion.correctActa", { id: 999999 }), expect: adminNotFound },
);

// --- enrolment reports (issue 36): the year's SIMAT spreadsheet and Libro de matrícula, the SIMAT check
// and the school's SIMAT data: admins only (the seeded school has no student files: the book is a 404).
const simatBody = { daneCode: "305001000123", sedeDaneCode: "305001000123", sedeConsecutive: "1", municipalityCode: "05001", jornada: "6", calendario: "A", group: "01", methodology: "1" };
table.push(
  { key: "GET /api/enrolment/simat", call: () => rest("GET", "/api/enrolment/simat?year=2026"), expect: adminOnly },
  { key: "GET /api/enrolment/book", note: "no student files in 2026: 404 for the admin", call: () => rest("GET", "/api/enrolment/book?year=2026"), expect: with_(adminOnly, { admin: 404 }) },
  { key: "trpc enrolmentReports.simatCheck", call: () => trpc("enrolmentReports.simatCheck", { year: 2026 }), expect: adminOnly },
  { key: "trpc enrolmentReports.simatSettings", call: () => trpc("enrolmentReports.simatSettings"), expect: adminOnly },
  { key: "trpc enrolmentReports.saveSimatSettings", call: () => trpc("enrolmentReports.saveSimatSettings", simatBody), expect: adminOnly },
);

// --- attendance (issue 25): registers by the tribe's teachers (teacherA teaches studentA of Tribu 1) and
// the admin; excuses sent by a parent for their child and accepted by the child's teacher; the
// families' alerts; a month's figures; the calendar read by everyone and changed by the admin.
const markOf = (studentId: number) => [{ studentId, mark: "present" }];
/** Excuses a caller may see: the parent's child's, the teacher's students', all for the admin. */
const excusesScope = (body: Json, s: Seed, role: Role) => {
  const list: { studentId: number }[] = body.excuses ?? body.result?.data?.excuses ?? [];
  return role === "admin" || list.every((e) => e.studentId === s.users.studentA.id);
};
table.push(
  { key: "GET /api/attendance/register", note: "Tribu 1 (teacherA teaches studentA)", call: () => rest("GET", "/api/attendance/register?tribe=Tribu%201&date=2026-03-10"), expect: only("teacher", "admin") },
  { key: "GET /api/attendance/register", note: "Tribu 2 (teacherB's)", call: () => rest("GET", "/api/attendance/register?tribe=Tribu%202&date=2026-03-10"), expect: adminOnly },
  { key: "trpc attendance.register", note: "Tribu 2 (teacherB's)", call: () => trpc("attendance.register", { tribe: "Tribu 2", date: "2026-03-10" }), expect: adminOnly },
  { key: "PUT /api/attendance/register", note: `${A} studentA in Tribu 1`, call: (s) => rest("PUT", "/api/attendance/register", { tribe: "Tribu 1", date: "2026-03-11", marks: markOf(s.users.studentA.id) }), expect: only("teacher", "admin") },
  { key: "PUT /api/attendance/register", note: `${B} studentB in Tribu 2`, call: (s) => rest("PUT", "/api/attendance/register", { tribe: "Tribu 2", date: "2026-03-11", marks: markOf(s.users.studentB.id) }), expect: adminOnly },
  { key: "trpc attendance.save", note: `${A} studentA in Tribu 1`, call: (s) => trpc("attendance.save", { tribe: "Tribu 1", date: "2026-03-12", marks: markOf(s.users.studentA.id) }), expect: only("teacher", "admin") },
  { key: "GET /api/attendance/excuses", call: () => rest("GET", "/api/attendance/excuses"), expect: only("teacher", "admin", "parent"), scope: excusesScope },
  { key: "trpc attendance.excuses", call: () => trpc("attendance.excuses", {}), expect: only("teacher", "admin", "parent"), scope: excusesScope },
  { key: "POST /api/attendance/excuses", note: `${A} parentA's child`, call: (s) => rest("POST", "/api/attendance/excuses", { studentId: s.users.studentA.id, date: s.freshExcuseDay(), text: "Cita médica" }), expect: only("parent") },
  { key: "POST /api/attendance/excuses", note: `${B} another family's child`, call: (s) => rest("POST", "/api/attendance/excuses", { studentId: s.users.studentB.id, date: s.freshExcuseDay(), text: "Cita médica" }), expect: only() },
  { key: "trpc attendance.sendExcuse", note: `${B} another family's child`, call: (s) => trpc("attendance.sendExcuse", { studentId: s.users.studentB.id, date: s.freshExcuseDay(), text: "Cita médica" }), expect: only() },
  { key: "POST /api/attendance/excuses/:id/accept", note: `${A} studentA's excuse`, call: async (s) => rest("POST", `/api/attendance/excuses/${await s.fresh.excuse("A")}/accept`), expect: only("teacher", "admin") },
  { key: "POST /api/attendance/excuses/:id/accept", note: `${B} studentB's excuse`, call: async (s) => rest("POST", `/api/attendance/excuses/${await s.fresh.excuse("B")}/accept`), expect: adminOnly },
  { key: "trpc attendance.acceptExcuse", note: `${B} studentB's excuse`, call: async (s) => trpc("attendance.acceptExcuse", { id: await s.fresh.excuse("B") }), expect: adminOnly },
  { key: "GET /api/attendance/excuses/:id/file", note: `${A} studentA's excuse, sent by parentA`, call: async (s) => rest("GET", `/api/attendance/excuses/${await s.fresh.excuse("A", true)}/file`), expect: only("teacher", "admin", "parent") },
  { key: "GET /api/attendance/excuses/:id/file", note: `${B} studentB's excuse, sent by parentB`, call: async (s) => rest("GET", `/api/attendance/excuses/${await s.fresh.excuse("B", true)}/file`), expect: adminOnly },
  // "Agregar soporte" (issue 34): only the child's family, while the excuse is pending; its file for the family, the child's teachers and admins.
  { key: "POST /api/attendance/excuses/:id/support", note: `${A} studentA's excuse`, call: async (s) => rest("POST", `/api/attendance/excuses/${await s.fresh.excuse("A")}/support`, { note: "Adjunto la constancia." }), expect: only("parent") },
  { key: "POST /api/attendance/excuses/:id/support", note: `${B} another family's excuse`, call: async (s) => rest("POST", `/api/attendance/excuses/${await s.fresh.excuse("B")}/support`, { note: "Adjunto la constancia." }), expect: only() },
  { key: "trpc attendance.addExcuseSupport", note: `${A} studentA's excuse`, call: async (s) => trpc("attendance.addExcuseSupport", { id: await s.fresh.excuse("A"), note: "Adjunto la constancia." }), expect: only("parent") },
  { key: "trpc attendance.addExcuseSupport", note: `${B} another family's excuse`, call: async (s) => trpc("attendance.addExcuseSupport", { id: await s.fresh.excuse("B"), note: "Adjunto la constancia." }), expect: only() },
  { key: "GET /api/attendance/excuses/:id/supports/:supportId/file", note: `${A} studentA's excuse`, call: async (s) => { const [excuse, support] = await s.fresh.support("A"); return rest("GET", `/api/attendance/excuses/${excuse}/supports/${support}/file`); }, expect: only("teacher", "admin", "parent") },
  { key: "GET /api/attendance/excuses/:id/supports/:supportId/file", note: `${B} studentB's excuse`, call: async (s) => { const [excuse, support] = await s.fresh.support("B"); return rest("GET", `/api/attendance/excuses/${excuse}/supports/${support}/file`); }, expect: adminOnly },
  { key: "GET /api/attendance/alerts", call: () => rest("GET", "/api/attendance/alerts"), expect: only("admin", "parent") },
  { key: "trpc attendance.alerts", call: () => trpc("attendance.alerts"), expect: only("admin", "parent") },
  { key: "GET /api/attendance/summary", note: `${A} studentA`, call: (s) => rest("GET", `/api/attendance/summary?studentId=${s.users.studentA.id}&month=2026-03`), expect: only("teacher", "admin", "parent") },
  { key: "GET /api/attendance/summary", note: `${B} studentB`, call: (s) => rest("GET", `/api/attendance/summary?studentId=${s.users.studentB.id}&month=2026-03`), expect: adminOnly },
  { key: "GET /api/attendance/summary", note: "Tribu 1 (teacherA teaches studentA)", call: () => rest("GET", "/api/attendance/summary?tribe=Tribu%201&month=2026-03"), expect: only("teacher", "admin") },
  { key: "trpc attendance.summary", note: `${B} studentB`, call: (s) => trpc("attendance.summary", { studentId: s.users.studentB.id, month: "2026-03" }), expect: adminOnly },
  { key: "GET /api/attendance/calendar", call: () => rest("GET", "/api/attendance/calendar?year=2026"), expect: signedIn },
  { key: "trpc attendance.calendar", call: () => trpc("attendance.calendar", { year: 2026 }), expect: signedIn },
  { key: "PUT /api/attendance/calendar", note: "a year no other row reads", call: () => rest("PUT", "/api/attendance/calendar", { year: 2030, schoolDays: [1, 2, 3, 4, 5], holidays: [], periods: [] }), expect: adminOnly },
  { key: "trpc attendance.saveCalendar", call: () => trpc("attendance.saveCalendar", { year: 2030, schoolDays: [1, 2, 3, 4, 5], holidays: [], periods: [] }), expect: adminOnly },
);

// --- business tools: quotations, WhatsApp, Notion, CRM, to-do, Google Classroom (admin only)
table.push(
  { key: "GET /api/products", call: () => rest("GET", "/api/products?q=libro"), expect: adminOnly },
  { key: "trpc quotations.searchProducts", call: () => trpc("quotations.searchProducts", { q: "libro" }), expect: adminOnly },
  { key: "GET /api/products/overview", call: () => rest("GET", "/api/products/overview"), expect: adminOnly },
  { key: "GET /api/products/by-code", call: () => rest("GET", "/api/products/by-code?codes=VBC-001"), expect: adminOnly },
  { key: "trpc quotations.productsByCode", call: () => trpc("quotations.productsByCode", { codes: ["VBC-001"] }), expect: adminOnly },
  { key: "trpc quotations.overview", call: () => trpc("quotations.overview"), expect: adminOnly },
  { key: "POST /api/products/import", note: "a CSV catalogue", call: () => ({ method: "POST", url: "/api/products/import", multipart: catalogueUpload() }), expect: adminOnly },
  { key: "GET /api/quotations", call: () => rest("GET", "/api/quotations"), expect: adminOnly },
  { key: "trpc quotations.list", call: () => trpc("quotations.list"), expect: adminOnly },
  { key: "POST /api/quotations", call: () => rest("POST", "/api/quotations", quotationBody()), expect: adminOnly },
  { key: "trpc quotations.save", call: () => trpc("quotations.save", quotationBody()), expect: adminOnly },
  { key: "PUT /api/quotations/:id", call: async (s) => rest("PUT", `/api/quotations/${await s.fresh.quotation()}`, quotationBody()), expect: adminOnly },
  { key: "trpc quotations.update", call: async (s) => trpc("quotations.update", { id: await s.fresh.quotation(), fields: quotationBody() }), expect: adminOnly },
  { key: "GET /api/quotations/:id/versions/:version/pdf", note: "a quotation never edited has no version 1 to print: 404 for the admin", call: async (s) => rest("GET", `/api/quotations/${await s.fresh.quotation()}/versions/1/pdf`), expect: with_(adminOnly, { admin: 404 }) },
  { key: "PUT /api/quotations/:id/status", call: async (s) => rest("PUT", `/api/quotations/${await s.fresh.quotation()}/status`, { status: "approved" }), expect: adminOnly },
  { key: "trpc quotations.setStatus", call: async (s) => trpc("quotations.setStatus", { id: await s.fresh.quotation(), fields: { status: "approved" } }), expect: adminOnly },
  { key: "GET /api/quotations/:id/pdf", call: async (s) => rest("GET", `/api/quotations/${await s.fresh.quotation()}/pdf`), expect: adminOnly },
  { key: "POST /api/quotations/pdf", call: () => rest("POST", "/api/quotations/pdf", quotationBody()), expect: adminOnly },
  { key: "POST /api/quotations/email", note: "no mail server configured here: 409 for the admin", call: () => rest("POST", "/api/quotations/email", { ...quotationBody(), to: "cliente@tribu.test" }), expect: with_(adminOnly, { admin: ["ok", 409] }) },
  { key: "trpc quotations.sendEmail", call: () => trpc("quotations.sendEmail", { ...quotationBody(), to: "cliente@tribu.test" }), expect: with_(adminOnly, { admin: ["ok", 409] }) },

  { key: "GET /api/whatsapp/status", call: () => rest("GET", "/api/whatsapp/status"), expect: adminOnly },
  { key: "trpc whatsapp.status", call: () => trpc("whatsapp.status"), expect: adminOnly },
  { key: "POST /api/whatsapp/connect", call: () => rest("POST", "/api/whatsapp/connect"), expect: adminOnly },
  { key: "trpc whatsapp.connect", call: () => trpc("whatsapp.connect"), expect: adminOnly },
  { key: "POST /api/whatsapp/disconnect", call: () => rest("POST", "/api/whatsapp/disconnect"), expect: adminOnly },
  { key: "trpc whatsapp.disconnect", call: () => trpc("whatsapp.disconnect"), expect: adminOnly },
  { key: "GET /api/whatsapp/contacts", call: () => rest("GET", "/api/whatsapp/contacts"), expect: adminOnly },
  { key: "trpc whatsapp.contacts", call: () => trpc("whatsapp.contacts"), expect: adminOnly },
  { key: "GET /api/whatsapp/contacts/:contactId/messages", note: "an unknown contact: 404 for the admin", call: () => rest("GET", "/api/whatsapp/contacts/999999/messages"), expect: with_(adminOnly, { admin: ["ok", 404] }) },
  { key: "trpc whatsapp.messages", note: "an unknown contact: 404 for the admin", call: () => trpc("whatsapp.messages", { contactId: 999999 }), expect: with_(adminOnly, { admin: ["ok", 404] }) },
  { key: "POST /api/whatsapp/contacts/:contactId/read", note: "an unknown contact: 404 for the admin", call: () => rest("POST", "/api/whatsapp/contacts/999999/read"), expect: with_(adminOnly, { admin: ["ok", 404] }) },
  { key: "trpc whatsapp.markRead", note: "an unknown contact: 404 for the admin", call: () => trpc("whatsapp.markRead", { contactId: 999999 }), expect: with_(adminOnly, { admin: ["ok", 404] }) },
  { key: "POST /api/whatsapp/messages", call: () => rest("POST", "/api/whatsapp/messages", { to: "34600000000", text: "Hola" }), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "trpc whatsapp.send", call: () => trpc("whatsapp.send", { to: "34600000000", text: "Hola" }), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "POST /api/whatsapp/template-messages", note: "demo mode has no templates: 400 for the admin", call: () => rest("POST", "/api/whatsapp/template-messages", { contactId: 999999, template: "aviso_reunion", params: [] }), expect: with_(adminOnly, { admin: ["ok", 400] }) },
  { key: "trpc whatsapp.sendTemplate", note: "demo mode has no templates: 400 for the admin", call: () => trpc("whatsapp.sendTemplate", { contactId: 999999, template: "aviso_reunion", params: [] }), expect: with_(adminOnly, { admin: ["ok", 400] }) },
  { key: "GET /api/whatsapp/stats", call: () => rest("GET", "/api/whatsapp/stats"), expect: adminOnly },
  { key: "trpc whatsapp.stats", call: () => trpc("whatsapp.stats"), expect: adminOnly },
  { key: "GET /api/whatsapp/webhook", note: "Meta's verification: no session; without WhatsApp configured there is no webhook (404 for everybody)", call: () => rest("GET", "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=mal&hub.challenge=1"), expect: { anonymous: 404, student: 404, teacher: 404, admin: 404, parent: 404 } },
  { key: "POST /api/whatsapp/webhook", note: "no session; without WhatsApp configured there is no webhook (404 for everybody)", call: () => rest("POST", "/api/whatsapp/webhook", { entry: [] }), expect: { anonymous: 404, student: 404, teacher: 404, admin: 404, parent: 404 } },

  { key: "GET /api/notion/tasks", call: () => rest("GET", "/api/notion/tasks"), expect: adminOnly },
  { key: "trpc notion.list", call: () => trpc("notion.list"), expect: adminOnly },
  { key: "POST /api/notion/tasks", call: () => rest("POST", "/api/notion/tasks", notionBody()), expect: adminOnly },
  { key: "trpc notion.create", call: () => trpc("notion.create", notionBody()), expect: adminOnly },
  { key: "PATCH /api/notion/tasks/:id", call: async (s) => rest("PATCH", `/api/notion/tasks/${await s.fresh.notion()}`, notionBody()), expect: adminOnly },
  { key: "trpc notion.update", call: async (s) => trpc("notion.update", { id: await s.fresh.notion(), fields: notionBody() }), expect: adminOnly },
  { key: "trpc notion.setStatus", call: async (s) => trpc("notion.setStatus", { id: await s.fresh.notion(), status: "Done", priority: "High" }), expect: adminOnly },
  { key: "DELETE /api/notion/tasks/:id", call: async (s) => rest("DELETE", `/api/notion/tasks/${await s.fresh.notion()}`), expect: adminOnly },
  { key: "trpc notion.remove", call: async (s) => trpc("notion.remove", { id: await s.fresh.notion() }), expect: adminOnly },

  { key: "GET /api/crm/source", call: () => rest("GET", "/api/crm/source"), expect: adminOnly },
  { key: "trpc crm.source", call: () => trpc("crm.source"), expect: adminOnly },
  { key: "GET /api/crm/clients", call: () => rest("GET", "/api/crm/clients"), expect: adminOnly },
  { key: "trpc crm.list", call: () => trpc("crm.list"), expect: adminOnly },
  { key: "POST /api/crm/clients", call: () => rest("POST", "/api/crm/clients", { name: `Cliente ${next()}`, email: `c${next()}@tribu.test` }), expect: adminOnly },
  { key: "trpc crm.create", call: () => trpc("crm.create", { name: `Cliente ${next()}`, email: `c${next()}@tribu.test` }), expect: adminOnly },
  { key: "PUT /api/crm/clients/:rowIndex", call: async (s) => rest("PUT", `/api/crm/clients/${await s.fresh.crm()}`, { name: "Cambiado", email: "c@tribu.test" }), expect: adminOnly },
  { key: "trpc crm.update", call: async (s) => trpc("crm.update", { rowIndex: await s.fresh.crm(), name: "Cambiado", email: "c@tribu.test" }), expect: adminOnly },
  { key: "PATCH /api/crm/clients/:rowIndex/status", call: async (s) => rest("PATCH", `/api/crm/clients/${await s.fresh.crm()}/status`, { status: "active" }), expect: adminOnly },
  { key: "trpc crm.setStatus", call: async (s) => trpc("crm.setStatus", { rowIndex: await s.fresh.crm(), status: "active" }), expect: adminOnly },
  { key: "DELETE /api/crm/clients/:rowIndex", call: async (s) => rest("DELETE", `/api/crm/clients/${await s.fresh.crm()}`), expect: adminOnly },
  { key: "trpc crm.remove", call: async (s) => trpc("crm.remove", { rowIndex: await s.fresh.crm() }), expect: adminOnly },
  { key: "POST /api/crm/connection-test", call: () => rest("POST", "/api/crm/connection-test"), expect: adminOnly },
  { key: "trpc crm.testConnection", call: () => trpc("crm.testConnection"), expect: adminOnly },
  { key: "POST /api/crm/setup", call: () => rest("POST", "/api/crm/setup"), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "trpc crm.setup", call: () => trpc("crm.setup"), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "GET /api/crm/report.pdf", call: () => rest("GET", "/api/crm/report.pdf"), expect: adminOnly },

  { key: "GET /api/todo/info", call: () => rest("GET", "/api/todo/info"), expect: adminOnly },
  { key: "trpc todo.info", call: () => trpc("todo.info"), expect: adminOnly },
  { key: "GET /api/todo", call: () => rest("GET", "/api/todo"), expect: adminOnly },
  { key: "trpc todo.list", call: () => trpc("todo.list"), expect: adminOnly },
  { key: "POST /api/todo", call: () => rest("POST", "/api/todo", { title: `Tarea ${next()}` }), expect: adminOnly },
  { key: "trpc todo.create", call: () => trpc("todo.create", { title: `Tarea ${next()}` }), expect: adminOnly },
  { key: "PUT /api/todo/:id", call: async (s) => rest("PUT", `/api/todo/${await s.fresh.todo()}`, { title: "Cambiada" }), expect: adminOnly },
  { key: "trpc todo.update", call: async (s) => trpc("todo.update", { id: await s.fresh.todo(), fields: { title: "Cambiada" } }), expect: adminOnly },
  { key: "PUT /api/todo/:id/completed", call: async (s) => rest("PUT", `/api/todo/${await s.fresh.todo()}/completed`, { completed: true }), expect: adminOnly },
  { key: "trpc todo.setCompleted", call: async (s) => trpc("todo.setCompleted", { id: await s.fresh.todo(), completed: true }), expect: adminOnly },
  { key: "DELETE /api/todo/:id", call: async (s) => rest("DELETE", `/api/todo/${await s.fresh.todo()}`), expect: adminOnly },
  { key: "trpc todo.remove", call: async (s) => trpc("todo.remove", { id: await s.fresh.todo() }), expect: adminOnly },

  { key: "GET /api/google-classroom/status", call: () => rest("GET", "/api/google-classroom/status"), expect: adminOnly },
  { key: "trpc googleClassroom.status", call: () => trpc("googleClassroom.status"), expect: adminOnly },
  { key: "GET /api/google-classroom/auth-url", note: "not configured here: 400/409 for the admin", call: () => rest("GET", "/api/google-classroom/auth-url"), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "trpc googleClassroom.authUrl", call: () => trpc("googleClassroom.authUrl"), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "GET /api/google-classroom/courses", call: () => rest("GET", "/api/google-classroom/courses"), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "trpc googleClassroom.courses", call: () => trpc("googleClassroom.courses"), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "POST /api/google-classroom/create-assignment/:courseId", call: () => rest("POST", "/api/google-classroom/create-assignment/123", { title: "Tarea" }), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "trpc googleClassroom.createAssignment", call: () => trpc("googleClassroom.createAssignment", { courseId: "123", fields: { title: "Tarea" } }), expect: with_(adminOnly, { admin: ["ok", 400, 409] }) },
  { key: "DELETE /api/google-classroom/connection", call: () => rest("DELETE", "/api/google-classroom/connection"), expect: adminOnly },
  { key: "trpc googleClassroom.disconnect", call: () => trpc("googleClassroom.disconnect"), expect: adminOnly },
  { key: "GET /api/google-classroom/callback", note: "Google's redirect: no session; a bad state sends the browser back with an error", call: () => rest("GET", "/api/google-classroom/callback?state=mal&code=x"), expect: { anonymous: 302, student: 302, teacher: 302, admin: 302, parent: 302 } },
);

// --- announcements (issue 25): teacherA's announcement goes to classA (studentA and parentA), teacherB's to
// classB. Its audience reads and confirms it; its author and the admin see the readers and remind
// (a fresh announcement each time: one reminder an hour); the attachment goes to whoever gets it.
/** Announcements a caller may see: never teacherB's (classB's) unless an admin. */
const announcementsScope = (body: Json, s: Seed, role: Role) => {
  const list: { id: number; author: { id: number } | null }[] = body.announcements ?? body.result?.data?.announcements ?? [];
  if (role === "admin") return true;
  if (role === "teacher") return list.every((a) => a.author?.id === s.users.teacherA.id);
  return list.every((a) => a.id !== s.announcementB);
};
const announcementBody = (classId: number) => ({ title: `Comunicado ${next()}`, text: "Texto", scope: "classes", classIds: [classId] });
table.push(
  { key: "GET /api/announcements", call: () => rest("GET", "/api/announcements"), expect: signedIn, scope: announcementsScope },
  { key: "trpc announcements.list", call: () => trpc("announcements.list", {}), expect: signedIn, scope: announcementsScope },
  { key: "POST /api/announcements", note: `${A} to classA`, call: (s) => rest("POST", "/api/announcements", announcementBody(s.classA)), expect: only("teacher", "admin") },
  { key: "POST /api/announcements", note: `${B} to classB`, call: (s) => rest("POST", "/api/announcements", announcementBody(s.classB)), expect: adminOnly },
  {
    key: "POST /api/announcements",
    note: `${A} to classA, with an attachment (multipart)`,
    call: (s) => ({ method: "POST", url: "/api/announcements", multipart: multipartBody({ title: "Con adjunto", text: "Texto", scope: "classes", classIds: String(s.classA) }, { name: "c.pdf", content: pdfBytes }) }),
    expect: only("teacher", "admin"),
  },
  { key: "POST /api/announcements", note: "to the whole school", call: () => rest("POST", "/api/announcements", { title: "A todos", text: "Texto", scope: "school" }), expect: adminOnly },
  { key: "trpc announcements.create", note: `${B} to classB`, call: (s) => trpc("announcements.create", announcementBody(s.classB)), expect: adminOnly },
  { key: "trpc announcements.create", note: `${A} to classA`, call: (s) => trpc("announcements.create", announcementBody(s.classA)), expect: only("teacher", "admin") },
  { key: "GET /api/announcements/:id", note: A, call: (s) => rest("GET", `/api/announcements/${s.announcementA}`), expect: signedIn },
  { key: "GET /api/announcements/:id", note: B, call: (s) => rest("GET", `/api/announcements/${s.announcementB}`), expect: adminOnly },
  { key: "trpc announcements.get", note: B, call: (s) => trpc("announcements.get", { id: s.announcementB }), expect: adminOnly },
  { key: "POST /api/announcements/:id/read", note: `${A} confirming "Leído"`, call: (s) => rest("POST", `/api/announcements/${s.announcementA}/read`, { confirm: true }), expect: only("student", "parent") },
  { key: "POST /api/announcements/:id/read", note: B, call: (s) => rest("POST", `/api/announcements/${s.announcementB}/read`, {}), expect: only() },
  { key: "trpc announcements.markRead", note: A, call: (s) => trpc("announcements.markRead", { id: s.announcementA }), expect: only("student", "parent") },
  { key: "trpc announcements.markRead", note: B, call: (s) => trpc("announcements.markRead", { id: s.announcementB }), expect: only() },
  { key: "GET /api/announcements/:id/readers", note: A, call: (s) => rest("GET", `/api/announcements/${s.announcementA}/readers`), expect: only("teacher", "admin") },
  { key: "GET /api/announcements/:id/readers", note: B, call: (s) => rest("GET", `/api/announcements/${s.announcementB}/readers`), expect: adminOnly },
  { key: "trpc announcements.readers", note: B, call: (s) => trpc("announcements.readers", { id: s.announcementB }), expect: adminOnly },
  { key: "POST /api/announcements/:id/remind", note: `${A} a fresh one`, call: async (s) => rest("POST", `/api/announcements/${await s.fresh.announcement("A")}/remind`), expect: only("teacher", "admin") },
  { key: "POST /api/announcements/:id/remind", note: `${B} a fresh one`, call: async (s) => rest("POST", `/api/announcements/${await s.fresh.announcement("B")}/remind`), expect: adminOnly },
  { key: "trpc announcements.remind", note: `${B} a fresh one`, call: async (s) => trpc("announcements.remind", { id: await s.fresh.announcement("B") }), expect: adminOnly },
  { key: "GET /api/announcements/:id/attachment", note: A, call: (s) => rest("GET", `/api/announcements/${s.announcementA}/attachment`), expect: signedIn },
  { key: "GET /api/announcements/:id/attachment", note: B, call: (s) => rest("GET", `/api/announcements/${s.announcementB}/attachment`), expect: adminOnly },
);

// --- notifications (issue 25): everyone signed in has their own bell; an item is only its owner's (404 for anyone else).
const notFoundExcept = (owner: Role): Expect => ({ anonymous: NA, student: 404, teacher: 404, admin: 404, parent: 404, [owner]: "ok" });
table.push(
  { key: "GET /api/notifications", call: () => rest("GET", "/api/notifications"), expect: signedIn },
  { key: "trpc notifications.list", call: () => trpc("notifications.list", {}), expect: signedIn },
  { key: "POST /api/notifications/:id/read", note: "parentA's", call: async (s) => rest("POST", `/api/notifications/${await s.fresh.notification(s.users.parentA.id)}/read`), expect: notFoundExcept("parent") },
  { key: "trpc notifications.markRead", note: "studentA's", call: async (s) => trpc("notifications.markRead", { id: await s.fresh.notification(s.users.studentA.id) }), expect: notFoundExcept("student") },
  { key: "POST /api/notifications/read-all", call: () => rest("POST", "/api/notifications/read-all"), expect: signedIn },
  { key: "trpc notifications.markAllRead", call: () => trpc("notifications.markAllRead"), expect: signedIn },
  { key: "GET /api/notifications/preferences", call: () => rest("GET", "/api/notifications/preferences"), expect: signedIn },
  { key: "trpc notifications.preferences", call: () => trpc("notifications.preferences"), expect: signedIn },
  { key: "PUT /api/notifications/preferences", call: () => rest("PUT", "/api/notifications/preferences", { kinds: { announcement: "digest" }, digestHour: 17 }), expect: signedIn },
  { key: "trpc notifications.savePreferences", call: () => trpc("notifications.savePreferences", { digestHour: 17 }), expect: signedIn },
);

// --- "¿Cómo llegas hoy?" (issue 37): a student answers her own; her tribe's teachers and admins read the
// tribe's day (teacherA leads no tribe: 403); her parents, her teachers (teacherA: studentA's class) and admins her week.
table.push(
  { key: "trpc moodCheckIns.today", call: () => trpc("moodCheckIns.today"), expect: only("student") },
  { key: "trpc moodCheckIns.answer", call: () => trpc("moodCheckIns.answer", { feeling: "feliz" }), expect: only("student") },
  { key: "trpc moodCheckIns.skip", call: () => trpc("moodCheckIns.skip"), expect: only("student") },
  { key: "trpc moodCheckIns.classToday", note: "Tribu 1: teacherA teaches a class of it but leads no tribe", call: () => trpc("moodCheckIns.classToday", { tribe: "Tribu 1" }), expect: adminOnly },
  { key: "trpc moodCheckIns.childWeek", note: `${A} studentA`, call: (s) => trpc("moodCheckIns.childWeek", { studentId: s.users.studentA.id }), expect: only("teacher", "admin", "parent") },
  { key: "trpc moodCheckIns.childWeek", note: `${B} studentB`, call: (s) => trpc("moodCheckIns.childWeek", { studentId: s.users.studentB.id }), expect: adminOnly },
);

// --- the student's file (issue 36): admins edit; the child's teacher reads the school-life part; the
// child's family reads it whole and asks for corrections; nobody else. Each side's file is written once.
const studentFiles = new Map<number, Promise<unknown>>();
const recordBody = (studentId: number) => ({
  documentType: "RC",
  documentNumber: String(1_000_000_000 + studentId),
  firstNames: "Niña",
  lastNames: `Prueba ${studentId}`,
  birthDate: "2018-05-10",
  sex: "F",
  grade: "2",
  guardians: [{ name: "Acudiente Prueba", documentType: "CC", documentNumber: "43123456", relationship: "Madre", phone: "300 123 4567", canPickUp: true }],
});
const withFile = async (s: Seed, side: "A" | "B") => {
  const studentId = side === "A" ? s.users.studentA.id : s.users.studentB.id;
  if (!studentFiles.has(studentId)) studentFiles.set(studentId, s.p.services.studentRecords.save({ id: s.users.admin.id, role: "admin" }, studentId, recordBody(studentId)));
  await studentFiles.get(studentId);
  return studentId;
};
const freshCorrection = async (s: Seed) => {
  const studentId = await withFile(s, "A");
  return (await s.p.services.studentRecords.requestCorrection({ id: s.users.parentA.id, role: "parent" }, { studentId, message: `Corregir el apellido ${next()}` })).id;
};
table.push(
  { key: "GET /api/students/:id/record", note: `${A} studentA's file`, call: async (s) => rest("GET", `/api/students/${await withFile(s, "A")}/record`), expect: only("teacher", "admin", "parent") },
  { key: "GET /api/students/:id/record", note: `${B} studentB's file`, call: async (s) => rest("GET", `/api/students/${await withFile(s, "B")}/record`), expect: adminOnly },
  { key: "PUT /api/students/:id/record", note: `${A} studentA's file`, call: async (s) => rest("PUT", `/api/students/${await withFile(s, "A")}/record`, recordBody(s.users.studentA.id)), expect: adminOnly },
  { key: "PUT /api/students/:id/record", note: `${B} studentB's file`, call: async (s) => rest("PUT", `/api/students/${await withFile(s, "B")}/record`, recordBody(s.users.studentB.id)), expect: adminOnly },
  { key: "POST /api/students/:id/record/corrections", note: `${A} parentA's child`, call: async (s) => rest("POST", `/api/students/${await withFile(s, "A")}/record/corrections`, { message: "El apellido está mal escrito." }), expect: only("parent") },
  { key: "POST /api/students/:id/record/corrections", note: `${B} studentB`, call: async (s) => rest("POST", `/api/students/${await withFile(s, "B")}/record/corrections`, { message: "El apellido está mal escrito." }), expect: only() },
  { key: "trpc studentRecords.get", note: `${A} studentA's file`, call: async (s) => trpc("studentRecords.get", { studentId: await withFile(s, "A") }), expect: only("teacher", "admin", "parent") },
  { key: "trpc studentRecords.get", note: `${B} studentB's file`, call: async (s) => trpc("studentRecords.get", { studentId: await withFile(s, "B") }), expect: adminOnly },
  { key: "trpc studentRecords.form", note: `${A} studentA`, call: (s) => trpc("studentRecords.form", { studentId: s.users.studentA.id }), expect: adminOnly },
  { key: "trpc studentRecords.save", note: `${B} studentB's file`, call: async (s) => trpc("studentRecords.save", { studentId: await withFile(s, "B"), record: recordBody(s.users.studentB.id) }), expect: adminOnly },
  { key: "trpc studentRecords.childFile", note: `${A} parentA's child`, call: async (s) => trpc("studentRecords.childFile", { studentId: await withFile(s, "A") }), expect: only("parent") },
  { key: "trpc studentRecords.childFile", note: `${B} studentB`, call: async (s) => trpc("studentRecords.childFile", { studentId: await withFile(s, "B") }), expect: only() },
  { key: "trpc studentRecords.requestCorrection", note: `${A} parentA's child`, call: async (s) => trpc("studentRecords.requestCorrection", { studentId: await withFile(s, "A"), message: "Falta el segundo nombre." }), expect: only("parent") },
  { key: "trpc studentRecords.requestCorrection", note: `${B} studentB`, call: async (s) => trpc("studentRecords.requestCorrection", { studentId: await withFile(s, "B"), message: "Falta el segundo nombre." }), expect: only() },
  { key: "trpc studentRecords.pendingRequests", call: () => trpc("studentRecords.pendingRequests"), expect: adminOnly },
  { key: "trpc studentRecords.resolveRequest", note: `${A} a fresh request of parentA's`, call: async (s) => trpc("studentRecords.resolveRequest", { id: await freshCorrection(s), accept: true, resolution: "Corregido." }), expect: adminOnly },
  { key: "trpc studentRecords.settings", call: () => trpc("studentRecords.settings"), expect: adminOnly },
  { key: "trpc studentRecords.saveSettings", call: () => trpc("studentRecords.saveSettings", { offeredGrades: ["prejardin", "jardin", "transicion", "1", "2", "3", "4", "5"] }), expect: adminOnly },
);

// --- enrolment (issue 36): the files' novedades, the import and the year-end step are the admin's alone.
// The seeded children get their file from the rows above (withFile); the admin's novedad moves it to matriculado.
const enrolmentCsv = () => Buffer.from("Tipo de documento;Número de documento;Nombres;Apellidos;Fecha de nacimiento;Sexo;Grado\nRC;1012345678;Ana;Paz;14/03/2019;F;1\n", "utf8");
table.push(
  { key: "GET /api/students/:id/enrolment", note: `${A} studentA's file`, call: async (s) => rest("GET", `/api/students/${await withFile(s, "A")}/enrolment`), expect: adminOnly },
  { key: "GET /api/students/:id/enrolment", note: "no such student: 404 for the admin", call: () => rest("GET", "/api/students/999999/enrolment"), expect: adminNotFound },
  { key: "POST /api/students/:id/enrolment", note: `${A} studentA's file: prematriculado → matriculado`, call: async (s) => rest("POST", `/api/students/${await withFile(s, "A")}/enrolment`, { status: "matriculado", date: "2025-05-10", reason: "" }), expect: adminOnly },
  { key: "trpc enrolment.list", call: () => trpc("enrolment.list"), expect: adminOnly },
  { key: "trpc enrolment.history", note: `${A} studentA's file`, call: async (s) => trpc("enrolment.history", { studentId: await withFile(s, "A") }), expect: adminOnly },
  { key: "trpc enrolment.changeStatus", note: `${B} studentB's file: prematriculado → matriculado`, call: async (s) => trpc("enrolment.changeStatus", { studentId: await withFile(s, "B"), status: "matriculado", date: "2025-05-10", reason: "" }), expect: adminOnly },
  { key: "POST /api/enrolment/import", note: "dry run of a CSV: nothing written", call: () => ({ method: "POST", url: "/api/enrolment/import?dryRun=1", multipart: multipartBody({}, { name: "matricula.csv", content: enrolmentCsv(), type: "text/csv" }) }), expect: adminOnly },
  { key: "POST /api/enrolment/import", note: "confirm of a row with errors: 400 for the admin, nothing written", call: () => rest("POST", "/api/enrolment/import", { rows: [{ firstNames: "Ana" }] }), expect: with_(adminOnly, { admin: 400 }) },
  { key: "GET /api/enrolment/year-end", call: () => rest("GET", "/api/enrolment/year-end?year=2025"), expect: adminOnly },
  { key: "trpc enrolment.yearEndPreview", call: () => trpc("enrolment.yearEndPreview", { year: 2025 }), expect: adminOnly },
  { key: "POST /api/enrolment/year-end", note: "no signed acta for 2024: nothing moves", call: () => rest("POST", "/api/enrolment/year-end", { year: 2024 }), expect: adminOnly },
  { key: "trpc enrolment.yearEndApply", note: "no signed acta for 2024: nothing moves", call: () => trpc("enrolment.yearEndApply", { year: 2024 }), expect: adminOnly },
);

// --- certificates (issue 36): admins issue, list, download and revoke (tests/api/certificates.test.ts
// has a real one through every step); the verification is public, the same answer for everyone.
// studentA's file was written and moved to matriculado on 2025-05-10 by the rows above: the admin gets a constancia of 2025.
const certificateBody = (s: Seed) => ({ studentId: s.users.studentA.id, kind: "constancia", year: 2025 });
const unknownCertificate = "TRB-2222-2222-2222";
const notFoundForAll: Expect = { anonymous: 404, student: 404, teacher: 404, admin: 404, parent: 404 };
table.push(
  { key: "GET /api/certificates", call: () => rest("GET", "/api/certificates"), expect: adminOnly },
  { key: "trpc certificates.list", call: () => trpc("certificates.list"), expect: adminOnly },
  { key: "trpc certificates.students", call: () => trpc("certificates.students"), expect: adminOnly },
  { key: "POST /api/certificates", note: `${A} studentA, matriculado in 2025`, call: (s) => rest("POST", "/api/certificates", certificateBody(s)), expect: adminOnly },
  { key: "trpc certificates.issue", note: `${A} studentA, matriculado in 2025`, call: (s) => trpc("certificates.issue", certificateBody(s)), expect: adminOnly },
  { key: "GET /api/certificates/:code/pdf", note: "no such code: 404 for the admin", call: () => rest("GET", `/api/certificates/${unknownCertificate}/pdf`), expect: with_(adminOnly, { admin: 404 }) },
  { key: "POST /api/certificates/:code/revoke", note: "no such code: 404 for the admin", call: () => rest("POST", `/api/certificates/${unknownCertificate}/revoke`, { reason: "Prueba" }), expect: with_(adminOnly, { admin: 404 }) },
  { key: "trpc certificates.revoke", note: "no such code: 404 for the admin", call: () => trpc("certificates.revoke", { code: unknownCertificate, reason: "Prueba" }), expect: with_(adminOnly, { admin: 404 }) },
  { key: "GET /api/certificates/verify/:code", note: "public; no such code: 404 for everyone", call: () => rest("GET", `/api/certificates/verify/${unknownCertificate}`), expect: notFoundForAll },
);

// ------------------------------------------------------------------------------------------------

/** The routes and procedures of the domains issue 33 walks for its two extra callers. */
const issue33Routes =
  /^(trpc (attendance|announcements|reportCards|piar|promotion|classSignIn|accessibility|notifications|privacy|studentRecords)\.|[A-Z]+ \/api\/(attendance|announcements|report-cards|piar|siee|support-activities|promotion|class-sign-in|notifications|consents|academic-archive)\b|[A-Z]+ \/api\/users\/:userId\/accessibility$|[A-Z]+ \/api\/students\/:id\/(consent|sensitive-consent|export|erase|record|record\/corrections)$)/;

/**
 * What a list may hold for somebody with no link to the seeded families and classes: none of their
 * children, excuses or class announcements (their own notifications, preferences and phrases are theirs).
 */
function outsiderSeesNothing(body: Json, s: Seed): boolean {
  const children = new Set([s.users.studentA.id, s.users.studentB.id]);
  const classAnnouncements = new Set([s.announcementA, s.announcementB]);
  const seen = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(seen);
    if (typeof value !== "object" || value === null) return false;
    const item = value as Record<string, unknown>;
    const person = "firstName" in item || "lastName" in item || "name" in item;
    if (children.has(item.studentId as number) || (person && children.has(item.id as number))) return true;
    if ("title" in item && "scope" in item && classAnnouncements.has(item.id as number)) return true;
    return Object.values(item).some(seen);
  };
  return !seen(body);
}

/** "GET /api/users/:id" and "GET /api/users/:userId" are one route to Fastify. */
const normalise = (key: string) => key.replace(/\/:[^/]+/g, "/:");

function restRouteKeys(p: TestPlatform): Set<string> {
  return new Set(restRoutes(p.app).map((r) => normalise(`${r.method} ${r.path}`)));
}

function procedures(): Map<string, "query" | "mutation"> {
  return new Map([...trpcProcedures()].map(([name, info]) => [name, info.type]));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function matches(outcome: Outcome, status: number): boolean {
  const list = Array.isArray(outcome) ? outcome : [outcome];
  return list.some((o) => (o === "ok" ? status >= 200 && status < 300 : o === status));
}

describe("authorization matrix: every route and procedure, every role", () => {
  let p: TestPlatform;
  let seed: Seed;
  const procs = procedures();

  beforeAll(async () => {
    p = await createTestPlatform();
    seed = await seedSchool(p);
  }, 60_000);

  afterAll(async () => {
    await p?.close();
  });

  async function run(row: Row, role: Role, asToken?: string): Promise<{ status: number; body: unknown }> {
    const target = await row.call(seed, role);
    const token = asToken ?? tokenOf(seed, role);
    if ("proc" in target) {
      const type = procs.get(target.proc);
      if (!type) throw new Error(`no procedure ${target.proc}`);
      const auth = token ? bearer(token) : {};
      const response = type === "query" ? await trpcQuery(p.app, target.proc, target.input, auth) : await trpcMutation(p.app, target.proc, target.input ?? {}, auth);
      return { status: response.statusCode, body: parse(response.body) };
    }
    const as = token ? withToken(p, token) : p;
    const response = await sendRest(as, target.method as Method, target.url, target.multipart ? asRaw(target.multipart) : target.json, { headers: target.headers });
    return { status: response.statusCode, body: parse(response.body) };
  }

  it("lists every REST route and every tRPC procedure in the table", () => {
    const listed = new Set(table.map((row) => (row.key.startsWith("trpc ") ? row.key : normalise(row.key))));
    const missingRest = [...restRouteKeys(p)].filter((route) => !listed.has(route));
    const missingTrpc = [...procs.keys()].filter((name) => !listed.has(`trpc ${name}`));
    expect({ missingRest, missingTrpc }).toEqual({ missingRest: [], missingTrpc: [] });
    // And nothing in the table points at a route that no longer exists.
    const known = new Set([...restRouteKeys(p), ...[...procs.keys()].map((n) => `trpc ${n}`)]);
    expect([...listed].filter((key) => !known.has(key))).toEqual([]);
  });

  it("declares who may enter every REST route (issue 33), and only the table's public routes are public", () => {
    const undeclared: string[] = [];
    const misdeclared: string[] = [];
    // Public: the table answers anonymous callers as it answers the admin on every row of the route.
    const sameForAnonymous = new Map<string, boolean>();
    for (const row of table.filter((r) => !r.key.startsWith("trpc "))) {
      const key = normalise(row.key);
      sameForAnonymous.set(key, (sameForAnonymous.get(key) ?? true) && JSON.stringify(row.expect.anonymous) === JSON.stringify(row.expect.admin));
    }
    for (const { method, path } of restRoutes(p.app)) {
      const rule = declaredAccess(p.app, method, path);
      const key = `${method} ${path}`;
      if (!rule) undeclared.push(key);
      // A route the table lets anonymous callers through must say so; one it refuses them must not.
      else if ((rule.name === "public") !== (sameForAnonymous.get(normalise(key)) ?? false)) misdeclared.push(`${key}: ${rule.name}`);
    }
    expect({ undeclared, misdeclared }).toEqual({ undeclared: [], misdeclared: [] });
  });

  it("refuses a teacher with one pupil of another tribe, a self-registered account and a 'user' account every object they have no link to (issue 33)", async () => {
    const rows = table.filter((row) => issue33Routes.test(row.key) && !matches(row.expect.anonymous, 200));
    expect(rows.length).toBeGreaterThan(90);
    // The self-registered account is what sign-up makes: a student of no tribe, with no family.
    expect(await p.db.selectFrom("users").select(["role", "tribe"]).where("id", "=", seed.users.stranger.id).executeTakeFirst()).toEqual({ role: "student", tribe: null });
    const callers = [
      { label: "teacher with one pupil of Tribu 2", user: seed.users.tribeTeacher, as: "teacher" as const },
      { label: "self-registered account", user: seed.users.stranger, as: "student" as const },
      { label: "account with role 'user' (no tribe, no child)", user: seed.users.plainUser, as: "student" as const },
    ];
    // The check of an answer sees the children: the admin's register of Tribu 2 shows studentB.
    const adminRegister = await run({ key: "trpc attendance.register", call: () => trpc("attendance.register", { tribe: "Tribu 2", date: "2026-03-10" }), expect: adminOnly }, "admin");
    expect(outsiderSeesNothing(adminRegister.body, seed)).toBe(false);
    const wrong: string[] = [];
    const jobs = rows.flatMap((row) => callers.map((caller) => ({ row, caller })));
    for (let i = 0; i < jobs.length; i += 8) {
      await Promise.all(
        jobs.slice(i, i + 8).map(async ({ row, caller }) => {
          const { status, body } = await run(row, caller.as, caller.user.token);
          const label = `${row.key}${row.note ? ` ${row.note}` : ""} as ${caller.label}: ${status}`;
          const refused = status === 401 || status === 403 || status === 404;
          if (refused) return;
          // Every row with a note names an object (a family's child, a tribe, somebody's item) and
          // none is theirs: a change is refused; a read is refused or shows none of those children.
          // A row without a note is a list or the caller's own (their bell, their bank, the calendar).
          const changes = "proc" in (await row.call(seed, caller.as)) ? procs.get(row.key.slice(5)) === "mutation" : !row.key.startsWith("GET ");
          if (status >= 300 || (row.note !== undefined ? changes : !matches(row.expect[caller.as], 200))) wrong.push(label);
          else if (!outsiderSeesNothing(body, seed)) wrong.push(`${label} (answered with somebody else's objects)`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("gives a self-registered account nothing of the school until an admin places it (issue 33)", async () => {
    const token = seed.users.stranger.token;
    const as = withToken(p, token);
    const got: string[] = [];
    const list = await sendRest(as, "GET", "/api/announcements");
    if (list.statusCode < 300 && list.json().announcements.length > 0) got.push(`GET /api/announcements: ${list.json().announcements.length}`);
    const trpcList = await trpcQuery(p.app, "announcements.list", {}, bearer(token));
    if (trpcList.statusCode < 300 && JSON.parse(trpcList.body).result.data.announcements.length > 0) got.push("trpc announcements.list");
    for (const url of [`/api/announcements/${seed.announcementSchool}`, `/api/announcements/${seed.announcementSchool}/attachment`]) {
      const answer = await sendRest(as, "GET", url);
      if (answer.statusCode < 400) got.push(`GET ${url}: ${answer.statusCode}`);
    }
    const bell = await sendRest(as, "GET", "/api/notifications");
    if (bell.statusCode < 300 && JSON.stringify(bell.json()).includes("A toda la escuela")) got.push("GET /api/notifications: the school's announcement");
    expect(got).toEqual([]);
  });

  it("gives the roles outside the table (coordinator, user) nothing that only the admin may have", async () => {
    const adminOnlyRows = table.filter((row) => (["student", "teacher", "parent"] as const).every((r) => !matches(row.expect[r], 200)) && matches(row.expect.admin, 200));
    expect(adminOnlyRows.length).toBeGreaterThan(150);
    const reached: string[] = [];
    const jobs = adminOnlyRows.flatMap((row) => [seed.users.coordinator, seed.users.plainUser].map((user) => ({ row, user })));
    for (let i = 0; i < jobs.length; i += 8) {
      await Promise.all(
        jobs.slice(i, i + 8).map(async ({ row, user }) => {
          // Called like a student would be (studentA's ids), i.e. on somebody else's objects.
          const { status } = await run(row, "student", user.token);
          if (status < 300 || status >= 500) reached.push(`${row.key}${row.note ? ` ${row.note}` : ""} as ${user === seed.users.coordinator ? "coordinator" : "user"}: ${status}`);
        }),
      );
    }
    expect(reached).toEqual([]);
  }, 120_000);

  it("answers every row as listed for every role", async () => {
    const mismatches: string[] = [];
    const jobs = table.flatMap((row) => roles.map((role) => ({ row, role })));
    const width = 8;
    for (let i = 0; i < jobs.length; i += width) {
      await Promise.all(
        jobs.slice(i, i + width).map(async ({ row, role }) => {
          const { status, body } = await run(row, role);
          const label = `${row.key}${row.note ? ` ${row.note}` : ""} as ${role}`;
          if (!matches(row.expect[role], status)) {
            mismatches.push(`${label}: expected ${JSON.stringify(row.expect[role])}, got ${status}`);
          } else if (row.scope && status < 300 && !row.scope(body, seed, role)) {
            mismatches.push(`${label}: answered outside the caller's scope`);
          }
        }),
      );
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
