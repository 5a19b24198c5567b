import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { userMessages } from "../../common/users/users.schema.js";

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("the sex on a student's file (issue 34)", () => {
  it("is unknown until an admin sets it, and then reads back", async () => {
    const child = await signedIn(platform, "student", { firstName: "Sofía" });
    expect(await trpc(admin).users.studentFile({ id: child.id })).toEqual({ studentId: child.id, sex: null });
    const saved = await rest(admin, "PUT", `/api/users/${child.id}`, { sex: "F" });
    expect(saved.statusCode).toBe(200);
    expect(await trpc(admin).users.studentFile({ id: child.id })).toEqual({ studentId: child.id, sex: "F" });
    await trpc(admin).users.update({ id: child.id, sex: "M" });
    expect((await trpc(admin).users.studentFile({ id: child.id })).sex).toBe("M");
  });

  it("is set only by an admin, only on a student, only F or M", async () => {
    const child = await signedIn(platform, "student");
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "PUT", `/api/users/${child.id}`, { sex: "F" })).statusCode).toBe(403);
    expect((await rest(child, "PUT", `/api/users/${child.id}`, { sex: "F" })).statusCode).toBe(403);
    const onTeacher = await rest(admin, "PUT", `/api/users/${teacher.id}`, { sex: "F" });
    expect(onTeacher.statusCode).toBe(400);
    expect(onTeacher.json().message).toBe(userMessages.sexOnlyForStudents);
    expect((await rest(admin, "PUT", `/api/users/${child.id}`, { sex: "X" })).statusCode).toBe(400);
    expect((await trpc(admin).users.studentFile({ id: child.id })).sex).toBeNull();
  });
});
