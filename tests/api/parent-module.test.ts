import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canOpenModulePage } from "../../common/modules/modules.policy.js";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 21, families: a parent opens a module from 'Módulos' (its page asks for the module by tribe,
 * subject and title) and reads it, file included, without being able to change it or hand in work.
 */
let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let parent: Actor;
let child: Actor;
let moduleId: number;

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const title = "Los colores del otoño";

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Teo", lastName: "Módulo" });
  parent = await signedIn(platform, "parent", { firstName: "Paz", lastName: "Familia" });
  child = await signedIn(platform, "student", { firstName: "Nico", lastName: "Familia", tribe: "Tribu 2" });
  await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: child.id, createdAt: new Date().toISOString() }).execute();
  expect((await rest(admin, "POST", "/api/materias", { name: "Arte" })).statusCode).toBe(201);
  const created = await rest(teacher, "POST", "/api/modules", { title, description: "Mezclamos rojo y amarillo.", tribe: "Tribu 2", materias: ["Arte"] });
  expect(created.statusCode, created.body).toBe(201);
  moduleId = created.json().module.id;
  const file = await upload(teacher, "POST", "/api/module-files/upload", { moduleId: String(moduleId), type: "downloadPdf" }, { name: "otoño.pdf", content: pdfBytes, type: "application/pdf" });
  expect(file.statusCode, file.body).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe("a parent reads a module read-only", () => {
  it("the module page is open to parents (the client's route guard asks this policy)", () => {
    expect(canOpenModulePage({ role: "parent" })).toBe(true);
    expect(canOpenModulePage(null)).toBe(false);
  });

  it("finds the module the page names by tribe, subject and title, and reads it and its file", async () => {
    const page = await trpc(parent).modules.list({ tribe: "Tribu 2", materia: "Arte", title, pageSize: 1 });
    expect(page.modules.map((m) => m.id)).toEqual([moduleId]);
    const detail = await rest(parent, "GET", `/api/modules/${moduleId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().module).toMatchObject({ title, description: "Mezclamos rojo y amarillo." });
    const pdf = await rest(parent, "GET", `/api/modules/${moduleId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it("cannot change, delete or hand in work for it", async () => {
    expect((await rest(parent, "PUT", `/api/modules/${moduleId}`, { title: "Cambiado", description: "Otra cosa." })).statusCode).toBe(403);
    expect((await rest(parent, "DELETE", `/api/modules/${moduleId}`)).statusCode).toBe(403);
    const handIn = await upload(parent, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workUrl: "https://ejemplo.org/x" });
    expect(handIn.statusCode).toBe(403);
    expect((await rest(teacher, "GET", `/api/modules/${moduleId}`)).json().module.title).toBe(title);
  });
});
