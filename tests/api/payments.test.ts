import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../setup/multipart.js";
import { bearer, createFirstAdmin, createTestPlatform, createUser, signIn, type TestPlatform } from "../setup/test-platform.js";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const exeBytes = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const year = String(new Date().getFullYear());

let platform: TestPlatform;
let admin: { token: string; id: number };
let parentA: { token: string; id: number };
let parentB: { token: string; id: number };
let student: { token: string; id: number };

async function session(role: "parent" | "student", firstName: string) {
  const user = await createUser(platform, { role, firstName, lastName: "Prueba" });
  return { token: (await signIn(platform.app, user.email, user.password)).token, id: user.id };
}

function upload(app: FastifyInstance, token: string, fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: "POST",
    url: "/api/payments",
    headers: { ...bearer(token), "content-type": body.contentType },
    payload: body.payload,
  });
}

function call(method: "GET" | "PUT" | "DELETE", url: string, token?: string, body?: unknown) {
  return platform.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

function storedFiles(): string[] {
  try {
    return readdirSync(join(platform.dataDir, "uploads")).filter((name) => !name.startsWith("."));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const first = await createFirstAdmin(platform);
  admin = { token: first.token, id: first.user.id };
  parentA = await session("parent", "Ana");
  parentB = await session("parent", "Berta");
  student = await session("student", "Sol");
});

afterAll(async () => {
  await platform.close();
});

describe("parent uploads a monthly receipt", () => {
  it("stores a PDF as pending and lists it only for its parent and admins", async () => {
    const response = await upload(platform.app, parentA.token, { month: "03", year, parentId: String(parentA.id) }, { name: "marzo.pdf", content: pdfBytes });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: "Ficha de pago subida correctamente" });
    const payment = response.json().payment;
    expect(payment).toMatchObject({ month: "03", year: Number(year), status: "pending", fileName: "marzo.pdf", parentEmail: expect.any(String) });

    const own = await call("GET", "/api/payments", parentA.token);
    expect(own.json().map((p: { id: number }) => p.id)).toContain(payment.id);
    const other = await call("GET", "/api/payments", parentB.token);
    expect(other.json().map((p: { id: number }) => p.id)).not.toContain(payment.id);
    const all = await call("GET", "/api/payments", admin.token);
    expect(all.json().map((p: { id: number }) => p.id)).toContain(payment.id);
  });

  it("refuses a second receipt for the same month and year with 409 and the spec's message", async () => {
    const fields = { month: "04", year };
    expect((await upload(platform.app, parentA.token, fields, { name: "a.pdf", content: pdfBytes })).statusCode).toBe(201);
    const before = storedFiles().length;
    const again = await upload(platform.app, parentA.token, fields, { name: "b.png", content: pngBytes });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ya existe un pago para este mes y año. Elimina el anterior si quieres reemplazarlo.");
    expect(storedFiles().length).toBe(before);
  });

  it("refuses 10 MB + 1 byte with 413 while streaming, keeping nothing", async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfBytes.length, 0x20)]);
    const response = await upload(platform.app, parentA.token, { month: "05", year }, { name: "grande.pdf", content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("El archivo no puede ser mayor a 10MB");
    expect(storedFiles().length).toBe(before);
    const list = await call("GET", "/api/payments?month=05", parentA.token);
    expect(list.json()).toEqual([]);
  });

  it("refuses a renamed executable or text file with 400, by content", async () => {
    for (const file of [
      { name: "recibo.pdf", content: exeBytes, type: "application/pdf" },
      { name: "recibo.png", content: Buffer.from("solo texto"), type: "image/png" },
    ]) {
      const response = await upload(platform.app, parentA.token, { month: "06", year }, file);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Solo se permiten archivos PDF, JPG, JPEG o PNG");
    }
  });

  it("refuses a bad month or year, and a missing file, with 400", async () => {
    const badMonth = await upload(platform.app, parentA.token, { month: "13", year }, { name: "a.pdf", content: pdfBytes });
    expect(badMonth.statusCode).toBe(400);
    const badYear = await upload(platform.app, parentA.token, { month: "07", year: "1990" }, { name: "a.pdf", content: pdfBytes });
    expect(badYear.statusCode).toBe(400);
    const noFile = await upload(platform.app, parentA.token, { month: "07", year });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Por favor selecciona un archivo y un mes");
  });

  it("refuses an upload for another parent's id, and uploads by non-parents", async () => {
    const forOther = await upload(platform.app, parentA.token, { month: "08", year, parentId: String(parentB.id) }, { name: "a.pdf", content: pdfBytes });
    expect(forOther.statusCode).toBe(403);
    const byStudent = await upload(platform.app, student.token, { month: "08", year }, { name: "a.pdf", content: pdfBytes });
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json().message).toBe("Solo los padres pueden acceder a esta página");
  });
});

