import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { multipartBody } from "../setup/multipart.js";
import {
  bearer,
  createFirstAdmin,
  createTestPlatform,
  createUser,
  signIn,
  type TestPlatform,
  type TestSession,
} from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: TestSession;
let teacherA: TestSession & { id: number };
let teacherB: TestSession & { id: number };
let student: TestSession & { id: number };
let parent: TestSession & { id: number };

async function session(role: "teacher" | "student" | "parent", firstName = "Prueba", lastName = "Persona") {
  const user = await createUser(platform, { role, firstName, lastName });
  return { ...(await signIn(platform.app, user.email, user.password)), id: user.id };
}

function api(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, body?: unknown) {
  return platform.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

function upload(app: FastifyInstance, token: string, fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: "POST",
    url: "/api/module-files/upload",
    headers: { ...bearer(token), "content-type": body.contentType },
    payload: body.payload,
  });
}

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

async function createModule(token: string, fields: Record<string, unknown> = {}) {
  const response = await api("POST", "/api/modules", token, {
    title: "Sumas con bloques",
    description: "Contamos y sumamos con bloques de colores.",
    tribe: "Tribu 2",
    materias: [],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().module as { id: number; title: string; createdById: number; downloadPdf: string };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await createFirstAdmin(platform);
  teacherA = await session("teacher", "Tomás", "Alba");
  teacherB = await session("teacher", "Berta", "Bravo");
  student = await session("student", "Sofía", "Estudiante");
  // The modules made here are Tribu 2's; a student sees only their own tribe's (issue 19).
  await platform.db.updateTable("users").set({ tribe: "Tribu 2" }).where("id", "=", student.id).execute();
  parent = await session("parent", "Pablo", "Padre");
});

afterAll(async () => {
  await platform?.close();
});

describe("materias", () => {
  it("admin creates a materia with trimmed name and null description; others cannot", async () => {
    const created = await api("POST", "/api/materias", admin.token, { name: "  Matemáticas  ", description: "" });
    expect(created.statusCode).toBe(201);
    expect(created.json().materia).toMatchObject({ name: "Matemáticas", description: null });

    const byTeacher = await api("POST", "/api/materias", teacherA.token, { name: "Arte" });
    expect(byTeacher.statusCode).toBe(403);

    const list = await api("GET", "/api/materias", student.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().materias.map((m: { name: string }) => m.name)).toContain("Matemáticas");
  });

  it("a blank name is a 400 with the field message; a repeated name is a 409", async () => {
    const blank = await api("POST", "/api/materias", admin.token, { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe("El nombre de la materia es requerido");
    await api("POST", "/api/materias", admin.token, { name: "Lenguaje" });
    const again = await api("POST", "/api/materias", admin.token, { name: "Lenguaje" });
    expect(again.statusCode).toBe(409);
  });

  it("admin deletes a materia; a missing one is 404 'Materia no encontrada'", async () => {
    const created = await api("POST", "/api/materias", admin.token, { name: "Temporal" });
    const id = created.json().materia.id;
    expect((await api("DELETE", `/api/materias/${id}`, teacherA.token)).statusCode).toBe(403);
    expect((await api("DELETE", `/api/materias/${id}`, admin.token)).statusCode).toBe(200);
    const missing = await api("DELETE", `/api/materias/${id}`, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Materia no encontrada");
  });

  it("tRPC materias.byName answers the same service", async () => {
    const response = await trpcQuery(platform.app, "materias.byName", { name: "Matemáticas" }, bearer(teacherA.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ name: "Matemáticas" });
  });
});

describe("tribe materias", () => {
  it("admin adds and removes a subject of Tribu 2; the server keeps the list", async () => {
    await api("POST", "/api/materias", admin.token, { name: "Ciencias" });
    const added = await api("POST", "/api/tribe-materias", admin.token, { tribeName: "Tribu 2", materiaName: "Ciencias" });
    expect(added.statusCode).toBe(201);
    expect(added.json().materias.map((m: { name: string }) => m.name)).toEqual(["Ciencias"]);

    // Adding twice is harmless; the route form tribu-2 names the same tribe.
    await api("POST", "/api/tribe-materias", admin.token, { tribeName: "tribu-2", materiaName: "Ciencias" });
    const listed = await api("GET", `/api/tribe-materias/${encodeURIComponent("Tribu 2")}`, student.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ success: true, tribeName: "Tribu 2" });
    expect(listed.json().materias).toHaveLength(1);
    const otherTribe = await api("GET", "/api/tribe-materias/tribu-3", teacherA.token);
    expect(otherTribe.json().materias).toEqual([]);

    const removed = await api("DELETE", "/api/tribe-materias", admin.token, { tribeName: "Tribu 2", materiaName: "Ciencias" });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().materias).toEqual([]);
  });

  it("only admins change tribe subjects; parents cannot read tribe pages; unknown tribes and subjects are refused", async () => {
    expect((await api("POST", "/api/tribe-materias", teacherA.token, { tribeName: "Tribu 2", materiaName: "Ciencias" })).statusCode).toBe(403);
    expect((await api("DELETE", "/api/tribe-materias", student.token, { tribeName: "Tribu 2", materiaName: "Ciencias" })).statusCode).toBe(403);
    expect((await api("GET", "/api/tribe-materias/tribu-2", parent.token)).statusCode).toBe(403);
    expect((await api("GET", "/api/tribe-materias/tribu-9", admin.token)).statusCode).toBe(400);
    const unknown = await api("POST", "/api/tribe-materias", admin.token, { tribeName: "Tribu 1", materiaName: "No existe" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Materia no encontrada");
  });

  it("tRPC addToTribe and ofTribe", async () => {
    const add = await trpcMutation(platform.app, "materias.addToTribe", { tribeName: "Tribu 4", materiaName: "Lenguaje" }, bearer(admin.token));
    expect(add.statusCode).toBe(200);
    const list = await trpcQuery(platform.app, "materias.ofTribe", { tribeName: "tribu-4" }, bearer(student.token));
    expect(list.json().result.data.materias.map((m: { name: string }) => m.name)).toEqual(["Lenguaje"]);
  });
});

describe("modules: create, validation and ownership", () => {
  it("a teacher creates a module; the creator is the caller, never the body", async () => {
    const materias = (await api("GET", "/api/materias", admin.token)).json().materias as { id: number; name: string }[];
    const math = materias.find((m) => m.name === "Matemáticas");
    const response = await api("POST", "/api/modules", teacherA.token, {
      title: "  Figuras  ",
      description: " Círculos y cuadrados ",
      url: "",
      tribe: "Tribu 2",
      materias: [math?.id],
      youtubeVideo: "https://youtu.be/dQw4w9WgXcQ",
      createdBy: { firstName: "Otra", lastName: "Persona", email: "otra@x.co" },
    });
    expect(response.statusCode).toBe(201);
    const module = response.json().module;
    expect(module).toMatchObject({
      title: "Figuras",
      description: "Círculos y cuadrados",
      url: null,
      tribe: "Tribu 2",
      materias: ["Matemáticas"],
      downloadPdf: "",
      createdById: teacherA.id,
      createdBy: { firstName: "Tomás", lastName: "Alba", role: "teacher" },
    });
    const list = await api("GET", "/api/modules", student.token);
    expect(list.json().modules.some((m: { id: number }) => m.id === module.id)).toBe(true);
  });

  it("missing title or description gives the spec's messages (create and edit)", async () => {
    const create = await api("POST", "/api/modules", teacherA.token, { title: "  ", description: "" });
    expect(create.statusCode).toBe(400);
    expect(create.json().fields).toMatchObject({
      title: "El título y la descripción son requeridos",
      description: "El título y la descripción son requeridos",
    });
    const module = await createModule(teacherA.token);
    const edit = await api("PUT", `/api/modules/${module.id}`, teacherA.token, { title: "", description: "x" });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields.title).toBe("Título y descripción son requeridos");
  });

  it("tRPC modules.create gives the same field messages", async () => {
    const response = await trpcMutation(platform.app, "modules.create", { title: " ", description: "" }, bearer(teacherA.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fields).toMatchObject({ title: "El título y la descripción son requeridos" });
    const denied = await trpcMutation(platform.app, "modules.create", { title: "A", description: "B" }, bearer(student.token));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("No tienes permisos para crear módulos.");
  });

  it("an unknown materia id is refused with the spec's message; a javascript: URL is refused", async () => {
    const response = await api("POST", "/api/modules", teacherA.token, { title: "A", description: "B", materias: [999999] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "No se pudo encontrar el ID de la materia. Intenta crear el módulo desde la página principal de módulos.",
    );
    const bad = await api("POST", "/api/modules", teacherA.token, { title: "A", description: "B", url: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.url).toBeDefined();
  });

  it("students and parents cannot create modules: 403 with the spec's text", async () => {
    for (const who of [student, parent]) {
      const response = await api("POST", "/api/modules", who.token, { title: "A", description: "B" });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("No tienes permisos para crear módulos.");
    }
  });

  it("teacher A cannot edit or delete teacher B's module; B and the admin can", async () => {
    const module = await createModule(teacherB.token, { title: "De Berta" });
    const edit = await api("PUT", `/api/modules/${module.id}`, teacherA.token, { title: "Robado", description: "x" });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe("No tienes permisos para editar módulos.");
    const del = await api("DELETE", `/api/modules/${module.id}`, teacherA.token);
    expect(del.statusCode).toBe(403);
    expect((await api("PUT", `/api/modules/${module.id}`, student.token, { title: "x", description: "y" })).statusCode).toBe(403);

    const own = await api("PUT", `/api/modules/${module.id}`, teacherB.token, { title: "De Berta 2", description: "Nueva", tribe: "Tribu 3" });
    expect(own.statusCode).toBe(200);
    expect(own.json().module).toMatchObject({ title: "De Berta 2", tribe: "Tribu 3", createdById: teacherB.id });

    const byAdmin = await api("PUT", `/api/modules/${module.id}`, admin.token, { title: "Revisado", description: "Nueva" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().module.createdById).toBe(teacherB.id);

    // tRPC goes through the same rule.
    const trpcEdit = await trpcMutation(platform.app, "modules.update", { id: module.id, title: "x", description: "y" }, bearer(teacherA.token));
    expect(trpcEdit.statusCode).toBe(403);

    expect((await api("DELETE", `/api/modules/${module.id}`, admin.token)).statusCode).toBe(200);
    expect((await api("GET", `/api/modules/${module.id}`, student.token)).statusCode).toBe(404);
  });

  it("on edit, leaving materias out keeps them and an empty list clears them", async () => {
    const created = await api("POST", "/api/modules", teacherA.token, { title: "Con materia", description: "x", materias: ["Matemáticas"] });
    const id = created.json().module.id;
    const kept = await api("PUT", `/api/modules/${id}`, teacherA.token, { title: "Con materia", description: "y" });
    expect(kept.json().module.materias).toEqual(["Matemáticas"]);
    const csv = await api("PUT", `/api/modules/${id}`, teacherA.token, { title: "Con materia", description: "y", materias: "Matemáticas, Lenguaje" });
    expect(csv.json().module.materias).toEqual(["Lenguaje", "Matemáticas"]);
    const cleared = await api("PUT", `/api/modules/${id}`, teacherA.token, { title: "Con materia", description: "y", materias: [] });
    expect(cleared.json().module.materias).toEqual([]);
  });

  it("a teacher deletes their own module", async () => {
    const module = await createModule(teacherA.token);
    const response = await api("DELETE", `/api/modules/${module.id}`, teacherA.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it("signed-out calls are 401", async () => {
    expect((await api("GET", "/api/modules")).statusCode).toBe(401);
    expect((await api("GET", "/api/materias")).statusCode).toBe(401);
  });
});

describe("module files", () => {
  it("the creator uploads a PDF; signed-in users read it with nosniff and a Content-Disposition", async () => {
    const module = await createModule(teacherA.token);
    const response = await upload(platform.app, teacherA.token, { moduleId: String(module.id), type: "downloadPdf" }, {
      name: "guía.pdf",
      content: pdfBytes,
      type: "application/pdf",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, fileUrl: `/api/modules/${module.id}/pdf`, message: "PDF subido correctamente" });

    const stored = readdirSync(join(platform.dataDir, "uploads")).filter((name) => !name.startsWith("."));
    expect(stored.some((name) => /^[0-9a-f-]{36}\.pdf$/.test(name))).toBe(true);

    const view = await api("GET", `/api/modules/${module.id}/pdf`, student.token);
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["x-content-type-options"]).toBe("nosniff");
    expect(view.headers["content-disposition"]).toMatch(/^attachment; filename=/);
    expect(view.rawPayload.equals(pdfBytes)).toBe(true);
    const download = await api("GET", `/api/modules/${module.id}/pdf?download=1`, parent.token);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; .*filename\*=UTF-8''gu%C3%ADa\.pdf/);
    expect((await api("GET", `/api/modules/${module.id}/pdf`)).statusCode).toBe(401);

    const detail = await api("GET", `/api/modules/${module.id}`, student.token);
    expect(detail.json().module).toMatchObject({ downloadPdf: `/api/modules/${module.id}/pdf`, pdfFile: { originalName: "guía.pdf" } });
  });

  it("an image is accepted too (checked by content, not by name)", async () => {
    const module = await createModule(teacherA.token);
    const response = await upload(platform.app, teacherA.token, { moduleId: String(module.id), type: "downloadPdf" }, {
      name: "foto.bin",
      content: pngBytes,
    });
    expect(response.statusCode).toBe(200);
    const view = await api("GET", `/api/modules/${module.id}/pdf`, student.token);
    expect(view.headers["content-type"]).toBe("image/png");
  });

  it("a renamed executable is refused with the spec's message and nothing is kept", async () => {
    const module = await createModule(teacherA.token);
    const before = readdirSync(join(platform.dataDir, "uploads")).length;
    const response = await upload(platform.app, teacherA.token, { moduleId: String(module.id), type: "downloadPdf" }, {
      name: "tarea.pdf",
      content: exeBytes,
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Solo se permiten archivos PDF o imágenes (JPG, PNG, GIF, WebP)");
    expect(readdirSync(join(platform.dataDir, "uploads")).length).toBe(before);
  });

  it("10 MB is accepted and 10 MB + 1 byte is a 413 with the spec's message", async () => {
    const module = await createModule(teacherA.token);
    const exact = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 - pdfBytes.length, 0x20)]);
    const ok = await upload(platform.app, teacherA.token, { moduleId: String(module.id), type: "downloadPdf" }, { name: "ok.pdf", content: exact });
    expect(ok.statusCode, ok.body).toBe(200);
    const tooBig = Buffer.concat([exact, Buffer.from(" ")]);
    const response = await upload(platform.app, teacherA.token, { moduleId: String(module.id), type: "downloadPdf" }, { name: "big.pdf", content: tooBig });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("El archivo no puede ser mayor a 10MB");
    expect(readdirSync(join(platform.dataDir, "uploads")).filter((name) => name.startsWith(".incoming"))).toEqual([]);
    // The first file is still the module's file.
    const view = await api("GET", `/api/modules/${module.id}/pdf`, student.token);
    expect(Number(view.headers["content-length"])).toBe(exact.length);
  });

  it("a file sent before the fields is held and checked the same way", async () => {
    const module = await createModule(teacherA.token);
    const boundary = "----tribufirst";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdfBytes,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="moduleId"\r\n\r\n${module.id}\r\n--${boundary}--\r\n`),
    ]);
    const response = await platform.app.inject({
      method: "POST",
      url: "/api/module-files/upload",
      headers: { ...bearer(teacherA.token), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("only the creator or an admin may upload to a module", async () => {
    const module = await createModule(teacherB.token);
    const byOther = await upload(platform.app, teacherA.token, { moduleId: String(module.id) }, { name: "a.pdf", content: pdfBytes });
    expect(byOther.statusCode).toBe(403);
    const byStudent = await upload(platform.app, student.token, { moduleId: String(module.id) }, { name: "a.pdf", content: pdfBytes });
    expect(byStudent.statusCode).toBe(403);
    const byAdmin = await upload(platform.app, admin.token, { moduleId: String(module.id) }, { name: "a.pdf", content: pdfBytes });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("deleting a module removes its stored file", async () => {
    const module = await createModule(teacherA.token);
    await upload(platform.app, teacherA.token, { moduleId: String(module.id) }, { name: "borrar.pdf", content: pdfBytes });
    const count = () => readdirSync(join(platform.dataDir, "uploads")).length;
    const before = count();
    await api("DELETE", `/api/modules/${module.id}`, teacherA.token);
    expect(count()).toBe(before - 1);
  });
});

describe("assignment and progress", () => {
  it("admin replaces a student's modules; others get 403; progress counts approved work", async () => {
    // Out of a tribe first, so only the assigned modules count.
    await platform.db.updateTable("users").set({ tribe: null }).where("id", "=", student.id).execute();
    const m1 = await createModule(teacherA.token, { title: "Uno", tribe: null });
    const m2 = await createModule(teacherA.token, { title: "Dos", tribe: null });

    const denied = await api("PUT", `/api/users/${student.id}/modules`, teacherA.token, { moduleIds: [m1.id] });
    expect(denied.statusCode).toBe(403);
    const set = await api("PUT", `/api/users/${student.id}/modules`, admin.token, { moduleIds: [m1.id, m2.id] });
    expect(set.statusCode).toBe(200);
    expect(set.json().moduleIds).toEqual([m1.id, m2.id].sort((a, b) => a - b));

    const own = await api("GET", `/api/users/${student.id}/modules`, student.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().modules.map((m: { title: string }) => m.title).sort()).toEqual(["Dos", "Uno"]);
    expect((await api("GET", `/api/users/${student.id}/modules`, parent.token)).statusCode).toBe(403);

    await platform.db
      .insertInto("workSubmissions")
      .values({ moduleId: m1.id, studentId: student.id, status: "APPROVED", submittedAt: new Date().toISOString() })
      .execute();
    await platform.db
      .insertInto("workSubmissions")
      .values({ moduleId: m2.id, studentId: student.id, status: "SUBMITTED", submittedAt: new Date().toISOString() })
      .execute();
    const progress = await platform.services.modules.progressForStudent(student.id);
    expect(progress).toMatchObject({ total: 2, completed: 1, percent: 50 });
    expect(progress.modules.find((m) => m.moduleId === m2.id)).toMatchObject({ status: "SUBMITTED", completed: false });

    // A module of the student's tribe counts as assigned too.
    await platform.db.updateTable("users").set({ tribe: "Tribu 4" }).where("id", "=", student.id).execute();
    await createModule(teacherA.token, { title: "De la tribu", tribe: "Tribu 4" });
    const withTribe = await trpcQuery(platform.app, "modules.progress", { studentId: student.id }, bearer(student.token));
    expect(withTribe.json().result.data).toMatchObject({ total: 3, completed: 1, percent: 33 });

    const clear = await api("PUT", `/api/users/${student.id}/modules`, admin.token, { moduleIds: [] });
    expect(clear.json().moduleIds).toEqual([]);
    expect((await api("PUT", `/api/users/${student.id}/modules`, admin.token, { moduleIds: [987654] })).statusCode).toBe(400);
  });

  it("replacements of one student's modules sent at the same time all succeed; the last one wins", async () => {
    const a = await createModule(teacherA.token, { title: "Paralelo A", tribe: null });
    const b = await createModule(teacherA.token, { title: "Paralelo B", tribe: null });
    const sets = [[a.id], [a.id, b.id], [b.id], [a.id], [a.id, b.id], [b.id]];
    const answers = await Promise.all(sets.map((moduleIds) => api("PUT", `/api/users/${student.id}/modules`, admin.token, { moduleIds })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sets.map(() => 200));
    const final = (await api("GET", `/api/users/${student.id}/modules`, admin.token)).json().moduleIds as number[];
    expect(sets.map((set) => [...set].sort((x, y) => x - y))).toContainEqual(final);
  });
});

describe("materials", () => {
  it("teachers and admins list materials; students cannot", async () => {
    await platform.db
      .insertInto("materials")
      .values({ title: "Fichas", type: "pdf", url: "https://example.org/f.pdf", createdById: null, createdAt: new Date().toISOString() })
      .execute();
    const response = await api("GET", "/api/materials", teacherA.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ title: "Fichas", type: "pdf", url: "https://example.org/f.pdf" })]);
    expect((await api("GET", "/api/materials", student.token)).statusCode).toBe(403);
  });
});
