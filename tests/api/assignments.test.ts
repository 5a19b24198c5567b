import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;
let teacherA: Actor;
let teacherB: Actor;
let student: Actor;
let otherStudent: Actor;
let outsider: Actor;
let classA: number;
let classB: number;
let shared: number;
let personal: number;
let inB: number;

const ids = (response: { json(): unknown }) => (response.json() as Array<{ id: number }>).map((a) => a.id).sort((x, y) => x - y);

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacherA = await signedIn(platform, "teacher", { firstName: "Tania", lastName: "Prueba" });
  teacherB = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Prueba" });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Prueba" });
  otherStudent = await signedIn(platform, "student", { firstName: "Otto", lastName: "Prueba" });
  outsider = await signedIn(platform, "student", { firstName: "Olga", lastName: "Prueba" });
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
    const created = await rest(teacherA, "POST", "/api/assignments", { title: "Leer un cuento", description: "Capítulo 1", classId: classA, dueDate: "2099-01-15" });
    expect(created.statusCode).toBe(201);
    expect(created.json().assignment).toMatchObject({ title: "Leer un cuento", classId: classA, class: { title: "Clase A" }, dueDate: "2099-01-15", status: "pending", studentId: null, teacherId: teacherA.id, canEdit: true });
    shared = created.json().assignment.id;
    const own = await rest(teacherA, "POST", "/api/assignments", { title: "Repaso de Sara", classId: classA, dueDate: "2000-01-01", studentId: student.id });
    expect(own.statusCode).toBe(201);
    personal = own.json().assignment.id;
    const byAdmin = await rest(admin, "POST", "/api/assignments", { title: "Tarea B", classId: classB, dueDate: "2099-02-01" });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().assignment.teacherId).toBe(teacherB.id);
    inB = byAdmin.json().assignment.id;
  });

  it("refuses other teachers' classes, students, no token and bad input", async () => {
    const other = await rest(teacherB, "POST", "/api/assignments", { title: "X", classId: classA, dueDate: "2099-01-01" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Solo puedes crear tareas para tus propias clases.");
    expect((await rest(student, "POST", "/api/assignments", { title: "X", classId: classA, dueDate: "2099-01-01" })).statusCode).toBe(403);
    expect((await rest(platform, "POST", "/api/assignments", { title: "X" })).statusCode).toBe(401);
    const noTitle = await rest(teacherA, "POST", "/api/assignments", { title: "", classId: classA, dueDate: "2099-01-01" });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields.title).toBe("El título es requerido");
    const badDate = await rest(teacherA, "POST", "/api/assignments", { title: "X", classId: classA, dueDate: "mañana" });
    expect(badDate.json().fields.dueDate).toBe("Fecha no válida");
    const noClass = await rest(admin, "POST", "/api/assignments", { title: "X", classId: 99999, dueDate: "2099-01-01" });
    expect(noClass.statusCode).toBe(400);
    const notEnrolled = await rest(teacherA, "POST", "/api/assignments", { title: "X", classId: classA, dueDate: "2099-01-01", studentId: outsider.id });
    expect(notEnrolled.json().message).toBe("El estudiante no está inscrito en esta clase.");
  });
});

describe("list scope", () => {
  it("teachers see their classes' assignments, admin all", async () => {
    expect(ids(await rest(teacherA, "GET", "/api/assignments"))).toEqual([shared, personal].sort((x, y) => x - y));
    expect(ids(await rest(teacherB, "GET", "/api/assignments"))).toEqual([inB]);
    expect(ids(await rest(admin, "GET", "/api/assignments"))).toEqual([shared, personal, inB].sort((x, y) => x - y));
    expect((await rest(teacherB, "GET", `/api/assignments/${shared}`)).statusCode).toBe(404);
  });

  it("students see their own or those with no student set in their classes", async () => {
    expect(ids(await rest(student, "GET", "/api/assignments"))).toEqual([shared, personal].sort((x, y) => x - y));
    expect(ids(await rest(otherStudent, "GET", "/api/assignments"))).toEqual([shared]);
    expect(ids(await rest(outsider, "GET", "/api/assignments"))).toEqual([inB]);
    expect((await rest(otherStudent, "GET", `/api/assignments/${personal}`)).statusCode).toBe(404);
    expect((await rest(platform, "GET", "/api/assignments")).statusCode).toBe(401);
  });
});