describe("access to receipts", () => {
  let paymentId: number;
  beforeAll(async () => {
    const response = await upload(platform.app, parentA.token, { month: "09", year }, { name: "sept.pdf", content: pdfBytes });
    paymentId = response.json().payment.id;
  });

  it("a student gets 403 on the list; a visitor 401", async () => {
    expect((await call("GET", "/api/payments", student.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/payments")).statusCode).toBe(401);
  });

  it("the file is served to its parent and admins only, with nosniff, no-store and a disposition", async () => {
    const own = await call("GET", `/api/payments/${paymentId}/file`, parentA.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["cache-control"]).toContain("no-store");
    expect(own.headers["content-disposition"]).toMatch(/^attachment; filename="sept.pdf"/);
    expect(own.rawPayload.equals(pdfBytes)).toBe(true);
    const download = await call("GET", `/api/payments/${paymentId}/file?download=1`, admin.token);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((await call("GET", `/api/payments/${paymentId}/file`, parentB.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/payments/${paymentId}/file`, student.token)).statusCode).toBe(403);
  });

  it("another parent cannot delete or review it; a parent cannot review", async () => {
    expect((await call("DELETE", `/api/payments/${paymentId}`, parentB.token)).statusCode).toBe(403);
    expect((await call("PUT", `/api/payments/${paymentId}/review`, parentB.token, { status: "approved" })).statusCode).toBe(403);
    expect((await call("PUT", `/api/payments/${paymentId}/review`, parentA.token, { status: "approved" })).statusCode).toBe(403);
  });
});

describe("admin review", () => {
  it("approves with a note, records who and when, and refuses a second review", async () => {
    const created = await upload(platform.app, parentA.token, { month: "10", year }, { name: "oct.pdf", content: pdfBytes });
    const id = created.json().payment.id;
    const reviewed = await call("PUT", `/api/payments/${id}/review`, admin.token, { status: "approved", notes: "  Recibido, gracias.  " });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ success: true, message: "Pago aprobado correctamente" });
    expect(reviewed.json().payment).toMatchObject({ status: "approved", notes: "Recibido, gracias.", reviewedAt: expect.any(String), reviewedBy: expect.any(String) });

    const parentView = await call("GET", "/api/payments?status=approved", parentA.token);
    expect(parentView.json().find((p: { id: number }) => p.id === id)).toMatchObject({ status: "approved", notes: "Recibido, gracias." });

    const again = await call("PUT", `/api/payments/${id}/review`, admin.token, { status: "rejected" });
    expect(again.statusCode).toBe(409);
    const deleteReviewed = await call("DELETE", `/api/payments/${id}`, parentA.token);
    expect(deleteReviewed.statusCode).toBe(409);
  });

  it("rejects a bad decision with 400 and an unknown receipt with 404", async () => {
    expect((await call("PUT", "/api/payments/999999/review", admin.token, { status: "approved" })).statusCode).toBe(404);
    const created = await upload(platform.app, parentA.token, { month: "11", year }, { name: "nov.png", content: pngBytes });
    const id = created.json().payment.id;
    expect((await call("PUT", `/api/payments/${id}/review`, admin.token, { status: "pending" })).statusCode).toBe(400);
  });

  it("a parent deletes a pending receipt and its file is removed", async () => {
    const created = await upload(platform.app, parentA.token, { month: "12", year }, { name: "dic.pdf", content: pdfBytes });
    const id = created.json().payment.id;
    const before = storedFiles().length;
    const removed = await call("DELETE", `/api/payments/${id}`, parentA.token);
    expect(removed.statusCode).toBe(200);
    expect(storedFiles().length).toBe(before - 1);
    expect((await call("GET", `/api/payments/${id}/file`, parentA.token)).statusCode).toBe(404);
  });

  it("the tRPC list returns counts and honours the filters", async () => {
    const response = await platform.app.inject({
      method: "GET",
      url: `/trpc/payments.list?input=${encodeURIComponent(JSON.stringify({ status: "pending" }))}`,
      headers: bearer(admin.token),
    });
    const data = response.json().result.data;
    expect(data.payments.every((p: { status: string }) => p.status === "pending")).toBe(true);
    expect(data.counts.total).toBe(data.payments.length);
  });
});
