import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../server/db/migrator.js";
import { findUserByEmail } from "../../server/domains/users/users.repo.js";
import { allKeys, invalidDataMessage, trpcMutation, trpcQuery } from "../setup/http.js";
import { rest } from "../setup/as-role.js";
import {
  createTestPlatform,
  createUser,
  signIn,
  type TestPlatform,
  uniqueEmail,
} from "../setup/test-platform.js";

const setupRequired = "La plataforma aún no está configurada. Crea primero la cuenta de administración.";
const alreadyDone = "La cuenta de administración ya existe. Inicia sesión.";

function adminBody(email = uniqueEmail("admin")) {
  return { firstName: "Ana", lastName: "Directora", email, password: "clave-admin-1" };
}

const demoCredentials = [{ role: "admin", email: "admin@demo.test", password: "demo123" }];

describe("first run without an admin", () => {
  let platform: TestPlatform;
  const admin = adminBody();

  beforeAll(async () => {
    // Demo credentials are handed over but DEMO_MODE is off: they must not be shown.
    platform = await createTestPlatform({ SCHOOL_NAME: "Escuela Sol" }, { demoCredentials });
  });

  afterAll(async () => {
    await platform?.close();
  });

  // The tests below run in order: they walk through the first-run screen.
  it("GET /api/setup says needsFirstAdmin, with the school details and no demo credentials", async () => {
    const response = await rest(platform, "GET", "/api/setup");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      needsFirstAdmin: true,
      demoMode: false,
      registrationOpen: true,
      school: { name: "Escuela Sol", phone: "+57 300 000 0000", email: "contacto@tribu.edu.co" },
      dataController: { name: "Escuela Sol", phone: "+57 300 000 0000", email: "contacto@tribu.edu.co", address: null },
      privacyNoticeVersion: "2026-12-01",
      demoCredentials: [],
    });
  });

  it("setup.info over tRPC says the same", async () => {
    const response = await trpcQuery(platform.app, "setup.info");
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ needsFirstAdmin: true, demoMode: false });
  });

  it("POST /api/register is refused with 403 and the setup message", async () => {
    const response = await rest(platform, "POST", "/api/register", {
      firstName: "Luis",
      lastName: "Pérez",
      email: uniqueEmail("student"),
      password: "clave-123",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "FORBIDDEN", message: setupRequired });
  });

  it("POST /api/login and /api/refresh are refused the same way", async () => {
    const login = await rest(platform, "POST", "/api/login", { email: admin.email, password: admin.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(setupRequired);
    const refresh = await rest(platform, "POST", "/api/refresh");
    expect(refresh.statusCode).toBe(403);
  });

  it("tRPC auth procedures are refused the same way", async () => {
    const response = await trpcMutation(platform.app, "auth.login", { email: admin.email, password: admin.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(setupRequired);
  });

  it("POST /api/setup/admin validates its input", async () => {
    const response = await rest(platform, "POST", "/api/setup/admin", { firstName: "A", email: "x", password: "1" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "BAD_REQUEST",
      message: invalidDataMessage,
      fields: {
        firstName: "El nombre debe tener al menos 2 caracteres",
        lastName: "Apellido es requerido",
        email: "Correo inválido",
        password: "La contraseña debe tener al menos 8 caracteres",
      },
    });
    expect((await platform.services.setup.info()).needsFirstAdmin).toBe(true);
  });

  it("POST /api/setup/admin creates the admin: 201 {user, token} with role admin", async () => {
    const response = await rest(platform, "POST", "/api/setup/admin", {
      ...admin,
      email: `  ${admin.email.toUpperCase()} `,
      role: "student",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toMatchObject({
      email: admin.email,
      firstName: "Ana",
      lastName: "Directora",
      role: "admin",
      status: "active",
    });
    expect(decodeJwt(body.token)).toMatchObject({ sub: String(body.user.id), role: "admin" });
    expect(response.body).not.toMatch(/password|\$argon2/i);
    expect(allKeys(body)).not.toContain("passwordHash");
  });

  it("after that, needsFirstAdmin is false", async () => {
    const response = await rest(platform, "GET", "/api/setup");
    expect(response.json().needsFirstAdmin).toBe(false);
  });

  it("a second POST /api/setup/admin gives 409", async () => {
    const response = await rest(platform, "POST", "/api/setup/admin", adminBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "CONFLICT", message: alreadyDone });
    const again = await trpcMutation(platform.app, "setup.createFirstAdmin", adminBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(alreadyDone);
  });

  it("the admin signs in and registration opens", async () => {
    const session = await signIn(platform.app, admin.email, admin.password);
    expect(session.user.role).toBe("admin");
    const register = await rest(platform, "POST", "/api/register", {
      firstName: "Luis",
      lastName: "Pérez",
      email: uniqueEmail("student"),
      password: "clave-123",
    });
    expect(register.statusCode).toBe(201);
  });
});

describe("setup through tRPC", () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await createTestPlatform();
  });

  afterAll(async () => {
    await platform?.close();
  });

  it("setup.createFirstAdmin creates the admin once", async () => {
    const first = await trpcMutation(platform.app, "setup.createFirstAdmin", adminBody());
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data.user.role).toBe("admin");
    const info = await trpcQuery(platform.app, "setup.info");
    expect(info.json().result.data.needsFirstAdmin).toBe(false);
  });
});

