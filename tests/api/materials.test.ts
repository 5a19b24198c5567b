import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";

type Who = { token: string; id: number };
let platform: TestPlatform;
let admin: Who;
let teacherA: Who;
let teacherB: Who;
let student: Who;
let materialId: number;

async function who(role: "teacher" | "student", firstName: string): Promise<Who> {
  const user = await createUser(platform, { role, firstName, lastName: "Prueba" });
  return { token: (await signIn(platform.app, user.email, user.password)).token, id: user.id };
}

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, body?: unknown) {
  return platform.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  admin = { token: first.token, id: first.user.id };
  teacherA = await who("teacher", "Tania");
  teacherB = await who("teacher", "Tomás");
  student = await who("student", "Sara");
});

afterAll(async () => {
  await platform.close();
});

describe("materials management", () => {
  it("a teacher adds a material with an http(s) URL", async () => {
    const created = await call("POST", "/api/materials", teacherA.token, { title: "Fichas de letras", type: "pdf", url: "https://ejemplo.org/letras.pdf" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, material: { title: "Fichas de letras", type: "pdf", url: "https://ejemplo.org/letras.pdf", createdById: teacherA.id, canEdit: true } });
    materialId = created.json().material.id;
  });

  it("refuses other schemes, empty fields, students and no token", async () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hola", "ftp://ejemplo.org/x", "no es una url"]) {
      const response = await call("POST", "/api/materials", teacherA.token, { title: "X", type: "enlace", url });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.url).toBe("La URL debe empezar por http:// o https://");
    }
    const empty = await call("POST", "/api/materials", admin.token, { title: " ", type: "", url: "http://ejemplo.org" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ title: "El título es requerido", type: "El tipo es requerido" });
    expect((await call("POST", "/api/materials", student.token, { title: "X", type: "pdf", url: "https://ejemplo.org" })).statusCode).toBe(403);
    expect((await call("POST", "/api/materials", undefined, { title: "X" })).statusCode).toBe(401);
  });

  it("the creator and admins edit and delete; other teachers cannot", async () => {
    const listB = await call("GET", "/api/materials", teacherB.token);
    expect(listB.json()[0]).toMatchObject({ id: materialId, canEdit: false });
    const byB = await call("PUT", `/api/materials/${materialId}`, teacherB.token, { title: "Mío", type: "pdf", url: "https://ejemplo.org" });
    expect(byB.statusCode).toBe(403);
    expect((await call("DELETE", `/api/materials/${materialId}`, teacherB.token)).statusCode).toBe(403);
    const edited = await call("PUT", `/api/materials/${materialId}`, teacherA.token, { title: "Letras", type: "documento", url: "http://ejemplo.org/letras" });
    expect(edited.json().material).toMatchObject({ title: "Letras", type: "documento", url: "http://ejemplo.org/letras" });
    const badEdit = await call("PUT", `/api/materials/${materialId}`, admin.token, { title: "Letras", type: "pdf", url: "javascript:void(0)" });
    expect(badEdit.statusCode).toBe(400);
    const removed = await call("DELETE", `/api/materials/${materialId}`, admin.token);
    expect(removed.json()).toMatchObject({ success: true, message: "Material eliminado correctamente" });
    expect((await call("DELETE", `/api/materials/${materialId}`, admin.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/materials", admin.token)).json()).toEqual([]);
  });

  it("tRPC goes through the same rules", async () => {
    const created = await platform.app.inject({
      method: "POST",
      url: "/trpc/materials.create",
      headers: { ...bearer(teacherB.token), "content-type": "application/json" },
      payload: JSON.stringify({ title: "Video", type: "video", url: "javascript:alert(1)" }),
    });
    expect(created.statusCode).toBe(400);
  });
});
