import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcMutation } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let student: Actor;
let moduleId: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Tania", lastName: "Prueba" });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Prueba" });
  moduleId = await createModule(platform.db, admin.id, { title: "Números" });
});

afterAll(async () => {
  await platform.close();
});

describe("exams", () => {
  it("admin creates an exam with the defaults and edits it", async () => {
    const created = await rest(admin, "POST", "/api/exams", { title: "Examen de sumas", moduleId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: "Examen creado correctamente",
      exam: { title: "Examen de sumas", moduleId, moduleTitle: "Números", duration: 60, totalQuestions: 10, passingScore: 70, isActive: true, youtubeVideoUrl: null },
    });
    const id = created.json().exam.id;
    const edited = await rest(admin, "PUT", `/api/exams/${id}`, { title: "Sumas", moduleId, duration: 300, totalQuestions: 100, passingScore: 0, isActive: false, youtubeVideoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(edited.json().exam).toMatchObject({ title: "Sumas", duration: 300, totalQuestions: 100, passingScore: 0, isActive: false, youtubeVideoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    const list = await rest(admin, "GET", "/api/exams");
    expect(list.json()).toHaveLength(1);
    expect((await rest(admin, "DELETE", `/api/exams/${id}`)).json().message).toBe("Examen eliminado correctamente");
    expect((await rest(admin, "DELETE", `/api/exams/${id}`)).statusCode).toBe(404);
  });

  it("refuses a duration of 301, missing fields and bad links with Spanish messages", async () => {
    const long = await rest(admin, "POST", "/api/exams", { title: "Largo", moduleId, duration: 301 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("La duración debe estar entre 1 y 300 minutos");
    const zero = await rest(admin, "POST", "/api/exams", { title: "Cero", moduleId, duration: 0 });
    expect(zero.statusCode).toBe(400);
    const questions = await rest(admin, "POST", "/api/exams", { title: "X", moduleId, totalQuestions: 101 });
    expect(questions.json().message).toBe("El número de preguntas debe estar entre 1 y 100");
    const passing = await rest(admin, "POST", "/api/exams", { title: "X", moduleId, passingScore: 101 });
    expect(passing.json().message).toBe("El puntaje mínimo debe estar entre 0 y 100");
    const missing = await rest(admin, "POST", "/api/exams", { title: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Por favor completa todos los campos requeridos");
    const video = await rest(admin, "POST", "/api/exams", { title: "X", moduleId, youtubeVideoUrl: "javascript:alert(1)" });
    expect(video.json().message).toBe("El enlace del video debe empezar por http:// o https://");
    const noModule = await rest(admin, "POST", "/api/exams", { title: "X", moduleId: 99999 });
    expect(noModule.json().message).toBe("El módulo seleccionado no existe.");
  });

  it("is admin only", async () => {
    expect((await rest(teacher, "GET", "/api/exams")).statusCode).toBe(403);
    expect((await rest(teacher, "POST", "/api/exams", { title: "X", moduleId })).statusCode).toBe(403);
    expect((await rest(student, "GET", "/api/exams")).statusCode).toBe(403);
    expect((await rest(platform, "POST", "/api/exams", { title: "X" })).statusCode).toBe(401);
  });
});

describe("quizzes", () => {
  it("admin creates a quiz with the defaults; attempts and average are computed", async () => {
    const created = await rest(admin, "POST", "/api/quiz", { title: "Cuestionario de restas", moduleId });
    expect(created.statusCode).toBe(201);
    expect(created.json().quiz).toMatchObject({ duration: 30, totalQuestions: 5, passingScore: 60, isActive: true, attempts: 0, averageScore: null });
    const id = created.json().quiz.id;
    const now = new Date().toISOString();
    await platform.db.insertInto("quizAttempts").values([{ quizId: id, studentId: student.id, score: 80, createdAt: now }, { quizId: id, studentId: student.id, score: 65, createdAt: now }]).execute();
    const list = await rest(admin, "GET", "/api/quiz");
    expect(list.json()[0]).toMatchObject({ id, attempts: 2, averageScore: 72.5 });
    const edited = await rest(admin, "PUT", `/api/quiz/${id}`, { title: "Restas", moduleId, duration: 120, totalQuestions: 50 });
    expect(edited.json()).toMatchObject({ message: "Cuestionario actualizado correctamente", quiz: { duration: 120, totalQuestions: 50 } });
  });

  it("refuses 0 questions and a duration over 120", async () => {
    const none = await rest(admin, "POST", "/api/quiz", { title: "Vacío", moduleId, totalQuestions: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("El número de preguntas debe estar entre 1 y 50");
    const long = await rest(admin, "POST", "/api/quiz", { title: "Largo", moduleId, duration: 121 });
    expect(long.json().message).toBe("La duración debe estar entre 1 y 120 minutos");
    expect((await rest(teacher, "POST", "/api/quiz", { title: "X", moduleId })).statusCode).toBe(403);
  });

  it("tRPC answers the same messages", async () => {
    const response = await trpcMutation(platform.app, "exams.create", { title: "X", moduleId, duration: 301 }, bearer(admin.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("La duración debe estar entre 1 y 300 minutos");
  });
});