describe("concurrent first-admin requests", () => {
  let platform: TestPlatform | undefined;

  afterEach(async () => {
    await platform?.close();
  });

  it("only one of several simultaneous POST /api/setup/admin succeeds", async () => {
    platform = await createTestPlatform();
    const school = platform;
    const responses = await Promise.all([1, 2, 3].map(() => rest(school, "POST", "/api/setup/admin", adminBody())));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const admins = await platform.db.selectFrom("users").select("id").where("role", "=", "admin").execute();
    expect(admins).toHaveLength(1);
  });
});

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  const opened: TestPlatform[] = [];

  afterAll(async () => {
    for (const platform of opened) await platform.close();
  });

  async function open(...args: Parameters<typeof createTestPlatform>) {
    const platform = await createTestPlatform(...args);
    opened.push(platform);
    return platform;
  }

  it("create the admin at start-up, so needsFirstAdmin is false", async () => {
    const email = uniqueEmail("direccion");
    const platform = await open({ ADMIN_EMAIL: email.toUpperCase(), ADMIN_PASSWORD: "clave-inicial" });
    const info = await rest(platform, "GET", "/api/setup");
    expect(info.json().needsFirstAdmin).toBe(false);

    const session = await signIn(platform.app, email, "clave-inicial");
    expect(session.user).toMatchObject({ email, role: "admin", status: "active" });

    const setup = await rest(platform, "POST", "/api/setup/admin", adminBody());
    expect(setup.statusCode).toBe(409);

    // A later start with the same variables does not create a second admin.
    expect(await platform.services.setup.ensureInitialAdmin()).toBe(false);
    const admins = await platform.db.selectFrom("users").select("email").where("role", "=", "admin").execute();
    expect(admins).toEqual([{ email }]);
  });

  it("are ignored when an admin already exists", async () => {
    const existing = uniqueEmail("admin");
    const ignored = uniqueEmail("direccion");
    const platform = await open(
      { ADMIN_EMAIL: ignored, ADMIN_PASSWORD: "clave-inicial" },
      {
        beforeOpen: async (db) => {
          await migrateToLatest(db);
          await createUser({ db }, { role: "admin", email: existing });
        },
      },
    );
    expect(await findUserByEmail(platform.db, ignored)).toBeUndefined();
    const login = await rest(platform, "POST", "/api/login", { email: ignored, password: "clave-inicial" });
    expect(login.statusCode).toBe(401);
  });

  it("stop start-up when the address belongs to a user who is not an admin", async () => {
    const email = uniqueEmail("student");
    await expect(
      open(
        { ADMIN_EMAIL: email, ADMIN_PASSWORD: "clave-inicial" },
        {
          beforeOpen: async (db) => {
            await migrateToLatest(db);
            await createUser({ db }, { role: "student", email });
          },
        },
      ),
    ).rejects.toThrow(`ADMIN_EMAIL ${email} ya pertenece a un usuario que no es administrador.`);
  });
});

describe("demo mode", () => {
  it("GET /api/setup lists the demo credentials when DEMO_MODE is on", async () => {
    const demo = await createTestPlatform({ DEMO_MODE: "1" }, { demoCredentials });
    try {
      const response = await rest(demo, "GET", "/api/setup");
      expect(response.json()).toMatchObject({ demoMode: true, demoCredentials });
    } finally {
      await demo.close();
    }
  });
});
