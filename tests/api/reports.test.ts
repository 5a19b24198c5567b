import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { createAssignment, createClass, createModule, enrol } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Tania", lastName: "Prueba" });
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
    const response = await rest(admin, "GET", "/api/reports");
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
    expect((await rest(teacher, "GET", "/api/reports")).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/reports")).statusCode).toBe(401);
  });
});
