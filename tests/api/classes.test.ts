import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

type Who = { token: string; id: number };
let platform: TestPlatform;
let admin: Who;
let teacherA: Who;
let teacherB: Who;
let student: Who;
let otherStudent: Who;
let parent: Who;
let moduleId: number;
let classA: number;
let classB: number;

async function who(role: "teacher" | "student" | "parent", firstName: string): Promise<Who> {
  const user = await createUser(platform, { role, firstName, lastName: "Prueba" });
  return { token: (await signIn(platform.app, user.email, user.password)).token, id: user.id };
}

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
  teacherA = await who("teacher", "Tania");
  teacherB = await who("teacher", "Tomás");
  student = await who("student", "Sara");
  otherStudent = await who("student", "Otto");
  parent = await who("parent", "Paula");
  moduleId = await createModule(platform.db, admin.id, { title: "Lectura" });
});

afterAll(async () => {
  await platform.close();
});

describe("classes", () => {
  it("only an admin creates a class, with a module and a teacher", async () => {
    const created = await call("POST", "/api/classes", admin.token, { title: "Lectura A", description: "Grupo de la mañana", moduleId, teacherId: teacherA.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      class: { title: "Lectura A", description: "Grupo de la mañana", module: { id: moduleId, title: "Lectura" }, teacherId: teacherA.id, teacher: { firstName: "Tania" }, studentsCount: 0 },
    });
    classA = created.json().class.id;
    const second = await call("POST", "/api/classes", admin.token, { title: "Lectura B", teacherId: teacherB.id });
    expect(second.statusCode).toBe(201);
    classB = second.json().class.id;

    for (const token of [teacherA.token, student.token, parent.token]) {
      expect((await call("POST", "/api/classes", token, { title: "Mía" })).statusCode).toBe(403);
    }
    expect((await call("POST", "/api/classes")).statusCode).toBe(401);
  });

  it("refuses bad input with Spanish messages", async () => {
    const noTitle = await call("POST", "/api/classes", admin.token, { title: "   " });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields.title).toBe("El título es requerido");
    const notTeacher = await call("POST", "/api/classes", admin.token, { title: "X", teacherId: student.id });
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json().message).toBe("El profesor seleccionado no existe.");
    const badModule = await call("POST", "/api/classes", admin.token, { title: "X", moduleId: 99999 });
    expect(badModule.statusCode).toBe(400);
    expect(badModule.json().message).toBe("El módulo seleccionado no existe.");
    const missing = await call("PUT", "/api/classes/99999", admin.token, { title: "Nada" });
    expect(missing.statusCode).toBe(404);
  });

  it("admin edits a class and assigns a teacher; nobody else can", async () => {
    const edited = await call("PUT", `/api/classes/${classB}`, admin.token, { title: "Lectura B2", description: "Tarde", moduleId });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().class).toMatchObject({ title: "Lectura B2", description: "Tarde", moduleId, teacherId: teacherB.id });
    const assigned = await call("PUT", `/api/classes/${classB}`, admin.token, { teacherId: teacherA.id });
    expect(assigned.json().class).toMatchObject({ title: "Lectura B2", teacherId: teacherA.id });
    const back = await call("PUT", `/api/classes/${classB}`, admin.token, { teacherId: teacherB.id });
    expect(back.json().class.teacherId).toBe(teacherB.id);
    expect((await call("PUT", `/api/classes/${classA}`, teacherA.token, { teacherId: teacherA.id })).statusCode).toBe(403);
    expect((await call("PUT", `/api/classes/${classA}`, student.token, { title: "Hack" })).statusCode).toBe(403);
  });

  it("teacher A cannot see class B; admin sees all; parents are refused", async () => {
    const mine = await call("GET", "/api/classes", teacherA.token);
    expect(mine.json().map((c: { id: number }) => c.id)).toEqual([classA]);
    const theirs = await call("GET", "/api/classes", teacherB.token);
    expect(theirs.json().map((c: { id: number }) => c.id)).toEqual([classB]);
    const all = await call("GET", "/api/classes", admin.token);
    expect(all.json().map((c: { id: number }) => c.id).sort()).toEqual([classA, classB].sort());
    expect((await call("GET", "/api/classes", parent.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/classes")).statusCode).toBe(401);
  });
});

describe("enrolments", () => {
  it("without a token every enrolment call is 401", async () => {
    expect((await call("GET", "/api/studentclasses")).statusCode).toBe(401);
    expect((await call("POST", "/api/studentclasses", undefined, { studentId: student.id, classId: classA })).statusCode).toBe(401);
    expect((await call("DELETE", "/api/studentclasses/1")).statusCode).toBe(401);
  });

  it("only admin enrols, lists and removes; a student then sees only their classes", async () => {
    expect((await call("POST", "/api/studentclasses", teacherA.token, { studentId: student.id, classId: classA })).statusCode).toBe(403);
    expect((await call("GET", "/api/studentclasses", teacherA.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/studentclasses", student.token)).statusCode).toBe(403);

    expect((await call("GET", "/api/classes", student.token)).json()).toEqual([]);
    const enrolled = await call("POST", "/api/studentclasses", admin.token, { studentId: student.id, classId: classA });
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json().enrolment).toMatchObject({ studentId: student.id, classId: classA, status: "active", student: { firstName: "Sara", email: expect.any(String) }, class: { title: "Lectura A" } });
    const pending = await call("POST", "/api/studentclasses", admin.token, { studentId: otherStudent.id, classId: classB, status: "pending" });
    expect(pending.json().enrolment.status).toBe("pending");

    const twice = await call("POST", "/api/studentclasses", admin.token, { studentId: student.id, classId: classA });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("El estudiante ya está inscrito en esta clase.");
    const teacherAsStudent = await call("POST", "/api/studentclasses", admin.token, { studentId: teacherA.id, classId: classA });
    expect(teacherAsStudent.statusCode).toBe(400);
    const badStatus = await call("POST", "/api/studentclasses", admin.token, { studentId: otherStudent.id, classId: classA, status: "gone" });
    expect(badStatus.statusCode).toBe(400);

    const seen = await call("GET", "/api/classes", student.token);
    expect(seen.json()).toHaveLength(1);
    expect(seen.json()[0]).toMatchObject({ id: classA, studentsCount: 1 });

    const list = await call("GET", "/api/studentclasses", admin.token);
    expect(list.json()).toHaveLength(2);

    const students = await call("GET", `/api/classes/${classA}/students`, teacherA.token);
    expect(students.json()).toEqual([{ id: student.id, name: "Sara Prueba", email: expect.any(String) }]);
    expect((await call("GET", `/api/classes/${classA}/students`, teacherB.token)).statusCode).toBe(404);
    expect((await call("GET", `/api/classes/${classA}/students`, student.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/classes/${classB}/students`, admin.token)).json()).toHaveLength(1);

    const id = enrolled.json().enrolment.id;
    expect((await call("DELETE", `/api/studentclasses/${id}`, teacherA.token)).statusCode).toBe(403);
    const removed = await call("DELETE", `/api/studentclasses/${id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect((await call("DELETE", `/api/studentclasses/${id}`, admin.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/classes", student.token)).json()).toEqual([]);
  });

  it("tRPC calls the same service", async () => {
    const list = await platform.app.inject({ method: "GET", url: "/trpc/classes.list", headers: bearer(teacherB.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.data.map((c: { id: number }) => c.id)).toEqual([classB]);
    const denied = await platform.app.inject({
      method: "POST",
      url: "/trpc/classes.create",
      headers: { ...bearer(teacherA.token), "content-type": "application/json" },
      payload: JSON.stringify({ title: "Nueva" }),
    });
    expect(denied.statusCode).toBe(403);
    const options = await platform.app.inject({ method: "GET", url: "/trpc/classes.options", headers: bearer(admin.token) });
    expect(options.json().result.data.teachers.map((t: { id: number }) => t.id)).toContain(teacherA.id);
  });
});
