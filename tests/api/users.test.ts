import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { allKeys, invalidDataMessage, trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, signIn, type TestPlatform, uniqueEmail } from "../setup/test-platform.js";
import { assignModule, createAssignment, createClass, createModule, enrol, linkParent, setTribe } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("GET /api/users", () => {
  it("needs a session", async () => {
    expect((await rest(platform, "GET", "/api/users")).statusCode).toBe(401);
  });

  it("gives the admin everyone, filtered, sorted and paged in SQL", async () => {
    const tag = `zz${Date.now().toString(36)}`;
    for (let i = 0; i < 7; i++) {
      const u = await createUser(platform, { role: i % 2 ? "teacher" : "student", firstName: `${tag}${i}`, lastName: `Apellido${i}` });
      if (i < 3) await setTribe(platform.db, u.id, "Tribu 2");
    }
    const page1 = await rest(admin, "GET", `/api/users?search=${tag}&sort=name&direction=asc&page=1&pageSize=3`);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.total).toBe(7);
    expect(body.users).toHaveLength(3);
    expect(body.users.map((u: { lastName: string }) => u.lastName)).toEqual(["Apellido0", "Apellido1", "Apellido2"]);
    expect(page1.body).not.toMatch(/passwordHash|\$argon2/);

    const page3 = (await rest(admin, "GET", `/api/users?search=${tag}&sort=name&direction=asc&page=3&pageSize=3`)).json();
    expect(page3.users.map((u: { lastName: string }) => u.lastName)).toEqual(["Apellido6"]);

    const desc = (await rest(admin, "GET", `/api/users?search=${tag}&sort=name&direction=desc&pageSize=2`)).json();
    expect(desc.users[0].lastName).toBe("Apellido6");

    const tribe = (await rest(admin, "GET", `/api/users?search=${tag}&tribe=Tribu%202`)).json();
    expect(tribe.total).toBe(3);
    const none = (await rest(admin, "GET", `/api/users?search=${tag}&tribe=none`)).json();
    expect(none.total).toBe(4);
    const teachers = (await rest(admin, "GET", `/api/users?search=${tag}&role=teacher`)).json();
    expect(teachers.total).toBe(3);
    expect(teachers.users.every((u: { role: string }) => u.role === "teacher")).toBe(true);
    // search is case-insensitive and matches the email too
    const upper = (await rest(admin, "GET", `/api/users?search=${tag.toUpperCase()}`)).json();
    expect(upper.total).toBe(7);
  });

  it("finds people without minding accents or capitals, and lists them by surname then first name (issue 22)", async () => {
    const tag = `acento${Date.now().toString(36)}`;
    const maria = await createUser(platform, { firstName: "María", lastName: `Núñez ${tag}` });
    const decomposed = await createUser(platform, { firstName: "Jose\u0301", lastName: `Ortiz ${tag}` });
    await createUser(platform, { firstName: "Ana", lastName: `Zapata ${tag}` });
    await createUser(platform, { firstName: "Beatriz", lastName: `Álvarez ${tag}` });
    await createUser(platform, { firstName: "Ángela", lastName: `Álvarez ${tag}` });
    await createUser(platform, { firstName: "Carla", lastName: `de la Cruz ${tag}` });
    const ids = async (search: string) =>
      (await rest(admin, "GET", `/api/users?search=${encodeURIComponent(search)}`)).json().users.map((u: { id: number }) => u.id);
    expect(await ids(`maria nunez ${tag}`)).toEqual([maria.id]);
    expect(await ids(`MARÍA NÚÑEZ ${tag}`)).toEqual([maria.id]);
    expect(await ids(`núnez ${tag}`)).toEqual([maria.id]);
    expect(await ids(`jose ortiz ${tag}`)).toEqual([decomposed.id]);
    expect(await ids(`josé ortiz ${tag}`)).toEqual([decomposed.id]);
    // over tRPC too, through the same service
    expect((await trpc(admin).users.list({ search: `maria nunez ${tag}` })).users.map((u) => u.id)).toEqual([maria.id]);
    // with no order asked, the list goes by surname then first name; an accent or a small letter does not move a name to the end
    const names = (await rest(admin, "GET", `/api/users?search=${tag}`)).json().users.map((u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName.replace(` ${tag}`, "")}`);
    expect(names).toEqual(["Ángela Álvarez", "Beatriz Álvarez", "Carla de la Cruz", "María Núñez", "Jose\u0301 Ortiz", "Ana Zapata"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const body = (await rest(admin, "GET", "/api/users?search=%25")).json();
    expect(body.total).toBe(0);
  });

  it("rejects an unknown filter value with 400", async () => {
    const response = await rest(admin, "GET", "/api/users?role=king");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(invalidDataMessage);
  });

  it("shows a teacher only students with a tribe in their own classes", async () => {
    const teacher = await signedIn(platform, "teacher");
    const otherTeacher = await signedIn(platform, "teacher");
    const mine = await createUser(platform, { role: "student" });
    const mineNoTribe = await createUser(platform, { role: "student" });
    const notMine = await createUser(platform, { role: "student" });
    await setTribe(platform.db, mine.id, "Tribu 1");
    await setTribe(platform.db, notMine.id, "Tribu 1");
    const myClass = await createClass(platform.db, teacher.id);
    const otherClass = await createClass(platform.db, otherTeacher.id);
    await enrol(platform.db, mine.id, myClass);
    await enrol(platform.db, mineNoTribe.id, myClass);
    await enrol(platform.db, notMine.id, otherClass);
    const body = (await rest(teacher, "GET", "/api/users")).json();
    expect(body.users.map((u: { id: number }) => u.id)).toEqual([mine.id]);
    expect(body.total).toBe(1);
    // and over tRPC, through the same service
    const viaTrpc = await trpc(teacher).users.list({});
    expect(viaTrpc.users.map((u: { id: number }) => u.id)).toEqual([mine.id]);
  });

  it("shows a student nobody, and a parent only their children", async () => {
    const student = await signedIn(platform, "student");
    const body = (await rest(student, "GET", "/api/users")).json();
    expect(body).toMatchObject({ users: [], total: 0 });

    const parent = await signedIn(platform, "parent");
    const child = await createUser(platform, { role: "student" });
    await linkParent(platform.db, parent.id, child.id);
    const forParent = (await rest(parent, "GET", "/api/users?role=student")).json();
    expect(forParent.users.map((u: { id: number }) => u.id)).toEqual([child.id]);
    expect((await rest(parent, "GET", "/api/users?role=parent")).json().total).toBe(0);
  });

  it("stays fast with 5,000 users", async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      email: `masivo${i}.${Date.now()}@tribu.test`,
      passwordHash: "x",
      firstName: `Masivo${i}`,
      lastName: "Carga",
      role: "student" as const,
      status: "active" as const,
      tribe: i % 5 === 0 ? "Tribu 3" : null,
      groupName: null,
      avatar: null,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await platform.db.insertInto("users").values(rows.slice(i, i + 500)).execute();
    const started = performance.now();
    const response = await rest(admin, "GET", "/api/users?search=masivo&tribe=Tribu%203&sort=name&pageSize=50&page=3");
    const elapsed = performance.now() - started;
    expect(response.json().total).toBe(1000);
    expect(response.json().users).toHaveLength(50);
    expect(elapsed).toBeLessThan(1500);
    await platform.db.deleteFrom("users").where("lastName", "=", "Carga").execute();
  });
});

describe("POST /api/users/admin/create", () => {
  it("creates a user with the spec's defaults", async () => {
    const email = uniqueEmail("nuevo");
    const response = await rest(admin, "POST", "/api/users/admin/create", { email, password: "girasol-azul-2026", firstName: "Nuevo", lastName: "Usuario" });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email, role: "student", status: "active", hours: 0, tribe: null, notes: "" });
    expect(response.body).not.toMatch(/password/i);
    // the new user can sign in
    await signIn(platform.app, email, "girasol-azul-2026");
  });

  it("accepts role, status, tribe, notes and hours", async () => {
    const response = await rest(admin, "POST", "/api/users/admin/create", {
      email: uniqueEmail("prof"),
      password: "girasol-azul-2026",
      firstName: "Profe",
      lastName: "Nueva",
      role: "teacher",
      status: "pending",
      tribe: "Tribu 5",
      notes: "Llega en enero",
      hours: 3,
    });
    expect(response.json().user).toMatchObject({ role: "teacher", status: "pending", tribe: "Tribu 5", notes: "Llega en enero", hours: 3 });
  });

  it("requires email, password, firstName and lastName with the spec's message", async () => {
    const response = await rest(admin, "POST", "/api/users/admin/create", { email: "", password: "", firstName: "", lastName: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      email: "Por favor completa todos los campos requeridos",
      password: "Por favor completa todos los campos requeridos",
      firstName: "Por favor completa todos los campos requeridos",
      lastName: "Por favor completa todos los campos requeridos",
    });
    const missing = await rest(admin, "POST", "/api/users/admin/create", {});
    expect(missing.json().fields.email).toBe("Por favor completa todos los campos requeridos");
  });

  it("refuses a taken email with 409", async () => {
    const response = await rest(admin, "POST", "/api/users/admin/create", { email: admin.email, password: "girasol-azul-2026", firstName: "Otra", lastName: "Vez" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("El correo electrónico ya está registrado.");
  });

  it("is for admins only", async () => {
    const teacher = await signedIn(platform, "teacher");
    const response = await rest(teacher, "POST", "/api/users/admin/create", { email: uniqueEmail(), password: "girasol-azul-2026", firstName: "No", lastName: "Debe" });
    expect(response.statusCode).toBe(403);
  });
});

describe("PUT /api/users/{id} (table edits)", () => {
  it("saves status, tribe, notes and hours only when the admin sends them ('Guardar cambios')", async () => {
    const student = await createUser(platform, { role: "student" });
    // Nothing is sent before 'Guardar cambios': the stored row is unchanged.
    expect((await rest(admin, "GET", `/api/users/${student.id}`)).json()).toMatchObject({ status: "active", tribe: null, hours: 0 });
    const response = await rest(admin, "PUT", `/api/users/${student.id}`, { status: "suspended", tribe: "Tribu 4", notes: "Nota", hours: 12.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { status: "suspended", tribe: "Tribu 4", notes: "Nota", hours: 12.5 } });
    const stored = await platform.db.selectFrom("users").selectAll().where("id", "=", student.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "suspended", tribe: "Tribu 4", notes: "Nota" });
    const cleared = await rest(admin, "PUT", `/api/users/${student.id}`, { tribe: "" });
    expect(cleared.json().user.tribe).toBeNull();
  });

  it("refuses an unknown status or tribe", async () => {
    const student = await createUser(platform);
    expect((await rest(admin, "PUT", `/api/users/${student.id}`, { status: "borrado" })).statusCode).toBe(400);
    expect((await rest(admin, "PUT", `/api/users/${student.id}`, { tribe: "Tribu 9" })).statusCode).toBe(400);
  });

  it("does not let a non-admin edit status, tribe, notes or hours, even their own", async () => {
    const student = await signedIn(platform, "student");
    const other = await createUser(platform);
    expect((await rest(student, "PUT", `/api/users/${other.id}`, { notes: "hola" })).statusCode).toBe(403);
    expect((await rest(student, "PUT", `/api/users/${student.id}`, { status: "active" })).statusCode).toBe(403);
    expect((await rest(student, "PUT", `/api/users/${student.id}`, { hours: 99 })).statusCode).toBe(403);
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "PUT", `/api/users/${other.id}`, { status: "suspended" })).statusCode).toBe(403);
  });

  it("does not let an admin change their own status", async () => {
    const response = await rest(admin, "PUT", `/api/users/${admin.user.id}`, { status: "suspended" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("No puedes cambiar tu propio estado");
  });

  it("answers 404 for a missing user", async () => {
    expect((await rest(admin, "PUT", "/api/users/999999", { notes: "x" })).statusCode).toBe(404);
  });
});

describe("POST /api/users/{id}/change-role", () => {
  it("changes the role at once for an admin", async () => {
    const user = await createUser(platform);
    const response = await rest(admin, "POST", `/api/users/${user.id}/change-role`, { newRole: "teacher" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe("teacher");
    const stored = await platform.db.selectFrom("users").select("role").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(stored.role).toBe("teacher");
  });

  it("refuses any other role with the spec's message", async () => {
    const user = await createUser(platform);
    for (const role of ["teacher", "student", "parent", "coordinator"] as const) {
      const caller = await signedIn(platform, role);
      const response = await rest(caller, "POST", `/api/users/${user.id}/change-role`, { newRole: "admin" });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Solo los administradores pueden cambiar roles");
    }
    const self = await signedIn(platform, "student");
    const own = await rest(self, "POST", `/api/users/${self.id}/change-role`, { newRole: "admin" });
    expect(own.statusCode).toBe(403);
    // and over tRPC
    const trpc = await trpcMutation(platform.app, "users.changeRole", { id: user.id, newRole: "admin" }, bearer(self.token));
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error.message).toBe("Solo los administradores pueden cambiar roles");
  });

  it("refuses an unknown role", async () => {
    const user = await createUser(platform);
    expect((await rest(admin, "POST", `/api/users/${user.id}/change-role`, { newRole: "rey" })).statusCode).toBe(400);
  });
});

describe("DELETE /api/users/{id}", () => {
  it("refuses an admin deleting themselves", async () => {
    const response = await rest(admin, "DELETE", `/api/users/${admin.user.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^No se puede eliminar el usuario: /);
    expect(await platform.db.selectFrom("users").select("id").where("id", "=", admin.user.id).executeTakeFirst()).toBeDefined();
  });

  it("is for admins only, with the spec's message", async () => {
    const victim = await createUser(platform);
    const teacher = await signedIn(platform, "teacher");
    const response = await rest(teacher, "DELETE", `/api/users/${victim.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("No tienes permisos para eliminar este usuario.");
  });

  it("answers 404 with the spec's message for a missing user", async () => {
    const response = await rest(admin, "DELETE", "/api/users/987654");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("El usuario no existe o ya fue eliminado.");
  });

  it("deletes a user without records", async () => {
    const user = await createUser(platform);
    const response = await rest(admin, "DELETE", `/api/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: "Usuario eliminado correctamente.", reassigned: false });
  });

  it("reassigns a teacher's classes, assignments and modules to an admin in one go", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const student = await createUser(platform);
    const classId = await createClass(platform.db, teacher.id);
    await enrol(platform.db, student.id, classId);
    const moduleId = await createModule(platform.db, teacher.id);
    await assignModule(platform.db, teacher.id, moduleId);
    const assignmentId = await createAssignment(platform.db, { teacherId: teacher.id, classId });

    const response = await rest(admin, "DELETE", `/api/users/${teacher.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      reassigned: true,
      message: "Usuario eliminado correctamente. Sus módulos, clases y tareas fueron reasignados al admin.",
    });
    const db = platform.db;
    expect(await db.selectFrom("users").select("id").where("id", "=", teacher.id).executeTakeFirst()).toBeUndefined();
    expect((await db.selectFrom("classes").select("teacherId").where("id", "=", classId).executeTakeFirstOrThrow()).teacherId).toBe(admin.user.id);
    expect((await db.selectFrom("modules").select("createdById").where("id", "=", moduleId).executeTakeFirstOrThrow()).createdById).toBe(admin.user.id);
    expect((await db.selectFrom("assignments").select("teacherId").where("id", "=", assignmentId).executeTakeFirstOrThrow()).teacherId).toBe(admin.user.id);
    // the class keeps its students
    expect(await db.selectFrom("studentClasses").select("id").where("classId", "=", classId).execute()).toHaveLength(1);
  });

  it("removes a student's enrolments, module links and family links", async () => {
    const student = await createUser(platform);
    const parent = await createUser(platform, { role: "parent" });
    const classId = await createClass(platform.db, null);
    await enrol(platform.db, student.id, classId);
    const moduleId = await createModule(platform.db, admin.user.id);
    await assignModule(platform.db, student.id, moduleId);
    await linkParent(platform.db, parent.id, student.id);
    expect((await rest(admin, "DELETE", `/api/users/${student.id}`)).statusCode).toBe(200);
    expect(await platform.db.selectFrom("studentClasses").select("id").where("studentId", "=", student.id).execute()).toEqual([]);
    expect(await platform.db.selectFrom("parentChildren").selectAll().where("parentId", "=", parent.id).execute()).toEqual([]);
  });

  it("with records and no other admin to inherit them, changes nothing and says so (409)", async () => {
    // The only other admin is the one being deleted; the caller is an admin session that no longer
    // exists in the database (e.g. removed meanwhile), so there is nobody to inherit.
    const lonelyAdmin = await createUser(platform, { role: "admin" });
    await createModule(platform.db, lonelyAdmin.id);
    await platform.db.updateTable("users").set({ status: "suspended" }).where("role", "=", "admin").where("id", "!=", lonelyAdmin.id).execute();
    try {
      const error = await platform.services.users.remove({ id: 424242, role: "admin" }, lonelyAdmin.id).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: "CONFLICT",
        message: "No se puede eliminar el usuario porque tiene datos asociados y no hay admin disponible para reasignar.",
      });
      expect(await platform.db.selectFrom("users").select("id").where("id", "=", lonelyAdmin.id).executeTakeFirst()).toBeDefined();
    } finally {
      await platform.db.updateTable("users").set({ status: "active" }).where("role", "=", "admin").execute();
    }
  });
});

describe("families", () => {
  it("lets the admin link and unlink a parent and a student", async () => {
    const parent = await createUser(platform, { role: "parent" });
    const student = await createUser(platform, { role: "student" });
    const linked = await rest(admin, "POST", `/api/users/${parent.id}/children/${student.id}`);
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ success: true, message: "Relación creada correctamente" });
    const children = (await rest(admin, "GET", `/api/users/${parent.id}/children`)).json();
    expect(children.map((c: { id: number }) => c.id)).toEqual([student.id]);
    // a student with a parent is no longer offered, and cannot get a second one
    const unlinked = await trpc(admin).users.unlinkedStudents();
    expect(unlinked.map((u: { id: number }) => u.id)).not.toContain(student.id);
    const other = await createUser(platform, { role: "parent" });
    const second = await rest(admin, "POST", `/api/users/${other.id}/children/${student.id}`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Este estudiante ya tiene un padre asignado");

    const parents = (await trpcQuery(platform.app, "users.parents", {}, bearer(admin.token))).json().result.data;
    const card = parents.find((p: { id: number }) => p.id === parent.id);
    expect(card.children.map((c: { id: number }) => c.id)).toEqual([student.id]);

    const removed = await rest(admin, "DELETE", `/api/users/${parent.id}/children/${student.id}`);
    expect(removed.json()).toMatchObject({ success: true, message: "Relación eliminada correctamente" });
    expect((await rest(admin, "GET", `/api/users/${parent.id}/children`)).json()).toEqual([]);
    expect((await rest(admin, "DELETE", `/api/users/${parent.id}/children/${student.id}`)).statusCode).toBe(404);
  });

  it("refuses a link whose ends have the wrong roles", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const student = await createUser(platform);
    const parent = await createUser(platform, { role: "parent" });
    expect((await rest(admin, "POST", `/api/users/${teacher.id}/children/${student.id}`)).json().message).toBe(
      "El usuario elegido no es un padre o madre",
    );
    expect((await rest(admin, "POST", `/api/users/${parent.id}/children/${teacher.id}`)).json().message).toBe(
      "El usuario elegido no es un estudiante",
    );
  });

  it("lets only the admin link children", async () => {
    const parent = await signedIn(platform, "parent");
    const student = await createUser(platform);
    expect((await rest(parent, "POST", `/api/users/${parent.id}/children/${student.id}`)).statusCode).toBe(403);
    expect((await rest(parent, "DELETE", `/api/users/${parent.id}/children/${student.id}`)).statusCode).toBe(403);
  });

  it("lets a parent read only their own children (another parent's are 403)", async () => {
    const parentA = await signedIn(platform, "parent");
    const parentB = await signedIn(platform, "parent");
    const childA = await createUser(platform);
    const childB = await createUser(platform);
    await linkParent(platform.db, parentA.id, childA.id);
    await linkParent(platform.db, parentB.id, childB.id);
    const own = await rest(parentA, "GET", `/api/users/${parentA.id}/children`);
    expect(own.json().map((c: { id: number }) => c.id)).toEqual([childA.id]);
    expect((await rest(parentA, "GET", `/api/users/${parentB.id}/children`)).statusCode).toBe(403);
    expect((await rest(parentA, "GET", `/api/users/${childB.id}`)).statusCode).toBe(403);
    expect((await rest(parentA, "GET", `/api/users/${childA.id}`)).statusCode).toBe(200);
  });

  it("assigns a module to a whole tribe in one call, and names an empty tribe", async () => {
    const a = await createUser(platform);
    const b = await createUser(platform);
    await setTribe(platform.db, a.id, "Tribu 4");
    await setTribe(platform.db, b.id, "Tribu 4");
    const moduleId = await createModule(platform.db, admin.user.id);
    await assignModule(platform.db, a.id, moduleId, "active", 60);
    const response = await rest(admin, "POST", "/api/users/admin/assign-module-by-tribe", { tribe: "Tribu 4", moduleId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, added: 1 });
    const links = await platform.db.selectFrom("userModules").selectAll().where("moduleId", "=", moduleId).orderBy("userId").execute();
    expect(links.map((l) => l.userId)).toEqual([a.id, b.id]);
    expect(Number(links[0]?.progress)).toBe(60); // existing progress kept
    await platform.db.updateTable("users").set({ tribe: null }).where("tribe", "=", "Tribu 3").execute();
    const empty = await rest(admin, "POST", "/api/users/admin/assign-module-by-tribe", { tribe: "Tribu 3", moduleId });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe("No se encontraron usuarios en la tribu Tribu 3");
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "POST", "/api/users/admin/assign-module-by-tribe", { tribe: "Tribu 4", moduleId })).statusCode).toBe(403);
  });

  it("two admins assigning the same module to a tribe at once both succeed, and each child gets it once", async () => {
    const kids = await Promise.all(Array.from({ length: 12 }, () => createUser(platform)));
    for (const kid of kids) await setTribe(platform.db, kid.id, "Tribu 5");
    for (let round = 0; round < 5; round++) {
      const moduleId = await createModule(platform.db, admin.user.id);
      const answers = await Promise.all(Array.from({ length: 6 }, () => rest(admin, "POST", "/api/users/admin/assign-module-by-tribe", { tribe: "Tribu 5", moduleId })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const members = await platform.db.selectFrom("users").select("id").where("tribe", "=", "Tribu 5").execute();
      const links = await platform.db.selectFrom("userModules").select("userId").where("moduleId", "=", moduleId).execute();
      expect(links.map((l) => l.userId).sort()).toEqual(members.map((m) => m.id).sort());
      expect(answers.reduce((sum, a) => sum + a.json().added, 0)).toBe(members.length);
    }
  });

  it("lists a tribe's users for the bulk module dialog", async () => {
    const a = await createUser(platform);
    await setTribe(platform.db, a.id, "Tribu 5");
    const body = await trpc(admin).users.tribeMembers({ tribe: "Tribu 5" });
    expect(body.users.map((u: { id: number }) => u.id)).toContain(a.id);
    const teacher = await signedIn(platform, "teacher");
    expect((await trpcQuery(platform.app, "users.tribeMembers", { tribe: "Tribu 5" }, bearer(teacher.token))).statusCode).toBe(403);
  });
});

describe("profile (PUT /api/users/{id} by the user)", () => {
  it("updates names, email and avatar and answers {success, user, message}", async () => {
    const me = await signedIn(platform, "parent");
    const email = uniqueEmail("perfil");
    const response = await rest(me, "PUT", `/api/users/${me.id}`, {
      firstName: "Marta",
      lastName: "Gómez",
      email,
      avatar: "https://example.org/yo.png",
      currentPassword: me.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Perfil actualizado correctamente",
      user: { firstName: "Marta", lastName: "Gómez", email, avatar: "https://example.org/yo.png", role: "parent" },
    });
  });

  it("requires firstName, lastName and email when sent, and a valid avatar URL", async () => {
    const me = await signedIn(platform, "student");
    const response = await rest(me, "PUT", `/api/users/${me.id}`, { firstName: "", lastName: "", email: "" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(["email", "firstName", "lastName"]);
    expect((await rest(me, "PUT", `/api/users/${me.id}`, { avatar: "javascript:alert(1)" })).statusCode).toBe(400);
  });

  it("changes the password only with the right current password", async () => {
    const me = await signedIn(platform, "teacher");
    const missing = await rest(me, "PUT", `/api/users/${me.id}`, { newPassword: "nueva-clave-1" });
    expect(missing.statusCode).toBe(400);
    const wrong = await rest(me, "PUT", `/api/users/${me.id}`, { currentPassword: "mala", newPassword: "nueva-clave-1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("La contraseña actual no es correcta");
    const ok = await rest(me, "PUT", `/api/users/${me.id}`, { currentPassword: me.password, newPassword: "nueva-clave-1" });
    expect(ok.statusCode).toBe(200);
    await signIn(platform.app, me.email, "nueva-clave-1");
  });

  it("never changes role or status through this call, and refuses a taken email", async () => {
    const me = await signedIn(platform, "student");
    const withRole = await rest(me, "PUT", `/api/users/${me.id}`, { firstName: "Lola", role: "admin" });
    expect(withRole.statusCode).toBe(200);
    expect(withRole.json().user.role).toBe("student");
    expect((await rest(me, "PUT", `/api/users/${me.id}`, { status: "active" })).statusCode).toBe(403);
    const taken = await rest(me, "PUT", `/api/users/${me.id}`, { email: admin.email });
    expect(taken.statusCode).toBe(409);
  });

  it("does not let a user edit someone else's profile", async () => {
    const me = await signedIn(platform, "student");
    const other = await createUser(platform);
    expect((await rest(me, "PUT", `/api/users/${other.id}`, { firstName: "Otra" })).statusCode).toBe(403);
  });
});

describe("the staff's notes on a person are staff-only (issue 33)", () => {
  const note = "Le cuesta escribir a mano";

  it("a student and their parent never receive `notes`; the admin and the student's teacher still do", async () => {
    const student = await createUser(platform, { role: "student", firstName: "Nora", lastName: "Notada", tribe: "Tribu 1" });
    const parentUser = await createUser(platform, { role: "parent" });
    await linkParent(platform.db, parentUser.id, student.id);
    const teacher = await signedIn(platform, "teacher");
    await enrol(platform.db, student.id, await createClass(platform.db, teacher.id));
    expect((await rest(admin, "PUT", `/api/users/${student.id}`, { notes: note })).statusCode).toBe(200);

    // The child: the login answer, auth.me, their own user, their progress.
    const login = await rest(platform, "POST", "/api/login", { email: student.email, password: student.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).not.toHaveProperty("notes");
    const child = { app: platform.app, services: platform.services, token: login.json().token as string };
    expect(await trpc(child).auth.me()).not.toHaveProperty("notes");
    const own = await rest(child, "GET", `/api/users/${student.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty("notes");
    expect((await rest(child, "GET", `/api/users/${student.id}/progress`)).body).not.toContain(note);

    // The family: the users list, the children, the dashboard, the child's pages, the export.
    const family = await signIn(platform.app, parentUser.email, parentUser.password);
    const parent = { app: platform.app, services: platform.services, token: family.token };
    for (const path of ["/api/users", `/api/users/${parentUser.id}/children`, "/api/dashboard/parent", `/api/users/${student.id}`, `/api/users/${student.id}/progress`, `/api/users/${student.id}/work`]) {
      const response = await rest(parent, "GET", path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain("Notada");
      expect(response.body, path).not.toContain(note);
      expect(allKeys(response.json()), path).not.toContain("notes");
    }
    expect((await trpc(parent).users.children({ id: parentUser.id }))[0]).not.toHaveProperty("notes");
    const exported = await rest(parent, "GET", `/api/students/${student.id}/export`);
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["datos.json"] as Uint8Array));
    expect(data.estudiante).toMatchObject({ id: student.id, firstName: "Nora" });
    expect(JSON.stringify(data)).not.toContain(note);

    // The staff keep reading them.
    expect((await rest(admin, "GET", `/api/users/${student.id}`)).json()).toMatchObject({ notes: note });
    expect((await rest(teacher, "GET", `/api/users/${student.id}`)).json()).toMatchObject({ notes: note });
    const listed = (await rest(teacher, "GET", "/api/users?search=Notada")).json().users;
    expect(listed).toEqual([expect.objectContaining({ id: student.id, notes: note })]);
    expect((await trpc(admin).users.list({ search: "Notada" })).users[0]).toMatchObject({ notes: note });
  });
});
