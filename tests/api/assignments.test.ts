import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol } from "./people-helpers.js";

type Who = { token: string; id: number };
let platform: TestPlatform;
let admin: Who;
let teacherA: Who;
let teacherB: Who;
let student: Who;
let otherStudent: Who;
let outsider: Who;
let classA: number;
let classB: number;
let shared: number;
let personal: number;
let inB: number;

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

const ids = (response: { json(): unknown }) => (response.json() as Array<{ id: number }>).map((a) => a.id).sort((x, y) => x - y);

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  admin = { token: first.token, id: first.user.id };
  teacherA = await who("teacher", "Tania");
  teacherB = await who("teacher", "Tomás");
  student = await who("student", "Sara");
  otherStudent = await who("student", "Otto");
  outsider = await who("student", "Olga");
  classA = await createClass(platform.db, teacherA.id, "Clase A");
  classB = await createClass(platform.db, teacherB.id, "Clase B");
  await enrol(platform.db, student.id, classA);
  await enrol(platform.db, otherStudent.id, classA);
  await enrol(platform.db, outsider.id, classB);
});

afterAll(async () => {
  await platform.close();
});

describe("create", () => {
  it("the class's teacher creates an assignment for the whole class with a due date", async () => {
    const created = await call("POST", "/api/assignments", teacherA.token, { title: "Leer un cuento", description: "Capítulo 1", classId: classA, dueDate: "2099-01-15" });
    expect(created.statusCode).toBe(201);
    expect(created.json().assignment).toMatchObject({ title: "Leer un cuento", classId: classA, class: { title: "Clase A" }, dueDate: "2099-01-15", status: "pending", studentId: null, teacherId: teacherA.id, canEdit: true });
    shared = created.json().assignment.id;
    const own = await call("POST", "/api/assignments", teacherA.token, { title: "Repaso de Sara", classId: classA, dueDate: "2000-01-01", studentId: student.id });
    expect(own.statusCode).toBe(201);
    personal = own.json().assignment.id;
    const byAdmin = await call("POST", "/api/assignments", admin.token, { title: "Tarea B", classId: classB, dueDate: "2099-02-01" });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().assignment.teacherId).toBe(teacherB.id);
    inB = byAdmin.json().assignment.id;
  });

  it("refuses other teachers' classes, students, no token and bad input", async () => {
    const other = await call("POST", "/api/assignments", teacherB.token, { title: "X", classId: classA, dueDate: "2099-01-01" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Solo puedes crear tareas para tus propias clases.");
    expect((await call("POST", "/api/assignments", student.token, { title: "X", classId: classA, dueDate: "2099-01-01" })).statusCode).toBe(403);
    expect((await call("POST", "/api/assignments", undefined, { title: "X" })).statusCode).toBe(401);
    const noTitle = await call("POST", "/api/assignments", teacherA.token, { title: "", classId: classA, dueDate: "2099-01-01" });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields.title).toBe("El título es requerido");
    const badDate = await call("POST", "/api/assignments", teacherA.token, { title: "X", classId: classA, dueDate: "mañana" });
    expect(badDate.json().fields.dueDate).toBe("Fecha no válida");
    const noClass = await call("POST", "/api/assignments", admin.token, { title: "X", classId: 99999, dueDate: "2099-01-01" });
    expect(noClass.statusCode).toBe(400);
    const notEnrolled = await call("POST", "/api/assignments", teacherA.token, { title: "X", classId: classA, dueDate: "2099-01-01", studentId: outsider.id });
    expect(notEnrolled.json().message).toBe("El estudiante no está inscrito en esta clase.");
  });
});

