import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSheetsGateway } from "../../integrations/google-sheets/sheets-gateway.js";
import { createCrmSheetStore } from "../../integrations/google-sheets/crm-sheet.js";
import { type CrmClient, crmClientInput } from "../../common/crm/crm.schema.js";
import { createCrmService } from "../../server/domains/crm/crm.service.js";
import { todayIso } from "../../common/crm/crm-format.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";
import { type Method, trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

const acme = { name: "Pinturas Andinas", contactPerson: "Lucía Mejía", email: "lucia@andinas.co", phone: "(604) 555-12 34", address: "Calle 1 # 2-3", notes: "Llamar en diciembre" };

describe("CRM in Tribu's database (no Google Sheets configured)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
  });
  afterAll(async () => {
    await platform.close();
  });

  it("says the clients live in the database", async () => {
    const source = await rest(admin, "GET", "/api/crm/source");
    expect(source.json()).toEqual({ source: "local", sheetName: null, canWrite: true });
    const test = await rest(admin, "POST", "/api/crm/connection-test");
    expect(test.json()).toMatchObject({ ok: true, message: expect.stringContaining("base de datos de Tribu") });
  });

  it("creates a client with 0 projects, 0 revenue and today's date, then lists, edits, changes status and deletes it", async () => {
    const created = await rest(admin, "POST", "/api/crm/clients", acme);
    expect(created.statusCode).toBe(201);
    const body = created.json() as { success: true; message: string; client: CrmClient };
    expect(body).toMatchObject({ success: true, message: "Cliente agregado exitosamente" });
    expect(body.client).toMatchObject({ ...acme, phone: "+576045551234", status: "prospect", totalProjects: 0, totalRevenue: 0, lastContact: todayIso() });
    expect(body.client.id).toBe(String(body.client.rowIndex));
    const row = body.client.rowIndex;

    const listed = await rest(admin, "GET", "/api/crm/clients");
    expect(listed.json()).toEqual([body.client]);

    const edited = await rest(admin, "PUT", `/api/crm/clients/${row}`, { ...acme, name: "Pinturas Andinas S.A.S.", status: "active", totalProjects: 2, totalRevenue: 3500000 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: "Cliente actualizado exitosamente", client: { name: "Pinturas Andinas S.A.S.", status: "active", totalProjects: 2, totalRevenue: 3500000, lastContact: todayIso() } });

    // Issue 34: revenue as a Colombian types it is read, and a malformed number is a Spanish 400.
    const typed = await rest(admin, "PUT", `/api/crm/clients/${row}`, { ...acme, name: "Pinturas Andinas S.A.S.", status: "active", totalProjects: "2", totalRevenue: "3.500.000" });
    expect(typed.json()).toMatchObject({ client: { totalProjects: 2, totalRevenue: 3500000 } });
    const malformed = await rest(admin, "PUT", `/api/crm/clients/${row}`, { ...acme, totalRevenue: "3.50.000" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("Ingresa un número entero de 0 o más");

    const status = await rest(admin, "PATCH", `/api/crm/clients/${row}/status`, { status: "inactive" });
    expect(status.json()).toMatchObject({ message: "Estado actualizado exitosamente", client: { status: "inactive", totalRevenue: 3500000, name: "Pinturas Andinas S.A.S." } });
    expect((await rest(admin, "GET", "/api/crm/clients")).json()[0]).toMatchObject({ status: "inactive", totalProjects: 2 });

    const removed = await rest(admin, "DELETE", `/api/crm/clients/${row}`);
    expect(removed.json()).toEqual({ success: true, message: "Cliente eliminado exitosamente" });
    expect((await rest(admin, "GET", "/api/crm/clients")).json()).toEqual([]);
    const again = await rest(admin, "DELETE", `/api/crm/clients/${row}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("El cliente no existe o ya fue eliminado.");
  });

  it("works the same over tRPC: crm.list and crm.create as the quotation screen calls them", async () => {
    const created = await trpcMutation(platform.app, "crm.create", { name: "Colegio Sol", contactPerson: "", email: "", phone: "", address: "", status: "active", notes: "" }, bearer(admin.token));
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data).toMatchObject({ success: true, message: "Cliente agregado exitosamente", client: { name: "Colegio Sol", status: "active" } });
    const list = await trpcQuery(platform.app, "crm.list", undefined, bearer(admin.token));
    expect(list.json().result.data.map((c: CrmClient) => c.name)).toContain("Colegio Sol");
    const status = await trpcMutation(platform.app, "crm.setStatus", { rowIndex: created.json().result.data.client.rowIndex, status: "prospect" }, bearer(admin.token));
    expect(status.json().result.data.client.status).toBe("prospect");
  });

  it("stores phone numbers in one format, E.164, however they were typed (issue 22)", async () => {
    const mobile = await rest(admin, "POST", "/api/crm/clients", { ...acme, name: "Celular Uno", phone: "300 123 4567" });
    expect(mobile.statusCode).toBe(201);
    expect(mobile.json().client.phone).toBe("+573001234567");
    const same = await rest(admin, "POST", "/api/crm/clients", { ...acme, name: "Celular Dos", phone: "+57 (300) 123-4567" });
    expect(same.json().client.phone).toBe("+573001234567");
    const landline = await rest(admin, "POST", "/api/crm/clients", { ...acme, name: "Fijo", phone: "(604) 555-12 34" });
    expect(landline.json().client.phone).toBe("+576045551234");
    const listed = (await rest(admin, "GET", "/api/crm/clients")).json() as { name: string; phone: string }[];
    expect(listed.find((client) => client.name === "Celular Dos")?.phone).toBe("+573001234567");
  });

  it("refuses a bad phone number and a missing company with Spanish messages", async () => {
    const bad =
      "El teléfono no es válido. Escribe un celular de 10 dígitos (300 123 4567), un fijo con indicativo (601 234 5678) o un número de otro país con + y su código.";
    const phone = await rest(admin, "POST", "/api/crm/clients", { ...acme, phone: "310 abc 12" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ message: bad, fields: { phone: bad } });
    const short = await trpcMutation(platform.app, "crm.create", { ...acme, phone: "+57 310" }, bearer(admin.token));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(bad);
    const nameless = await rest(admin, "POST", "/api/crm/clients", { ...acme, name: "  " });
    expect(nameless.json().message).toBe("Ingresa el nombre de la empresa");
    const badStatus = await rest(admin, "POST", "/api/crm/clients", { ...acme, status: "vip" });
    expect(badStatus.statusCode).toBe(400);
  });

  it("answers an invalid row index with the spec's messages", async () => {
    for (const bad of ["0", "-3", "abc", "1.5"]) {
      const update = await rest(admin, "PUT", `/api/crm/clients/${bad}`, acme);
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe("No se puede actualizar el cliente - índice no válido");
      const remove = await rest(admin, "DELETE", `/api/crm/clients/${bad}`);
      expect(remove.statusCode).toBe(400);
      expect(remove.json().message).toBe("No se puede eliminar el cliente - índice no válido");
    }
    const trpcStatus = await trpcMutation(platform.app, "crm.setStatus", { rowIndex: null, status: "active" }, bearer(admin.token));
    expect(trpcStatus.json().error.message).toBe("No se puede actualizar el cliente - índice no válido");
    const missing = await rest(admin, "PUT", "/api/crm/clients/99999", acme);
    expect(missing.statusCode).toBe(404);
  });

  it("is admin only: 401 without a session, 403 for a teacher, on every path", async () => {
    const paths: [Method, string][] = [
      ["GET", "/api/crm/source"],
      ["GET", "/api/crm/clients"],
      ["POST", "/api/crm/clients"],
      ["PUT", "/api/crm/clients/1"],
      ["PATCH", "/api/crm/clients/1/status"],
      ["DELETE", "/api/crm/clients/1"],
      ["POST", "/api/crm/connection-test"],
      ["POST", "/api/crm/setup"],
      ["GET", "/api/crm/report.pdf"],
    ];
    for (const [method, url] of paths) {
      const body = method === "GET" || method === "DELETE" ? undefined : acme;
      expect((await rest(platform, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await rest(teacher, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await trpcQuery(platform.app, "crm.list", undefined, bearer(teacher.token))).statusCode).toBe(403);
    expect((await trpcMutation(platform.app, "crm.create", acme)).statusCode).toBe(401);
    // Nothing was written by the refused calls.
    expect((await rest(admin, "GET", "/api/crm/clients")).json().some((c: CrmClient) => c.name === acme.name)).toBe(false);
  });

  it("downloads the PDF report as an attachment", async () => {
    const report = await rest(admin, "GET", "/api/crm/report.pdf");
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toBe("application/pdf");
    expect(report.headers["content-disposition"]).toMatch(/^attachment; filename="reporte-crm-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8/);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("CRM on a Google Sheet (fake Sheets server)", () => {
  let sheets: FakeSheetsServer;
  let platform: TestPlatform;
  let admin: Actor;
  const spreadsheetId = "crm-sheet-1";
  const header = ["Empresa", "Contacto", "Email", "Teléfono", "Dirección", "Estado", "Proyectos", "Ingresos", "Último Contacto", "Notas"];

  beforeAll(async () => {
    sheets = await startFakeSheetsServer();
    // An API key is what config.ts turns into read-only credentials; the fake accepts any key.
    platform = await createTestPlatform({ GOOGLE_SHEETS_API_KEY: "clave-de-prueba", GOOGLE_SHEETS_ROOT_URL: sheets.rootUrl, CRM_SPREADSHEET_ID: spreadsheetId, CRM_SHEET_NAME: "Clientes CRM" });
    admin = await firstAdmin(platform);
  });
  afterAll(async () => {
    await platform.close();
    await sheets.close();
  });

  it("reads the clients from the configured sheet, with statuses normalised", async () => {
    sheets.setSheet(spreadsheetId, "Clientes CRM", [header, ["Ferretería Sur", "Ana", "ana@sur.co", "555", "Cra 1", "Activo", "4", "$ 2.500.000", "2026-10-01", ""], ["", "", "", "", "", "", "", "", "", ""], ["Taller Norte", "Luis", "", "", "", "cliente", "", "", "", "nota"]]);
    expect((await rest(admin, "GET", "/api/crm/source")).json()).toEqual({ source: "sheets", sheetName: "Clientes CRM", canWrite: false });
    const list = await rest(admin, "GET", "/api/crm/clients");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: "2", rowIndex: 2, name: "Ferretería Sur", contactPerson: "Ana", email: "ana@sur.co", phone: "555", address: "Cra 1", status: "active", totalProjects: 4, totalRevenue: 2500000, lastContact: "2026-10-01", notes: "" },
      { id: "4", rowIndex: 4, name: "Taller Norte", contactPerson: "Luis", email: "", phone: "", address: "", status: "prospect", totalProjects: 0, totalRevenue: 0, lastContact: "", notes: "nota" },
    ]);
    expect(sheets.requests.at(-1)?.path).toBe("/v4/spreadsheets/crm-sheet-1/values/'Clientes CRM'!A2:K");
  });

  it("says plainly that an API key cannot write, and writes nothing", async () => {
    const before = sheets.requests.length;
    const created = await rest(admin, "POST", "/api/crm/clients", acme);
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain("solo permite leer");
    expect(sheets.requests.slice(before).some((r) => r.method !== "GET")).toBe(false);
  });

  it("row 1 is the header: index 1 is not a client row", async () => {
    const update = await rest(admin, "PUT", "/api/crm/clients/1", acme);
    expect(update.json().message).toBe("No se puede actualizar el cliente - índice no válido");
  });

  it("a Google refusal reaches the screen as the spec's message, not a generic 500", async () => {
    sheets.failNext(403);
    const list = await rest(admin, "GET", "/api/crm/clients");
    expect(list.statusCode).toBe(502);
    expect(list.json().message).toBe("Error al obtener clientes del CRM: 403 Forbidden");
  });

  it("the connection test finds the configured sheet among the spreadsheet's sheets", async () => {
    sheets.setSheet(spreadsheetId, "Ventas", [["x"]]);
    expect((await rest(admin, "POST", "/api/crm/connection-test")).json()).toEqual({ ok: true, message: "Conexión exitosa con la hoja 'Clientes CRM'.", sheets: ["Clientes CRM", "Ventas"] });
  });

  it("the service with a writable gateway adds, edits, changes status and deletes on the sheet", async () => {
    sheets.setSheet("escritura", "CRM", [header]);
    const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token-de-prueba" }, rootUrl: sheets.rootUrl });
    const store = createCrmSheetStore({ gateway, spreadsheetId: "escritura", sheetName: "CRM" });
    const service = createCrmService({ db: platform.db, config: platform.config, store });
    const actor = { id: 1, role: "admin" as const };

    const created = await service.create(actor, crmClientInput.parse(acme));
    expect(created.client).toMatchObject({ rowIndex: 2, name: acme.name, status: "prospect", totalProjects: 0, totalRevenue: 0, lastContact: todayIso() });
    // RAW: with USER_ENTERED Google would read the E.164 phone "+57…" as a broken formula.
    expect(sheets.sheet("escritura", "CRM")[1]).toEqual([acme.name, acme.contactPerson, acme.email, "+576045551234", acme.address, "prospect", 0, 0, todayIso(), acme.notes, 2]);
    const append = sheets.requests.find((r) => r.method === "POST" && r.path.endsWith(":append"));
    expect(append?.query.get("valueInputOption")).toBe("RAW");

    await service.setStatus(actor, { rowIndex: 2, status: "active" });
    expect(sheets.sheet("escritura", "CRM")[1]?.[5]).toBe("active");
    const put = sheets.requests.filter((r) => r.method === "PUT").at(-1);
    expect(put?.path).toBe("/v4/spreadsheets/escritura/values/'CRM'!A2:K2");

    await service.remove(actor, { rowIndex: 2 });
    expect(sheets.sheet("escritura", "CRM")[1]?.every((cell) => cell === "")).toBe(true);
    expect(await service.list(actor)).toEqual([]);
    await expect(service.remove(actor, { rowIndex: 2 })).rejects.toMatchObject({ code: "NOT_FOUND" });

    sheets.failNext(500, 3);
    await expect(service.create(actor, crmClientInput.parse(acme))).rejects.toMatchObject({ code: "BAD_GATEWAY", message: "Error al agregar cliente: 500 Internal Server Error" });
  });

  it("twenty clients added at once by two admins get twenty different IDs, in the answers and in the sheet", async () => {
    sheets.setSheet("concurrencia", "CRM", [[...header, "ID"], ["Pinturas Sol", "Ana", "", "", "", "active", 1, 0, "", "", 2]]);
    // Each request builds its own store over its own client, as the server does.
    const serviceFor = () => {
      const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token-de-prueba" }, rootUrl: sheets.rootUrl });
      return createCrmService({ db: platform.db, config: platform.config, store: createCrmSheetStore({ gateway, spreadsheetId: "concurrencia", sheetName: "CRM" }) });
    };
    const admins = [{ id: 1, role: "admin" as const }, { id: 2, role: "admin" as const }];
    const added = await Promise.all(
      Array.from({ length: 20 }, (_, i) => serviceFor().create(admins[i % 2] as (typeof admins)[number], crmClientInput.parse({ ...acme, name: `Cliente ${i + 1}` }))),
    );
    const ids = added.map((answer) => answer.client.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids).not.toContain("2");
    const inSheet = sheets.sheet("concurrencia", "CRM").slice(1).map((row) => row[10]);
    expect(inSheet).toHaveLength(21);
    expect(new Set(inSheet).size).toBe(21);
    const listed = await serviceFor().list(admins[0] as (typeof admins)[number]);
    expect(listed.map((client) => client.name).sort()).toEqual(["Pinturas Sol", ...Array.from({ length: 20 }, (_, i) => `Cliente ${i + 1}`)].sort());
  });

  it("an add Google did not answer in time, whose row lands later, never shares its ID with the next add", async () => {
    sheets.setSheet("tardia", "CRM", [[...header, "ID"], ["Pinturas Sol", "Ana", "", "", "", "active", 1, 0, "", "", 2]]);
    const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token-de-prueba" }, rootUrl: sheets.rootUrl, timeoutMs: 1000 });
    const service = createCrmService({ db: platform.db, config: platform.config, store: createCrmSheetStore({ gateway, spreadsheetId: "tardia", sheetName: "CRM" }) });
    const actor = { id: 1, role: "admin" as const };
    const stall = sheets.requests.length;
    // The read before the append is answered; the append itself hangs.
    sheets.stalled = false;
    const late = service.create(actor, crmClientInput.parse({ ...acme, name: "Llega tarde" }));
    while (!sheets.requests.slice(stall).some((r) => r.method === "GET")) await new Promise((resolve) => setImmediate(resolve));
    sheets.stalled = true;
    await expect(late).rejects.toMatchObject({ code: "GATEWAY_TIMEOUT", message: "Google Sheets no respondió a tiempo. Inténtalo de nuevo en unos minutos." });
    sheets.stalled = false;

    const next = await service.create(actor, crmClientInput.parse({ ...acme, name: "Llega a tiempo" }));
    await sheets.releaseHeld();
    const rows = sheets.sheet("tardia", "CRM").slice(1);
    expect(rows.map((row) => row[0])).toEqual(["Pinturas Sol", "Llega a tiempo", "Llega tarde"]);
    const ids = rows.map((row) => row[10]);
    expect(new Set(ids).size).toBe(3);
    expect(next.client.id).toBe(String(rows[1]?.[10]));
  });
});
