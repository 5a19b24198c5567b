import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawBody, trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let teacherA: Actor;
let teacherB: Actor;
let student: Actor;
let parent: Actor;

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

async function createModule(as: Actor, fields: Record<string, unknown> = {}) {
  const response = await rest(as, "POST", "/api/modules", {
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
  admin = await firstAdmin(platform);
  teacherA = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Alba" });
  teacherB = await signedIn(platform, "teacher", { firstName: "Berta", lastName: "Bravo" });
  // The modules made here are Tribu 2's; a student sees only their own tribe's (issue 19).
  student = await signedIn(platform, "student", { firstName: "Sofía", lastName: "Estudiante", tribe: "Tribu 2" });
  parent = await signedIn(platform, "parent", { firstName: "Pablo", lastName: "Padre" });
});

afterAll(async () => {
  await platform?.close();
});

describe("materias", () => {
  it("admin creates a materia with trimmed name and null description; others cannot", async () => {
    const created = await rest(admin, "POST", "/api/materias", { name: "  Matemáticas  ", description: "" });
    expect(created.statusCode).toBe(201);
    expect(created.json().materia).toMatchObject({ name: "Matemáticas", description: null });

    const byTeacher = await rest(teacherA, "POST", "/api/materias", { name: "Arte" });
    expect(byTeacher.statusCode).toBe(403);

    const list = await rest(student, "GET", "/api/materias");
    expect(list.statusCode).toBe(200);
    expect(list.json().materias.map((m: { name: string }) => m.name)).toContain("Matemáticas");
  });

  it("a blank name is a 400 with the field message; a repeated name is a 409", async () => {
    const blank = await rest(admin, "POST", "/api/materias", { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe("El nombre de la materia es requerido");
    await rest(admin, "POST", "/api/materias", { name: "Lenguaje" });
    const again = await rest(admin, "POST", "/api/materias", { name: "Lenguaje" });
    expect(again.statusCode).toBe(409);
  });

  it("admin deletes a materia; a missing one is 404 'Materia no encontrada'", async () => {
    const created = await rest(admin, "POST", "/api/materias", { name: "Temporal" });
    const id = created.json().materia.id;
    expect((await rest(teacherA, "DELETE", `/api/materias/${id}`)).statusCode).toBe(403);
    expect((await rest(admin, "DELETE", `/api/materias/${id}`)).statusCode).toBe(200);
    const missing = await rest(admin, "DELETE", `/api/materias/${id}`);
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
    await rest(admin, "POST", "/api/materias", { name: "Ciencias" });
    const added = await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 2", materiaName: "Ciencias" });
    expect(added.statusCode).toBe(201);
    expect(added.json().materias.map((m: { name: string }) => m.name)).toEqual(["Ciencias"]);

    // Adding twice is harmless; the route form tribu-2 names the same tribe.
    await rest(admin, "POST", "/api/tribe-materias", { tribeName: "tribu-2", materiaName: "Ciencias" });
    const listed = await rest(student, "GET", `/api/tribe-materias/${encodeURIComponent("Tribu 2")}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ success: true, tribeName: "Tribu 2" });
    expect(listed.json().materias).toHaveLength(1);
    const otherTribe = await rest(teacherA, "GET", "/api/tribe-materias/tribu-3");
    expect(otherTribe.json().materias).toEqual([]);

    const removed = await rest(admin, "DELETE", "/api/tribe-materias", { tribeName: "Tribu 2", materiaName: "Ciencias" });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().materias).toEqual([]);
  });

  it("only admins change tribe subjects; parents cannot read tribe pages; unknown tribes and subjects are refused", async () => {
    expect((await rest(teacherA, "POST", "/api/tribe-materias", { tribeName: "Tribu 2", materiaName: "Ciencias" })).statusCode).toBe(403);
    expect((await rest(student, "DELETE", "/api/tribe-materias", { tribeName: "Tribu 2", materiaName: "Ciencias" })).statusCode).toBe(403);
    expect((await rest(parent, "GET", "/api/tribe-materias/tribu-2")).statusCode).toBe(403);
    expect((await rest(admin, "GET", "/api/tribe-materias/tribu-9")).statusCode).toBe(400);
    const unknown = await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 1", materiaName: "No existe" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Materia no encontrada");
  });

  it("tRPC addToTribe and ofTribe", async () => {
    const add = await trpcMutation(platform.app, "materias.addToTribe", { tribeName: "Tribu 4", materiaName: "Lenguaje" }, bearer(admin.token));
    expect(add.statusCode).toBe(200);
    const list = await trpc(student).materias.ofTribe({ tribeName: "tribu-4" });
    expect(list.materias.map((m: { name: string }) => m.name)).toEqual(["Lenguaje"]);
  });
});

describe("modules: create, validation and ownership", () => {
  it("a teacher creates a module; the creator is the caller, never the body", async () => {
    const materias = (await rest(admin, "GET", "/api/materias")).json().materias as { id: number; name: string }[];
    const math = materias.find((m) => m.name === "Matemáticas");
    const response = await rest(teacherA, "POST", "/api/modules", {
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
    const list = await rest(student, "GET", "/api/modules");
    expect(list.json().modules.some((m: { id: number }) => m.id === module.id)).toBe(true);
  });

  it("missing title or description gives the spec's messages (create and edit)", async () => {
    const create = await rest(teacherA, "POST", "/api/modules", { title: "  ", description: "" });
    expect(create.statusCode).toBe(400);
    expect(create.json().fields).toMatchObject({
      title: "El título y la descripción son requeridos",
      description: "El título y la descripción son requeridos",
    });
    const module = await createModule(teacherA);
    const edit = await rest(teacherA, "PUT", `/api/modules/${module.id}`, { title: "", description: "x" });
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
    const response = await rest(teacherA, "POST", "/api/modules", { title: "A", description: "B", materias: [999999] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "No se pudo encontrar el ID de la materia. Intenta crear el módulo desde la página principal de módulos.",
    );
    const bad = await rest(teacherA, "POST", "/api/modules", { title: "A", description: "B", url: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.url).toBeDefined();
  });

  it("students and parents cannot create modules: 403 with the spec's text", async () => {
    for (const who of [student, parent]) {
      const response = await rest(who, "POST", "/api/modules", { title: "A", description: "B" });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("No tienes permisos para crear módulos.");
    }
  });

  it("teacher A cannot edit or delete teacher B's module; B and the admin can", async () => {
    const module = await createModule(teacherB, { title: "De Berta" });
    const edit = await rest(teacherA, "PUT", `/api/modules/${module.id}`, { title: "Robado", description: "x" });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe("No tienes permisos para editar módulos.");
    const del = await rest(teacherA, "DELETE", `/api/modules/${module.id}`);
    expect(del.statusCode).toBe(403);
    expect((await rest(student, "PUT", `/api/modules/${module.id}`, { title: "x", description: "y" })).statusCode).toBe(403);

    const own = await rest(teacherB, "PUT", `/api/modules/${module.id}`, { title: "De Berta 2", description: "Nueva", tribe: "Tribu 3" });
    expect(own.statusCode).toBe(200);
    expect(own.json().module).toMatchObject({ title: "De Berta 2", tribe: "Tribu 3", createdById: teacherB.id });

    const byAdmin = await rest(admin, "PUT", `/api/modules/${module.id}`, { title: "Revisado", description: "Nueva" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().module.createdById).toBe(teacherB.id);

    // tRPC goes through the same rule.
    const trpcEdit = await trpcMutation(platform.app, "modules.update", { id: module.id, title: "x", description: "y" }, bearer(teacherA.token));
    expect(trpcEdit.statusCode).toBe(403);

    expect((await rest(admin, "DELETE", `/api/modules/${module.id}`)).statusCode).toBe(200);
    expect((await rest(student, "GET", `/api/modules/${module.id}`)).statusCode).toBe(404);
  });

  it("on edit, leaving materias out keeps them and an empty list clears them", async () => {
    const created = await rest(teacherA, "POST", "/api/modules", { title: "Con materia", description: "x", materias: ["Matemáticas"] });
    const id = created.json().module.id;
    const kept = await rest(teacherA, "PUT", `/api/modules/${id}`, { title: "Con materia", description: "y" });
    expect(kept.json().module.materias).toEqual(["Matemáticas"]);
    const csv = await rest(teacherA, "PUT", `/api/modules/${id}`, { title: "Con materia", description: "y", materias: "Matemáticas, Lenguaje" });
    expect(csv.json().module.materias).toEqual(["Lenguaje", "Matemáticas"]);
    const cleared = await rest(teacherA, "PUT", `/api/modules/${id}`, { title: "Con materia", description: "y", materias: [] });
    expect(cleared.json().module.materias).toEqual([]);
  });

  it("a teacher deletes their own module", async () => {
    const module = await createModule(teacherA);
    const response = await rest(teacherA, "DELETE", `/api/modules/${module.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it("signed-out calls are 401", async () => {
    expect((await rest(platform, "GET", "/api/modules")).statusCode).toBe(401);
    expect((await rest(platform, "GET", "/api/materias")).statusCode).toBe(401);
  });
});

describe("module files", () => {
  it("the creator uploads a PDF; signed-in users read it with nosniff and a Content-Disposition", async () => {
    const module = await createModule(teacherA);
    const response = await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id), type: "downloadPdf" }, {
      name: "guía.pdf",
      content: pdfBytes,
      type: "application/pdf",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, fileUrl: `/api/modules/${module.id}/pdf`, message: "PDF subido correctamente" });

    const stored = readdirSync(join(platform.dataDir, "uploads")).filter((name) => !name.startsWith("."));
    expect(stored.some((name) => /^[0-9a-f-]{36}\.pdf$/.test(name))).toBe(true);

    const view = await rest(student, "GET", `/api/modules/${module.id}/pdf`);
    expect(view.statusCode).toBe(200);
    expect(view.headers["content-type"]).toBe("application/pdf");
    expect(view.headers["x-content-type-options"]).toBe("nosniff");
    expect(view.headers["content-disposition"]).toMatch(/^attachment; filename=/);
    expect(view.rawPayload.equals(pdfBytes)).toBe(true);
    const download = await rest(parent, "GET", `/api/modules/${module.id}/pdf?download=1`);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; .*filename\*=UTF-8''gu%C3%ADa\.pdf/);
    expect((await rest(platform, "GET", `/api/modules/${module.id}/pdf`)).statusCode).toBe(401);

    const detail = await rest(student, "GET", `/api/modules/${module.id}`);
    expect(detail.json().module).toMatchObject({ downloadPdf: `/api/modules/${module.id}/pdf`, pdfFile: { originalName: "guía.pdf" } });
  });

  it("an image is accepted too (checked by content, not by name)", async () => {
    const module = await createModule(teacherA);
    const response = await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id), type: "downloadPdf" }, {
      name: "foto.bin",
      content: pngBytes,
    });
    expect(response.statusCode).toBe(200);
    const view = await rest(student, "GET", `/api/modules/${module.id}/pdf`);
    expect(view.headers["content-type"]).toBe("image/png");
  });

  it("a renamed executable is refused with the spec's message and nothing is kept", async () => {
    const module = await createModule(teacherA);
    const before = readdirSync(join(platform.dataDir, "uploads")).length;
    const response = await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id), type: "downloadPdf" }, {
      name: "tarea.pdf",
      content: exeBytes,
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Solo se permiten archivos PDF o imágenes (JPG, PNG, GIF, WebP)");
    expect(readdirSync(join(platform.dataDir, "uploads")).length).toBe(before);
  });

  it("10 MB is accepted and 10 MB + 1 byte is a 413 with the spec's message", async () => {
    const module = await createModule(teacherA);
    const exact = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 - pdfBytes.length, 0x20)]);
    const ok = await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id), type: "downloadPdf" }, { name: "ok.pdf", content: exact });
    expect(ok.statusCode, ok.body).toBe(200);
    const tooBig = Buffer.concat([exact, Buffer.from(" ")]);
    const response = await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id), type: "downloadPdf" }, { name: "big.pdf", content: tooBig });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("El archivo no puede ser mayor a 10MB");
    expect(readdirSync(join(platform.dataDir, "uploads")).filter((name) => name.startsWith(".incoming"))).toEqual([]);
    // The first file is still the module's file.
    const view = await rest(student, "GET", `/api/modules/${module.id}/pdf`);
    expect(Number(view.headers["content-length"])).toBe(exact.length);
  });

  it("a file sent before the fields is held and checked the same way", async () => {
    const module = await createModule(teacherA);
    const boundary = "----tribufirst";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdfBytes,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="moduleId"\r\n\r\n${module.id}\r\n--${boundary}--\r\n`),
    ]);
    const response = await rest(teacherA, "POST", "/api/module-files/upload", new RawBody(payload, `multipart/form-data; boundary=${boundary}`));
    expect(response.statusCode, response.body).toBe(200);
  });

  it("only the creator or an admin may upload to a module", async () => {
    const module = await createModule(teacherB);
    const byOther = await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id) }, { name: "a.pdf", content: pdfBytes });
    expect(byOther.statusCode).toBe(403);
    const byStudent = await upload(student, "POST", "/api/module-files/upload", { moduleId: String(module.id) }, { name: "a.pdf", content: pdfBytes });
    expect(byStudent.statusCode).toBe(403);
    const byAdmin = await upload(admin, "POST", "/api/module-files/upload", { moduleId: String(module.id) }, { name: "a.pdf", content: pdfBytes });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("deleting a module removes its stored file", async () => {
    const module = await createModule(teacherA);
    await upload(teacherA, "POST", "/api/module-files/upload", { moduleId: String(module.id) }, { name: "borrar.pdf", content: pdfBytes });
    const count = () => readdirSync(join(platform.dataDir, "uploads")).length;
    const before = count();
    await rest(teacherA, "DELETE", `/api/modules/${module.id}`);
    expect(count()).toBe(before - 1);
  });
});

describe("assignment and progress", () => {
  it("admin replaces a student's modules; others get 403; progress counts approved work", async () => {
    // Out of a tribe first, so only the assigned modules count.
    await platform.db.updateTable("users").set({ tribe: null }).where("id", "=", student.id).execute();
    const m1 = await createModule(teacherA, { title: "Uno", tribe: null });
    const m2 = await createModule(teacherA, { title: "Dos", tribe: null });

    const denied = await rest(teacherA, "PUT", `/api/users/${student.id}/modules`, { moduleIds: [m1.id] });
    expect(denied.statusCode).toBe(403);
    const set = await rest(admin, "PUT", `/api/users/${student.id}/modules`, { moduleIds: [m1.id, m2.id] });
    expect(set.statusCode).toBe(200);
    expect(set.json().moduleIds).toEqual([m1.id, m2.id].sort((a, b) => a - b));

    const own = await rest(student, "GET", `/api/users/${student.id}/modules`);
    expect(own.statusCode).toBe(200);
    expect(own.json().modules.map((m: { title: string }) => m.title).sort()).toEqual(["Dos", "Uno"]);
    expect((await rest(parent, "GET", `/api/users/${student.id}/modules`)).statusCode).toBe(403);

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
    await createModule(teacherA, { title: "De la tribu", tribe: "Tribu 4" });
    const withTribe = await trpc(student).modules.progress({ studentId: student.id });
    expect(withTribe).toMatchObject({ total: 3, completed: 1, percent: 33 });

    const clear = await rest(admin, "PUT", `/api/users/${student.id}/modules`, { moduleIds: [] });
    expect(clear.json().moduleIds).toEqual([]);
    expect((await rest(admin, "PUT", `/api/users/${student.id}/modules`, { moduleIds: [987654] })).statusCode).toBe(400);
  });

  it("replacements of one student's modules sent at the same time all succeed; the last one wins", async () => {
    const a = await createModule(teacherA, { title: "Paralelo A", tribe: null });
    const b = await createModule(teacherA, { title: "Paralelo B", tribe: null });
    const sets = [[a.id], [a.id, b.id], [b.id], [a.id], [a.id, b.id], [b.id]];
    const answers = await Promise.all(sets.map((moduleIds) => rest(admin, "PUT", `/api/users/${student.id}/modules`, { moduleIds })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sets.map(() => 200));
    const final = (await rest(admin, "GET", `/api/users/${student.id}/modules`)).json().moduleIds as number[];
    expect(sets.map((set) => [...set].sort((x, y) => x - y))).toContainEqual(final);
  });
});

describe("materials", () => {
  it("teachers and admins list materials; students cannot", async () => {
    await platform.db
      .insertInto("materials")
      .values({ title: "Fichas", type: "pdf", url: "https://example.org/f.pdf", createdById: null, createdAt: new Date().toISOString() })
      .execute();
    const response = await rest(teacherA, "GET", "/api/materials");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ title: "Fichas", type: "pdf", url: "https://example.org/f.pdf" })]);
    expect((await rest(student, "GET", "/api/materials")).statusCode).toBe(403);
  });
});
