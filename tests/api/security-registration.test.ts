import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidDataMessage, nextAddress, trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload, withToken } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, signIn, type TestPlatform, uniqueEmail } from "../setup/test-platform.js";
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
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
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
const register = (body: unknown) => rest(platform, "POST", "/api/register", body, { remoteAddress: nextAddress() });
const registerTrpc = (body: unknown) => trpcMutation(platform.app, "auth.register", body);

async function setRegistration(open: boolean) {
  const response = await rest(admin, "PUT", "/api/settings", { registrationOpen: open });
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
      const short = await rest(fresh, "POST", "/api/setup/admin", { ...body, password: "1234567" });
      expect(short.statusCode).toBe(400);
      expect(passwordMessage(short)).toBe(tooShort);
      const weak = await trpcMutation(fresh.app, "setup.createFirstAdmin", { ...body, password: "Contraseña123" });
      expect(weak.statusCode).toBe(400);
      expect(passwordMessage(weak)).toBe(common);
      expect((await rest(fresh, "POST", "/api/setup/admin", { ...body, password: "girasol-azul-2026" })).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
  });

  it("an admin creating a user is held to the same rule", async () => {
    const create = (password: string) => rest(admin, "POST", "/api/users/admin/create", { email: uniqueEmail("created"), password, firstName: "Pedro", lastName: "Pérez", role: "teacher" });
    const short = await create("corta1");
    expect(short.statusCode).toBe(400);
    expect(passwordMessage(short)).toBe(tooShort);
    const weak = await create("tequiero123");
    expect(weak.statusCode).toBe(400);
    expect(passwordMessage(weak)).toBe(common);
    expect((await create("girasol-azul-2026")).statusCode).toBe(201);
  });

  it("a password change (one's own or an admin's reset) is held to the same rule", async () => {
    const user = await signedIn(platform, "parent", {}, { remoteAddress: nextAddress() });
    const change = (as: Actor, body: Record<string, unknown>) => rest(as, "PUT", `/api/users/${user.id}`, body, { remoteAddress: nextAddress() });
    const short = await change(user, { currentPassword: user.password, newPassword: "1234abc" });
    expect(short.statusCode).toBe(400);
    expect(passwordMessage(short, "newPassword")).toBe(tooShort);
    const weak = await change(user, { currentPassword: user.password, newPassword: "Contraseña" });
    expect(weak.statusCode).toBe(400);
    expect(passwordMessage(weak, "newPassword")).toBe(common);
    const reset = await change(admin, { newPassword: "12345678" });
    expect(reset.statusCode).toBe(400);
    expect(passwordMessage(reset, "newPassword")).toBe(common);
    const trpcWeak = await trpcMutation(platform.app, "users.update", { id: user.id, newPassword: "barcelona" }, bearer(admin.token));
    expect(trpcWeak.statusCode).toBe(400);
    expect(passwordMessage(trpcWeak, "newPassword")).toBe(common);
  });

  it("an account that already has an old weak password still signs in", async () => {
    const old = await createUser(platform, { role: "student", password: "123456" });
    expect((await rest(platform, "POST", "/api/login", { email: old.email, password: "123456" }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    const demo = await createUser(platform, { role: "teacher", password: "demo1234" });
    expect((await rest(platform, "POST", "/api/login", { email: demo.email, password: "demo1234" }, { remoteAddress: nextAddress() })).statusCode).toBe(200);
  });
});

describe("'Registro abierto': an admin can close self-registration", () => {
  it("is open by default and public in the platform info", async () => {
    const info = await rest(platform, "GET", "/api/setup");
    expect(info.json().registrationOpen).toBe(true);
    const settings = await rest(admin, "GET", "/api/settings");
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ registrationOpen: true, feeMonths: { first: "02", last: "11" }, moodCheckIn: true, childGradesTribes: [] });
  });

  it("closed: REST and tRPC registration answer 403 with a Spanish message, the platform info says so, and no account is made", async () => {
    await setRegistration(false);
    try {
      const body = registration("girasol-azul-2026");
      const overRest = await register(body);
      expect(overRest.statusCode).toBe(403);
      expect(overRest.json()).toEqual({ error: "FORBIDDEN", message: closed });
      const trpc = await registerTrpc(registration("girasol-azul-2026"));
      expect(trpc.statusCode).toBe(403);
      expect(trpc.json().error.message).toBe(closed);
      expect((await rest(platform, "GET", "/api/setup")).json().registrationOpen).toBe(false);
      expect((await trpcQuery(platform.app, "setup.info")).json().result.data.registrationOpen).toBe(false);
      const row = await platform.db.selectFrom("users").select("id").where("email", "=", body.email).executeTakeFirst();
      expect(row).toBeUndefined();
      // Signing in and the admin's own account creation go on as usual.
      const created = await rest(admin, "POST", "/api/users/admin/create", { email: uniqueEmail("by-admin"), password: "girasol-azul-2026", firstName: "Rosa", lastName: "Ruiz" });
      expect(created.statusCode).toBe(201);
    } finally {
      await setRegistration(true);
    }
    expect((await register(registration("girasol-azul-2026"))).statusCode).toBe(201);
  });

  it("only an admin changes it (REST and tRPC); the change is in the audit log", async () => {
    for (const role of ["student", "teacher", "parent"] as const) {
      const user = await signedIn(platform, role, {}, { remoteAddress: nextAddress() });
      const overRest = await rest(user, "PUT", "/api/settings", { registrationOpen: false });
      expect(overRest.statusCode).toBe(403);
      const trpc = await trpcMutation(platform.app, "settings.update", { registrationOpen: false }, bearer(user.token));
      expect(trpc.statusCode).toBe(403);
      expect((await rest(user, "GET", "/api/settings")).statusCode).toBe(403);
    }
    expect((await rest(platform, "PUT", "/api/settings", { registrationOpen: false })).statusCode).toBe(401);
    expect((await rest(platform, "GET", "/api/setup")).json().registrationOpen).toBe(true);

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
      const response = await rest(admin, "PUT", "/api/settings", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(invalidDataMessage);
    }
    expect((await rest(platform, "GET", "/api/setup")).json().registrationOpen).toBe(true);
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
    const as = withToken(platform, stranger.token);
    const auth = bearer(stranger.token);

    const overRest = await rest(as, "GET", "/api/modules?pageSize=100");
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json().modules).toEqual([]);
    expect(overRest.json().total).toBe(0);
    const trpc = await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth);
    expect(trpc.json().result.data.modules).toEqual([]);
    for (const id of [tribe1, tribe2, untribed]) {
      expect((await rest(as, "GET", `/api/modules/${id}`)).statusCode).toBe(404);
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
    const filesBefore = storedFiles();
    const overRest = await upload(withToken(platform, stranger.token), "POST", "/api/student-work-submissions", { moduleId: String(tribe1), workDescription: "Publicidad" }, { name: "w.txt", content: Buffer.from("hola"), type: "text/plain" });
    expect(overRest.statusCode).toBe(403);
    expect(overRest.json().message).toBe("Aún no tienes tribu. Cuando la escuela te asigne a una tribu, podrás entregar trabajos de sus módulos.");
    const trpc = await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe1, workDescription: "Publicidad" }, auth);
    expect(trpc.statusCode).toBe(403);

    const teacherSession = await signIn(platform.app, teacher.email, teacher.password, nextAddress());
    const pending = await rest(withToken(platform, teacherSession.token), "GET", "/api/student-work-submissions/pending");
    expect(pending.json().pendingSubmissions).toEqual([]);
    const stored = await platform.db.selectFrom("workSubmissions").select("id").where("studentId", "=", stranger.user.id).execute();
    expect(stored).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("a student of Tribu 1 sees Tribu 1's modules and the ones assigned to them, never another tribe's", async () => {
    const { tribe1, tribe2, untribed } = await school();
    const student = await signedIn(platform, "student", { tribe: "Tribu 1" }, { remoteAddress: nextAddress() });
    const auth = bearer(student.token);

    const visible = moduleIds((await rest(student, "GET", "/api/modules?pageSize=100")).json());
    expect(visible).toContain(tribe1);
    expect(visible).not.toContain(tribe2);
    expect(visible).not.toContain(untribed);
    // Asking for another tribe by name does not open it.
    const other = await trpcQuery(platform.app, "modules.list", { tribe: "Tribu 2", pageSize: 100 }, auth);
    expect(other.json().result.data.modules).toEqual([]);
    expect((await rest(student, "GET", `/api/modules/${tribe1}`)).statusCode).toBe(200);
    expect((await rest(student, "GET", `/api/modules/${tribe2}`)).statusCode).toBe(404);
    expect((await rest(student, "GET", `/api/modules/${tribe2}/pdf`)).statusCode).toBe(404);

    // A module assigned to the student directly is theirs too.
    await assignModule(platform.db, student.id, untribed);
    expect(moduleIds((await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth)).json().result.data)).toContain(untribed);
    expect((await trpcQuery(platform.app, "modules.get", { id: untribed }, auth)).statusCode).toBe(200);

    // Staff still see every module.
    expect(moduleIds((await rest(admin, "GET", "/api/modules?pageSize=100")).json())).toEqual(
      expect.arrayContaining([tribe1, tribe2, untribed]),
    );
  });

  it("a student hands in to their tribe's modules only; moved to another tribe, they cannot change the old work", async () => {
    const { tribe1, tribe2 } = await school();
    const student = await signedIn(platform, "student", { tribe: "Tribu 1" }, { remoteAddress: nextAddress() });
    const auth = bearer(student.token);

    const own = await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe1, workDescription: "Mis sumas" }, auth);
    expect(own.statusCode).toBe(200);
    const submissionId = own.json().result.data.submission.id as number;
    const foreign = await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe2, workDescription: "Intruso" }, auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe("Solo puedes entregar trabajos de los módulos de tu tribu o de los que la escuela te asignó.");
    const overRest = await upload(student, "POST", "/api/student-work-submissions", { moduleId: String(tribe2), workDescription: "Intruso" });
    expect(overRest.statusCode).toBe(403);

    await setTribe(platform.db, student.id, "Tribu 2");
    const changed = await upload(student, "PUT", `/api/student-work-submissions/${submissionId}`, { workDescription: "Cambio" });
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
    const placed = await rest(admin, "PUT", `/api/users/${stranger.user.id}`, { tribe: "Tribu 1" });
    expect(placed.statusCode).toBe(200);
    expect(moduleIds((await trpcQuery(platform.app, "modules.list", { pageSize: 100 }, auth)).json().result.data)).toContain(tribe1);
    const home = await trpcQuery(platform.app, "dashboards.student", undefined, auth);
    expect(home.json().result.data.tribe).toBe("Tribu 1");
    expect((await trpcMutation(platform.app, "studentWork.submit", { moduleId: tribe1, workDescription: "Hecho" }, auth)).statusCode).toBe(200);
  });
});
