import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { achievementsFor, studentLevel } from "../../server/domains/dashboards/dashboards.service.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { assignModule, createAssignment, createClass, createModule, enrol, linkParent, setTribe, submitWork } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;

/** Counts the SQL statements a call runs, to keep every dashboard to a few queries. */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0;
  const db = platform.db as unknown as { getExecutor(): { executeQuery: (...args: unknown[]) => Promise<unknown> } };
  const executor = db.getExecutor();
  const proto = Object.getPrototypeOf(executor);
  const original = proto.executeQuery;
  proto.executeQuery = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await run(), queries };
  } finally {
    proto.executeQuery = original;
  }
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("level and achievements", () => {
  it("follows the spec's formula", () => {
    expect(studentLevel(0, 0, 0)).toBe(1);
    expect(studentLevel(50, 0, 0)).toBe(2);
    expect(studentLevel(100, 100, 100)).toBe(11);
    expect(studentLevel(29, 0, 0)).toBe(1);
  });

  it("earns achievements only from real events", () => {
    const none = achievementsFor([], 0, new Set());
    expect(none.every((a) => !a.earned)).toBe(true);
    const modules = [1, 2, 3].map((id) => ({ moduleId: id, title: `M${id}`, percent: id === 1 ? 100 : 10, completed: id === 1, source: "assigned" as const }));
    const all = achievementsFor(modules, 1, new Set());
    expect(all.map((a) => a.earned)).toEqual([true, true, true]);
  });
});

describe("student dashboard", () => {
  it("computes progress, level, achievements, activity and classes from the records", async () => {
    const student = await signedIn(platform, "student", { firstName: "Sofía" });
    const teacher = await createUser(platform, { role: "teacher", firstName: "Laura" });
    await setTribe(platform.db, student.id, "Tribu 1");
    const m1 = await createModule(platform.db, teacher.id, { title: "Contar" });
    const m2 = await createModule(platform.db, teacher.id, { title: "Leer" });
    const m3 = await createModule(platform.db, teacher.id, { title: "Colores", tribe: "Tribu 1" });
    await createModule(platform.db, teacher.id, { title: "Otra tribu", tribe: "Tribu 2" });
    await assignModule(platform.db, student.id, m1);
    await assignModule(platform.db, student.id, m2, "active", 40);
    await submitWork(platform.db, student.id, m1, { status: "APPROVED", grade: 9 });
    await submitWork(platform.db, student.id, m3, { status: "SUBMITTED" });
    const classIds: number[] = [];
    for (const title of ["A", "B", "C", "D"]) {
      const id = await createClass(platform.db, teacher.id, `Clase ${title}`);
      classIds.push(id);
      await enrol(platform.db, student.id, id);
    }
    await createAssignment(platform.db, { studentId: student.id, status: "completed" });
    await createAssignment(platform.db, { classId: classIds[0], status: "pending" });

    const { result, queries } = await countQueries(() => platform.services.dashboards.student({ id: student.id, role: "student" }));
    expect(queries).toBeGreaterThan(3);
    // Nine with issue 37's returned work (one query when nothing was given back).
    expect(queries).toBeLessThanOrEqual(9);
    expect(result.firstName).toBe("Sofía");
    expect(result.modulesTotal).toBe(3);
    expect(result.modulesCompleted).toBe(1);
    expect(result.modulePercent).toBe(33);
    expect(result.activeModules.map((m) => [m.title, m.percent])).toEqual([
      ["Leer", 40],
      ["Colores", 0],
    ]);
    expect(result.assignmentsTotal).toBe(2);
    expect(result.assignmentPercent).toBe(50);
    expect(result.achievements.map((a) => a.earned)).toEqual([true, true, true]);
    expect(result.level).toBe(Math.floor((33 + 50 + 100) / 30) + 1);
    expect(result.classes).toHaveLength(3);
    expect(result.classes[0]?.teacherName).toBe("Laura Teacher");
    expect(result.recentActivity.length).toBeGreaterThan(0);

    const overRest = await rest(student, "GET", "/api/dashboard/student");
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json().level).toBe(result.level);
    // The active modules once, not also the list of every module beside them (issue 38).
    expect(overRest.json()).not.toHaveProperty("modules");
    expect(overRest.json().activeModules).toHaveLength(2);
  });

  it("counts a module completed through user_modules.status", async () => {
    const student = await signedIn(platform, "student");
    const m = await createModule(platform.db, admin.user.id);
    await assignModule(platform.db, student.id, m, "completed");
    const result = await platform.services.dashboards.student({ id: student.id, role: "student" });
    expect(result.modulesCompleted).toBe(1);
    expect(result.achievements[0]?.earned).toBe(true);
  });

  it("is for students only", async () => {
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "GET", "/api/dashboard/student")).statusCode).toBe(403);
  });
});

