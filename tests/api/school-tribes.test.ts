import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, signedIn, trpc } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("the school's tribes for the people filters (issue 34)", () => {
  it("are the tribes that have people, in the school's order, never a tribe nobody is in", async () => {
    await signedIn(platform, "student", { tribe: "Tribu 2" });
    await signedIn(platform, "teacher", { tribe: "Tribu 1" });
    await signedIn(platform, "student", { tribe: "Tribu 2" });
    await signedIn(platform, "student", { tribe: null });
    const { tribes } = await trpc(admin).users.tribes();
    expect(tribes).toEqual(["Tribu 1", "Tribu 2"]);
    expect(tribes).not.toContain("Tribu 5");
  });

  it("are read within the caller's scope: a student lists nobody, so no tribe", async () => {
    const student = await signedIn(platform, "student", { tribe: "Tribu 3" });
    expect((await trpc(student).users.tribes()).tribes).toEqual([]);
    expect((await trpc(admin).users.tribes()).tribes).toContain("Tribu 3");
  });
});

describe("the users list by status (issue 34: the admin's home links the accounts waiting)", () => {
  it("lists only the accounts with that status", async () => {
    const waiting = await createUser(platform, { role: "teacher", status: "pending", lastName: "Esperando" });
    const list = await trpc(admin).users.list({ status: "pending", pageSize: 200 });
    expect(list.users.map((u) => u.id)).toContain(waiting.id);
    expect(list.users.every((u) => u.status === "pending")).toBe(true);
    expect((await trpc(admin).users.list({ status: "active", pageSize: 200 })).users.map((u) => u.id)).not.toContain(waiting.id);
  });
});
