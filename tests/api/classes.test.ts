import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;
let teacherA: Actor;
let teacherB: Actor;
let student: Actor;
let otherStudent: Actor;
let parent: Actor;
let moduleId: number;
let classA: number;
let classB: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacherA = await signedIn(platform, "teacher", { firstName: "Tania", lastName: "Prueba" });
  teacherB = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Prueba" });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Prueba" });
  otherStudent = await signedIn(platform, "student", { firstName: "Otto", lastName: "Prueba" });
  parent = await signedIn(platform, "parent", { firstName: "Paula", lastName: "Prueba" });
  moduleId = await createModule(platform.db, admin.id, { title: "Lectura" });
});

afterAll(async () => {
  await platform.close();
});

describe("classes", () => {
  it("only an admin creates a class, with a module and a teacher", async () => {
    const created = await rest(admin, "POST", "/api/classes", { title: "Lectura A", description: "Grupo de la mañana", moduleId, teacherId: teacherA.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      class: { title: "Lectura A", description: "Grupo de la mañana", module: { id: moduleId, title: "Lectura" }, teacherId: teacherA.id, teacher: { firstName: "Tania" }, studentsCount: 0 },
    });
    classA = created.json().class.id;
    const second = await rest(admin, "POST", "/api/classes", { title: "Lectura B", teacherId: teacherB.id });
    expect(second.statusCode).toBe(201);
    classB = second.json().class.id;

    for (const as of [teacherA, student, parent]) {
      expect((await rest(as, "POST", "/api/classes", { title: "Mía" })).statusCode).toBe(403);
    }
    expect((await rest(platform, "POST", "/api/classes")).statusCode).toBe(401);
  });

  it("refuses bad input with Spanish messages", async () => {
    const noTitle = await rest(admin, "POST", "/api/classes", { title: "   " });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields.title).toBe("El título es requerido");
    const notTeacher = await rest(admin, "POST", "/api/classes", { title: "X", teacherId: student.id });
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json().message).toBe("El profesor seleccionado no existe.");
    const badModule = await rest(admin, "POST", "/api/classes", { title: "X", moduleId: 99999 });
    expect(badModule.statusCode).toBe(400);
    expect(badModule.json().message).toBe("El módulo seleccionado no existe.");
    const missing = await rest(admin, "PUT", "/api/classes/99999", { title: "Nada" });
    expect(missing.statusCode).toBe(404);
  });

  it("admin edits a class and assigns a teacher; nobody else can", async () => {
    const edited = await rest(admin, "PUT", `/api/classes/${classB}`, { title: "Lectura B2", description: "Tarde", moduleId });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().class).toMatchObject({ title: "Lectura B2", description: "Tarde", moduleId, teacherId: teacherB.id });
    const assigned = await rest(admin, "PUT", `/api/classes/${classB}`, { teacherId: teacherA.id });
    expect(assigned.json().class).toMatchObject({ title: "Lectura B2", teacherId: teacherA.id });
    const back = await rest(admin, "PUT", `/api/classes/${classB}`, { teacherId: teacherB.id });
    expect(back.json().class.teacherId).toBe(teacherB.id);
    expect((await rest(teacherA, "PUT", `/api/classes/${classA}`, { teacherId: teacherA.id })).statusCode).toBe(403);
    expect((await rest(student, "PUT", `/api/classes/${classA}`, { title: "Hack" })).statusCode).toBe(403);
  });

  it("teacher A cannot see class B; admin sees all; parents are refused", async () => {
    const mine = await rest(teacherA, "GET", "/api/classes");
    expect(mine.json().map((c: { id: number }) => c.id)).toEqual([classA]);
    const theirs = await rest(teacherB, "GET", "/api/classes");
    expect(theirs.json().map((c: { id: number }) => c.id)).toEqual([classB]);
    const all = await rest(admin, "GET", "/api/classes");
    expect(all.json().map((c: { id: number }) => c.id).sort()).toEqual([classA, classB].sort());
    expect((await rest(parent, "GET", "/api/classes")).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/classes")).statusCode).toBe(401);
  });
});

