import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;

const csv = [
  "Código interno,Título,Precio anterior,Nuevo precio",
  'VBC-001,Vinilo blanco cubeta 19LT,"$300,000.00","$320,500.50"',
  "VBG-002,Vinilo blanco galón 4LT,80000,85000",
  "ESM-003,Esmalte rojo cuarto,25000,27990.99",
  "BG-004,Barniz galón 4LT,60000,64000",
].join("\n");

async function idOf(code: string): Promise<number> {
  const found = await rest(admin, "GET", `/api/products?q=${encodeURIComponent(code)}`);
  const product = (found.json().products as { id: number; code: string }[]).find((p) => p.code === code);
  if (!product) throw new Error(`no product ${code}`);
  return product.id;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher");
});

afterAll(async () => {
  await platform.close();
});

describe("catalogue import (local catalogue)", () => {
  it("starts empty, imports a CSV and counts the categories", async () => {
    const before = await rest(admin, "GET", "/api/products/overview");
    expect(before.json()).toMatchObject({ catalogueSource: "local", productCount: 0, emailConfigured: false });

    const imported = await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.csv", content: Buffer.from(csv) });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ success: true, count: 4, message: "Catálogo importado: 4 productos." });
    const overview = await rest(admin, "GET", "/api/products/overview");
    expect(overview.json()).toMatchObject({ productCount: 4, categories: { bc: 1, bg: 2 } });
  });

  it("reads the new-price column and searches from 2 characters", async () => {
    expect((await rest(admin, "GET", "/api/products?q=v")).json()).toEqual({ products: [], total: 0, shown: 0 });
    const found = await rest(admin, "GET", "/api/products?q=vinilo");
    expect(found.json().total).toBe(2);
    expect(found.json().products[0]).toEqual({ id: 1, code: "VBC-001", title: "Vinilo blanco cubeta 19LT", price: 320500.5 });
    // accents and case are ignored
    expect((await rest(admin, "GET", "/api/products?q=GALON")).json().total).toBe(2);
  });

  it("shows at most 10 rows with the total count", async () => {
    const rows = ["Codigo;Producto;Nuevo precio distribuidor"];
    for (let i = 1; i <= 25; i++) rows.push(`P-${i};Pintura ${i};${i * 1000}`);
    expect((await upload(admin, "POST", "/api/products/import", {}, { name: "muchos.csv", content: Buffer.from(rows.join("\r\n")) })).json().count).toBe(25);
    const found = (await rest(admin, "GET", "/api/products?q=pintura")).json();
    expect(found.products).toHaveLength(10);
    expect(found).toMatchObject({ total: 25, shown: 10 });
  });

  it("imports an XLSX with the same columns, replacing the catalogue", async () => {
    const xlsx = await writeXlsxFile([
      ["Código", "Título", "Nuevo Precio"],
      ["XBC-10", "Cubeta de prueba", 150000],
      ["XBG-11", "Galón de prueba", "45.000"],
    ]).toBuffer();
    const imported = await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.xlsx", content: xlsx });
    expect(imported.json()).toMatchObject({ success: true, count: 2 });
    expect((await rest(admin, "GET", "/api/products?q=pintura")).json().total).toBe(0);
    const galon = (await rest(admin, "GET", "/api/products?q=xbg")).json().products[0];
    expect(galon).toEqual({ id: 2, code: "XBG-11", title: "Galón de prueba", price: 45000 });
  });

  it("refuses a bad file or missing columns in Spanish and keeps the old catalogue", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const bad = await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.csv", content: png });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe("El archivo debe ser un CSV (texto UTF-8) o un Excel .xlsx.");
    const latin1 = Buffer.from([0x43, 0xf3, 0x64, 0x69, 0x67, 0x6f, 0x0a]); // "Código" in Latin-1
    expect((await upload(admin, "POST", "/api/products/import", {}, { name: "latin1.csv", content: latin1 })).statusCode).toBe(415);
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
    const zip = await upload(admin, "POST", "/api/products/import", {}, { name: "roto.xlsx", content: fakeZip });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toContain("No se pudo leer el archivo Excel");
    const missing = await upload(admin, "POST", "/api/products/import", {}, { name: "sin-precio.csv", content: Buffer.from("Código,Título\nA-1,Algo\n") });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Faltan columnas en el archivo: Nuevo precio. La primera fila debe tener Código, Título y Nuevo precio.");
    expect((await rest(admin, "GET", "/api/products/overview")).json().productCount).toBe(2);
  });

  it("is admin only", async () => {
    expect((await upload(teacher, "POST", "/api/products/import", {}, { name: "c.csv", content: Buffer.from(csv) })).statusCode).toBe(403);
    expect((await upload(platform, "POST", "/api/products/import", {}, { name: "c.csv", content: Buffer.from(csv) })).statusCode).toBe(401);
    expect((await rest(teacher, "GET", "/api/products?q=xb")).statusCode).toBe(403);
    expect((await rest(teacher, "GET", "/api/quotations")).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/quotations")).statusCode).toBe(401);
    expect((await rest(teacher, "POST", "/api/quotations/pdf", { items: [] })).statusCode).toBe(403);
  });
});

