import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rest, signedIn } from "../setup/as-role.js";
import { invalidDataMessage, nextAddress, RawBody, trpcMutation, trpcQuery, unauthorizedMessage } from "../setup/http.js";
import {
  bearer,
  createFirstAdmin,
  createTestPlatform,
  createUser,
  signIn,
  type TestPlatform,
  uniqueEmail,
} from "../setup/test-platform.js";

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform({ SCHOOL_NAME: "Escuela Luna" });
  await createFirstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("tRPC over HTTP", () => {
  it("setup.info (query) answers {result:{data}}", async () => {
    const response = await trpcQuery(platform.app, "setup.info");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        data: {
          needsFirstAdmin: false,
          demoMode: false,
          registrationOpen: true,
          school: { name: "Escuela Luna", phone: "+57 300 000 0000", email: "contacto@tribu.edu.co" },
          dataController: { name: "Escuela Luna", phone: "+57 300 000 0000", email: "contacto@tribu.edu.co", address: null },
          privacyNoticeVersion: "2026-12-01",
          demoCredentials: [],
        },
      },
    });
  });

  it("auth.me returns the signed-in user", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const session = await signIn(platform.app, teacher.email, teacher.password);
    const response = await trpcQuery(platform.app, "auth.me", undefined, bearer(session.token));
    expect(response.statusCode).toBe(200);
    const user = response.json().result.data;
    expect(user).toMatchObject({ id: teacher.id, email: teacher.email, role: "teacher", status: "active" });
    expect(user).toEqual(session.user);
    expect(response.body).not.toMatch(/password|\$argon2/i);
  });

  it("auth.me without a token is a 401", async () => {
    const response = await trpcQuery(platform.app, "auth.me");
    expect(response.statusCode).toBe(401);
    const { error } = response.json();
    expect(error.message).toBe(unauthorizedMessage);
    expect(error.data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401, path: "auth.me" });
    expect(error.data.stack).toBeUndefined();
  });

  it("auth.me with a forged or suspended user's token is a 401", async () => {
    expect((await trpcQuery(platform.app, "auth.me", undefined, bearer("a.b.c"))).statusCode).toBe(401);
    const student = await signedIn(platform, "student");
    await platform.db.updateTable("users").set({ status: "suspended" }).where("id", "=", student.id).execute();
    expect((await trpcQuery(platform.app, "auth.me", undefined, bearer(student.token))).statusCode).toBe(401);
  });

  it("auth.login (mutation, JSON body = input) returns {user, token}", async () => {
    const student = await createUser(platform);
    const response = await trpcMutation(platform.app, "auth.login", { email: student.email, password: student.password });
    expect(response.statusCode).toBe(200);
    const data = response.json().result.data;
    expect(data.user).toMatchObject({ id: student.id, role: "student" });
    expect(decodeJwt(data.token).sub).toBe(String(student.id));
    expect(response.body).not.toMatch(/password|\$argon2/i);
  });

  it("auth.login with invalid input is a 400 with data.fields", async () => {
    const response = await trpcMutation(platform.app, "auth.login", { email: "no-es-correo", password: "" });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.message).toBe(invalidDataMessage);
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, path: "auth.login" });
    expect(error.data.fields).toEqual({ email: "Correo Electrónico inválido", password: "Contraseña es requerida" });
    expect(error.data.stack).toBeUndefined();
  });

  it("auth.login with a non-object input is a 400 with data.fields", async () => {
    for (const input of [null, [], "hola"]) {
      const response = await trpcMutation(platform.app, "auth.login", input);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(invalidDataMessage);
      expect(response.json().error.data.fields).toEqual({ _: expect.any(String) });
    }
  });

  it("auth.login with an empty or malformed body is a 400, not a 500", async () => {
    for (const payload of [undefined, "{bad"]) {
      const response = await rest(platform, "POST", "/trpc/auth.login", payload === undefined ? undefined : new RawBody(payload), { headers: { "content-type": "application/json" } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
      expect(response.json().error.data.stack).toBeUndefined();
    }
  });

  it("auth.login with a wrong password is a 401 with the Spanish message", async () => {
    const student = await createUser(platform);
    const response = await rest(platform, "POST", "/trpc/auth.login", { email: student.email, password: "otra-clave" }, { remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe("Correo o contraseña incorrectos");
  });

  it("auth.login answers 429 once the account is locked", async () => {
    const student = await createUser(platform);
    const remoteAddress = nextAddress();
    const attempt = (password: string) => rest(platform, "POST", "/trpc/auth.login", { email: student.email, password }, { remoteAddress });
    for (let i = 0; i < 10; i++) expect((await attempt("mala")).statusCode).toBe(401);
    const locked = await attempt(student.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.data).toMatchObject({ code: "TOO_MANY_REQUESTS", httpStatus: 429 });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().error.message).toBe(
      "Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.",
    );
  });

  it("auth.register creates a student whatever role is sent, and validates like REST", async () => {
    const email = uniqueEmail("trpc");
    const created = await trpcMutation(platform.app, "auth.register", {
      firstName: "Sofía",
      lastName: "Ruiz",
      email,
      password: "clave-123",
      role: "admin",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data.user).toMatchObject({ email, role: "student" });

    const duplicate = await trpcMutation(platform.app, "auth.register", {
      firstName: "Sofía",
      lastName: "Ruiz",
      email: email.toUpperCase(),
      password: "clave-123",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe("El correo electrónico ya está registrado.");

    const invalid = await trpcMutation(platform.app, "auth.register", { firstName: "S", lastName: "", email, password: "1" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.data.fields).toEqual({
      firstName: "El nombre debe tener al menos 2 caracteres",
      lastName: "Apellido es requerido",
      password: "La contraseña debe tener al menos 8 caracteres",
    });
  });

  it("auth.refresh returns a new session for a valid token and 401 without one", async () => {
    const student = await signedIn(platform, "student");
    const response = await trpcMutation(platform.app, "auth.refresh", undefined, bearer(student.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.user.id).toBe(student.id);
    expect((await trpcMutation(platform.app, "auth.refresh")).statusCode).toBe(401);
  });

  it("a mutation called with GET, or a query with POST, is refused", async () => {
    expect((await rest(platform, "GET", "/trpc/auth.login")).statusCode).toBe(405);
    expect((await trpcMutation(platform.app, "setup.info")).statusCode).toBe(405);
  });

  it("answers a batch (as the web client's httpBatchLink sends it) call by call", async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await rest(platform, "GET", `/trpc/setup.info,auth.me?batch=1&input=${input}`);
    const [info, me] = response.json();
    expect(info.result.data.needsFirstAdmin).toBe(false);
    expect(me.error.data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
  });

  it("answers a batch of many calls whose names together pass 100 characters (a busy screen's first load)", async () => {
    const calls = Array.from({ length: 10 }, () => "setup.info");
    const input = encodeURIComponent(JSON.stringify({}));
    const response = await rest(platform, "GET", `/trpc/${calls.join(",")}?batch=1&input=${input}`);
    expect(calls.join(",").length).toBeGreaterThan(100);
    expect(response.statusCode).toBe(200);
    const results = response.json() as { result: { data: { needsFirstAdmin: boolean } } }[];
    expect(results).toHaveLength(10);
    for (const result of results) expect(result.result.data.needsFirstAdmin).toBe(false);
  });
});