describe("teacher dashboard", () => {
  it("shows the five counters, the statistics and the newest students of their classes", async () => {
    const teacher = await signedIn(platform, "teacher", { firstName: "Laura" });
    const classId = await createClass(platform.db, teacher.id);
    await createClass(platform.db, teacher.id);
    const students: Array<{ id: number }> = [];
    for (let i = 0; i < 7; i++) {
      const s = await createUser(platform, { role: "student", status: i === 0 ? "pending" : "active", firstName: `Alumno${i}` });
      // Tribu 3 has no tribe modules in this file, so only user_modules count for progress.
      if (i !== 6) await setTribe(platform.db, s.id, "Tribu 3");
      await enrol(platform.db, s.id, classId);
      students.push(s);
    }
    const outsider = await createUser(platform, { role: "student" });
    await setTribe(platform.db, outsider.id, "Tribu 1");
    const m = await createModule(platform.db, teacher.id);
    await assignModule(platform.db, students[1]?.id as number, m);
    await submitWork(platform.db, students[1]?.id as number, m, { status: "APPROVED" });
    await createAssignment(platform.db, { teacherId: teacher.id, status: "pending" });
    await createAssignment(platform.db, { teacherId: teacher.id, status: "completed" });

    const { result, queries } = await countQueries(() => platform.services.dashboards.teacher({ id: teacher.id, role: "teacher" }));
    // Ten for the panel, and "Hoy" (issue 34) sixteen more at most, whatever the number of students: calendar,
    // periods, registers, two for the work to review, her announcements and two for each of the five followed.
    expect(queries).toBeLessThanOrEqual(26);
    expect(result).toMatchObject({ firstName: "Laura", activeClasses: 2, totalStudents: 7, pendingTasks: 1 });
    expect(result.stats).toEqual({ active: 6, pending: 1, withTribe: 6 });
    expect(result.activePercent).toBe(86);
    expect(result.modulesAvailable).toBeGreaterThanOrEqual(1);
    expect(result.modules.length).toBeLessThanOrEqual(5);
    expect(result.newestStudents).toHaveLength(5);
    expect(result.newestStudents.map((s) => s.id)).not.toContain(outsider.id);
    expect(result.newestStudents.map((s) => s.id)).not.toContain(students[6]?.id);
    const withProgress = result.newestStudents.find((s) => s.id === students[1]?.id);
    expect(withProgress?.progress).toBe(100);
  });
});

