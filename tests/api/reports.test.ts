import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";
import { createAssignment, createClass, createModule, enrol } from "./people-helpers.js";

let platform: TestPlatform;
let adminToken: string;
let teacherToken: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  adminToken = first.token;
  const teacher = await createUser(platform, { role: "teacher", firstName: "Tania", lastName: "Prueba" });
  teacherToken = (await signIn(platform.app, teacher.email, teacher.password)).token;
  const student = await createUser(platform, { role: "student", firstName: "Sara", lastName: "Prueba" });
  const classId = await createClass(platform.db, teacher.id);
  await enrol(platform.db, student.id, classId);
  await createAssignment(platform.db, { teacherId: teacher.id, classId });
  await createModule(platform.db, teacher.id);
});

afterAll(async () => {
  await platform.close();
});

describe("system report", () => {
  it("counts the real data for admins", async () => {
    const response = await platform.app.inject({ method: "GET", url: "/api/reports", headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ users: 3, classes: 1, enrolments: 1, assignments: 1, completedAssignments: 0, modules: 1, materials: 0, exams: 0, quizzes: 0 });
    expect(response.json().usersByRole).toEqual(
      expect.arrayContaining([
        { role: "admin", count: 1 },
        { role: "teacher", count: 1 },
        { role: "student", count: 1 },
        { role: "parent", count: 0 },
      ]),
    );
  });

  it("is admin only", async () => {
    expect((await platform.app.inject({ method: "GET", url: "/api/reports", headers: bearer(teacherToken) })).statusCode).toBe(403);
    expect((await platform.app.inject({ method: "GET", url: "/api/reports" })).statusCode).toBe(401);
  });
});
