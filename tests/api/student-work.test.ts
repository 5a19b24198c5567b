import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0)]);
const base = "/api/student-work-submissions";

let platform: TestPlatform;
let admin: Actor;
let teacherA: Actor;
let teacherB: Actor;
let student: Actor;
let otherStudent: Actor;
let parent: Actor;
let otherParent: Actor;
let moduleA: number;
let moduleB: number;

/** The modules here are Tribu 1's; a student hands work in only to their own tribe's (issue 19). */
const moduleTribe = "Tribu 1";

async function insertModule(title: string, createdById: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await platform.db
    .insertInto("modules")
    .values({ title, description: "Descripción", url: null, tribe: moduleTribe, pdfFileId: null, pdfUrl: null, youtubeVideo: null, instructions: null, forms: null, workUpload: null, createdById, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacherA = await signedIn(platform, "teacher", { firstName: "Tania", lastName: "Prueba" });
  teacherB = await signedIn(platform, "teacher", { firstName: "Tomás", lastName: "Prueba" });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Prueba", tribe: moduleTribe });
  otherStudent = await signedIn(platform, "student", { firstName: "Otto", lastName: "Prueba", tribe: moduleTribe });
  parent = await signedIn(platform, "parent", { firstName: "Paula", lastName: "Prueba" });
  otherParent = await signedIn(platform, "parent", { firstName: "Pedro", lastName: "Prueba" });
  await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: student.id, createdAt: new Date().toISOString() }).execute();
  moduleA = await insertModule("Módulo de Tania", teacherA.id);
  moduleB = await insertModule("Módulo de Tomás", teacherB.id);
  await platform.db.insertInto("userModules").values({ userId: student.id, moduleId: moduleA, assignedAt: new Date().toISOString() }).execute();
});

afterAll(async () => {
  await platform.close();
});

describe("hand-in", () => {
  it("a student hands in a link and a file by multipart; it starts SUBMITTED", async () => {
    const response = await upload(student, "POST", base, { moduleId: String(moduleA), workUrl: "https://ejemplo.org/mi-trabajo", workDescription: "Mi dibujo" }, { name: "dibujo.pdf", content: pdfBytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: "¡Trabajo enviado exitosamente!" });
    expect(response.json().submission).toMatchObject({ status: "SUBMITTED", workUrl: "https://ejemplo.org/mi-trabajo", workDescription: "Mi dibujo", workFile: { originalName: "dibujo.pdf", mimeType: "application/pdf" } });
  });

  it("accepts a JSON hand-in, refuses an empty one, a bad link and a non-student", async () => {
    const ok = await rest(otherStudent, "POST", base, { moduleId: moduleA, workDescription: "Solo texto" });
    expect(ok.statusCode).toBe(201);
    const empty = await rest(otherStudent, "POST", base, { moduleId: moduleB });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Agrega un enlace, una descripción o un archivo.");
    const badLink = await rest(otherStudent, "POST", base, { moduleId: moduleB, workUrl: "javascript:alert(1)" });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().fields.workUrl).toBe("El enlace debe empezar por http:// o https://");
    const byTeacher = await rest(teacherA, "POST", base, { moduleId: moduleA, workDescription: "x" });
    expect(byTeacher.statusCode).toBe(403);
  });

  it("refuses a renamed executable and 10 MB + 1 byte, by content and while streaming", async () => {
    const renamed = await upload(otherStudent, "POST", base, { moduleId: String(moduleB) }, { name: "trabajo.pdf", content: exeBytes });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toMatch(/^Tipo de archivo no permitido/);
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfBytes.length, 0x20)]);
    const tooBig = await upload(otherStudent, "POST", base, { moduleId: String(moduleB) }, { name: "grande.pdf", content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("El archivo no puede ser mayor a 10MB");
  });

  it("one submission per student and module: a second hand-in updates the first", async () => {
    const list = await rest(student, "GET", `${base}/student/${student.id}`);
    const before = list.json().filter((s: { moduleId: number }) => s.moduleId === moduleA);
    expect(before).toHaveLength(1);
    const again = await rest(student, "POST", base, { moduleId: moduleA, workDescription: "Versión 2" });
    expect(again.json().submission.id).toBe(before[0].id);
    expect(again.json().submission.workDescription).toBe("Versión 2");
    expect(again.json().submission.workFile).not.toBeNull();
  });
});

