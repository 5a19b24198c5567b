import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * The paged module list (issue 10): GET /api/modules and modules.list filter by tribe, subject,
 * creator, exact title and a search, newest first, one page at a time, with the total.
 */

type Listed = { id: number; title: string; tribe: string | null; materias: string[]; materiaIds: number[]; createdAt: string };
type Page = { success?: true; modules: Listed[]; total: number; page: number; pageSize: number };

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let student: Actor;
let parent: Actor;
let math: { id: number; name: string };
let art: { id: number; name: string };
/** Every seeded module, newest first (the order the list must give). */
let newestFirst: { id: number; title: string; tribe: string | null; materias: string[]; createdById: number }[] = [];

async function list(query: string, as: Actor = admin): Promise<Page> {
  const response = await rest(as, "GET", `/api/modules${query ? `?${query}` : ""}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

async function createMateria(name: string) {
  const response = await rest(admin, "POST", "/api/materias", { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().materia as { id: number; name: string };
}

/** Inserts a module with a chosen creation time, so the order is known; its subjects by id. */
async function seedModule(fields: { title: string; description?: string; tribe: string | null; materias: { id: number; name: string }[]; createdById: number; at: Date }) {
  const at = fields.at.toISOString();
  const row = await platform.db
    .insertInto("modules")
    .values({
      title: fields.title,
      description: fields.description ?? "Una actividad para aprender.",
      url: null,
      tribe: fields.tribe,
      pdfFileId: null,
      pdfUrl: null,
      youtubeVideo: null,
      instructions: null,
      forms: null,
      workUpload: null,
      createdById: fields.createdById,
      createdAt: at,
      updatedAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (fields.materias.length > 0) {
    await platform.db
      .insertInto("moduleMaterias")
      .values(fields.materias.map((m) => ({ moduleId: row.id, materiaId: m.id })))
      .execute();
  }
  return row.id;
}

const ids = (page: Page) => page.modules.map((m) => m.id);

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Tere", lastName: "Lista" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Otto", lastName: "Lista" });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Lista" });
  parent = await signedIn(platform, "parent", { firstName: "Pepe", lastName: "Lista" });
  math = await createMateria("Matemáticas");
  art = await createMateria("Arte");

  // 60 modules: tribes 1 to 3 in turn, every other one in Matemáticas, every third also in Arte.
  // Two share a creation time, so the id decides their order.
  const start = Date.UTC(2026, 0, 1);
  const seeded: typeof newestFirst = [];
  for (let i = 0; i < 60; i++) {
    const tribe = `Tribu ${(i % 3) + 1}`;
    const materias = [...(i % 2 === 0 ? [math] : []), ...(i % 3 === 0 ? [art] : [])];
    const createdById = i % 4 === 0 ? otherTeacher.id : teacher.id;
    const title = `Módulo ${String(i).padStart(2, "0")}`;
    const at = new Date(start + Math.min(i, 58) * 60_000);
    const id = await seedModule({ title, tribe, materias, createdById, at });
    seeded.push({ id, title, tribe, materias: materias.map((m) => m.name).sort(), createdById });
  }
  // Search targets: Spanish capitals, a match only in the description, and LIKE wildcards as text.
  const later = start + 3_600_000;
  for (const [offset, title, description] of [
    [1, "ÑANDÚES DEL RÍO", "Aves de Sudamérica."],
    [2, "Árboles", "Los ñandúes no viven en los árboles."],
    [3, "Cien por ciento: 100%", "Porcentajes."],
    [4, "guion_bajo", "Nombres de archivo."],
  ] as const) {
    const id = await seedModule({ title, description, tribe: null, materias: [], createdById: teacher.id, at: new Date(later + offset * 60_000) });
    seeded.push({ id, title, tribe: null, materias: [], createdById: teacher.id });
  }
  newestFirst = seeded.reverse();
});

afterAll(async () => {
  await platform?.close();
});

describe("GET /api/modules pages", () => {
  it("gives the first 50, newest first, with the total and the spec's success flag", async () => {
    const page = await list("");
    expect(page).toMatchObject({ success: true, total: newestFirst.length, page: 1, pageSize: 50 });
    expect(ids(page)).toEqual(newestFirst.slice(0, 50).map((m) => m.id));
  });

  it("page 2 holds the rest, with no module twice; the tie in creation time goes to the higher id", async () => {
    const first = await list("pageSize=50&page=1");
    const second = await list("pageSize=50&page=2");
    expect(second).toMatchObject({ total: newestFirst.length, page: 2, pageSize: 50 });
    expect(ids(second)).toEqual(newestFirst.slice(50).map((m) => m.id));
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(newestFirst.length);
    // Módulo 58 and Módulo 59 were created at the same instant: 59 (the later id) comes first.
    const titles = [...first.modules, ...second.modules].map((m) => m.title);
    expect(titles.indexOf("Módulo 59")).toBe(titles.indexOf("Módulo 58") - 1);
  });

  it("any page size from 1 to 100; a page past the end is empty but keeps the total", async () => {
    const third = await list("pageSize=7&page=3");
    expect(ids(third)).toEqual(newestFirst.slice(14, 21).map((m) => m.id));
    expect((await list("pageSize=100")).modules).toHaveLength(newestFirst.length);
    expect(await list("pageSize=1&page=1")).toMatchObject({ total: newestFirst.length, pageSize: 1 });
    const past = await list("pageSize=50&page=9");
    expect(past).toMatchObject({ modules: [], total: newestFirst.length, page: 9 });
  });

  it("each module comes with its subjects (names and ids)", async () => {
    const page = await list("pageSize=100");
    for (const module of page.modules) {
      const expected = newestFirst.find((m) => m.id === module.id);
      expect(module.materias).toEqual(expected?.materias);
      expect(module.materiaIds).toHaveLength(expected?.materias.length ?? -1);
    }
  });
});

describe("GET /api/modules filters", () => {
  it("by tribe", async () => {
    const page = await list("tribe=Tribu%202&pageSize=100");
    const expected = newestFirst.filter((m) => m.tribe === "Tribu 2");
    expect(page.total).toBe(expected.length);
    expect(ids(page)).toEqual(expected.map((m) => m.id));
  });

  it("by subject id, by subject name and by the id as query text give the same modules", async () => {
    const expected = newestFirst.filter((m) => m.materias.includes("Matemáticas")).map((m) => m.id);
    const byName = await list(`materia=${encodeURIComponent("Matemáticas")}&pageSize=100`);
    const byIdText = await list(`materia=${math.id}&pageSize=100`);
    expect(ids(byName)).toEqual(expected);
    expect(ids(byIdText)).toEqual(expected);
    expect(byName.total).toBe(30);
    const viaTrpc = await trpcQuery(platform.app, "modules.list", { materia: math.id, pageSize: 100 }, bearer(admin.token));
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.modules.map((m: Listed) => m.id)).toEqual(expected);
  });

  it("an unknown subject lists nothing", async () => {
    expect(await list("materia=No%20existe")).toMatchObject({ modules: [], total: 0 });
    expect(await list("materia=987654")).toMatchObject({ modules: [], total: 0 });
  });

  it("tribe and subject together, paged", async () => {
    const expected = newestFirst.filter((m) => m.tribe === "Tribu 1" && m.materias.includes("Matemáticas")).map((m) => m.id);
    expect(expected.length).toBe(10);
    const first = await list(`tribe=Tribu%201&materia=${math.id}&pageSize=4`);
    const last = await list(`tribe=Tribu%201&materia=Matem%C3%A1ticas&pageSize=4&page=3`);
    expect((await list(`tribe=Tribu%202&materia=${art.id}`)).total).toBe(0);
    expect(first.total).toBe(10);
    expect(ids(first)).toEqual(expected.slice(0, 4));
    expect(ids(last)).toEqual(expected.slice(8));
  });

  it("search looks in title and description, ignoring case, Spanish capitals included", async () => {
    const find = async (text: string) => (await list(`search=${encodeURIComponent(text)}&pageSize=100`)).modules.map((m) => m.title);
    expect(await find("ñandú")).toEqual(["Árboles", "ÑANDÚES DEL RÍO"]);
    expect(await find("Ñandúes")).toEqual(["Árboles", "ÑANDÚES DEL RÍO"]);
    expect(await find("árbol")).toEqual(["Árboles"]);
    expect(await find("  RÍO ")).toEqual(["ÑANDÚES DEL RÍO"]);
    expect(await find("sudamérica")).toEqual(["ÑANDÚES DEL RÍO"]);
    expect((await list("search=m%C3%B3dulo%205")).total).toBe(10);
  });

  it("% and _ in a search are plain characters, not wildcards", async () => {
    const find = async (text: string) => (await list(`search=${encodeURIComponent(text)}&pageSize=100`)).modules.map((m) => m.title);
    expect(await find("100%")).toEqual(["Cien por ciento: 100%"]);
    expect(await find("%")).toEqual(["Cien por ciento: 100%"]);
    expect(await find("_")).toEqual(["guion_bajo"]);
  });

  it("an exact title within a tribe and subject finds one module (the module page's look-up)", async () => {
    const page = await list(`tribe=Tribu%201&materia=Matem%C3%A1ticas&title=${encodeURIComponent("Módulo 06")}&pageSize=1`);
    expect(page.total).toBe(1);
    expect(page.modules[0]?.title).toBe("Módulo 06");
    expect((await list(`title=${encodeURIComponent("Módulo 0")}`)).total).toBe(0);
    expect((await list(`tribe=Tribu%202&title=${encodeURIComponent("Módulo 06")}`)).total).toBe(0);
  });

  it("by creator, for 'my modules'", async () => {
    const page = await list(`createdBy=${otherTeacher.id}&pageSize=100`, otherTeacher);
    expect(ids(page)).toEqual(newestFirst.filter((m) => m.createdById === otherTeacher.id).map((m) => m.id));
    expect(page.total).toBe(15);
  });

  it("blank filters are ignored, as a form with empty fields sends them", async () => {
    expect((await list("tribe=&materia=&search=&title=&createdBy=&page=&pageSize=")).total).toBe(newestFirst.length);
  });
});

describe("modules.summary: a subject's figures", () => {
  it("counts a subject's modules in all and per tribe, by id or by name, in one call", async () => {
    const byId = await trpcQuery(platform.app, "modules.summary", { materia: art.id }, bearer(teacher.token));
    expect(byId.statusCode).toBe(200);
    // Arte: every third module, all of them in Tribu 1.
    expect(byId.json().result.data).toEqual({ total: 20, tribes: [{ tribe: "Tribu 1", count: 20 }] });
    const byName = await trpc(parent).modules.summary({ materia: "Matemáticas" });
    expect(byName).toEqual({
      total: 30,
      tribes: [
        { tribe: "Tribu 1", count: 10 },
        { tribe: "Tribu 2", count: 10 },
        { tribe: "Tribu 3", count: 10 },
      ],
    });
  });

  it("a subject without modules is zero everywhere; no subject or a bad one is a 400; signed out is 401", async () => {
    const empty = await createMateria("Música");
    const none = await trpc(teacher).modules.summary({ materia: empty.id });
    expect(none).toEqual({ total: 0, tribes: [] });
    expect((await trpcQuery(platform.app, "modules.summary", {}, bearer(teacher.token))).statusCode).toBe(400);
    const long = await trpcQuery(platform.app, "modules.summary", { materia: "x".repeat(101) }, bearer(teacher.token));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.data.fields.materia).toBe("La materia debe ser un id o un nombre de hasta 100 caracteres");
    expect((await trpcQuery(platform.app, "modules.summary", { materia: 1 })).statusCode).toBe(401);
  });
});

describe("bad list requests", () => {
  it.each([
    ["page=0", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["page=-2", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["page=abc", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["page=1.5", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["pageSize=0", "pageSize", "El tamaño de página debe ser un número entero entre 1 y 100"],
    ["pageSize=101", "pageSize", "El tamaño de página debe ser un número entero entre 1 y 100"],
    ["pageSize=mucho", "pageSize", "El tamaño de página debe ser un número entero entre 1 y 100"],
    [`search=${"a".repeat(101)}`, "search", "La búsqueda admite como máximo 100 caracteres"],
    ["tribe=Tribu%209", "tribe", "Tribu no válida"],
    [`materia=${"m".repeat(101)}`, "materia", "La materia debe ser un id o un nombre de hasta 100 caracteres"],
    ["createdBy=yo", "createdBy", "El creador debe ser un id de usuario"],
  ])("%s is a 400 with a Spanish message for %s", async (query, field, message) => {
    const response = await rest(admin, "GET", `/api/modules?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("tRPC refuses the same values with the same messages", async () => {
    const response = await trpcQuery(platform.app, "modules.list", { pageSize: 500 }, bearer(admin.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.fields.pageSize).toBe("El tamaño de página debe ser un número entero entre 1 y 100");
    const search = await trpcQuery(platform.app, "modules.list", { search: "x".repeat(101) }, bearer(admin.token));
    expect(search.statusCode).toBe(400);
  });

  it("a NUL byte or a lone surrogate in a search is never a server error", async () => {
    for (const text of ["%00", "a%00b", "%ED%A0%80"]) {
      const response = await rest(admin, "GET", `/api/modules?search=${text}`);
      expect(response.statusCode, text).toBeLessThan(500);
    }
  });
});

describe("who may list", () => {
  it("parents, teachers and admins all get the same page; signed-out callers get 401", async () => {
    const expected = ids(await list("pageSize=10"));
    for (const who of [parent, teacher]) {
      const page = await list("pageSize=10", who);
      expect(ids(page)).toEqual(expected);
      expect(page.total).toBe(newestFirst.length);
    }
    expect((await rest(platform, "GET", "/api/modules")).statusCode).toBe(401);
    expect((await trpcQuery(platform.app, "modules.list")).statusCode).toBe(401);
  });

  it("a student gets only their tribe's modules (issue 19), paged and counted the same way; without a tribe, none", async () => {
    const pupil = await signedIn(platform, "student", { firstName: "Tomasa", lastName: "Lista" });
    expect(await list("pageSize=10", pupil)).toMatchObject({ modules: [], total: 0 });
    await platform.db.updateTable("users").set({ tribe: "Tribu 2" }).where("id", "=", pupil.id).execute();
    const tribe2 = newestFirst.filter((m) => m.tribe === "Tribu 2");
    const page = await list("pageSize=10", pupil);
    expect(ids(page)).toEqual(tribe2.slice(0, 10).map((m) => m.id));
    expect(page.total).toBe(tribe2.length);
    const summary = await trpc(pupil).modules.summary({ materia: "Matemáticas" });
    expect(summary).toEqual({ total: 10, tribes: [{ tribe: "Tribu 2", count: 10 }] });
  });

  it("tRPC modules.list without input gives the first page as the service object", async () => {
    const response = await trpcQuery(platform.app, "modules.list", undefined, bearer(teacher.token));
    expect(response.statusCode).toBe(200);
    const data = response.json().result.data as Page;
    expect(data).toMatchObject({ total: newestFirst.length, page: 1, pageSize: 50 });
    expect(data).not.toHaveProperty("success");
    expect(ids(data)).toEqual(newestFirst.slice(0, 50).map((m) => m.id));
  });
});

describe("a student's own modules", () => {
  it("progress tells each module's tribe and subjects, so the simple list links to its page", async () => {
    const mine = newestFirst.find((m) => m.title === "Módulo 06");
    if (!mine) throw new Error("seed missing");
    await platform.db.insertInto("userModules").values({ userId: student.id, moduleId: mine.id, assignedAt: new Date().toISOString() }).execute();
    const response = await trpcQuery(platform.app, "modules.progress", { studentId: student.id }, bearer(student.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.modules).toEqual([
      { moduleId: mine.id, title: "Módulo 06", tribe: "Tribu 1", materias: ["Arte", "Matemáticas"], status: "NOT_STARTED", completed: false, assigned: true },
    ]);
  });
});
