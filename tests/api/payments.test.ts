import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const year = String(new Date().getFullYear());

let platform: TestPlatform;
let admin: Actor;
let parentA: Actor;
let parentB: Actor;
let student: Actor;

function storedFiles(): string[] {
  try {
    return readdirSync(join(platform.dataDir, "uploads")).filter((name) => !name.startsWith("."));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  parentA = await signedIn(platform, "parent", { firstName: "Ana", lastName: "Prueba" });
  parentB = await signedIn(platform, "parent", { firstName: "Berta", lastName: "Prueba" });
  student = await signedIn(platform, "student", { firstName: "Sol", lastName: "Prueba" });
});

afterAll(async () => {
  await platform.close();
});

describe("parent uploads a monthly receipt", () => {
  it("stores a PDF as pending and lists it only for its parent and admins", async () => {
    const response = await upload(parentA, "POST", "/api/payments", { month: "03", year, parentId: String(parentA.id) }, { name: "marzo.pdf", content: pdfBytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: "Ficha de pago subida correctamente" });
    const payment = response.json().payment;
    expect(payment).toMatchObject({ month: "03", year: Number(year), status: "pending", fileName: "marzo.pdf", parentEmail: expect.any(String) });

    const own = await rest(parentA, "GET", "/api/payments");
    expect(own.json().map((p: { id: number }) => p.id)).toContain(payment.id);
    const other = await rest(parentB, "GET", "/api/payments");
    expect(other.json().map((p: { id: number }) => p.id)).not.toContain(payment.id);
    const all = await rest(admin, "GET", "/api/payments");
    expect(all.json().map((p: { id: number }) => p.id)).toContain(payment.id);
  });

  it("refuses a second receipt for the same month and year with 409 and the spec's message", async () => {
    const fields = { month: "04", year };
    expect((await upload(parentA, "POST", "/api/payments", fields, { name: "a.pdf", content: pdfBytes })).statusCode).toBe(201);
    const before = storedFiles().length;
    const again = await upload(parentA, "POST", "/api/payments", fields, { name: "b.png", content: pngBytes });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ya existe un pago para este mes y año. Elimina el anterior si quieres reemplazarlo.");
    expect(storedFiles().length).toBe(before);
  });

  it("refuses 10 MB + 1 byte with 413 while streaming, keeping nothing", async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfBytes.length, 0x20)]);
    const response = await upload(parentA, "POST", "/api/payments", { month: "05", year }, { name: "grande.pdf", content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("El archivo no puede ser mayor a 10MB");
    expect(storedFiles().length).toBe(before);
    const list = await rest(parentA, "GET", "/api/payments?month=05");
    expect(list.json()).toEqual([]);
  });

  it("refuses a renamed executable or text file with 400, by content", async () => {
    for (const file of [
      { name: "recibo.pdf", content: exeBytes, type: "application/pdf" },
      { name: "recibo.png", content: Buffer.from("solo texto"), type: "image/png" },
    ]) {
      const response = await upload(parentA, "POST", "/api/payments", { month: "06", year }, file);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Solo se permiten archivos PDF, JPG, JPEG o PNG");
    }
  });

  it("refuses a bad month or year, and a missing file, with 400", async () => {
    const badMonth = await upload(parentA, "POST", "/api/payments", { month: "13", year }, { name: "a.pdf", content: pdfBytes });
    expect(badMonth.statusCode).toBe(400);
    const badYear = await upload(parentA, "POST", "/api/payments", { month: "07", year: "1990" }, { name: "a.pdf", content: pdfBytes });
    expect(badYear.statusCode).toBe(400);
    const noFile = await upload(parentA, "POST", "/api/payments", { month: "07", year });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Por favor selecciona un archivo y un mes");
  });

  it("refuses an upload for another parent's id, and uploads by non-parents", async () => {
    const forOther = await upload(parentA, "POST", "/api/payments", { month: "08", year, parentId: String(parentB.id) }, { name: "a.pdf", content: pdfBytes });
    expect(forOther.statusCode).toBe(403);
    const byStudent = await upload(student, "POST", "/api/payments", { month: "08", year }, { name: "a.pdf", content: pdfBytes });
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json().message).toBe("Solo los padres pueden acceder a esta página");
  });
});