describe("update", () => {
  it("a student marks a class assignment done for themselves only", async () => {
    const done = await rest(student, "PUT", `/api/assignments/${shared}`, { status: "completed" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, message: "Tarea marcada como completada", assignment: { status: "completed" } });
    const theirs = await rest(otherStudent, "GET", `/api/assignments/${shared}`);
    expect(theirs.json().status).toBe("pending");
    const staff = await rest(teacherA, "GET", `/api/assignments/${shared}`);
    expect(staff.json().completedCount).toBe(1);
    const dashboard = await rest(student, "GET", "/api/dashboard/student");
    expect(dashboard.json()).toMatchObject({ assignmentsCompleted: 1, assignmentsTotal: 2 });
    const otherDashboard = await rest(otherStudent, "GET", "/api/dashboard/student");
    expect(otherDashboard.json()).toMatchObject({ assignmentsCompleted: 0, assignmentsTotal: 1 });
    const again = await rest(student, "PUT", `/api/assignments/${shared}`, { status: "pending" });
    expect(again.json().assignment.status).toBe("pending");
    const own = await rest(student, "PUT", `/api/assignments/${personal}`, { status: "completed" });
    expect(own.json().assignment.status).toBe("completed");
  });

  it("students cannot change anything else or assignments they cannot see", async () => {
    const title = await rest(student, "PUT", `/api/assignments/${shared}`, { title: "Nada" });
    expect(title.statusCode).toBe(403);
    expect((await rest(otherStudent, "PUT", `/api/assignments/${personal}`, { status: "completed" })).statusCode).toBe(404);
    expect((await rest(student, "PUT", `/api/assignments/${inB}`, { status: "completed" })).statusCode).toBe(404);
  });

  it("teacherId is changed by admin only; the teacher edits their own", async () => {
    const byTeacher = await rest(teacherA, "PUT", `/api/assignments/${shared}`, { teacherId: teacherB.id });
    expect(byTeacher.statusCode).toBe(403);
    const edited = await rest(teacherA, "PUT", `/api/assignments/${shared}`, { title: "Leer dos cuentos", dueDate: "2099-01-20" });
    expect(edited.json().assignment).toMatchObject({ title: "Leer dos cuentos", dueDate: "2099-01-20" });
    const byAdmin = await rest(admin, "PUT", `/api/assignments/${inB}`, { teacherId: teacherA.id });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().assignment.teacherId).toBe(teacherA.id);
    const badTeacher = await rest(admin, "PUT", `/api/assignments/${inB}`, { teacherId: student.id });
    expect(badTeacher.statusCode).toBe(400);
    expect((await rest(teacherB, "PUT", `/api/assignments/${personal}`, { title: "X" })).statusCode).toBe(404);
  });

  it("tRPC lists through the same service and the owner deletes", async () => {
    const list = await trpc(otherStudent).assignments.list();
    expect(list.assignments.map((a: { id: number }) => a.id)).toEqual([shared]);
    expect((await rest(student, "DELETE", `/api/assignments/${personal}`)).statusCode).toBe(403);
    expect((await rest(teacherA, "DELETE", `/api/assignments/${personal}`)).statusCode).toBe(200);
    expect((await rest(student, "GET", `/api/assignments/${personal}`)).statusCode).toBe(404);
  });
});

describe("one rule for completed (issue 22)", () => {
  it("a teacher marks a student's assignment completed: the student's dashboard, the assignments list and Reportes all count 1", async () => {
    const pupil = await signedIn(platform, "student", { firstName: "Pía", lastName: "Completa" });
    const classC = await createClass(platform.db, teacherA.id, "Clase C");
    await enrol(platform.db, pupil.id, classC);
    const before = (await rest(admin, "GET", "/api/reports")).json().completedAssignments;
    const own = await rest(teacherA, "POST", "/api/assignments", { title: "Ficha de Pía", classId: classC, dueDate: "2099-03-01", studentId: pupil.id });
    const ownId = own.json().assignment.id;
    const marked = await rest(teacherA, "PUT", `/api/assignments/${ownId}`, { status: "completed" });
    expect(marked.statusCode).toBe(200);

    expect((await rest(pupil, "GET", "/api/dashboard/student")).json()).toMatchObject({ assignmentsCompleted: 1, assignmentsTotal: 1 });
    expect((await rest(pupil, "GET", `/api/assignments/${ownId}`)).json().status).toBe("completed");
    const listed = (await trpc(teacherA).assignments.list({ pageSize: 100 })).assignments.find((a) => a.id === ownId);
    expect(listed?.completedCount).toBe(1);
    expect((await rest(admin, "GET", "/api/reports")).json().completedAssignments).toBe(before + 1);

    // The student marking it done as well is the same completion, not a second one.
    await rest(pupil, "PUT", `/api/assignments/${ownId}`, { status: "completed" });
    expect((await rest(teacherA, "GET", `/api/assignments/${ownId}`)).json().completedCount).toBe(1);
    expect((await rest(admin, "GET", "/api/reports")).json().completedAssignments).toBe(before + 1);

    // A class assignment's own status is the teacher's, not any student's: nobody counts it done.
    const shared = await rest(teacherA, "POST", "/api/assignments", { title: "Para toda la clase C", classId: classC, dueDate: "2099-03-02" });
    const sharedId = shared.json().assignment.id;
    await rest(teacherA, "PUT", `/api/assignments/${sharedId}`, { status: "completed" });
    expect((await rest(pupil, "GET", "/api/dashboard/student")).json()).toMatchObject({ assignmentsCompleted: 1, assignmentsTotal: 2 });
    expect((await rest(pupil, "GET", `/api/assignments/${sharedId}`)).json().status).toBe("pending");
    expect((await rest(teacherA, "GET", `/api/assignments/${sharedId}`)).json().completedCount).toBe(0);
    expect((await rest(admin, "GET", "/api/reports")).json().completedAssignments).toBe(before + 1);

    // The teacher taking the mark back undoes it everywhere but the student's own mark.
    await rest(teacherA, "PUT", `/api/assignments/${ownId}`, { status: "pending" });
    expect((await rest(teacherA, "GET", `/api/assignments/${ownId}`)).json().completedCount).toBe(1);
  });
});

