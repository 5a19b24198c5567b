import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allKeys, invalidDataMessage, nextAddress, RawBody } from "../setup/http.js";
import { createUsersOfEveryRole, rest } from "../setup/as-role.js";
import {
  allRoles,
  createFirstAdmin,
  createTestPlatform,
  createUser,
  type TestPlatform,
  uniqueEmail,
} from "../setup/test-platform.js";

const wrongCredentials = "Correo o contraseña incorrectos";
const accountBlocked = "Tu cuenta no está activa. Contacta a la administración de la escuela.";
const accountSuspended = "Tu cuenta está suspendida. Habla con la administración de la escuela para que la vuelva a activar.";

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
  await createFirstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

/** Every test signs in from an address of its own, so the per-address limit never crosses tests. */
function login(body: unknown, remoteAddress: string) {
  return rest(platform, "POST", "/api/login", body, { remoteAddress });
}

describe("POST /api/login", () => {
  it("answers 200 {user, token} for the right credentials", async () => {
    const student = await createUser(platform, { role: "student" });
    const response = await login({ email: student.email, password: student.password }, nextAddress());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toMatchObject({ id: student.id, email: student.email, role: "student", status: "active" });
    expect(decodeJwt(body.token)).toMatchObject({ sub: String(student.id), role: "student" });
    expect(response.body).not.toMatch(/password|\$argon2/i);
    expect(allKeys(body)).not.toContain("passwordHash");
  });

  it("gives a student and a parent no staff notes in the answer; a teacher and an admin get them (issue 33)", async () => {
    for (const role of ["student", "parent", "teacher", "admin"] as const) {
      const user = await createUser(platform, { role });
      await platform.db.updateTable("users").set({ notes: "Le cuesta escribir a mano" }).where("id", "=", user.id).execute();
      const body = (await login({ email: user.email, password: user.password }, nextAddress())).json();
      if (role === "student" || role === "parent") expect(allKeys(body), role).not.toContain("notes");
      else expect(body.user.notes, role).toBe("Le cuesta escribir a mano");
    }
  });

  it("accepts the email with other case and surrounding spaces", async () => {
    const student = await createUser(platform, { role: "student" });
    const response = await login({ email: `  ${student.email.toUpperCase()} `, password: student.password }, nextAddress());
    expect(response.statusCode).toBe(200);
  });

  it("signs in a user of every role with that role in the token", async () => {
    const users = await createUsersOfEveryRole(platform);
    for (const role of allRoles) {
      expect(users[role].user.role).toBe(role);
      expect(decodeJwt(users[role].token).role).toBe(role);
    }
  });

  it("refuses a wrong password with 401", async () => {
    const student = await createUser(platform);
    const response = await login({ email: student.email, password: "otra-clave" }, nextAddress());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "UNAUTHORIZED", message: wrongCredentials });
  });

  it("refuses an unknown email with the same 401", async () => {
    const response = await login({ email: uniqueEmail("nadie"), password: "clave-123" }, nextAddress());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "UNAUTHORIZED", message: wrongCredentials });
  });

  it("does not treat the password as case-insensitive or trimmed", async () => {
    const student = await createUser(platform, { password: "Clave-Mixta-1" });
    const address = nextAddress();
    expect((await login({ email: student.email, password: "clave-mixta-1" }, address)).statusCode).toBe(401);
    expect((await login({ email: student.email, password: " Clave-Mixta-1 " }, address)).statusCode).toBe(401);
    expect((await login({ email: student.email, password: "Clave-Mixta-1" }, address)).statusCode).toBe(200);
  });

  it.each([
    ["suspended", accountSuspended],
    ["inactive", accountBlocked],
  ] as const)("refuses a %s user with 403 even with the right password, saying why", async (status, message) => {
    const student = await createUser(platform, { role: "student" });
    await platform.db.updateTable("users").set({ status }).where("id", "=", student.id).execute();
    const response = await login({ email: student.email, password: student.password }, nextAddress());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "FORBIDDEN", message });
    expect(response.body).not.toContain("token");
  });

  it("answers a blocked user's wrong password with the generic 401", async () => {
    const student = await createUser(platform, { status: "suspended" });
    const response = await login({ email: student.email, password: "otra-clave" }, nextAddress());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(wrongCredentials);
  });

  it("lets a suspended user back in once reactivated", async () => {
    const student = await createUser(platform, { status: "suspended" });
    const address = nextAddress();
    expect((await login({ email: student.email, password: student.password }, address)).statusCode).toBe(403);
    await platform.db.updateTable("users").set({ status: "active" }).where("id", "=", student.id).execute();
    expect((await login({ email: student.email, password: student.password }, address)).statusCode).toBe(200);
  });
});

describe("POST /api/login validation", () => {
  it.each([
    ["an empty object", {}, { email: "Correo Electrónico es requerido", password: "Contraseña es requerida" }],
    ["an empty email", { email: "", password: "x" }, { email: "Correo Electrónico es requerido" }],
    ["a blank email", { email: "   ", password: "x" }, { email: "Correo Electrónico es requerido" }],
    ["a malformed email", { email: "no-es-correo", password: "x" }, { email: "Correo Electrónico inválido" }],
    ["an email without a domain dot", { email: "ana@escuela", password: "x" }, { email: "Correo Electrónico inválido" }],
    ["a non-text email", { email: 5, password: "x" }, { email: "Correo Electrónico es requerido" }],
    ["a missing password", { email: "ana@escuela.test" }, { password: "Contraseña es requerida" }],
    ["an empty password", { email: "ana@escuela.test", password: "" }, { password: "Contraseña es requerida" }],
    ["a non-text password", { email: "ana@escuela.test", password: 123456 }, { password: "Contraseña es requerida" }],
  ])("%s -> 400 with the field message", async (_label, body, fields) => {
    const response = await login(body, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "BAD_REQUEST", message: invalidDataMessage, fields });
  });

  it("a password over 256 characters is reported as too long, not as missing", async () => {
    const response = await login({ email: "ana@escuela.test", password: "x".repeat(257) }, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: "Máximo 256 caracteres" });
  });

  it("does not count invalid input as a failed attempt", async () => {
    const student = await createUser(platform);
    const address = nextAddress();
    for (let i = 0; i < 6; i++) {
      expect((await login({ email: student.email, password: "" }, address)).statusCode).toBe(400);
    }
    expect((await login({ email: student.email, password: student.password }, address)).statusCode).toBe(200);
  });

  it("a malformed JSON body -> 400", async () => {
    const response = await rest(platform, "POST", "/api/login", new RawBody('{"email":'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidDataMessage);
  });
});