describe("list scope", () => {
  it("teachers see their classes' assignments, admin all", async () => {
    expect(ids(await call("GET", "/api/assignments", teacherA.token))).toEqual([shared, personal].sort((x, y) => x - y));
    expect(ids(await call("GET", "/api/assignments", teacherB.token))).toEqual([inB]);
    expect(ids(await call("GET", "/api/assignments", admin.token))).toEqual([shared, personal, inB].sort((x, y) => x - y));
    expect((await call("GET", `/api/assignments/${shared}`, teacherB.token)).statusCode).toBe(404);
  });

  it("students see their own or those with no student set in their classes", async () => {
    expect(ids(await call("GET", "/api/assignments", student.token))).toEqual([shared, personal].sort((x, y) => x - y));
    expect(ids(await call("GET", "/api/assignments", otherStudent.token))).toEqual([shared]);
    expect(ids(await call("GET", "/api/assignments", outsider.token))).toEqual([inB]);
    expect((await call("GET", `/api/assignments/${personal}`, otherStudent.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/assignments")).statusCode).toBe(401);
  });
});

describe("update", () => {
  it("a student marks a class assignment done for themselves only", async () => {
    const done = await call("PUT", `/api/assignments/${shared}`, student.token, { status: "completed" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, message: "Tarea marcada como completada", assignment: { status: "completed" } });
    const theirs = await call("GET", `/api/assignments/${shared}`, otherStudent.token);
    expect(theirs.json().status).toBe("pending");
    const staff = await call("GET", `/api/assignments/${shared}`, teacherA.token);
    expect(staff.json().completedCount).toBe(1);
    const dashboard = await call("GET", "/api/dashboard/student", student.token);
    expect(dashboard.json()).toMatchObject({ assignmentsCompleted: 1, assignmentsTotal: 2 });
    const otherDashboard = await call("GET", "/api/dashboard/student", otherStudent.token);
    expect(otherDashboard.json()).toMatchObject({ assignmentsCompleted: 0, assignmentsTotal: 1 });
    const again = await call("PUT", `/api/assignments/${shared}`, student.token, { status: "pending" });
    expect(again.json().assignment.status).toBe("pending");
    const own = await call("PUT", `/api/assignments/${personal}`, student.token, { status: "completed" });
    expect(own.json().assignment.status).toBe("completed");
  });

  it("students cannot change anything else or assignments they cannot see", async () => {
    const title = await call("PUT", `/api/assignments/${shared}`, student.token, { title: "Nada" });
    expect(title.statusCode).toBe(403);
    expect((await call("PUT", `/api/assignments/${personal}`, otherStudent.token, { status: "completed" })).statusCode).toBe(404);
    expect((await call("PUT", `/api/assignments/${inB}`, student.token, { status: "completed" })).statusCode).toBe(404);
  });

  it("teacherId is changed by admin only; the teacher edits their own", async () => {
    const byTeacher = await call("PUT", `/api/assignments/${shared}`, teacherA.token, { teacherId: teacherB.id });
    expect(byTeacher.statusCode).toBe(403);
    const edited = await call("PUT", `/api/assignments/${shared}`, teacherA.token, { title: "Leer dos cuentos", dueDate: "2099-01-20" });
    expect(edited.json().assignment).toMatchObject({ title: "Leer dos cuentos", dueDate: "2099-01-20" });
    const byAdmin = await call("PUT", `/api/assignments/${inB}`, admin.token, { teacherId: teacherA.id });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().assignment.teacherId).toBe(teacherA.id);
    const badTeacher = await call("PUT", `/api/assignments/${inB}`, admin.token, { teacherId: student.id });
    expect(badTeacher.statusCode).toBe(400);
    expect((await call("PUT", `/api/assignments/${personal}`, teacherB.token, { title: "X" })).statusCode).toBe(404);
  });

  it("tRPC lists through the same service and the owner deletes", async () => {
    const list = await platform.app.inject({ method: "GET", url: "/trpc/assignments.list", headers: bearer(otherStudent.token) });
    expect(list.json().result.data.map((a: { id: number }) => a.id)).toEqual([shared]);
    expect((await call("DELETE", `/api/assignments/${personal}`, student.token)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/assignments/${personal}`, teacherA.token)).statusCode).toBe(200);
    expect((await call("GET", `/api/assignments/${personal}`, student.token)).statusCode).toBe(404);
  });
});
