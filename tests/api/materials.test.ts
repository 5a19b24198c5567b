import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let teacherA: Actor;
let teacherB: Actor;
let student: Actor;
let materialId: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacherA = await signedIn(platform, "teacher", { firstName: "Tania", lastName: "Prueba" });
  teacherB = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Prueba" });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Prueba" });
});

afterAll(async () => {
  await platform.close();
});

describe("materials management", () => {
  it("a teacher adds a material with an http(s) URL", async () => {
    const created = await rest(teacherA, "POST", "/api/materials", { title: "Fichas de letras", type: "pdf", url: "https://ejemplo.org/letras.pdf" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, material: { title: "Fichas de letras", type: "pdf", url: "https://ejemplo.org/letras.pdf", createdById: teacherA.id, canEdit: true } });
    materialId = created.json().material.id;
  });

  it("refuses other schemes, empty fields, students and no token", async () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hola", "ftp://ejemplo.org/x", "no es una url"]) {
      const response = await rest(teacherA, "POST", "/api/materials", { title: "X", type: "enlace", url });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.url).toBe("La URL debe empezar por http:// o https://");
    }
    const empty = await rest(admin, "POST", "/api/materials", { title: " ", type: "", url: "http://ejemplo.org" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ title: "El título es requerido", type: "El tipo es requerido" });
    expect((await rest(student, "POST", "/api/materials", { title: "X", type: "pdf", url: "https://ejemplo.org" })).statusCode).toBe(403);
    expect((await rest(platform, "POST", "/api/materials", { title: "X" })).statusCode).toBe(401);
  });

  it("the creator and admins edit and delete; other teachers cannot", async () => {
    const listB = await rest(teacherB, "GET", "/api/materials");
    expect(listB.json()[0]).toMatchObject({ id: materialId, canEdit: false });
    const byB = await rest(teacherB, "PUT", `/api/materials/${materialId}`, { title: "Mío", type: "pdf", url: "https://ejemplo.org" });
    expect(byB.statusCode).toBe(403);
    expect((await rest(teacherB, "DELETE", `/api/materials/${materialId}`)).statusCode).toBe(403);
    const edited = await rest(teacherA, "PUT", `/api/materials/${materialId}`, { title: "Letras", type: "documento", url: "http://ejemplo.org/letras" });
    expect(edited.json().material).toMatchObject({ title: "Letras", type: "documento", url: "http://ejemplo.org/letras" });
    const badEdit = await rest(admin, "PUT", `/api/materials/${materialId}`, { title: "Letras", type: "pdf", url: "javascript:void(0)" });
    expect(badEdit.statusCode).toBe(400);
    const removed = await rest(admin, "DELETE", `/api/materials/${materialId}`);
    expect(removed.json()).toMatchObject({ success: true, message: "Material eliminado correctamente" });
    expect((await rest(admin, "DELETE", `/api/materials/${materialId}`)).statusCode).toBe(404);
    expect((await rest(admin, "GET", "/api/materials")).json()).toEqual([]);
  });

  it("tRPC goes through the same rules", async () => {
    const created = await trpcMutation(platform.app, "materials.create", { title: "Video", type: "video", url: "javascript:alert(1)" }, bearer(teacherB.token));
    expect(created.statusCode).toBe(400);
  });
});

