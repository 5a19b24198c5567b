import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("the months the school charges (issue 34: a setting, not a constant)", () => {
  it("start as calendar A's ten fees and reach the family's receipt list", async () => {
    const parent = await signedIn(platform, "parent");
    expect((await trpc(admin).settings.get()).feeMonths).toEqual({ first: "02", last: "11" });
    expect((await trpc(parent).payments.list({})).feeMonths).toEqual({ first: "02", last: "11" });
  });

  it("are changed by an admin, checked, and read by every family at once", async () => {
    const parent = await signedIn(platform, "parent");
    const saved = await rest(admin, "PUT", "/api/settings", { feeMonths: { first: "03", last: "12" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.feeMonths).toEqual({ first: "03", last: "12" });
    expect((await trpc(parent).payments.list({})).feeMonths).toEqual({ first: "03", last: "12" });

    const backwards = await rest(admin, "PUT", "/api/settings", { feeMonths: { first: "11", last: "02" } });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain("El primer mes de pensión debe ir antes del último");
    expect((await rest(admin, "PUT", "/api/settings", { feeMonths: { first: "13", last: "12" } })).statusCode).toBe(400);
    expect((await rest(parent, "PUT", "/api/settings", { feeMonths: { first: "01", last: "12" } })).statusCode).toBe(403);
    expect((await trpc(admin).settings.get()).feeMonths).toEqual({ first: "03", last: "12" });
  });
});
