import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMessages } from "../../common/users/users.schema.js";
import { nextAddress, trpcQuery, unauthorizedMessage } from "../setup/http.js";
import { type Actor, firstAdmin, rest, withToken } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, signIn, type TestPlatform, uniqueEmail } from "../setup/test-platform.js";

/**
 * Issue 19, sessions: a stolen or old token must stop working the moment the account holder (or
 * the school) changes what it was issued for.
 */

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

const me = (token: string) => trpcQuery(platform.app, "auth.me", undefined, bearer(token));
const dashboard = (token: string) => rest(withToken(platform, token), "GET", "/api/users");

function put(id: number, token: string, body: Record<string, unknown>) {
  return rest(withToken(platform, token), "PUT", `/api/users/${id}`, body, { remoteAddress: nextAddress() });
}

/** Two sessions of one user, as on a phone and a stolen laptop. */
async function twoSessions(role: "parent" | "teacher" | "student" = "parent") {
  const user = await createUser(platform, { role });
  const phone = await signIn(platform.app, user.email, user.password, nextAddress());
  const laptop = await signIn(platform.app, user.email, user.password, nextAddress());
  expect((await me(laptop.token)).statusCode).toBe(200);
  return { user, phone, laptop };
}

async function expectEnded(token: string) {
  const response = await dashboard(token);
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe(unauthorizedMessage);
  expect((await me(token)).statusCode).toBe(401);
}

describe("a change of password, email or status ends the other sessions at once", () => {
  it("changing one's password: the other session gets 401, this one goes on with the fresh token it is given", async () => {
    const { user, phone, laptop } = await twoSessions();
    const response = await put(user.id, phone.token, { currentPassword: user.password, newPassword: "girasol-azul-2026" });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token as string;
    expect(typeof fresh).toBe("string");
    await expectEnded(laptop.token);
    await expectEnded(phone.token);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await rest(platform, "POST", "/api/login", { email: user.email, password: "girasol-azul-2026" }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it("an admin resetting a password ends every session of that user, and the new password signs in", async () => {
    const { user, phone, laptop } = await twoSessions("teacher");
    const response = await put(user.id, admin.token, { newPassword: "cometa-verde-2026" });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined(); // the admin's own session is untouched
    await expectEnded(phone.token);
    await expectEnded(laptop.token);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect((await rest(platform, "POST", "/api/login", { email: user.email, password: "cometa-verde-2026" }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it("changing one's email needs the current password, and ends the other sessions", async () => {
    const { user, phone, laptop } = await twoSessions();
    const email = uniqueEmail("nuevo");
    const without = await put(user.id, laptop.token, { email });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual({ currentPassword: "Ingresa tu contraseña actual para cambiarla" });
    const wrong = await put(user.id, laptop.token, { email, currentPassword: "no-es-esta" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: "La contraseña actual no es correcta" });
    const response = await put(user.id, phone.token, { email, currentPassword: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    await expectEnded(laptop.token);
    expect((await me(response.json().token)).statusCode).toBe(200);
  });

  it("two password changes at once: only the token of the change that landed last goes on", async () => {
    const { user, phone, laptop } = await twoSessions();
    const answers = await Promise.all(
      [phone, laptop].map((session, i) => put(user.id, session.token, { currentPassword: user.password, newPassword: `girasol-azul-20${i}7` })),
    );
    // Both checks may read the old password before either change lands (two 200s), or one change may
    // land first, so that the other's "current password" is no longer current (its 400). Either way
    // exactly one new token goes on.
    const codes = answers.map((a) => a.statusCode).sort();
    expect([
      [200, 200],
      [200, 400],
    ]).toContainEqual(codes);
    for (const refused of answers.filter((a) => a.statusCode === 400)) expect(refused.json().message).toBe(userMessages.currentPasswordWrong);
    const landed = answers.filter((a) => a.statusCode === 200);
    const statuses = await Promise.all(landed.map(async (a) => (await me(a.json().token)).statusCode));
    expect(statuses.sort()).toEqual(landed.length === 2 ? [200, 401] : [200]);
  });

  it("changing only one's name keeps every session", async () => {
    const { user, phone, laptop } = await twoSessions();
    const response = await put(user.id, phone.token, { firstName: "Lucía" });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it.each(["suspended", "pending"] as const)("an admin setting the status to %s ends the sessions, and reactivating does not bring old tokens back", async (status) => {
    const { user, phone } = await twoSessions("student");
    expect((await put(user.id, admin.token, { status })).statusCode).toBe(200);
    await expectEnded(phone.token);
    expect((await put(user.id, admin.token, { status: "active" })).statusCode).toBe(200);
    await expectEnded(phone.token);
    expect((await rest(platform, "POST", "/api/login", { email: user.email, password: user.password }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it("deactivating (inactive) and deleting a user end their sessions", async () => {
    const inactive = await twoSessions("teacher");
    await platform.db.updateTable("users").set({ status: "inactive" }).where("id", "=", inactive.user.id).execute();
    await expectEnded(inactive.phone.token);
    const deleted = await twoSessions("parent");
    expect((await rest(admin, "DELETE", `/api/users/${deleted.user.id}`)).statusCode).toBe(200);
    await expectEnded(deleted.laptop.token);
  });

  it("a token of a pending, suspended or inactive user cannot be refreshed into a new one", async () => {
    for (const status of ["pending", "suspended", "inactive"] as const) {
      const { user, phone } = await twoSessions("parent");
      await platform.db.updateTable("users").set({ status }).where("id", "=", user.id).execute();
      const refresh = await rest(withToken(platform, phone.token), "POST", "/api/refresh");
      expect(refresh.statusCode).toBe(401);
    }
  });
});

describe("accounts that are not active cannot sign in", () => {
  it("a pending account gets 403 with a message that says it is waiting for the school", async () => {
    const pending = await createUser(platform, { status: "pending" });
    const response = await rest(platform, "POST", "/api/login", { email: pending.email, password: pending.password }, { remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Tu cuenta está pendiente de aprobación. La escuela te avisará cuando puedas entrar.");
    const wrong = await rest(platform, "POST", "/api/login", { email: pending.email, password: "otra" }, { remoteAddress: nextAddress() });
    expect(wrong.statusCode).toBe(401); // no status is told to someone without the password
  });

  it.each([
    ["suspended", "Tu cuenta está suspendida. Habla con la administración de la escuela para que la vuelva a activar."],
    ["inactive", "Tu cuenta no está activa. Contacta a la administración de la escuela."],
  ] as const)("a %s account gets 403 with its own message (issue 22)", async (status, message) => {
    const user = await createUser(platform, { status });
    const response = await rest(platform, "POST", "/api/login", { email: user.email, password: user.password }, { remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(message);
  });
});