describe("quotations", () => {
  it("saves with totals computed on the server, whatever the client sends", async () => {
    await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.csv", content: Buffer.from(csv) });
    const cubeta = await idOf("VBC-001");
    const galon = await idOf("VBG-002");
    const saved = await rest(admin, "POST", "/api/quotations", {
      clientName: "Constructora Los Andes",
      projectName: "Colegio sede norte",
      items: [
        { code: "VBC-001", quantity: 2, total: 2 },
        { code: "VBG-002", quantity: "tres" },
      ],
      discountType: "percentage",
      discountValue: 10,
      subtotal: 3,
      total: 1,
    });
    expect(saved.statusCode).toBe(201);
    const quotation = saved.json().quotation;
    expect(saved.json().message).toBe("Cotización guardada exitosamente");
    // 2 x 320,500.50 + 1 x 85,000 (a non-number quantity becomes 1) = 726,001.00; 10 % = 72,600.10
    expect(quotation).toMatchObject({
      clientName: "Constructora Los Andes",
      projectName: "Colegio sede norte",
      subtotal: 726001,
      discount: 72600.1,
      discountType: "percentage",
      discountValue: 10,
      total: 653400.9,
      status: "pending",
      statusLabel: "Pendiente",
    });
    expect(quotation.items).toEqual([
      { productId: cubeta, code: "VBC-001", title: "Vinilo blanco cubeta 19LT", price: 320500.5, quantity: 2, total: 641001 },
      { productId: galon, code: "VBG-002", title: "Vinilo blanco galón 4LT", price: 85000, quantity: 1, total: 85000 },
    ]);
    expect(new Date(quotation.validUntil).getTime() - new Date(quotation.date).getTime()).toBe(2592000000);

    const list = await rest(admin, "GET", "/api/quotations");
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ id: quotation.id, total: 653400.9, items: [{ quantity: 2 }, { quantity: 1 }] });
  });

  it("applies an amount discount and refuses discounts out of bounds", async () => {
    const amount = await rest(admin, "POST", "/api/quotations", { clientName: "Ferretería Sol", items: [{ code: "VBG-002", quantity: 2 }], discountType: "amount", discountValue: 20000.555 });
    expect(amount.json().quotation).toMatchObject({ subtotal: 170000, discount: 20000.56, total: 149999.44 });
    const tooMuch = await rest(admin, "POST", "/api/quotations", { clientName: "Ferretería Sol", items: [{ code: "VBG-002", quantity: 1 }], discountType: "amount", discountValue: 85000.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("El descuento en valor debe estar entre $ 0 y el subtotal ($ 85.000).");
    const percent = await rest(admin, "POST", "/api/quotations", { clientName: "X", items: [{ code: "VBG-002" }], discountValue: 100.1 });
    expect(percent.json().message).toBe("El descuento en porcentaje debe estar entre 0 y 100.");
    const negative = await rest(admin, "POST", "/api/quotations", { clientName: "X", items: [{ code: "VBG-002" }], discountValue: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it("needs a client and at least one item", async () => {
    const noClient = await rest(admin, "POST", "/api/quotations", { clientName: "  ", items: [{ code: "VBG-002", quantity: 1 }] });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toBe("Selecciona o escribe el cliente de la cotización.");
    const noItems = await rest(admin, "POST", "/api/quotations", { clientName: "Cliente", items: [] });
    expect(noItems.json().message).toBe("Agrega al menos un producto a la cotización.");
    const gone = await rest(admin, "POST", "/api/quotations", { clientName: "Cliente", items: [{ code: "NO-EXISTE" }] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe("El producto NO-EXISTE ya no está en el catálogo. Quítalo de la cotización y búscalo de nuevo.");
  });

  it("approves or rejects a pending quotation, once", async () => {
    const [first, second] = (await rest(admin, "GET", "/api/quotations")).json();
    const approved = await rest(admin, "PUT", `/api/quotations/${first.id}/status`, { status: "approved" });
    expect(approved.json()).toMatchObject({ message: "Cotización aprobada", quotation: { status: "approved", statusLabel: "Aprobada" } });
    const again = await rest(admin, "PUT", `/api/quotations/${first.id}/status`, { status: "rejected" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("La cotización ya está aprobada: no se puede cambiar. Crea una nueva cotización.");
    const rejected = await rest(admin, "PUT", `/api/quotations/${second.id}/status`, { status: "rejected" });
    expect(rejected.json().quotation).toMatchObject({ status: "rejected", statusLabel: "Rechazada" });
    expect((await rest(admin, "PUT", `/api/quotations/${second.id}/status`, { status: "pending" })).statusCode).toBe(409);
    expect((await rest(admin, "PUT", `/api/quotations/${first.id}/status`, { status: "lost" })).statusCode).toBe(400);
    expect((await rest(admin, "PUT", "/api/quotations/99999/status", { status: "approved" })).statusCode).toBe(404);
    expect((await rest(teacher, "PUT", `/api/quotations/${first.id}/status`, { status: "approved" })).statusCode).toBe(403);
  });

  it("downloads a saved quotation and the current draft as PDF", async () => {
    const [first] = (await rest(admin, "GET", "/api/quotations")).json();
    const saved = await rest(admin, "GET", `/api/quotations/${first.id}/pdf`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers["content-type"]).toBe("application/pdf");
    expect(saved.headers["content-disposition"]).toMatch(/^attachment; filename="cotizacion-\d+-/);
    expect(saved.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const draft = await rest(admin, "POST", "/api/quotations/pdf", { clientName: "", items: [{ code: "VBG-002", quantity: 1 }] });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers["content-disposition"]).toContain("cotizacion-borrador");
    const empty = await rest(admin, "POST", "/api/quotations/pdf", { clientName: "Cliente", items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("No hay cotizaciones para exportar. Agrega productos a la cotización actual.");
    expect((await rest(platform, "GET", `/api/quotations/${first.id}/pdf`)).statusCode).toBe(401);
  });

  it("says plainly that email is not configured without SMTP", async () => {
    const sent = await rest(admin, "POST", "/api/quotations/email", { clientName: "Cliente", items: [{ code: "VBG-002" }], to: "compras@cliente.test" });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toContain("El envío por correo no está configurado en este servidor");
  });
});

describe("a catalogue that changes while the quotation is open (issue 22)", () => {
  const shifted = [
    "Código interno,Título,Precio anterior,Nuevo precio",
    "NUEVO-1,Producto agregado arriba,1000,1000",
    'VBC-001,Vinilo blanco cubeta 19LT,"$300,000.00","$320,500.50"',
    "VBG-002,Vinilo blanco galón 4LT premium,80000,90000",
  ].join("\n");
  const seen = { code: "VBG-002", title: "Vinilo blanco galón 4LT", price: 85000, quantity: 2 };

  it("names products by code, so a row added above does not change what is saved", async () => {
    await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.csv", content: Buffer.from(csv) });
    const draft = { clientName: "Ferretería Centro", items: [{ code: "VBC-001", title: "Vinilo blanco cubeta 19LT", price: 320500.5, quantity: 1 }] };
    await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.csv", content: Buffer.from(shifted) });
    const saved = await rest(admin, "POST", "/api/quotations", draft);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().quotation.items).toMatchObject([{ code: "VBC-001", title: "Vinilo blanco cubeta 19LT", price: 320500.5 }]);
  });

  it("answers 409 with the new price and title instead of saving what the user never saw", async () => {
    const changed = await rest(admin, "POST", "/api/quotations", { clientName: "Ferretería Centro", items: [seen] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      "El catálogo cambió desde que abriste la cotización: VBG-002 ahora cuesta $ 90.000 (antes $ 85.000); VBG-002 ahora se llama «Vinilo blanco galón 4LT premium». Revisa los valores nuevos en la cotización y guarda de nuevo.",
    );
    expect(changed.json().fields).toEqual({ "items.VBG-002": expect.stringContaining("ahora cuesta $ 90.000") });
    expect((await rest(admin, "GET", "/api/quotations")).json().some((q: { clientName: string; items: { code: string }[] }) => q.items.some((i) => i.code === "VBG-002" && q.clientName === "Ferretería Centro"))).toBe(false);
    // The PDF of the draft is refused the same way.
    expect((await rest(admin, "POST", "/api/quotations/pdf", { clientName: "", items: [seen] })).statusCode).toBe(409);

    // The screen reads the new values by code and, once the user has seen them, saves.
    const now = await rest(admin, "GET", "/api/products/by-code?codes=VBG-002&codes=NO-EXISTE");
    expect(now.json()).toEqual({ products: [{ id: 3, code: "VBG-002", title: "Vinilo blanco galón 4LT premium", price: 90000 }] });
    const confirmed = await rest(admin, "POST", "/api/quotations", { clientName: "Ferretería Centro", items: [{ ...seen, title: "Vinilo blanco galón 4LT premium", price: 90000 }] });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().quotation).toMatchObject({ subtotal: 180000, items: [{ code: "VBG-002", price: 90000, quantity: 2 }] });
  });

  it("says which code left the catalogue", async () => {
    const gone = await rest(admin, "POST", "/api/quotations", { clientName: "Ferretería Centro", items: [{ code: "ESM-003", price: 27990.99, quantity: 1 }] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe("El producto ESM-003 ya no está en el catálogo. Quítalo de la cotización y búscalo de nuevo.");
  });
});

describe("editing a pending quotation (issue 22)", () => {
  it("saves a new version and keeps the previous one's PDF", async () => {
    const created = (await rest(admin, "POST", "/api/quotations", { clientName: "Obra Versiones", clientRef: "crm-7", items: [{ code: "VBC-001", quantity: 1 }] })).json().quotation;
    expect(created).toMatchObject({ version: 1, previousVersions: [], subtotal: 320500.5 });
    const edited = await rest(admin, "PUT", `/api/quotations/${created.id}`, { clientName: "Obra Versiones", projectName: "Fase 2", items: [{ code: "VBC-001", quantity: 3 }] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe("Cotización actualizada: ahora va en la versión 2. El PDF anterior sigue disponible.");
    expect(edited.json().quotation).toMatchObject({ id: created.id, version: 2, projectName: "Fase 2", subtotal: 961501.5, status: "pending" });
    expect(edited.json().quotation.previousVersions).toEqual([{ version: 1, replacedAt: expect.any(String) }]);
    const listed = (await rest(admin, "GET", "/api/quotations")).json().filter((q: { id: number }) => q.id === created.id);
    expect(listed).toHaveLength(1);
    // The CRM reference the first version had is kept when the edit does not send one.
    const ref = await platform.db.selectFrom("quotations").select("clientRef").where("id", "=", created.id).executeTakeFirst();
    expect(ref?.clientRef).toBe("crm-7");

    const old = await rest(admin, "GET", `/api/quotations/${created.id}/versions/1/pdf`);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await rest(admin, "GET", `/api/quotations/${created.id}/versions/2/pdf`)).statusCode).toBe(404);
    expect((await rest(teacher, "GET", `/api/quotations/${created.id}/versions/1/pdf`)).statusCode).toBe(403);
    expect((await rest(teacher, "PUT", `/api/quotations/${created.id}`, { clientName: "X", items: [{ code: "VBC-001" }] })).statusCode).toBe(403);
  });

  it("refuses to edit an approved or rejected quotation", async () => {
    const created = (await rest(admin, "POST", "/api/quotations", { clientName: "Obra Cerrada", items: [{ code: "VBC-001", quantity: 1 }] })).json().quotation;
    await rest(admin, "PUT", `/api/quotations/${created.id}/status`, { status: "approved" });
    const refused = await rest(admin, "PUT", `/api/quotations/${created.id}`, { clientName: "Obra Cerrada", items: [{ code: "VBC-001", quantity: 9 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("La cotización ya está aprobada: no se puede cambiar. Crea una nueva cotización.");
    expect((await rest(admin, "GET", "/api/quotations")).json().find((q: { id: number }) => q.id === created.id)).toMatchObject({ version: 1, subtotal: 320500.5 });
    expect((await rest(admin, "PUT", "/api/quotations/99999", { clientName: "X", items: [{ code: "VBC-001" }] })).statusCode).toBe(404);
  });
});

describe("a double 'Guardar' (issue 22)", () => {
  const body = (key: string) => ({ clientName: `Doble clic ${key}`, items: [{ code: "VBC-001", quantity: 1 }], idempotencyKey: key });
  const savedFor = async (key: string) =>
    (await rest(admin, "GET", "/api/quotations")).json().filter((q: { clientName: string }) => q.clientName === `Doble clic ${key}`);

  it("saves one quotation for concurrent requests with the same key, and answers each with it", async () => {
    const key = `k-${Date.now().toString(36)}-concurrente`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => rest(admin, "POST", "/api/quotations", body(key))));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().quotation.id));
    expect(ids.size).toBe(1);
    expect(await savedFor(key)).toHaveLength(1);
  });

  it("answers the same key again later with the first quotation, and a new key saves a new one", async () => {
    const key = `k-${Date.now().toString(36)}-despues`;
    const first = await rest(admin, "POST", "/api/quotations", body(key));
    const again = await rest(admin, "POST", "/api/quotations", { ...body(key), items: [{ code: "VBC-001", quantity: 7 }] });
    expect(again.json().quotation).toEqual(first.json().quotation);
    expect(await savedFor(key)).toHaveLength(1);
    const other = await rest(admin, "POST", "/api/quotations", { ...body(key), idempotencyKey: `${key}-otra` });
    expect(other.json().quotation.id).not.toBe(first.json().quotation.id);
    expect((await rest(admin, "POST", "/api/quotations", { ...body(key), idempotencyKey: "corta" })).statusCode).toBe(400);
  });
});

describe("catalogue from the products spreadsheet", () => {
  let fake: FakeSheetsServer;
  let sheetPlatform: TestPlatform;
  let sheetAdmin: Actor;

  beforeAll(async () => {
    fake = await startFakeSheetsServer();
    fake.setSheet("productos-id", "Sheet1", [
      ["Código", "Título", "Nuevo precio"],
      ["HBC-1", "Cubeta de la hoja", "100000"],
      ["HBG-2", "Galón de la hoja", "40000"],
    ]);
    sheetPlatform = await createTestPlatform({ GOOGLE_SHEETS_API_KEY: "clave", GOOGLE_SHEETS_ROOT_URL: fake.rootUrl, PRODUCTS_SPREADSHEET_ID: "productos-id" });
    sheetAdmin = await firstAdmin(sheetPlatform);
  });

  afterAll(async () => {
    await sheetPlatform.close();
    await fake.close();
  });

  it("searches the sheet, prices a quotation from it and refuses a file import", async () => {
    expect((await rest(sheetAdmin, "GET", "/api/products/overview")).json()).toMatchObject({ catalogueSource: "sheet", productCount: 2, categories: { bc: 1, bg: 1 } });
    expect((await rest(sheetAdmin, "GET", "/api/products?q=hoja")).json()).toMatchObject({ total: 2, products: [{ id: 1, code: "HBC-1", price: 100000 }, { id: 2 }] });
    const saved = await rest(sheetAdmin, "POST", "/api/quotations", { clientName: "Cliente", items: [{ code: "HBG-2", quantity: 3 }] });
    expect(saved.json().quotation).toMatchObject({ subtotal: 120000, total: 120000 });
    const refused = await upload(sheetAdmin, "POST", "/api/products/import", {}, { name: "c.csv", content: Buffer.from(csv) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("El catálogo viene de Google Sheets: edita los productos en la hoja de cálculo.");
  });

  it("answers 'Error al cargar los productos' when the sheet cannot be read", async () => {
    const fresh = await createTestPlatform({ GOOGLE_SHEETS_API_KEY: "clave", GOOGLE_SHEETS_ROOT_URL: fake.rootUrl, PRODUCTS_SPREADSHEET_ID: "no-existe" });
    try {
      const freshAdmin = await firstAdmin(fresh);
      const failed = await rest(freshAdmin, "GET", "/api/products?q=hoja");
      expect(failed.json().message).toBe("Error al cargar los productos");
      const overview = await rest(freshAdmin, "GET", "/api/products/overview");
      expect(overview.json()).toMatchObject({ catalogueSource: "sheet", catalogueError: "Error al cargar los productos" });
    } finally {
      await fresh.close();
    }
  });
});
