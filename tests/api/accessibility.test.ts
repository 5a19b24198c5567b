import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";

type Who = { token: string; id: number };
let platform: TestPlatform;
let admin: Who;
let child: Who;
let otherChild: Who;
let parent: Who;
let teacher: Who;
let otherTeacher: Who;

const dyslexiaAndLarge = { textSize: 2, dyslexiaFriendly: true, highContrast: false, reducedMotion: true, largerTargets: true, hideTimers: true, simpleMode: true };

async function who(role: "teacher" | "student" | "parent", firstName: string): Promise<Who> {
  const user = await createUser(platform, { role, firstName, lastName: "Prueba" });
  return { token: (await signIn(platform.app, user.email, user.password)).token, id: user.id };
}

function call(method: "GET" | "PUT", userId: number, token: string, body?: unknown) {
  return platform.app.inject({
    method,
    url: `/api/users/${userId}/accessibility`,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  admin = { token: first.token, id: first.user.id };
  child = await who("student", "Nina");
  otherChild = await who("student", "Otro");
  parent = await who("parent", "Mamá");
  teacher = await who("teacher", "Profe");
  otherTeacher = await who("teacher", "Ajeno");
  const now = new Date().toISOString();
  await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: child.id, createdAt: now }).execute();
  const klass = await platform.db.insertInto("classes").values({ title: "Clase", moduleId: null, teacherId: teacher.id, createdAt: now }).returning("id").executeTakeFirstOrThrow();
  await platform.db.insertInto("studentClasses").values({ studentId: child.id, classId: klass.id, joinedAt: now }).execute();
});

afterAll(async () => {
  await platform.close();
});

describe("accessibility profile", () => {
  it("starts with the defaults", async () => {
    const response = await call("GET", child.id, child.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: false, hideTimers: false, simpleMode: false });
  });

  it("a parent sets it for their child, and the child reads it on any device (tRPC mine)", async () => {
    const saved = await call("PUT", child.id, parent.token, dyslexiaAndLarge);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Preferencias de accesibilidad guardadas");
    const mine = await platform.app.inject({ method: "GET", url: "/trpc/accessibility.mine", headers: bearer(child.token) });
    expect(mine.json().result.data).toEqual(dyslexiaAndLarge);
  });

  it("a teacher sets it for a student in their classes, not for others", async () => {
    expect((await call("PUT", child.id, teacher.token, { ...dyslexiaAndLarge, highContrast: true })).statusCode).toBe(200);
    expect((await call("GET", child.id, child.token)).json().highContrast).toBe(true);
    expect((await call("PUT", child.id, otherTeacher.token, dyslexiaAndLarge)).statusCode).toBe(403);
    expect((await call("PUT", otherChild.id, teacher.token, dyslexiaAndLarge)).statusCode).toBe(403);
  });

  it("nobody else reads or changes it; the admin may", async () => {
    expect((await call("GET", child.id, otherChild.token)).statusCode).toBe(403);
    expect((await call("PUT", otherChild.id, parent.token, dyslexiaAndLarge)).statusCode).toBe(403);
    expect((await call("PUT", otherChild.id, admin.token, dyslexiaAndLarge)).statusCode).toBe(200);
    expect((await call("GET", 999999, admin.token)).statusCode).toBe(404);
  });

  it("refuses a text size outside the four steps and missing fields", async () => {
    expect((await call("PUT", child.id, child.token, { ...dyslexiaAndLarge, textSize: 4 })).statusCode).toBe(400);
    expect((await call("PUT", child.id, child.token, { textSize: 1 })).statusCode).toBe(400);
  });
});
