import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../setup/multipart.js";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0)]);
const base = "/api/student-work-submissions";

type Who = { token: string; id: number };
let platform: TestPlatform;
let admin: Who;
let teacherA: Who;
let teacherB: Who;
let student: Who;
let otherStudent: Who;
let parent: Who;
let otherParent: Who;
let moduleA: number;
let moduleB: number;

async function who(role: "teacher" | "student" | "parent", firstName: string): Promise<Who> {
  const user = await createUser(platform, { role, firstName, lastName: "Prueba" });
  return { token: (await signIn(platform.app, user.email, user.password)).token, id: user.id };
}

async function insertModule(title: string, createdById: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await platform.db
    .insertInto("modules")
    .values({ title, description: "Descripción", url: null, tribe: "Tribu 1", pdfFileId: null, pdfUrl: null, youtubeVideo: null, instructions: null, forms: null, workUpload: null, createdById, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function json(method: "GET" | "POST" | "PUT", url: string, token?: string, body?: unknown) {
  return platform.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

function multipart(app: FastifyInstance, method: "POST" | "PUT", url: string, token: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const body = multipartBody(fields, file);
  return app.inject({ method, url, headers: { ...bearer(token), "content-type": body.contentType }, payload: body.payload });
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  admin = { token: first.token, id: first.user.id };
  teacherA = await who("teacher", "Tania");
  teacherB = await who("teacher", "Tomás");
  student = await who("student", "Sara");
  otherStudent = await who("student", "Otto");
  parent = await who("parent", "Paula");
  otherParent = await who("parent", "Pedro");
  await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: student.id, createdAt: new Date().toISOString() }).execute();
  moduleA = await insertModule("Módulo de Tania", teacherA.id);
  moduleB = await insertModule("Módulo de Tomás", teacherB.id);
  await platform.db.insertInto("userModules").values({ userId: student.id, moduleId: moduleA, assignedAt: new Date().toISOString() }).execute();
});

afterAll(async () => {
  await platform.close();
});

describe("hand-in", () => {
  it("a student hands in a link and a file by multipart; it starts SUBMITTED", async () => {
    const response = await multipart(platform.app, "POST", base, student.token, { moduleId: String(moduleA), workUrl: "https://ejemplo.org/mi-trabajo", workDescription: "Mi dibujo" }, { name: "dibujo.pdf", content: pdfBytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: "¡Trabajo enviado exitosamente!" });
    expect(response.json().submission).toMatchObject({ status: "SUBMITTED", workUrl: "https://ejemplo.org/mi-trabajo", workDescription: "Mi dibujo", workFile: { originalName: "dibujo.pdf", mimeType: "application/pdf" } });
  });

  it("accepts a JSON hand-in, refuses an empty one, a bad link and a non-student", async () => {
    const ok = await json("POST", base, otherStudent.token, { moduleId: moduleA, workDescription: "Solo texto" });
    expect(ok.statusCode).toBe(201);
    const empty = await json("POST", base, otherStudent.token, { moduleId: moduleB });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Agrega un enlace, una descripción o un archivo.");
    const badLink = await json("POST", base, otherStudent.token, { moduleId: moduleB, workUrl: "javascript:alert(1)" });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fields.workUrl).toBe("El enlace debe empezar por http:// o https://");
    const byTeacher = await json("POST", base, teacherA.token, { moduleId: moduleA, workDescription: "x" });
    expect(byTeacher.statusCode).toBe(403);
  });

  it("refuses a renamed executable and 10 MB + 1 byte, by content and while streaming", async () => {
    const renamed = await multipart(platform.app, "POST", base, otherStudent.token, { moduleId: String(moduleB) }, { name: "trabajo.pdf", content: exeBytes });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toMatch(/^Tipo de archivo no permitido/);
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfBytes.length, 0x20)]);
    const tooBig = await multipart(platform.app, "POST", base, otherStudent.token, { moduleId: String(moduleB) }, { name: "grande.pdf", content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("El archivo no puede ser mayor a 10MB");
  });

  it("one submission per student and module: a second hand-in updates the first", async () => {
    const list = await json("GET", `${base}/student/${student.id}`, student.token);
    const before = list.json().filter((s: { moduleId: number }) => s.moduleId === moduleA);
    expect(before).toHaveLength(1);
    const again = await json("POST", base, student.token, { moduleId: moduleA, workDescription: "Versión 2" });
    expect(again.json().submission.id).toBe(before[0].id);
    expect(again.json().submission.workDescription).toBe("Versión 2");
    expect(again.json().submission.workFile).not.toBeNull();
  });
});