describe("materials list paging", () => {
  type Listed = { id: number; title: string; canEdit: boolean; createdById: number | null };
  /** Every material in the order the list must show them: by title, then by id. */
  let expected: Listed[] = [];

  beforeAll(async () => {
    // 60 materials, two of each title (the id must order them) and three creators, inserted
    // out of title order so the page order comes from the query, not from the ids.
    const creators = [teacherA.id, teacherB.id, null];
    for (let i = 0; i < 60; i++) {
      const title = `Material ${String((i * 7) % 30).padStart(2, "0")}`;
      await platform.db
        .insertInto("materials")
        .values({ title, type: "enlace", url: `https://ejemplo.org/${i}`, createdById: creators[i % 3] ?? null, createdAt: new Date().toISOString() })
        .execute();
    }
    const rows = await platform.db.selectFrom("materials").select(["id", "title", "createdById"]).execute();
    expected = rows
      .map((r) => ({ ...r, canEdit: r.createdById === teacherB.id }))
      .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id));
    expect(expected).toHaveLength(60);
  });

  const ids = (list: { id: number }[]) => list.map((m) => m.id);

  it("REST: 25 by default, the spec's array body, X-Total-Count and Link headers to walk the list", async () => {
    const first = await rest(teacherB, "GET", "/api/materials");
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(ids(first.json())).toEqual(ids(expected.slice(0, 25)));
    expect(first.json()[0]).toEqual({ id: expected[0]?.id, title: expected[0]?.title, type: "enlace", url: expect.stringMatching(/^https:\/\/ejemplo\.org\//), createdById: expected[0]?.createdById, canEdit: expected[0]?.canEdit });
    expect(first.headers["x-total-count"]).toBe("60");
    expect(first.headers.link).toBe('</api/materials?page=2&pageSize=25>; rel="next"');

    const nextUrl = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? "";
    const second = await rest(teacherB, "GET", nextUrl);
    expect(second.statusCode).toBe(200);
    expect(ids(second.json())).toEqual(ids(expected.slice(25, 50)));
    expect(second.headers["x-total-count"]).toBe("60");
    expect(second.headers.link).toBe('</api/materials?page=1&pageSize=25>; rel="prev", </api/materials?page=3&pageSize=25>; rel="next"');

    const lastUrl = /<([^>]+)>; rel="next"/.exec(String(second.headers.link))?.[1] ?? "";
    const last = await rest(teacherB, "GET", lastUrl);
    expect(ids(last.json())).toEqual(ids(expected.slice(50)));
    expect(last.headers.link).toBe('</api/materials?page=2&pageSize=25>; rel="prev"');

    // One page holds everything: no Link at all. Past the end: an empty page, the same total.
    const whole = await rest(admin, "GET", "/api/materials?pageSize=100");
    expect(ids(whole.json())).toEqual(ids(expected));
    expect(whole.headers["x-total-count"]).toBe("60");
    expect(whole.headers.link).toBeUndefined();
    const beyond = await rest(admin, "GET", "/api/materials?page=9&pageSize=10");
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe("60");
    expect(beyond.headers.link).toBe('</api/materials?page=6&pageSize=10>; rel="prev"');
  });

  it("tRPC answers {materials, total, page, pageSize}; small pages cover every material once, in order", async () => {
    const seen: Listed[] = [];
    for (let page = 1; page <= 9; page++) {
      const response = await trpcQuery(platform.app, "materials.list", { page, pageSize: 7 }, bearer(teacherB.token));
      expect(response.statusCode).toBe(200);
      const data = response.json().result.data;
      expect(data).toMatchObject({ total: 60, page, pageSize: 7 });
      expect(data.materials.length).toBe(page < 9 ? 7 : 4);
      seen.push(...data.materials);
    }
    expect(ids(seen)).toEqual(ids(expected));
    // Who may edit what is unchanged: teacher B their own only, an admin everything.
    expect(seen.map((m) => m.canEdit)).toEqual(expected.map((m) => m.canEdit));
    const asAdmin = await trpcQuery(platform.app, "materials.list", { page: 2 }, bearer(admin.token));
    expect(asAdmin.json().result.data.materials.every((m: Listed) => m.canEdit)).toBe(true);
    // No input at all is the first page of 25.
    const plain = await trpcQuery(platform.app, "materials.list", undefined, bearer(teacherA.token));
    expect(plain.json().result.data).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(ids(plain.json().result.data.materials)).toEqual(ids(expected.slice(0, 25)));
  });

  it("refuses a page below 1, a page size outside 1..100 or not a whole number, with 400 in Spanish", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "page=", "pageSize=0", "pageSize=101", "pageSize=1000", "pageSize=diez"]) {
      const response = await rest(teacherA, "GET", `/api/materials?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe("Datos inválidos. Verifica que todos los campos estén correctos.");
      const field = query.startsWith("pageSize") ? "pageSize" : "page";
      expect(response.json().fields[field], query).toBe(
        field === "page" ? "La página debe ser un número entero mayor o igual a 1" : "El tamaño de página debe ser un número entero entre 1 y 100",
      );
    }
    const trpcBad = await trpcQuery(platform.app, "materials.list", { page: 0, pageSize: 101 }, bearer(admin.token));
    expect(trpcBad.statusCode).toBe(400);
    expect(trpcBad.json().error.data.fields).toEqual({
      page: "La página debe ser un número entero mayor o igual a 1",
      pageSize: "El tamaño de página debe ser un número entero entre 1 y 100",
    });
    expect((await rest(teacherA, "GET", "/api/materials?pageSize=100")).statusCode).toBe(200);
    // A bad page does not change who may list: students 403, no token 401.
    expect((await rest(student, "GET", "/api/materials?page=0")).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/materials?page=abc")).statusCode).toBe(401);
    expect((await rest(student, "GET", "/api/materials?page=2")).statusCode).toBe(403);
  });
});