describe("access to receipts", () => {
  let paymentId: number;
  beforeAll(async () => {
    const response = await upload(parentA, "POST", "/api/payments", { month: "09", year }, { name: "sept.pdf", content: pdfBytes });
    paymentId = response.json().payment.id;
  });

  it("a student gets 403 on the list; a visitor 401", async () => {
    expect((await rest(student, "GET", "/api/payments")).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/payments")).statusCode).toBe(401);
  });

  it("the file is served to its parent and admins only, with nosniff, no-store and a disposition", async () => {
    const own = await rest(parentA, "GET", `/api/payments/${paymentId}/file`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["cache-control"]).toContain("no-store");
    expect(own.headers["content-disposition"]).toMatch(/^attachment; filename="sept.pdf"/);
    expect(own.rawPayload.equals(pdfBytes)).toBe(true);
    const download = await rest(admin, "GET", `/api/payments/${paymentId}/file?download=1`);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((await rest(parentB, "GET", `/api/payments/${paymentId}/file`)).statusCode).toBe(403);
    expect((await rest(student, "GET", `/api/payments/${paymentId}/file`)).statusCode).toBe(403);
  });

  it("another parent cannot delete or review it; a parent cannot review", async () => {
    expect((await rest(parentB, "DELETE", `/api/payments/${paymentId}`)).statusCode).toBe(403);
    expect((await rest(parentB, "PUT", `/api/payments/${paymentId}/review`, { status: "approved" })).statusCode).toBe(403);
    expect((await rest(parentA, "PUT", `/api/payments/${paymentId}/review`, { status: "approved" })).statusCode).toBe(403);
  });
});

describe("admin review", () => {
  it("approves with a note, records who and when, and refuses a second review", async () => {
    const created = await upload(parentA, "POST", "/api/payments", { month: "10", year }, { name: "oct.pdf", content: pdfBytes });
    const id = created.json().payment.id;
    const reviewed = await rest(admin, "PUT", `/api/payments/${id}/review`, { status: "approved", notes: "  Recibido, gracias.  " });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ success: true, message: "Pago aprobado correctamente" });
    expect(reviewed.json().payment).toMatchObject({ status: "approved", notes: "Recibido, gracias.", reviewedAt: expect.any(String), reviewedBy: expect.any(String) });

    const parentView = await rest(parentA, "GET", "/api/payments?status=approved");
    expect(parentView.json().find((p: { id: number }) => p.id === id)).toMatchObject({ status: "approved", notes: "Recibido, gracias." });

    const again = await rest(admin, "PUT", `/api/payments/${id}/review`, { status: "rejected" });
    expect(again.statusCode).toBe(409);
    const deleteReviewed = await rest(parentA, "DELETE", `/api/payments/${id}`);
    expect(deleteReviewed.statusCode).toBe(409);
  });

  it("rejects a bad decision with 400 and an unknown receipt with 404", async () => {
    expect((await rest(admin, "PUT", "/api/payments/999999/review", { status: "approved" })).statusCode).toBe(404);
    const created = await upload(parentA, "POST", "/api/payments", { month: "11", year }, { name: "nov.png", content: pngBytes });
    const id = created.json().payment.id;
    expect((await rest(admin, "PUT", `/api/payments/${id}/review`, { status: "pending" })).statusCode).toBe(400);
  });

  it("a parent deletes a pending receipt and its file is removed", async () => {
    const created = await upload(parentA, "POST", "/api/payments", { month: "12", year }, { name: "dic.pdf", content: pdfBytes });
    const id = created.json().payment.id;
    const before = storedFiles().length;
    const removed = await rest(parentA, "DELETE", `/api/payments/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(storedFiles().length).toBe(before - 1);
    expect((await rest(parentA, "GET", `/api/payments/${id}/file`)).statusCode).toBe(404);
  });

  it("the tRPC list returns counts and honours the filters", async () => {
    const data = await trpc(admin).payments.list({ status: "pending" });
    expect(data.payments.every((p: { status: string }) => p.status === "pending")).toBe(true);
    expect(data.total).toBe(data.counts.pending);
    expect(data.counts.total).toBe(data.counts.pending + data.counts.approved + data.counts.rejected);
  });
});

describe("a rejected receipt is replaced, not a dead end (issue 22)", () => {
  it("the parent uploads again for a rejected month: the receipt is pending with the new file and the admin still sees the rejected one", async () => {
    const first = await upload(parentA, "POST", "/api/payments", { month: "01", year }, { name: "enero-borroso.pdf", content: pdfBytes });
    const id = first.json().payment.id;
    await rest(admin, "PUT", `/api/payments/${id}/review`, { status: "rejected", notes: "No se lee el importe." });

    const again = await upload(parentA, "POST", "/api/payments", { month: "01", year }, { name: "enero-nitido.png", content: pngBytes });
    expect(again.statusCode).toBe(201);
    expect(again.json().payment).toMatchObject({ id, status: "pending", fileName: "enero-nitido.png", notes: null, reviewedAt: null, reviewedBy: null });
    expect((await rest(parentA, "GET", `/api/payments/${id}/file`)).rawPayload.equals(pngBytes)).toBe(true);

    const listed = (await trpc(admin).payments.list({ search: "Ana", month: "01" })).payments.find((p) => p.id === id);
    expect(listed?.earlierVersions).toEqual([
      expect.objectContaining({ fileName: "enero-borroso.pdf", status: "rejected", notes: "No se lee el importe.", reviewedBy: expect.any(String) }),
    ]);
    const earlier = listed?.earlierVersions[0];
    const oldFile = await rest(admin, "GET", earlier?.fileUrl ?? "");
    expect(oldFile.statusCode).toBe(200);
    expect(oldFile.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await rest(parentB, "GET", earlier?.fileUrl ?? "")).statusCode).toBe(403);
  });

  it("a pending or an approved receipt for that month is still refused with 409 and a message that says why", async () => {
    await upload(parentB, "POST", "/api/payments", { month: "02", year }, { name: "feb.pdf", content: pdfBytes });
    const pending = await upload(parentB, "POST", "/api/payments", { month: "02", year }, { name: "feb2.pdf", content: pdfBytes });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("Ya existe un pago para este mes y año. Elimina el anterior si quieres reemplazarlo.");

    const created = await upload(parentB, "POST", "/api/payments", { month: "03", year }, { name: "mar.pdf", content: pdfBytes });
    await rest(admin, "PUT", `/api/payments/${created.json().payment.id}/review`, { status: "approved" });
    const approved = await upload(parentB, "POST", "/api/payments", { month: "03", year }, { name: "mar2.pdf", content: pdfBytes });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe("La ficha de este mes ya fue aprobada. No hace falta subir otra.");
  });

  it("the admin deletes a reviewed receipt with its earlier files; the parent cannot", async () => {
    const created = await upload(parentB, "POST", "/api/payments", { month: "04", year }, { name: "abr.pdf", content: pdfBytes });
    const id = created.json().payment.id;
    await rest(admin, "PUT", `/api/payments/${id}/review`, { status: "rejected" });
    await upload(parentB, "POST", "/api/payments", { month: "04", year }, { name: "abr2.pdf", content: pdfBytes });
    await rest(admin, "PUT", `/api/payments/${id}/review`, { status: "approved" });
    expect((await rest(parentB, "DELETE", `/api/payments/${id}`)).statusCode).toBe(409);
    const before = storedFiles().length;
    const removed = await trpc(admin).payments.remove({ id });
    expect(removed.message).toBe("Pago eliminado correctamente");
    expect(storedFiles().length).toBe(before - 2);
    expect((await rest(admin, "GET", `/api/payments/${id}/file`)).statusCode).toBe(404);
  });
});

describe("paging (issue 10)", () => {
  type Status = "pending" | "approved" | "rejected";
  type Row = { id: number; month: string; year: number; status: Status; parentEmail: string };
  type Page = { payments: Row[]; total: number; page: number; pageSize: number; counts: Record<Status | "total", number> };
  const statuses: Status[] = ["pending", "approved", "rejected"];
  const surname = "Paginada";
  const lastYear = Number(year) - 1;
  type Family = Actor & { receipts: Row[] };
  const families: Family[] = [];
  const allReceipts: Row[] = [];

  async function list(token: string, input: Record<string, unknown> = {}): Promise<Page> {
    const response = await trpcQuery(platform.app, "payments.list", input, bearer(token));
    expect(response.statusCode).toBe(200);
    return response.json().result.data;
  }
  /** Every receipt of a list, page by page, with each page's answer. */
  async function everyPage(token: string, input: Record<string, unknown>, pageSize: number): Promise<{ rows: Row[]; pages: Page[] }> {
    const pages: Page[] = [];
    for (let page = 1; page <= 40; page++) {
      const body = await list(token, { ...input, page, pageSize });
      pages.push(body);
      if (page * pageSize >= body.total) break;
    }
    return { rows: pages.flatMap((p) => p.payments), pages };
  }
  const tally = (rows: { status: string }[]): Page["counts"] => {
    const count = (status: Status) => rows.filter((r) => r.status === status).length;
    return { total: rows.length, pending: count("pending"), approved: count("approved"), rejected: count("rejected") };
  };
  /** Newest period first; within a period the newest receipt (highest id) first. */
  const expectedOrder = (rows: Row[]) =>
    [...rows].sort((a, b) => b.year - a.year || b.month.localeCompare(a.month) || b.id - a.id).map((r) => r.id);

  beforeAll(async () => {
    // Three families with 24 receipts each over two years (72 in all); every period is shared by
    // the three, so only the id orders receipts of the same month.
    for (const firstName of ["Lucía", "Marta", "Nora"]) {
      const parent = await signedIn(platform, "parent", { firstName, lastName: surname });
      families.push({ ...parent, receipts: [] });
    }
    let n = 0;
    for (const y of [lastYear, Number(year)]) {
      for (let m = 1; m <= 12; m++) {
        for (const family of families) {
          const status = statuses[n++ % 3] as Status;
          const month = String(m).padStart(2, "0");
          const file = await platform.db
            .insertInto("files")
            .values({ storageName: `paginada-${family.id}-${y}-${month}`, originalName: "r.pdf", mimeType: "application/pdf", size: 1, purpose: "payment", ownerId: family.id, createdAt: new Date().toISOString() })
            .returning("id")
            .executeTakeFirstOrThrow();
          const row = await platform.db
            .insertInto("payments")
            .values({ parentId: family.id, month, year: y, fileId: file.id, status, notes: null, uploadedAt: new Date().toISOString(), reviewedAt: null, reviewedById: null })
            .returning("id")
            .executeTakeFirstOrThrow();
          const receipt = { id: row.id, month, year: y, status, parentEmail: family.email };
          family.receipts.push(receipt);
          allReceipts.push(receipt);
        }
      }
    }
  });

  it("answers 25 receipts by default, newest period first with the id breaking ties, and every receipt exactly once", async () => {
    const first = await list(admin.token, { search: surname });
    expect(first).toMatchObject({ total: 72, page: 1, pageSize: 25 });
    expect(first.payments).toHaveLength(25);
    const walked = await everyPage(admin.token, { search: surname }, 25);
    expect(walked.pages.map((p) => p.payments.length)).toEqual([25, 25, 22]);
    expect(walked.rows.map((r) => r.id)).toEqual(expectedOrder(allReceipts));
    expect((await list(admin.token, { search: surname, page: 4 })).payments).toEqual([]);

    const small = await list(admin.token, { search: surname, page: 2, pageSize: 10 });
    expect(small).toMatchObject({ total: 72, page: 2, pageSize: 10 });
    expect(small.payments.map((r) => r.id)).toEqual(expectedOrder(allReceipts).slice(10, 20));
  });

  it("total and counts do not depend on the page; the status filter narrows the page and total, not the counts", async () => {
    const expected = tally(allReceipts);
    const bodies = [
      await list(admin.token, { search: surname }),
      await list(admin.token, { search: surname, page: 3 }),
      await list(admin.token, { search: surname, page: 2, pageSize: 7 }),
      await list(admin.token, { search: surname, status: "approved" }),
      await list(admin.token, { search: surname, status: "rejected", page: 2, pageSize: 5 }),
    ];
    for (const body of bodies) expect(body.counts).toEqual(expected);
    expect(bodies[0]?.total).toBe(72);
    expect(bodies[3]?.total).toBe(expected.approved);

    const rejected = await everyPage(admin.token, { search: surname, status: "rejected" }, 5);
    expect(rejected.rows.map((r) => r.id)).toEqual(expectedOrder(allReceipts.filter((r) => r.status === "rejected")));

    // Month and year narrow the counts too (the stat cards follow those filters).
    const march = await list(admin.token, { search: surname, month: "03", year: lastYear, status: "pending" });
    const marchReceipts = allReceipts.filter((r) => r.month === "03" && r.year === lastYear);
    expect(march.counts).toEqual(tally(marchReceipts));
    expect(march.payments.map((r) => r.id)).toEqual(expectedOrder(marchReceipts.filter((r) => r.status === "pending")));
  });

  it("without filters the admin's counts are the whole school's receipts, whatever the page", async () => {
    const stored = await platform.db.selectFrom("payments").select(["status"]).execute();
    const expected = tally(stored);
    for (const body of [await list(admin.token), await list(admin.token, { page: 2, pageSize: 5 }), await list(admin.token, { status: "pending" })]) {
      expect(body.counts).toEqual(expected);
    }
    expect((await list(admin.token)).total).toBe(stored.length);
  });

  it("a parent only ever gets their own receipts, on every page, whatever they search", async () => {
    for (const family of families) {
      const own = await everyPage(family.token, {}, 5);
      expect(own.pages).toHaveLength(5);
      expect(own.pages.every((p) => p.total === 24)).toBe(true);
      expect(own.pages[0]?.counts).toEqual(tally(family.receipts));
      expect(own.rows.map((r) => r.id)).toEqual(expectedOrder(family.receipts));
      expect(own.rows.every((r) => r.parentEmail === family.email)).toBe(true);
    }
    const [lucia, marta] = families as [Family, Family];
    const probing = await everyPage(lucia.token, { search: "Marta" }, 10);
    expect(probing.rows).toEqual([]);
    expect(probing.pages[0]?.counts.total).toBe(0);
    const beyond = await list(marta.token, { page: 6, pageSize: 5 });
    expect(beyond.payments).toEqual([]);
    expect(beyond.total).toBe(24);
  });

  it("refuses a page below 1, a page size outside 1..100 or not a whole number, with 400 in Spanish", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "pageSize=0", "pageSize=101", "pageSize=diez"]) {
      const response = await rest(admin, "GET", `/api/payments?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe("Datos inválidos. Verifica que todos los campos estén correctos.");
      const field = query.startsWith("pageSize") ? "pageSize" : "page";
      expect(response.json().fields[field], query).toMatch(/^La página debe|^El tamaño de página debe/);
    }
    const trpcBad = await trpcQuery(platform.app, "payments.list", { page: 0 }, bearer(families[0]?.token ?? ""));
    expect(trpcBad.statusCode).toBe(400);
    expect(trpcBad.json().error.data.fields.page).toBe("La página debe ser un número entero mayor o igual a 1");
    expect((await rest(admin, "GET", "/api/payments?pageSize=100")).statusCode).toBe(200);
  });

  it("REST keeps the spec's array body and pages with X-Total-Count and Link headers", async () => {
    const query = `search=${surname}&status=approved&pageSize=10`;
    const approved = expectedOrder(allReceipts.filter((r) => r.status === "approved"));
    expect(approved).toHaveLength(24);

    const first = await rest(admin, "GET", `/api/payments?${query}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().map((r: Row) => r.id)).toEqual(approved.slice(0, 10));
    expect(first.headers["x-total-count"]).toBe("24");
    expect(first.headers.link).toBe(`</api/payments?search=${surname}&status=approved&pageSize=10&page=2>; rel="next"`);

    // Following the links walks the list; the filters travel with them.
    const nextUrl = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? "";
    const second = await rest(admin, "GET", nextUrl);
    expect(second.json().map((r: Row) => r.id)).toEqual(approved.slice(10, 20));
    expect(second.headers.link).toBe(
      `</api/payments?search=${surname}&status=approved&pageSize=10&page=1>; rel="prev", </api/payments?search=${surname}&status=approved&pageSize=10&page=3>; rel="next"`,
    );
    const lastUrl = /<([^>]+)>; rel="next"/.exec(String(second.headers.link))?.[1] ?? "";
    const last = await rest(admin, "GET", lastUrl);
    expect(last.json().map((r: Row) => r.id)).toEqual(approved.slice(20));
    expect(last.headers.link).toBe(`</api/payments?search=${surname}&status=approved&pageSize=10&page=2>; rel="prev"`);
    expect(last.headers["x-total-count"]).toBe("24");

    // One page holds everything: no Link at all.
    const family = families[0] as Family;
    const whole = await rest(family, "GET", "/api/payments?pageSize=100");
    expect(whole.json()).toHaveLength(24);
    expect(whole.headers["x-total-count"]).toBe("24");
    expect(whole.headers.link).toBeUndefined();
  });
});
