import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidDataMessage, nextAddress, postJson, trpcMutation, trpcQuery } from "../setup/http.js";
import { multipartBody } from "../setup/multipart.js";
import {
  bearer,
  createFirstAdmin,
  createTestPlatform,
  createUser,
  signIn,
  type TestPlatform,
  type TestSession,
  uniqueEmail,
} from "../setup/test-platform.js";
import { assignModule, createModule, setTribe } from "./people-helpers.js";

/**
 * Issue 19, registration: self-registration stays open to anyone (the spec), made safe. Strong
 * enough passwords everywhere an account gets one, an admin switch that closes registration, and a
 * self-registered stranger who sees no module and can hand work in to none.
 */

const tooShort = "La contraseña debe tener al menos 8 caracteres";
const common = "Esta contraseña es muy común. Elige otra más difícil de adivinar.";
const closed = "El registro está cerrado. Escribe a la escuela para pedir una cuenta.";

let platform: TestPlatform;
let admin: TestSession;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await createFirstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

/** The files in DATA_DIR/uploads (none kept for a refused hand-in). */
const storedFiles = () => {
  const dir = join(platform.dataDir, "uploads");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const registration = (password: string) => ({ firstName: "Luisa", lastName: "Gómez", email: uniqueEmail("reg"), password });
const register = (body: unknown) => postJson(platform.app, "/api/register", body, { remoteAddress: nextAddress() });
const registerTrpc = (body: unknown) => trpcMutation(platform.app, "auth.register", body);

async function setRegistration(open: boolean) {
  const response = await platform.app.inject({ method: "PUT", url: "/api/settings", payload: { registrationOpen: open }, headers: bearer(admin.token) });
  expect(response.statusCode).toBe(200);
  expect(response.json().settings.registrationOpen).toBe(open);
}

/** The field message of a 400 answer, REST ({fields}) or tRPC ({error.data.fields}). */
function passwordMessage(response: { statusCode: number; json(): unknown }, field = "password"): string | undefined {
  const body = response.json() as { fields?: Record<string, string>; error?: { data?: { fields?: Record<string, string> } } };
  return body.fields?.[field] ?? body.error?.data?.fields?.[field];
}

describe("passwords: at least 8 characters and not a common one, wherever an account gets one", () => {
  it("self-registration (REST and tRPC) refuses 7 characters and common passwords in any case, with Spanish messages", async () => {
    for (const send of [register, registerTrpc]) {
      const short = await send(registration("abc-123"));
      expect(short.statusCode).toBe(400);
      expect(passwordMessage(short)).toBe(tooShort);
      for (const password of ["contraseña", "Contrasena", "TEQUIERO", "colombia", "123456789", "password1", "Qwerty123"]) {
        const response = await send(registration(password));
        expect(response.statusCode, password).toBe(400);
        expect(passwordMessage(response), password).toBe(common);
      }
    }
    const rest = await register(registration("contraseña"));
    expect(rest.json()).toMatchObject({ error: "BAD_REQUEST", message: invalidDataMessage });
  });

  it("self-registration accepts a long enough uncommon password", async () => {
    expect((await register(registration("girasol-azul-2026"))).statusCode).toBe(201);
    expect((await registerTrpc(registration("cometa-verde-2026"))).statusCode).toBe(200);
  });

  it("the first-run setup refuses them too", async () => {
    const fresh = await createTestPlatform();
    try {
      const body = { firstName: "Ana", lastName: "Admin", email: uniqueEmail("setup") };
      const short = await postJson(fresh.app, "/api/setup/admin", { ...body, password: "1234567" });
      expect(short.statusCode).toBe(400);
      expect(passwordMessage(short)).toBe(tooShort);
      const weak = await trpcMutation(fresh.app, "setup.createFirstAdmin", { ...body, password: "Contraseña123" });
      expect(weak.statusCode).toBe(400);
      expect(passwordMessage(weak)).toBe(common);
      expect((await postJson(fresh.app, "/api/setup/admin", { ...body, password: "girasol-azul-2026" })).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
  });

  it("an admin creating a user is held to the same rule", async () => {
    const create = (password: string) =>
      platform.app.inject({
        method: "POST",
        url: "/api/users/admin/create",
        payload: { email: uniqueEmail("created"), password, firstName: "Pedro", lastName: "Pérez", role: "teacher" },
        headers: bearer(admin.token),
      });
    const short = await create("corta1");
    expect(short.statusCode).toBe(400);
    expect(passwordMessage(short)).toBe(tooShort);
    const weak = await create("tequiero123");
    expect(weak.statusCode).toBe(400);
    expect(passwordMessage(weak)).toBe(common);
    expect((await create("girasol-azul-2026")).statusCode).toBe(201);
  });

  it("a password change (one's own or an admin's reset) is held to the same rule", async () => {
    const user = await createUser(platform, { role: "parent" });
    const session = await signIn(platform.app, user.email, user.password, nextAddress());
    const change = (token: string, body: Record<string, unknown>) =>
      platform.app.inject({ method: "PUT", url: `/api/users/${user.id}`, payload: body, headers: bearer(token), remoteAddress: nextAddress() });
    const short = await change(session.token, { currentPassword: user.password, newPassword: "1234abc" });
    expect(short.statusCode).toBe(400);
    expect(passwordMessage(short, "newPassword")).toBe(tooShort);
    const weak = await change(session.token, { currentPassword: user.password, newPassword: "Contraseña" });
    expect(weak.statusCode).toBe(400);
    expect(passwordMessage(weak, "newPassword")).toBe(common);
    const reset = await change(admin.token, { newPassword: "12345678" });
    expect(reset.statusCode).toBe(400);
    expect(passwordMessage(reset, "newPassword")).toBe(common);
    const trpcWeak = await trpcMutation(platform.app, "users.update", { id: user.id, newPassword: "barcelona" }, bearer(admin.token));
    expect(trpcWeak.statusCode).toBe(400);
    expect(passwordMessage(trpcWeak, "newPassword")).toBe(common);
  });

  it("an account that already has an old weak password still signs in", async () => {
    const old = await createUser(platform, { role: "student", password: "123456" });
    expect((await postJson(platform.app, "/api/login", { email: old.email, password: "123456" }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    const demo = await createUser(platform, { role: "teacher", password: "demo1234" });
    expect((await postJson(platform.app, "/api/login", { email: demo.email, password: "demo1234" }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });
});

describe("'Registro abierto': an admin can close self-registration", () => {
  it("is open by default and public in the platform info", async () => {
    const info = await platform.app.inject({ method: "GET", url: "/api/setup" });
    expect(info.json().registrationOpen).toBe(true);
    const settings = await platform.app.inject({ method: "GET", url: "/api/settings", headers: bearer(admin.token) });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ registrationOpen: true });
  });

  it("closed: REST and tRPC registration answer 403 with a Spanish message, the platform info says so, and no account is made", async () => {
    await setRegistration(false);
    try {
      const body = registration("girasol-azul-2026");
      const rest = await register(body);
      expect(rest.statusCode).toBe(403);
      expect(rest.json()).toEqual({ error: "FORBIDDEN", message: closed });
      const trpc = await registerTrpc(registration("girasol-azul-2026"));
      expect(trpc.statusCode).toBe(403);
      expect(trpc.json().error.message).toBe(closed);
      expect((await platform.app.inject({ method: "GET", url: "/api/setup" })).json().registrationOpen).toBe(false);
      expect((await trpcQuery(platform.app, "setup.info")).json().result.data.registrationOpen).toBe(false);
      const row = await platform.db.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirst();
      expect(row).toBeUndefined();
      // Signing in and the admin's own account creation go on as usual.
      const created = await platform.app.inject({
        method: "POST",
        url: "/api/users/admin/create",
        payload: { email: uniqueEmail("by-admin"), password: "girasol-azul-2026", firstName: "Rosa", lastName: "Ruiz" },
        headers: bearer(admin.token),
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await setRegistration(true);
    }
    expect((await register(registration("girasol-azul-2026"))).statusCode).toBe(201);
  });

  it("only an admin changes it (REST and tRPC); the change is in the audit log", async () => {
    for (const role of ["student", "teacher", "parent"] as const) {
      const user = await createUser(platform, { role });
      const session = await signIn(platform.app, user.email, user.password, nextAddress());
      const rest = await platform.app.inject({ method: "PUT", url: "/api/settings", payload: { registrationOpen: false }, headers: bearer(session.token) });
      expect(rest.statusCode).toBe(403);
      const trpc = await trpcMutation(platform.app, "settings.update", { registrationOpen: false }, bearer(session.token));
      expect(trpc.statusCode).toBe(403);
      expect((await platform.app.inject({ method: "GET", url: "/api/settings", headers: bearer(session.token) })).statusCode).toBe(403);
    }
    expect((await platform.app.inject({ method: "PUT", url: "/api/settings", payload: { registrationOpen: false } })).statusCode).toBe(401);
    expect((await platform.app.inject({ method: "GET", url: "/api/setup" })).json().registrationOpen).toBe(true);

    const viaTrpc = await trpcMutation(platform.app, "settings.update", { registrationOpen: false }, bearer(admin.token));
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data).toMatchObject({ success: true, message: "Configuración guardada", settings: { registrationOpen: false } });
    await setRegistration(true);
    const entries = await platform.db.selectFrom("auditLog").select(["actorId", "details"]).where("action", "=", "settings.changed").orderBy("id").execute();
    expect(entries.slice(-2).map((e) => [e.actorId, JSON.parse(e.details)])).toEqual([
      [admin.user.id, { setting: "registrationOpen", value: false, previous: true }],
      [admin.user.id, { setting: "registrationOpen", value: true, previous: false }],
    ]);
  });

  it("refuses a malformed setting with 400 and a Spanish message", async () => {
    for (const payload of [{ registrationOpen: "sí" }, {}, { registrationOpen: true, other: 1 }]) {
      const response = await platform.app.inject({ method: "PUT", url: "/api/settings", payload, headers: bearer(admin.token) });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(invalidDataMessage);
    }
    expect((await platform.app.inject({ method: "GET", url: "/api/setup" })).json().registrationOpen).toBe(true);
  });
});

describe("a student sees and hands work in only to the modules of their tribe", () => {
  async function school() {
    const teacher = await createUser(platform, { role: "teacher" });
    const tribe1 = await createModule(platform.db, teacher.id, { title: `Sumas ${uniqueEmail("m")}`, tribe: "Tribu 1" });
    const tribe2 = await createModule(platform.db, teacher.id, { title: `Restas ${uniqueEmail("m")}`, tribe: "Tribu 2" });
    const untribed = await createModule(platform.db, teacher.id, { title: `Sin tribu ${uniqueEmail("m")}`, tribe: null });
    return { teacher, tribe1, tribe2, untribed };
  }

  async function registeredStudent() {
    const body = registration("girasol-azul-2026");
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    return response.json() as { user: { id: number; tribe: string | null }; token: string };
  }

  const moduleIds = (body: { modules: { id: number }[] }) => body.modules.map((m) => m.id);

  it("a self-registered student (no tribe) sees no module, over REST and tRPC, and their home says why", async () => {
    const { tribe1, tribe2, untribed } = await school();
    const stranger = await registeredStudent();
    expect(stranger.user.tribe).toBeNull();
    const auth = bearer(stranger.token);

    const rest = await platform.app.inject({ method: "GET", url: "/api/modules?pageSize=100", headers: auth });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().modules).toEqual([]);
    expect(rest.json().total).toBe(0);
    const trpc = await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth);
    expect(trpc.json().result.data.modules).toEqual([]);
    for (const id of [tribe1, tribe2, untribed]) {
      expect((await platform.app.inject({ method: "GET", url: `/api/modules/${id}`, headers: auth })).statusCode).toBe(404);
      expect((await trpcQuery(platform.app, "modules.get", { id }, auth)).statusCode).toBe(404);
    }
    const summary = await trpcQuery(platform.app, "modules.summary", { materia: "Matemáticas" }, auth);
    expect(summary.json().result.data.total).toBe(0);

    const home = await trpcQuery(platform.app, "dashboards.student", undefined, auth);
    expect(home.json().result.data).toMatchObject({ tribe: null, modulesTotal: 0, activeModules: [] });
  });

  it("a self-registered student can hand work in to no module (REST multipart and tRPC): nothing reaches the teacher", async () => {
    const { teacher, tribe1 } = await school();
    const stranger = await registeredStudent();
    const auth = bearer(stranger.token);
    const form = multipartBody({ moduleId: String(tribe1), workDescription: "Publicidad" }, { name: "w.txt", content: Buffer.from("hola"), type: "text/plain" });
    const filesBefore = storedFiles();
    const rest = await platform.app.inject({ method: "POST", url: "/api/student-work-submissions", payload: form.payload, headers: { ...auth, "content-type": form.contentType } });
    expect(rest.statusCode).toBe(403);
    expect(rest.json().message).toBe("Aún no tienes tribu. Cuando la escuela te asigne a una tribu, podrás entregar trabajos de sus módulos.");
    const trpc = await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe1, workDescription: "Publicidad" }, auth);
    expect(trpc.statusCode).toBe(403);

    const teacherSession = await signIn(platform.app, teacher.email, teacher.password, nextAddress());
    const pending = await platform.app.inject({ method: "GET", url: "/api/student-work-submissions/pending", headers: bearer(teacherSession.token) });
    expect(pending.json().pendingSubmissions).toEqual([]);
    const stored = await platform.db.selectFrom("workSubmissions").select("id").where("studentId", "=", stranger.user.id).execute();
    expect(stored).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("a student of Tribu 1 sees Tribu 1's modules and the ones assigned to them, never another tribe's", async () => {
    const { tribe1, tribe2, untribed } = await school();
    const student = await createUser(platform, { role: "student" });
    await setTribe(platform.db, student.id, "Tribu 1");
    const auth = bearer((await signIn(platform.app, student.email, student.password, nextAddress())).token);

    const visible = moduleIds((await platform.app.inject({ method: "GET", url: "/api/modules?pageSize=100", headers: auth })).json());
    expect(visible).toContain(tribe1);
    expect(visible).not.toContain(tribe2);
    expect(visible).not.toContain(untribed);
    // Asking for another tribe by name does not open it.
    const other = await trpcQuery(platform.app, "modules.list", { tribe: "Tribu 2", pageSize: 100 }, auth);
    expect(other.json().result.data.modules).toEqual([]);
    expect((await platform.app.inject({ method: "GET", url: `/api/modules/${tribe1}`, headers: auth })).statusCode).toBe(200);
    expect((await platform.app.inject({ method: "GET", url: `/api/modules/${tribe2}`, headers: auth })).statusCode).toBe(404);
    expect((await platform.app.inject({ method: "GET", url: `/api/modules/${tribe2}/pdf`, headers: auth })).statusCode).toBe(404);

    // A module assigned to the student directly is theirs too.
    await assignModule(platform.db, student.id, untribed);
    expect(moduleIds((await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth)).json().result.data)).toContain(untribed);
    expect((await trpcQuery(platform.app, "modules.get", { id: untribed }, auth)).statusCode).toBe(200);

    // Staff still see every module.
    const staff = bearer(admin.token);
    expect(moduleIds((await platform.app.inject({ method: "GET", url: "/api/modules?pageSize=100", headers: staff })).json())).toEqual(
      expect.arrayContaining([tribe1, tribe2, untribed]),
    );
  });

  it("a student hands in to their tribe's modules only; moved to another tribe, they cannot change the old work", async () => {
    const { tribe1, tribe2 } = await school();
    const student = await createUser(platform, { role: "student" });
    await setTribe(platform.db, student.id, "Tribu 1");
    const auth = bearer((await signIn(platform.app, student.email, student.password, nextAddress())).token);

    const own = await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe1, workDescription: "Mis sumas" }, auth);
    expect(own.statusCode).toBe(200);
    const submissionId = own.json().result.data.submission.id as number;
    const foreign = await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe2, workDescription: "Intruso" }, auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe("Solo puedes entregar trabajos de los módulos de tu tribu o de los que la escuela te asignó.");
    const form = multipartBody({ moduleId: String(tribe2), workDescription: "Intruso" });
    const rest = await platform.app.inject({ method: "POST", url: "/api/student-work-submissions", payload: form.payload, headers: { ...auth, "content-type": form.contentType } });
    expect(rest.statusCode).toBe(403);

    await setTribe(platform.db, student.id, "Tribu 2");
    const update = multipartBody({ workDescription: "Cambio" });
    const changed = await platform.app.inject({ method: "PUT", url: `/api/student-work-submissions/${submissionId}`, payload: update.payload, headers: { ...auth, "content-type": update.contentType } });
    expect(changed.statusCode).toBe(403);
    expect((await trpcMutation(platform.app, "studentWork.update", { id: submissionId, workDescription: "Cambio" }, auth)).statusCode).toBe(403);
    // Now Tribu 2's module is theirs.
    expect((await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe2, workDescription: "Mis restas" }, auth)).statusCode).toBe(200);
  });

  it("placing a self-registered student in a tribe opens that tribe's modules at once (the kept list does not go stale)", async () => {
    const { tribe1 } = await school();
    const stranger = await registeredStudent();
    const auth = bearer(stranger.token);
    expect(moduleIds((await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth)).json().result.data)).not.toContain(tribe1);
    const placed = await platform.app.inject({ method: "PUT", url: `/api/users/${stranger.user.id}`, payload: { tribe: "Tribu 1" }, headers: bearer(admin.token) });
    expect(placed.statusCode).toBe(200);
    expect(moduleIds((await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth)).json().result.data)).toContain(tribe1);
    const home = await trpcQuery(platform.app, "dashboards.student", undefined, auth);
    expect(home.json().result.data.tribe).toBe("Tribu 1");
    expect((await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe1, workDescription: "Hecho" }, auth)).statusCode).toBe(200);
  });
});
