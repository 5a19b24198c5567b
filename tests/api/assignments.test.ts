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
    expect(list.json().result.data.assignments.map((a: { id: number }) => a.id)).toEqual([shared]);
    expect((await call("DELETE", `/api/assignments/${personal}`, student.token)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/assignments/${personal}`, teacherA.token)).statusCode).toBe(200);
    expect((await call("GET", `/api/assignments/${personal}`, student.token)).statusCode).toBe(404);
  });
});

describe("paging", () => {
  type Row = { id: number; status: string };
  type Page = { assignments: Row[]; total: number; page: number; pageSize: number; counts: { total: number; completed: number; pending: number; overdue: number } };
  let teacherC: Who;
  let inClass: Who;
  let withOwn: Who;
  let classC: number;
  /** Class C's assignments as [id, createdAt], in the order the list must give them. */
  let classWide: number[] = [];
  let own: number[] = [];
  const past: number[] = [];

  async function list(token: string, input: Record<string, unknown> = {}): Promise<Page> {
    const response = await platform.app.inject({ method: "GET", url: `/trpc/assignments.list?input=${encodeURIComponent(JSON.stringify(input))}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().result.data;
  }

  /** Every row of a list, page by page. */
  async function everyPage(token: string, input: Record<string, unknown>, pageSize: number): Promise<number[]> {
    const seen: number[] = [];
    for (let page = 1; page <= 40; page++) {
      const body = await list(token, { ...input, page, pageSize });
      seen.push(...body.assignments.map((a) => a.id));
      if (page * pageSize >= body.total) break;
    }
    return seen;
  }

  /** Newest first, then the highest id: what every page must follow. */
  async function expectedOrder(idsInScope: number[]): Promise<number[]> {
    const rows = await platform.db.selectFrom("assignments").select(["id", "createdAt"]).where("id", "in", idsInScope).execute();
    return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((r) => r.id);
  }

  async function insert(values: { title: string; dueDate: string; studentId: number | null; createdAt: string }): Promise<number> {
    const row = await platform.db
      .insertInto("assignments")
      .values({ ...values, description: "", classId: classC, teacherId: teacherC.id, status: "pending" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    teacherC = await who("teacher", "Paula");
    inClass = await who("student", "Pía");
    withOwn = await who("student", "Pedro");
    classC = await createClass(platform.db, teacherC.id, "Clase C");
    await enrol(platform.db, inClass.id, classC);
    await enrol(platform.db, withOwn.id, classC);
    // 30 for the whole class, three to a second so the id must break ties; not inserted in date
    // order, so the id alone would give the wrong order. Five are past due (date only) and one a
    // past date and time; the rest are due in 2099.
    for (let i = 0; i < 30; i++) {
      const second = (i * 7) % 10;
      const createdAt = new Date(Date.UTC(2026, 0, 10, 8, 0, second)).toISOString();
      const dueDate = i < 5 ? `2000-01-0${i + 1}` : i === 5 ? "2001-01-01T10:00:00.000Z" : "2099-03-01";
      const id = await insert({ title: `Tarea ${i}`, dueDate, studentId: null, createdAt });
      classWide.push(id);
      if (i <= 5) past.push(id);
    }
    for (let i = 0; i < 2; i++) {
      own.push(await insert({ title: `Propia ${i}`, dueDate: "2099-04-01", studentId: withOwn.id, createdAt: new Date(Date.UTC(2026, 0, 11, 8, 0, i)).toISOString() }));
    }
    classWide = await expectedOrder(classWide);
    own = await expectedOrder(own);
  });

  it("the first page holds 25, newest first, and the second the rest, with total, page and pageSize", async () => {
    const expected = await expectedOrder([...classWide, ...own]);
    const first = await list(teacherC.token);
    expect(first).toMatchObject({ total: 32, page: 1, pageSize: 25 });
    expect(first.assignments.map((a) => a.id)).toEqual(expected.slice(0, 25));
    const second = await list(teacherC.token, { page: 2 });
    expect(second).toMatchObject({ total: 32, page: 2, pageSize: 25 });
    expect(second.assignments.map((a) => a.id)).toEqual(expected.slice(25));
    // Small pages walk the same order with no row twice and none skipped.
    expect(await everyPage(teacherC.token, {}, 7)).toEqual(expected);
    expect((await list(teacherC.token, { page: 9 })).assignments).toEqual([]);
  });

  it("scope still holds on every page: each teacher their own, students theirs, admin all", async () => {
    expect(await everyPage(inClass.token, {}, 10)).toEqual(classWide);
    expect(await everyPage(withOwn.token, {}, 10)).toEqual(await expectedOrder([...classWide, ...own]));
    const teacherAIds = await everyPage(teacherA.token, {}, 10);
    expect(teacherAIds.filter((id) => classWide.includes(id) || own.includes(id))).toEqual([]);
    expect(teacherAIds.length).toBeGreaterThan(0);
    const everything = await platform.db.selectFrom("assignments").select("id").execute();
    const adminIds = await everyPage(admin.token, {}, 10);
    expect(adminIds).toEqual(await expectedOrder(everything.map((r) => r.id)));
    expect((await list(admin.token)).total).toBe(everything.length);
    expect((await call("GET", "/api/assignments?page=2", undefined)).statusCode).toBe(401);
    const parent = await who("parent", "Pilar");
    expect((await call("GET", "/api/assignments?page=1", parent.token)).statusCode).toBe(403);
  });

  it("counts cover the whole scope and show=pending leaves out what the caller completed", async () => {
    const before = await list(inClass.token, { pageSize: 5 });
    expect(before.counts).toEqual({ total: 30, completed: 0, overdue: 6, pending: 24 });
    const donePast = past[0] as number;
    const doneFuture = classWide.find((id) => !past.includes(id)) as number;
    for (const id of [donePast, doneFuture]) {
      expect((await call("PUT", `/api/assignments/${id}`, inClass.token, { status: "completed" })).statusCode).toBe(200);
    }
    const after = await list(inClass.token, { pageSize: 5 });
    expect(after.counts).toEqual({ total: 30, completed: 2, overdue: 5, pending: 23 });
    expect(after.total).toBe(30);
    const open = await list(inClass.token, { show: "pending", pageSize: 5 });
    expect(open.total).toBe(28);
    expect(open.counts).toEqual(after.counts);
    expect(await everyPage(inClass.token, { show: "pending" }, 5)).toEqual(classWide.filter((id) => id !== donePast && id !== doneFuture));
    // Another student's marks are theirs: nothing is completed for them.
    expect((await list(withOwn.token)).counts).toMatchObject({ total: 32, completed: 0, overdue: 6 });
    expect((await list(withOwn.token, { show: "pending" })).total).toBe(32);
    // Staff count the assignment's own status.
    expect((await list(teacherC.token)).counts).toMatchObject({ total: 32, completed: 0, overdue: 6 });
  });

  it("REST keeps the spec's array body and pages with X-Total-Count and Link headers", async () => {
    const expected = await expectedOrder([...classWide, ...own]);
    const first = await call("GET", "/api/assignments", teacherC.token);
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(first.json().map((a: Row) => a.id)).toEqual(expected.slice(0, 25));
    expect(first.headers["x-total-count"]).toBe("32");
    expect(first.headers.link).toBe('</api/assignments?page=2&pageSize=25>; rel="next"');

    const nextUrl = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? "";
    const second = await call("GET", nextUrl, teacherC.token);
    expect(second.json().map((a: Row) => a.id)).toEqual(expected.slice(25));
    expect(second.headers["x-total-count"]).toBe("32");
    expect(second.headers.link).toBe('</api/assignments?page=1&pageSize=25>; rel="prev"');

    // The filter travels with the links.
    const middle = await call("GET", "/api/assignments?show=pending&pageSize=10&page=2", inClass.token);
    expect(middle.headers["x-total-count"]).toBe("28");
    expect(middle.headers.link).toBe('</api/assignments?show=pending&pageSize=10&page=1>; rel="prev", </api/assignments?show=pending&pageSize=10&page=3>; rel="next"');

    // One page holds everything: no Link at all.
    const whole = await call("GET", "/api/assignments?pageSize=100", teacherC.token);
    expect(whole.json()).toHaveLength(32);
    expect(whole.headers.link).toBeUndefined();
  });

  it("refuses a page below 1, a page size outside 1..100, not a whole number or an unknown filter, with 400 in Spanish", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "pageSize=0", "pageSize=101", "pageSize=diez", "show=todas"]) {
      const response = await call("GET", `/api/assignments?${query}`, teacherC.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe("Datos inválidos. Verifica que todos los campos estén correctos.");
      const field = query.split("=")[0] as string;
      expect(response.json().fields[field], query).toMatch(/^La página debe|^El tamaño de página debe|^Filtro no válido/);
    }
    const trpcBad = await platform.app.inject({
      method: "GET",
      url: `/trpc/assignments.list?input=${encodeURIComponent(JSON.stringify({ page: 0 }))}`,
      headers: bearer(inClass.token),
    });
    expect(trpcBad.statusCode).toBe(400);
    expect(trpcBad.json().error.data.fields.page).toBe("La página debe ser un número entero mayor o igual a 1");
    expect((await call("GET", "/api/assignments?pageSize=100", teacherC.token)).statusCode).toBe(200);
  });
});
