import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

type Who = { token: string; id: number };
let platform: TestPlatform;
let admin: Who;
let teacher: Who;
let student: Who;
let moduleId: number;

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, body?: unknown) {
  return platform.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  admin = { token: first.token, id: first.user.id };
  const t = await createUser(platform, { role: "teacher", firstName: "Tania", lastName: "Prueba" });
  teacher = { token: (await signIn(platform.app, t.email, t.password)).token, id: t.id };
  const s = await createUser(platform, { role: "student", firstName: "Sara", lastName: "Prueba" });
  student = { token: (await signIn(platform.app, s.email, s.password)).token, id: s.id };
  moduleId = await createModule(platform.db, admin.id, { title: "Números" });
});

afterAll(async () => {
  await platform.close();
});

describe("exams", () => {
  it("admin creates an exam with the defaults and edits it", async () => {
    const created = await call("POST", "/api/exams", admin.token, { title: "Examen de sumas", moduleId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: "Examen creado correctamente",
      exam: { title: "Examen de sumas", moduleId, moduleTitle: "Números", duration: 60, totalQuestions: 10, passingScore: 70, isActive: true, youtubeVideoUrl: null },
    });
    const id = created.json().exam.id;
    const edited = await call("PUT", `/api/exams/${id}`, admin.token, { title: "Sumas", moduleId, duration: 300, totalQuestions: 100, passingScore: 0, isActive: false, youtubeVideoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(edited.json().exam).toMatchObject({ title: "Sumas", duration: 300, totalQuestions: 100, passingScore: 0, isActive: false, youtubeVideoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    const list = await call("GET", "/api/exams", admin.token);
    expect(list.json()).toHaveLength(1);
    expect((await call("DELETE", `/api/exams/${id}`, admin.token)).json().message).toBe("Examen eliminado correctamente");
    expect((await call("DELETE", `/api/exams/${id}`, admin.token)).statusCode).toBe(404);
  });

  it("refuses a duration of 301, missing fields and bad links with Spanish messages", async () => {
    const long = await call("POST", "/api/exams", admin.token, { title: "Largo", moduleId, duration: 301 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("La duración debe estar entre 1 y 300 minutos");
    const zero = await call("POST", "/api/exams", admin.token, { title: "Cero", moduleId, duration: 0 });
    expect(zero.statusCode).toBe(400);
    const questions = await call("POST", "/api/exams", admin.token, { title: "X", moduleId, totalQuestions: 101 });
    expect(questions.json().message).toBe("El número de preguntas debe estar entre 1 y 100");
    const passing = await call("POST", "/api/exams", admin.token, { title: "X", moduleId, passingScore: 101 });
    expect(passing.json().message).toBe("El puntaje mínimo debe estar entre 0 y 100");
    const missing = await call("POST", "/api/exams", admin.token, { title: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Por favor completa todos los campos requeridos");
    const video = await call("POST", "/api/exams", admin.token, { title: "X", moduleId, youtubeVideoUrl: "javascript:alert(1)" });
    expect(video.json().message).toBe("El enlace del video debe empezar por http:// o https://");
    const noModule = await call("POST", "/api/exams", admin.token, { title: "X", moduleId: 99999 });
    expect(noModule.json().message).toBe("El módulo seleccionado no existe.");
  });

  it("is admin only", async () => {
    expect((await call("GET", "/api/exams", teacher.token)).statusCode).toBe(403);
    expect((await call("POST", "/api/exams", teacher.token, { title: "X", moduleId })).statusCode).toBe(403);
    expect((await call("GET", "/api/exams", student.token)).statusCode).toBe(403);
    expect((await call("POST", "/api/exams", undefined, { title: "X" })).statusCode).toBe(401);
  });
});

describe("quizzes", () => {
  it("admin creates a quiz with the defaults; attempts and average are computed", async () => {
    const created = await call("POST", "/api/quiz", admin.token, { title: "Cuestionario de restas", moduleId });
    expect(created.statusCode).toBe(201);
    expect(created.json().quiz).toMatchObject({ duration: 30, totalQuestions: 5, passingScore: 60, isActive: true, attempts: 0, averageScore: null });
    const id = created.json().quiz.id;
    const now = new Date().toISOString();
    await platform.db.insertInto("quizAttempts").values([{ quizId: id, studentId: student.id, score: 80, createdAt: now }, { quizId: id, studentId: student.id, score: 65, createdAt: now }]).execute();
    const list = await call("GET", "/api/quiz", admin.token);
    expect(list.json()[0]).toMatchObject({ id, attempts: 2, averageScore: 72.5 });
    const edited = await call("PUT", `/api/quiz/${id}`, admin.token, { title: "Restas", moduleId, duration: 120, totalQuestions: 50 });
    expect(edited.json()).toMatchObject({ message: "Cuestionario actualizado correctamente", quiz: { duration: 120, totalQuestions: 50 } });
  });

  it("refuses 0 questions and a duration over 120", async () => {
    const none = await call("POST", "/api/quiz", admin.token, { title: "Vacío", moduleId, totalQuestions: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("El número de preguntas debe estar entre 1 y 50");
    const long = await call("POST", "/api/quiz", admin.token, { title: "Largo", moduleId, duration: 121 });
    expect(long.json().message).toBe("La duración debe estar entre 1 y 120 minutos");
    expect((await call("POST", "/api/quiz", teacher.token, { title: "X", moduleId })).statusCode).toBe(403);
  });

  it("tRPC answers the same messages", async () => {
    const response = await platform.app.inject({
      method: "POST",
      url: "/trpc/exams.create",
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      payload: JSON.stringify({ title: "X", moduleId, duration: 301 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("La duración debe estar entre 1 y 300 minutos");
  });
});