describe("enrolments", () => {
  it("without a token every enrolment call is 401", async () => {
    expect((await rest(platform, "GET", "/api/studentclasses")).statusCode).toBe(401);
    expect((await rest(platform, "POST", "/api/studentclasses", { studentId: student.id, classId: classA })).statusCode).toBe(401);
    expect((await rest(platform, "DELETE", "/api/studentclasses/1")).statusCode).toBe(401);
  });

  it("only admin enrols, lists and removes; a student then sees only their classes", async () => {
    expect((await rest(teacherA, "POST", "/api/studentclasses", { studentId: student.id, classId: classA })).statusCode).toBe(403);
    expect((await rest(teacherA, "GET", "/api/studentclasses")).statusCode).toBe(403);
    expect((await rest(student, "GET", "/api/studentclasses")).statusCode).toBe(403);

    expect((await rest(student, "GET", "/api/classes")).json()).toEqual([]);
    const enrolled = await rest(admin, "POST", "/api/studentclasses", { studentId: student.id, classId: classA });
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json().enrolment).toMatchObject({ studentId: student.id, classId: classA, status: "active", student: { firstName: "Sara", email: expect.any(String) }, class: { title: "Lectura A" } });
    const pending = await rest(admin, "POST", "/api/studentclasses", { studentId: otherStudent.id, classId: classB, status: "pending" });
    expect(pending.json().enrolment.status).toBe("pending");

    const twice = await rest(admin, "POST", "/api/studentclasses", { studentId: student.id, classId: classA });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("El estudiante ya está inscrito en esta clase.");
    const teacherAsStudent = await rest(admin, "POST", "/api/studentclasses", { studentId: teacherA.id, classId: classA });
    expect(teacherAsStudent.statusCode).toBe(400);
    const badStatus = await rest(admin, "POST", "/api/studentclasses", { studentId: otherStudent.id, classId: classA, status: "gone" });
    expect(badStatus.statusCode).toBe(400);

    const seen = await rest(student, "GET", "/api/classes");
    expect(seen.json()).toHaveLength(1);
    expect(seen.json()[0]).toMatchObject({ id: classA, studentsCount: 1 });

    const list = await rest(admin, "GET", "/api/studentclasses");
    expect(list.json()).toHaveLength(2);

    const students = await rest(teacherA, "GET", `/api/classes/${classA}/students`);
    expect(students.json()).toEqual([{ id: student.id, name: "Sara Prueba", email: expect.any(String) }]);
    expect((await rest(teacherB, "GET", `/api/classes/${classA}/students`)).statusCode).toBe(404);
    expect((await rest(student, "GET", `/api/classes/${classA}/students`)).statusCode).toBe(403);
    expect((await rest(admin, "GET", `/api/classes/${classB}/students`)).json()).toHaveLength(1);

    const id = enrolled.json().enrolment.id;
    expect((await rest(teacherA, "DELETE", `/api/studentclasses/${id}`)).statusCode).toBe(403);
    const removed = await rest(admin, "DELETE", `/api/studentclasses/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await rest(admin, "DELETE", `/api/studentclasses/${id}`)).statusCode).toBe(404);
    expect((await rest(student, "GET", "/api/classes")).json()).toEqual([]);
  });

  it("tRPC calls the same service", async () => {
    const list = await trpcQuery(platform.app, "classes.list", undefined, bearer(teacherB.token));
    expect(list.statusCode).toBe(200);
    expect(list.json().result.data.map((c: { id: number }) => c.id)).toEqual([classB]);
    const denied = await trpcMutation(platform.app, "classes.create", { title: "Nueva" }, bearer(teacherA.token));
    expect(denied.statusCode).toBe(403);
    const options = await trpcQuery(platform.app, "classes.options", undefined, bearer(admin.token));
    expect(options.json().result.data.teachers.map((t: { id: number }) => t.id)).toContain(teacherA.id);
  });
});