describe("access", () => {
  let submissionId: number;
  beforeAll(async () => {
    const list = await json("GET", base, student.token);
    submissionId = list.json().submissions.find((s: { moduleId: number }) => s.moduleId === moduleA).id;
  });

  it("students see only their own work; another student cannot change it", async () => {
    const mine = await json("GET", base, otherStudent.token);
    expect(mine.json().submissions.every((s: { studentId: number }) => s.studentId === otherStudent.id)).toBe(true);
    expect((await json("PUT", `${base}/${submissionId}`, otherStudent.token, { workDescription: "hack" })).statusCode).toBe(403);
    expect((await json("GET", `${base}/student/${student.id}`, otherStudent.token)).statusCode).toBe(403);
  });

  it("a parent reads only their children's work", async () => {
    const own = await json("GET", `${base}/student/${student.id}`, parent.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
    expect((await json("GET", `${base}/student/${student.id}`, otherParent.token)).statusCode).toBe(403);
    expect((await json("GET", base, otherParent.token)).json().submissions).toEqual([]);
    expect((await json("GET", `${base}/${submissionId}/file`, otherParent.token)).statusCode).toBe(403);
    expect((await json("GET", `${base}/${submissionId}/file`, parent.token)).statusCode).toBe(200);
  });

  it("a teacher sees and reviews only their own modules' work", async () => {
    const tania = await json("GET", base, teacherA.token);
    expect(tania.json().submissions.map((s: { id: number }) => s.id)).toContain(submissionId);
    const tomas = await json("GET", `${base}/pending`, teacherB.token);
    expect(tomas.json().pendingSubmissions.map((s: { id: number }) => s.id)).not.toContain(submissionId);
    const review = await json("PUT", `${base}/${submissionId}/review`, teacherB.token, { status: "APPROVED", grade: 9 });
    expect(review.statusCode).toBe(403);
    expect((await json("GET", `${base}/${submissionId}/file`, teacherB.token)).statusCode).toBe(403);
    expect((await json("GET", `${base}/pending`, student.token)).statusCode).toBe(403);
  });
});

describe("review", () => {
  let submissionId: number;
  beforeAll(async () => {
    const list = await json("GET", base, student.token);
    submissionId = list.json().submissions.find((s: { moduleId: number }) => s.moduleId === moduleA).id;
  });

  it.each([[-0.1], [10.1], ["abc"], [5.55]])("refuses the grade %s", async (grade) => {
    const response = await json("PUT", `${base}/${submissionId}/review`, teacherA.token, { status: "REVIEWED", grade });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a status outside the review statuses", async () => {
    expect((await json("PUT", `${base}/${submissionId}/review`, teacherA.token, { status: "SUBMITTED" })).statusCode).toBe(400);
    expect((await json("PUT", `${base}/${submissionId}/review`, teacherA.token, { status: "DONE" })).statusCode).toBe(400);
  });

  it.each([[0], [9.5], [10]])("accepts the grade %s and keeps who and when", async (grade) => {
    const response = await json("PUT", `${base}/${submissionId}/review`, teacherA.token, { status: "REVIEWED", grade, teacherFeedback: "  Bien hecho  " });
    expect(response.statusCode).toBe(200);
    expect(response.json().submission).toMatchObject({ status: "REVIEWED", grade, teacherFeedback: "Bien hecho", reviewedBy: "Tania Prueba", reviewedAt: expect.any(String) });
  });

  it("approval completes the module for the student, every grade change stays in the history, and an update goes back to SUBMITTED", async () => {
    await json("PUT", `${base}/${submissionId}/review`, admin.token, { status: "APPROVED", grade: 8.5, teacherFeedback: "Aprobado" });
    const progress = await platform.services.modules.progressForStudent(student.id);
    expect(progress.modules.find((m) => m.moduleId === moduleA)).toMatchObject({ status: "APPROVED", completed: true });
    const submissions = await json("GET", `${base}/student/${student.id}`, parent.token);
    expect(submissions.json().find((s: { id: number }) => s.id === submissionId)).toMatchObject({ status: "APPROVED", grade: 8.5 });

    const history = await platform.app.inject({
      method: "GET",
      url: `/trpc/studentWork.history?input=${encodeURIComponent(JSON.stringify({ id: submissionId }))}`,
      headers: bearer(teacherA.token),
    });
    const grades = history.json().result.data.map((entry: { grade: number | null }) => entry.grade);
    expect(grades.slice(-4)).toEqual([0, 9.5, 10, 8.5]);

    const updated = await json("PUT", `${base}/${submissionId}`, student.token, { workDescription: "Corregido" });
    expect(updated.json().submission).toMatchObject({ status: "SUBMITTED", workDescription: "Corregido", grade: 8.5 });
  });
});