describe("paging", () => {
  type Row = { id: number; status: string };
  type Page = { assignments: Row[]; total: number; page: number; pageSize: number; counts: { total: number; completed: number; pending: number; overdue: number } };
  let teacherC: Actor;
  let inClass: Actor;
  let withOwn: Actor;
  let classC: number;
  /** Class C's assignments as [id, createdAt], in the order the list must give them. */
  let classWide: number[] = [];
  let own: number[] = [];
  const past: number[] = [];

  async function list(token: string, input: Record<string, unknown> = {}): Promise<Page> {
    const response = await trpcQuery(platform.app, "assignments.list", input, bearer(token));
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
    teacherC = await signedIn(platform, "teacher", { firstName: "Paula", lastName: "Prueba" });
    inClass = await signedIn(platform, "student", { firstName: "Pía", lastName: "Prueba" });
    withOwn = await signedIn(platform, "student", { firstName: "Pedro", lastName: "Prueba" });
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
    expect((await rest(platform, "GET", "/api/assignments?page=2")).statusCode).toBe(401);
    const parent = await signedIn(platform, "parent", { firstName: "Pilar", lastName: "Prueba" });
    expect((await rest(parent, "GET", "/api/assignments?page=1")).statusCode).toBe(403);
  });

  it("counts cover the whole scope and show=pending leaves out what the caller completed", async () => {
    const before = await list(inClass.token, { pageSize: 5 });
    expect(before.counts).toEqual({ total: 30, completed: 0, overdue: 6, pending: 24 });
    const donePast = past[0] as number;
    const doneFuture = classWide.find((id) => !past.includes(id)) as number;
    for (const id of [donePast, doneFuture]) {
      expect((await rest(inClass, "PUT", `/api/assignments/${id}`, { status: "completed" })).statusCode).toBe(200);
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
    const first = await rest(teacherC, "GET", "/api/assignments");
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(first.json().map((a: Row) => a.id)).toEqual(expected.slice(0, 25));
    expect(first.headers["x-total-count"]).toBe("32");
    expect(first.headers.link).toBe('</api/assignments?page=2&pageSize=25>; rel="next"');

    const nextUrl = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? "";
    const second = await rest(teacherC, "GET", nextUrl);
    expect(second.json().map((a: Row) => a.id)).toEqual(expected.slice(25));
    expect(second.headers["x-total-count"]).toBe("32");
    expect(second.headers.link).toBe('</api/assignments?page=1&pageSize=25>; rel="prev"');

    // The filter travels with the links.
    const middle = await rest(inClass, "GET", "/api/assignments?show=pending&pageSize=10&page=2");
    expect(middle.headers["x-total-count"]).toBe("28");
    expect(middle.headers.link).toBe('</api/assignments?show=pending&pageSize=10&page=1>; rel="prev", </api/assignments?show=pending&pageSize=10&page=3>; rel="next"');

    // One page holds everything: no Link at all.
    const whole = await rest(teacherC, "GET", "/api/assignments?pageSize=100");
    expect(whole.json()).toHaveLength(32);
    expect(whole.headers.link).toBeUndefined();
  });

  it("refuses a page below 1, a page size outside 1..100, not a whole number or an unknown filter, with 400 in Spanish", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "pageSize=0", "pageSize=101", "pageSize=diez", "show=todas"]) {
      const response = await rest(teacherC, "GET", `/api/assignments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe("Datos inválidos. Verifica que todos los campos estén correctos.");
      const field = query.split("=")[0] as string;
      expect(response.json().fields[field], query).toMatch(/^La página debe|^El tamaño de página debe|^Filtro no válido/);
    }
    const trpcBad = await trpcQuery(platform.app, "assignments.list", { page: 0 }, bearer(inClass.token));
    expect(trpcBad.statusCode).toBe(400);
    expect(trpcBad.json().error.data.fields.page).toBe("La página debe ser un número entero mayor o igual a 1");
    expect((await rest(teacherC, "GET", "/api/assignments?pageSize=100")).statusCode).toBe(200);
  });
});
