import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let child: Actor;
let otherChild: Actor;
let parent: Actor;
let teacher: Actor;
let otherTeacher: Actor;

const dyslexiaAndLarge = { textSize: 2, dyslexiaFriendly: true, highContrast: false, reducedMotion: true, largerTargets: true, hideTimers: true, simpleMode: true };

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  child = await signedIn(platform, "student", { firstName: "Nina", lastName: "Prueba" });
  otherChild = await signedIn(platform, "student", { firstName: "Otro", lastName: "Prueba" });
  parent = await signedIn(platform, "parent", { firstName: "Mamá", lastName: "Prueba" });
  teacher = await signedIn(platform, "teacher", { firstName: "Profe", lastName: "Prueba" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Ajeno", lastName: "Prueba" });
  const now = new Date().toISOString();
  await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: child.id, createdAt: now }).execute();
  const klass = await platform.db.insertInto("classes").values({ title: "Clase", moduleId: null, teacherId: teacher.id, createdAt: now }).returning("id").executeTakeFirstOrThrow();
  await platform.db.insertInto("studentClasses").values({ studentId: child.id, classId: klass.id, joinedAt: now }).execute();
});

afterAll(async () => {
  await platform.close();
});

describe("accessibility profile", () => {
  it("starts with the defaults: a student in simple mode (issue 21), a teacher with the full panel", async () => {
    const response = await rest(child, "GET", `/api/users/${child.id}/accessibility`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: false, hideTimers: false, simpleMode: true });
    expect((await trpc(teacher).accessibility.mine()).simpleMode).toBe(false);
  });

  it("a parent sets it for their child, and the child reads it on any device (tRPC mine)", async () => {
    const saved = await rest(parent, "PUT", `/api/users/${child.id}/accessibility`, dyslexiaAndLarge);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Preferencias de accesibilidad guardadas");
    const mine = await trpc(child).accessibility.mine();
    expect(mine).toEqual(dyslexiaAndLarge);
  });

  it("a teacher sets it for a student in their classes, not for others", async () => {
    expect((await rest(teacher, "PUT", `/api/users/${child.id}/accessibility`, { ...dyslexiaAndLarge, highContrast: true })).statusCode).toBe(200);
    expect((await rest(child, "GET", `/api/users/${child.id}/accessibility`)).json().highContrast).toBe(true);
    expect((await rest(otherTeacher, "PUT", `/api/users/${child.id}/accessibility`, dyslexiaAndLarge)).statusCode).toBe(403);
    expect((await rest(teacher, "PUT", `/api/users/${otherChild.id}/accessibility`, dyslexiaAndLarge)).statusCode).toBe(403);
  });

  it("nobody else reads or changes it; the admin may", async () => {
    expect((await rest(otherChild, "GET", `/api/users/${child.id}/accessibility`)).statusCode).toBe(403);
    expect((await rest(parent, "PUT", `/api/users/${otherChild.id}/accessibility`, dyslexiaAndLarge)).statusCode).toBe(403);
    expect((await rest(admin, "PUT", `/api/users/${otherChild.id}/accessibility`, dyslexiaAndLarge)).statusCode).toBe(200);
    expect((await rest(admin, "GET", "/api/users/999999/accessibility")).statusCode).toBe(404);
  });

  it("refuses a text size outside the four steps and missing fields", async () => {
    expect((await rest(child, "PUT", `/api/users/${child.id}/accessibility`, { ...dyslexiaAndLarge, textSize: 4 })).statusCode).toBe(400);
    expect((await rest(child, "PUT", `/api/users/${child.id}/accessibility`, { textSize: 1 })).statusCode).toBe(400);
  });
});