describe("admin dashboard", () => {
  it("counts users, active users, coordinators, classes and computes monthly growth from sign-up dates", async () => {
    const local = await createTestPlatform();
    try {
      const a = await firstAdmin(local);
      const old = new Date(Date.UTC(2026, 0, 15)).toISOString();
      for (let i = 0; i < 4; i++) {
        const u = await createUser(local, { role: i === 0 ? "coordinator" : "student", status: i === 3 ? "suspended" : "active" });
        await local.db.updateTable("users").set({ createdAt: old }).where("id", "=", u.id).execute();
      }
      await local.db.updateTable("users").set({ createdAt: old }).where("id", "=", a.user.id).execute();
      await createUser(local); // this month
      await local.db.insertInto("classes").values({ title: "C", teacherId: null, moduleId: null, createdAt: old }).execute();
      const response = await rest(a, "GET", "/api/dashboard/admin");
      const body = response.json();
      expect(body).toMatchObject({ totalUsers: 6, activeUsers: 5, coordinators: 1, classes: 1, newThisMonth: 1, monthlyGrowth: 20 });
      expect(body.recentUsers).toHaveLength(4);
      expect(response.body).not.toMatch(/passwordHash/);
      const viaTrpc = await trpc(a).dashboards.admin();
      expect(viaTrpc.monthlyGrowth).toBe(20);
    } finally {
      await local.close();
    }
  });

  it("counts the school's month: at 22:00 on 31 December in Bogotá (already January in UTC), December's sign-ups are this month's", async () => {
    const local = await createTestPlatform();
    try {
      const a = await firstAdmin(local);
      await local.db.updateTable("users").set({ createdAt: "2026-06-01T15:00:00.000Z" }).where("id", "=", a.user.id).execute();
      const december = await createUser(local);
      await local.db.updateTable("users").set({ createdAt: "2026-12-05T15:00:00.000Z" }).where("id", "=", december.id).execute();
      const lateOnNewYearsEve = new Date("2027-01-01T03:00:00.000Z");
      expect(await local.services.dashboards.admin({ id: a.id, role: "admin" }, lateOnNewYearsEve)).toMatchObject({ totalUsers: 2, newThisMonth: 1 });
      // And two hours later, January at the school too: December is last month.
      expect(await local.services.dashboards.admin({ id: a.id, role: "admin" }, new Date("2027-01-01T05:00:00.000Z"))).toMatchObject({ newThisMonth: 0 });
    } finally {
      await local.close();
    }
  });

  it("is for admins only", async () => {
    const parent = await signedIn(platform, "parent");
    expect((await rest(parent, "GET", "/api/dashboard/admin")).statusCode).toBe(403);
  });
});

describe("parent dashboard, progress and work", () => {
  it("shows the parent's children, their works and active modules only", async () => {
    const parent = await signedIn(platform, "parent", { firstName: "Marta" });
    const other = await signedIn(platform, "parent");
    const childA = await createUser(platform, { firstName: "Ana" });
    const childB = await createUser(platform, { firstName: "Beto" });
    const stranger = await createUser(platform);
    await linkParent(platform.db, parent.id, childA.id);
    await linkParent(platform.db, parent.id, childB.id);
    await linkParent(platform.db, other.id, stranger.id);
    const m1 = await createModule(platform.db, admin.user.id, { title: "Sumas" });
    const m2 = await createModule(platform.db, admin.user.id, { title: "Letras" });
    await assignModule(platform.db, childA.id, m1);
    await assignModule(platform.db, childA.id, m2);
    await assignModule(platform.db, childB.id, m1);
    await submitWork(platform.db, childA.id, m1, { status: "APPROVED", grade: 9.5, feedback: "¡Muy bien!" });
    await submitWork(platform.db, childB.id, m1, { status: "SUBMITTED" });
    await submitWork(platform.db, stranger.id, m1, { status: "APPROVED" });

    const { result, queries } = await countQueries(() => platform.services.dashboards.parent({ id: parent.id, role: "parent" }));
    expect(queries).toBeLessThanOrEqual(7);
    expect(result).toMatchObject({ firstName: "Marta", childrenCount: 2, submittedWorks: 2, approvedWorks: 1, activeModules: 2 });
    expect(result.children.map((c) => c.firstName)).toEqual(["Ana", "Beto"]);
    expect(result.children[0]).toMatchObject({ modulesCompleted: 1, modulesTotal: 2, progress: 50 });
    expect(result.recentWorks).toHaveLength(2);
    const approved = result.recentWorks.find((w) => w.status === "APPROVED");
    expect(approved).toMatchObject({ moduleTitle: "Sumas", grade: 9.5, teacherFeedback: "¡Muy bien!", studentName: expect.stringContaining("Ana") });

    const progress = await rest(parent, "GET", `/api/users/${childA.id}/progress`);
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({ modulesCompleted: 1, modulesTotal: 2, student: { id: childA.id } });
    const work = await rest(parent, "GET", `/api/users/${childA.id}/work`);
    expect(work.json().works).toHaveLength(1);

    const allWorks = (await rest(parent, "GET", "/api/dashboard/parent/works")).json();
    expect(allWorks.map((w: { studentId: number }) => w.studentId).sort()).toEqual([childA.id, childB.id].sort());

    // another parent's child: 403 on every call
    expect((await rest(parent, "GET", `/api/users/${stranger.id}/progress`)).statusCode).toBe(403);
    expect((await rest(parent, "GET", `/api/users/${stranger.id}/work`)).statusCode).toBe(403);
    expect((await rest(parent, "GET", `/api/users/${other.id}/children`)).statusCode).toBe(403);
    const viaTrpc = await trpcQuery(platform.app, "dashboards.studentWork", { id: stranger.id }, bearer(parent.token));
    expect(viaTrpc.statusCode).toBe(403);
  });

  it("lets a teacher read progress only of students in their classes", async () => {
    const teacher = await signedIn(platform, "teacher");
    const mine = await createUser(platform);
    const notMine = await createUser(platform);
    await enrol(platform.db, mine.id, await createClass(platform.db, teacher.id));
    expect((await rest(teacher, "GET", `/api/users/${mine.id}/progress`)).statusCode).toBe(200);
    expect((await rest(teacher, "GET", `/api/users/${notMine.id}/progress`)).statusCode).toBe(403);
    const student = await signedIn(platform, "student");
    expect((await rest(student, "GET", `/api/users/${student.id}/progress`)).statusCode).toBe(200);
    expect((await rest(student, "GET", `/api/users/${mine.id}/progress`)).statusCode).toBe(403);
  });

  it("shows an empty dashboard to a parent without children", async () => {
    const parent = await signedIn(platform, "parent");
    const body = (await rest(parent, "GET", "/api/dashboard/parent")).json();
    expect(body).toMatchObject({ childrenCount: 0, submittedWorks: 0, approvedWorks: 0, activeModules: 0, children: [], recentWorks: [] });
  });
});