describe("an update keeps what it does not change (issue 22)", () => {
  it("REST: a second hand-in with only a file, then a PUT with only a new link, keep the description", async () => {
    const moduleId = await insertModule(`Cuentos ${Date.now()}`, teacherA.id);
    const first = await upload(otherStudent, "POST", base, { moduleId: String(moduleId), workUrl: "https://ejemplo.org/uno", workDescription: "Mi cuento del mar" }, { name: "cuento.pdf", content: pdfBytes });
    expect(first.statusCode).toBe(201);
    const id = first.json().submission.id;

    const again = await upload(otherStudent, "POST", base, { moduleId: String(moduleId) }, { name: "cuento-2.pdf", content: pdfBytes });
    expect(again.json().submission).toMatchObject({ id, workUrl: "https://ejemplo.org/uno", workDescription: "Mi cuento del mar", workFile: { originalName: "cuento-2.pdf" } });

    const link = await rest(otherStudent, "PUT", `${base}/${id}`, { workUrl: "https://ejemplo.org/dos" });
    expect(link.statusCode).toBe(200);
    expect(link.json().submission).toMatchObject({ workUrl: "https://ejemplo.org/dos", workDescription: "Mi cuento del mar", workFile: { originalName: "cuento-2.pdf" } });

    // Sent empty, a field is cleared on purpose (the form sends what the student left in it).
    const cleared = await upload(otherStudent, "PUT", `${base}/${id}`, { workUrl: "https://ejemplo.org/dos", workDescription: "" });
    expect(cleared.json().submission).toMatchObject({ workUrl: "https://ejemplo.org/dos", workDescription: null });
  });

  it("tRPC: submit again without a description and update with only a link keep it too", async () => {
    const moduleId = await insertModule(`Poemas ${Date.now()}`, teacherA.id);
    const first = await trpc(otherStudent).studentWork.submit({ moduleId, workUrl: "https://ejemplo.org/poema", workDescription: "Mi poema" });
    const id = first.submission?.id as number;
    const again = await trpc(otherStudent).studentWork.submit({ moduleId, workUrl: "https://ejemplo.org/poema-2" });
    expect(again.submission).toMatchObject({ id, workUrl: "https://ejemplo.org/poema-2", workDescription: "Mi poema" });
    const updated = await trpc(otherStudent).studentWork.update({ id, workUrl: "https://ejemplo.org/poema-3" });
    expect(updated.submission).toMatchObject({ workUrl: "https://ejemplo.org/poema-3", workDescription: "Mi poema" });
    const described = await trpc(otherStudent).studentWork.update({ id, workDescription: "Mi poema, corregido" });
    expect(described.submission).toMatchObject({ workUrl: "https://ejemplo.org/poema-3", workDescription: "Mi poema, corregido" });
  });
});