describe("module counts of the teacher's and the family's cards (one query)", () => {
  it("counts what the full progress list counts: assigned, through the tribe, both at once, completed by status or by approved work", async () => {
    const teacher = await createUser(platform, { role: "teacher", firstName: "Clara" });
    const tribe = `Tribu cuenta ${Date.now()}`;
    const [inTribe1, inTribe2, inTribe3] = [
      await createModule(platform.db, teacher.id, { title: "Tribu A", tribe }),
      await createModule(platform.db, teacher.id, { title: "Tribu B", tribe }),
      await createModule(platform.db, teacher.id, { title: "Tribu C", tribe }),
    ] as [number, number, number];
    const elsewhere = await createModule(platform.db, teacher.id, { title: "Suelto", tribe: null });
    const other = await createModule(platform.db, teacher.id, { title: "Otro suelto", tribe: null });
    const withTribe = await createUser(platform, { role: "student", firstName: "Eva" });
    const noTribe = await createUser(platform, { role: "student", firstName: "Noa" });
    const nothing = await createUser(platform, { role: "student", firstName: "Iker" });
    await setTribe(platform.db, withTribe.id, tribe);
    // Assigned and also in the tribe (counts once), marked completed by its status.
    await assignModule(platform.db, withTribe.id, inTribe1, "completed");
    // Assigned outside the tribe, completed by approved work; a tribe module approved; one under review.
    await assignModule(platform.db, withTribe.id, elsewhere, "active", 40);
    await submitWork(platform.db, withTribe.id, elsewhere, { status: "APPROVED" });
    await submitWork(platform.db, withTribe.id, inTribe2, { status: "APPROVED" });
    await submitWork(platform.db, withTribe.id, inTribe3, { status: "SUBMITTED" });
    // No tribe: only what is assigned; approved work for a module not assigned to them does not count.
    await assignModule(platform.db, noTribe.id, other, "active", 10);
    await submitWork(platform.db, noTribe.id, elsewhere, { status: "APPROVED" });
    const ids = [withTribe.id, noTribe.id, nothing.id];
    const { moduleCountsFor, moduleProgressFor } = await import("../../server/domains/dashboards/dashboards.repo.js");
    const [counts, lists] = await Promise.all([moduleCountsFor(platform.db, ids), moduleProgressFor(platform.db, ids)]);
    for (const id of ids) {
      const list = lists.get(id) ?? [];
      expect(counts.get(id)).toEqual({ completed: list.filter((m) => m.completed).length, total: list.length });
    }
    expect(counts.get(withTribe.id)).toEqual({ completed: 3, total: 4 });
    expect(counts.get(noTribe.id)).toEqual({ completed: 0, total: 1 });
    expect(counts.get(nothing.id)).toEqual({ completed: 0, total: 0 });
  });
});