describe("access", () => {
  let submissionId: number;
  beforeAll(async () => {
    const list = await rest(student, "GET", base);
    submissionId = list.json().submissions.find((s: { moduleId: number }) => s.moduleId === moduleA).id;
  });

  it("students see only their own work; another student cannot change it", async () => {
    const mine = await rest(otherStudent, "GET", base);
    expect(mine.json().submissions.every((s: { studentId: number }) => s.studentId === otherStudent.id)).toBe(true);
    expect((await rest(otherStudent, "PUT", `${base}/${submissionId}`, { workDescription: "hack" })).statusCode).toBe(403);
    expect((await rest(otherStudent, "GET", `${base}/student/${student.id}`)).statusCode).toBe(403);
  });

  it("a parent reads only their children's work", async () => {
    const own = await rest(parent, "GET", `${base}/student/${student.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
    expect((await rest(otherParent, "GET", `${base}/student/${student.id}`)).statusCode).toBe(403);
    expect((await rest(otherParent, "GET", base)).json().submissions).toEqual([]);
    expect((await rest(otherParent, "GET", `${base}/${submissionId}/file`)).statusCode).toBe(403);
    expect((await rest(parent, "GET", `${base}/${submissionId}/file`)).statusCode).toBe(200);
  });

  it("a teacher sees and reviews only their own modules' work", async () => {
    const tania = await rest(teacherA, "GET", base);
    expect(tania.json().submissions.map((s: { id: number }) => s.id)).toContain(submissionId);
    const tomas = await rest(teacherB, "GET", `${base}/pending`);
    expect(tomas.json().pendingSubmissions.map((s: { id: number }) => s.id)).not.toContain(submissionId);
    const review = await rest(teacherB, "PUT", `${base}/${submissionId}/review`, { status: "APPROVED", grade: 9 });
    expect(review.statusCode).toBe(403);
    expect((await rest(teacherB, "GET", `${base}/${submissionId}/file`)).statusCode).toBe(403);
    expect((await rest(student, "GET", `${base}/pending`)).statusCode).toBe(403);
  });
});

describe("review", () => {
  let submissionId: number;
  beforeAll(async () => {
    const list = await rest(student, "GET", base);
    submissionId = list.json().submissions.find((s: { moduleId: number }) => s.moduleId === moduleA).id;
  });

  it.each([[-0.1], [10.1], ["abc"], [5.55]])("refuses the grade %s", async (grade) => {
    const response = await rest(teacherA, "PUT", `${base}/${submissionId}/review`, { status: "REVIEWED", grade });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [10.5, "La calificación debe ser un número entre 0 y 10"],
    [-1, "La calificación debe ser un número entre 0 y 10"],
    [8.75, "La calificación lleva como máximo un decimal (por ejemplo 8,7 u 8,8)"],
    [8.755, "La calificación lleva como máximo un decimal (por ejemplo 8,7 u 8,8)"],
    // Issue 34: a grade typed as text is read as a Colombian writes it, and a malformed one is a Spanish 400.
    ["8.5.1", "La calificación debe ser un número entre 0 y 10"],
    ["8,75", "La calificación lleva como máximo un decimal (por ejemplo 8,7 u 8,8)"],
  ])("says why the grade %s is refused, by REST and tRPC (issue 22)", async (grade, message) => {
    const response = await rest(teacherA, "PUT", `${base}/${submissionId}/review`, { status: "REVIEWED", grade });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.grade).toBe(message);
    const viaTrpc = await trpcMutation(platform.app, "studentWork.review", { id: submissionId, status: "REVIEWED", grade }, bearer(teacherA.token));
    expect(viaTrpc.json().error.data.fields.grade).toBe(message);
  });

  it("refuses a status outside the review statuses", async () => {
    expect((await rest(teacherA, "PUT", `${base}/${submissionId}/review`, { status: "SUBMITTED" })).statusCode).toBe(400);
    expect((await rest(teacherA, "PUT", `${base}/${submissionId}/review`, { status: "DONE" })).statusCode).toBe(400);
  });

  it.each([[0], [9.5], [10]])("accepts the grade %s and keeps who and when", async (grade) => {
    const response = await rest(teacherA, "PUT", `${base}/${submissionId}/review`, { status: "REVIEWED", grade, teacherFeedback: "  Bien hecho  " });
    expect(response.statusCode).toBe(200);
    expect(response.json().submission).toMatchObject({ status: "REVIEWED", grade, teacherFeedback: "Bien hecho", reviewedBy: "Tania Prueba", reviewedAt: expect.any(String) });
  });

  it("approval completes the module for the student, every grade change stays in the history, and an update goes back to SUBMITTED", async () => {
    await rest(admin, "PUT", `${base}/${submissionId}/review`, { status: "APPROVED", grade: 8.5, teacherFeedback: "Aprobado" });
    const progress = await platform.services.modules.progressForStudent(student.id);
    expect(progress.modules.find((m) => m.moduleId === moduleA)).toMatchObject({ status: "APPROVED", completed: true });
    const submissions = await rest(parent, "GET", `${base}/student/${student.id}`);
    expect(submissions.json().find((s: { id: number }) => s.id === submissionId)).toMatchObject({ status: "APPROVED", grade: 8.5 });

    const history = await trpc(teacherA).studentWork.history({ id: submissionId });
    const grades = history.map((entry: { grade: number | null }) => entry.grade);
    expect(grades.slice(-4)).toEqual([0, 9.5, 10, 8.5]);

    const updated = await rest(student, "PUT", `${base}/${submissionId}`, { workDescription: "Corregido" });
    expect(updated.json().submission).toMatchObject({ status: "SUBMITTED", workDescription: "Corregido", grade: 8.5 });
  });
});

describe("paging (issue 10)", () => {
  type Row = { id: number; moduleId: number; studentId: number; status: string; submissionDate: string; moduleCreatedBy: number };
  type Page = { success: true; submissions: Row[]; total: number; page: number; pageSize: number; counts: Record<string, number> };
  const statuses = ["SUBMITTED", "REVIEWED", "APPROVED", "NEEDS_REVISION"] as const;
  let carla: Actor;
  let diego: Actor;
  let kid: Actor;
  let mum: Actor;
  let carlaModules: number[];
  let kids: number[];
  const carlaWork: { id: number; status: string; studentId: number; moduleId: number }[] = [];

  const page = async (who: Actor, query = ""): Promise<Page> => {
    const response = await rest(who, "GET", `${base}${query ? `?${query}` : ""}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Every row of a list, page by page. */
  async function everyPage(who: Actor, query: string, pageSize: number): Promise<{ rows: Row[]; pages: Page[] }> {
    const pages: Page[] = [];
    for (let n = 1; n <= 50; n++) {
      const body = await page(who, `${query}&page=${n}&pageSize=${pageSize}`);
      pages.push(body);
      if (n * pageSize >= body.total) break;
    }
    return { rows: pages.flatMap((p) => p.submissions), pages };
  }
  const tally = (rows: { status: string }[]) => Object.fromEntries(statuses.map((s) => [s, rows.filter((r) => r.status === s).length]));
  const newestFirst = (rows: Row[]) =>
    rows.every((row, i) => {
      const before = rows[i - 1];
      return !before || before.submissionDate > row.submissionDate || (before.submissionDate === row.submissionDate && before.id > row.id);
    });

  beforeAll(async () => {
    carla = await signedIn(platform, "teacher", { firstName: "Carla", lastName: "Prueba" });
    diego = await signedIn(platform, "teacher", { firstName: "Diego", lastName: "Prueba" });
    mum = await signedIn(platform, "parent", { firstName: "Marta", lastName: "Prueba" });
    carlaModules = [await insertModule("Lectura de Carla", carla.id), await insertModule("Números de Carla", carla.id)];
    const diegoModule = await insertModule("Ciencias de Diego", diego.id);
    kid = await signedIn(platform, "student", { firstName: "Kiara", lastName: "Prueba", tribe: moduleTribe });
    kids = [kid.id];
    for (let i = 0; i < 11; i++) kids.push((await createUser(platform, { role: "student", firstName: `Niño${i}`, lastName: "Paginado" })).id);
    for (const child of kids.slice(0, 2)) {
      await platform.db.insertInto("parentChildren").values({ parentId: mum.id, studentId: child, createdAt: new Date().toISOString() }).execute();
    }
    // 24 works in Carla's modules, 12 in Diego's; pairs share an instant so the id decides the order.
    const start = Date.parse("2026-03-01T08:00:00.000Z");
    let n = 0;
    for (const moduleId of [...carlaModules, diegoModule]) {
      for (const studentId of kids) {
        const status = statuses[n % 4] as string;
        const row = await platform.db
          .insertInto("workSubmissions")
          .values({ moduleId, studentId, status, workUrl: null, workDescription: `Trabajo ${n}`, fileId: null, teacherFeedback: null, grade: null, submittedAt: new Date(start + Math.floor(n / 2) * 60_000).toISOString(), reviewedAt: null, reviewedById: null })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (moduleId !== diegoModule) carlaWork.push({ id: row.id, status, studentId, moduleId });
        n++;
      }
    }
  });

  it("answers 20 works newest first by default, with the total, the page and the page size", async () => {
    const first = await page(carla);
    expect(first).toMatchObject({ success: true, total: 24, page: 1, pageSize: 20 });
    expect(first.submissions).toHaveLength(20);
    expect(newestFirst(first.submissions)).toBe(true);
    const second = await page(carla, "page=2");
    expect(second.submissions).toHaveLength(4);
    const ids = [...first.submissions, ...second.submissions].map((s) => s.id);
    expect(new Set(ids).size).toBe(24);
    expect(newestFirst([...first.submissions, ...second.submissions])).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(carlaWork.map((w) => w.id).sort((a, b) => a - b));
    expect((await page(carla, "page=3")).submissions).toEqual([]);
  });

  it("counts per status cover the whole scope, whatever the page and the status filter", async () => {
    const expected = tally(carlaWork);
    const bodies = [await page(carla), await page(carla, "page=2"), await page(carla, "page=3&pageSize=5"), await page(carla, "status=APPROVED"), await page(carla, "status=SUBMITTED&page=2&pageSize=2")];
    for (const body of bodies) expect(body.counts).toEqual(expected);
    const approved = await everyPage(carla, "status=APPROVED", 4);
    expect(approved.pages[0]?.total).toBe(expected.APPROVED);
    expect(approved.rows).toHaveLength(expected.APPROVED as number);
    expect(approved.rows.every((r) => r.status === "APPROVED")).toBe(true);
    expect(newestFirst(approved.rows)).toBe(true);
  });

  it("counts follow the search and module filters (not the status)", async () => {
    const oneModule = await page(carla, `moduleId=${carlaModules[1]}&status=REVIEWED`);
    expect(oneModule.counts).toEqual(tally(carlaWork.filter((w) => w.moduleId === carlaModules[1])));
    expect(oneModule.submissions.every((s) => s.moduleId === carlaModules[1] && s.status === "REVIEWED")).toBe(true);
    const byName = await page(carla, `search=${encodeURIComponent("kiara")}`);
    expect(byName.total).toBe(2);
    expect(byName.counts).toEqual(tally(carlaWork.filter((w) => w.studentId === kid.id)));
  });

  it("keeps the scope on every page: a teacher never gets another teacher's work, a parent only their children's", async () => {
    const carlas = await everyPage(carla, "x=1", 7);
    expect(carlas.rows).toHaveLength(24);
    expect(carlas.rows.every((r) => r.moduleCreatedBy === carla.id)).toBe(true);
    const diegos = await everyPage(diego, "x=1", 5);
    expect(diegos.rows).toHaveLength(12);
    expect(diegos.rows.every((r) => r.moduleCreatedBy === diego.id)).toBe(true);
    expect(diegos.pages[0]?.counts).toEqual({ SUBMITTED: 3, REVIEWED: 3, APPROVED: 3, NEEDS_REVISION: 3 });

    const family = await everyPage(mum, "x=1", 2);
    expect(family.pages[0]?.total).toBe(6);
    expect(family.rows.every((r) => kids.slice(0, 2).includes(r.studentId))).toBe(true);
    const own = await everyPage(kid, "x=1", 2);
    expect(own.rows.map((r) => r.studentId)).toEqual([kid.id, kid.id, kid.id]);

    const school = await page(admin, "pageSize=100");
    expect(school.total).toBeGreaterThanOrEqual(36);
    expect(Object.values(school.counts).reduce((a, b) => a + b, 0)).toBe(school.total);
  });

  it("pages the pending work (SUBMITTED only) by REST and tRPC", async () => {
    const submitted = carlaWork.filter((w) => w.status === "SUBMITTED").length;
    const overRest = await rest(carla, "GET", `${base}/pending?page=2&pageSize=4`);
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json()).toMatchObject({ success: true, total: submitted, page: 2, pageSize: 4 });
    expect(overRest.json().pendingSubmissions).toHaveLength(submitted - 4);
    expect(overRest.json().pendingSubmissions.every((s: Row) => s.status === "SUBMITTED" && s.moduleCreatedBy === carla.id)).toBe(true);
    const firstPage = await rest(carla, "GET", `${base}/pending`);
    expect(firstPage.json()).toMatchObject({ total: submitted, page: 1, pageSize: 20 });

    const viaTrpc = await trpc(carla).studentWork.pending();
    expect(viaTrpc).toMatchObject({ total: submitted, page: 1, pageSize: 20 });
    const list = await trpc(carla).studentWork.list({ page: 2, pageSize: 10 });
    expect(list).toMatchObject({ total: 24, page: 2, pageSize: 10, counts: tally(carlaWork) });
    expect(list.submissions).toHaveLength(10);
  });

  it.each([
    ["page=0", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["page=abc", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["page=1.5", "page", "La página debe ser un número entero mayor o igual a 1"],
    ["pageSize=0", "pageSize", "El tamaño de página debe ser un número entero entre 1 y 100"],
    ["pageSize=101", "pageSize", "El tamaño de página debe ser un número entero entre 1 y 100"],
  ])("refuses %s with a 400 in Spanish", async (query, field, message) => {
    for (const url of [`${base}?${query}`, `${base}/pending?${query}`]) {
      const response = await rest(carla, "GET", url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "BAD_REQUEST", message: "Datos inválidos. Verifica que todos los campos estén correctos.", fields: { [field]: message } });
    }
  });

  it("refuses a bad page over tRPC too", async () => {
    const response = await trpcQuery(platform.app, "studentWork.list", { page: 0 }, bearer(carla.token));
    expect(response.statusCode).toBe(400);
  });
});

describe("the whole school's counts (kept by triggers, issue 10)", () => {
  /** What a count of every work gives, per status: the truth the kept totals must match. */
  async function counted() {
    const rows = await platform.db.selectFrom("workSubmissions").select((eb) => ["status", eb.fn.countAll<number>().as("n")]).groupBy("status").execute();
    const tally: Record<string, number> = { SUBMITTED: 0, REVIEWED: 0, APPROVED: 0, NEEDS_REVISION: 0 };
    for (const row of rows) tally[row.status] = Number(row.n);
    return tally;
  }

  async function adminCounts() {
    const response = await rest(admin, "GET", base);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const pending = await rest(admin, "GET", `${base}/pending`);
    expect(pending.json().total).toBe(body.counts.SUBMITTED);
    expect(body.total).toBe(Object.values(body.counts as Record<string, number>).reduce((sum, n) => sum + n, 0));
    return body.counts as Record<string, number>;
  }

  it("match a count of every work after hand-ins, reviews, a resubmission, a deleted module and a deleted student", async () => {
    const teacher = await signedIn(platform, "teacher", { firstName: "Triana", lastName: "Prueba" });
    const mod = await insertModule("Módulo de conteo", teacher.id);
    const spare = await insertModule("Módulo que se borra", teacher.id);
    const kids = await Promise.all(["Ana", "Bea", "Ciro"].map((name) => signedIn(platform, "student", { firstName: name, lastName: "Prueba", tribe: moduleTribe })));
    const ids: number[] = [];
    for (const kid of kids) {
      const response = await rest(kid, "POST", base, { moduleId: mod, workDescription: `Trabajo de ${kid.id}` });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().submission.id);
      expect((await rest(kid, "POST", base, { moduleId: spare, workDescription: "Otro" })).statusCode).toBe(201);
    }
    expect(await adminCounts()).toEqual(await counted());

    expect((await rest(teacher, "PUT", `${base}/${ids[0]}/review`, { status: "APPROVED", grade: 9 })).statusCode).toBe(200);
    expect((await rest(teacher, "PUT", `${base}/${ids[1]}/review`, { status: "NEEDS_REVISION" })).statusCode).toBe(200);
    expect((await rest(teacher, "PUT", `${base}/${ids[1]}/review`, { status: "NEEDS_REVISION", teacherFeedback: "Igual" })).statusCode).toBe(200);
    expect(await adminCounts()).toEqual(await counted());

    // The student changes the work: it goes back to SUBMITTED.
    expect((await rest(kids[1] as Actor, "PUT", `${base}/${ids[1]}`, { workDescription: "Corregido" })).statusCode).toBe(200);
    expect(await adminCounts()).toEqual(await counted());

    // Deleting a module removes its works by cascade; deleting a student removes theirs.
    await platform.db.deleteFrom("modules").where("id", "=", spare).execute();
    await platform.db.deleteFrom("users").where("id", "=", kids[2]?.id as number).execute();
    const after = await adminCounts();
    expect(after).toEqual(await counted());
    expect(Object.values(after).every((n) => n >= 0)).toBe(true);
  });
});

describe("search", () => {
  it("finds work by the student's full name in any case, accents included, and takes % and _ literally", async () => {
    const teacher = await signedIn(platform, "teacher", { firstName: "Telma", lastName: "Prueba" });
    const mod = await insertModule("Módulo de búsqueda", teacher.id);
    const angela = await signedIn(platform, "student", { firstName: "Ángela", lastName: "Núñez", tribe: moduleTribe });
    expect((await rest(angela, "POST", base, { moduleId: mod, workDescription: "Mi cuento" })).statusCode).toBe(201);

    const found = await rest(teacher, "GET", `${base}?search=${encodeURIComponent("ÁNGELA núñez")}`);
    expect(found.json().submissions.map((s: { studentName: string }) => s.studentName)).toEqual(["Ángela Núñez"]);
    for (const wildcard of ["%", "_", "\\"]) {
      const none = await rest(teacher, "GET", `${base}?search=${encodeURIComponent(wildcard)}`);
      expect(none.statusCode).toBe(200);
      expect(none.json().total, wildcard).toBe(0);
    }
  });
});
