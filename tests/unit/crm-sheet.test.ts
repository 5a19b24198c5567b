import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CrmRecord } from "../../common/crm/crm-record.js";
import { createCrmSheetStore, crmSheetHeader, normaliseCrmStatus, parseSheetNumber } from "../../integrations/google-sheets/crm-sheet.js";
import { createSheetsGateway } from "../../integrations/google-sheets/sheets-gateway.js";
import type { CrmStore } from "../../server/domains/crm/crm.port.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";

let fake: FakeSheetsServer;
let store: CrmStore;
const id = "hoja-crm";
const sheet = "Clientes CRM";
const header = [...crmSheetHeader];

const record: CrmRecord = {
  name: "Colores del Café",
  contactPerson: "Eva Ríos",
  email: "eva@colores.co",
  phone: "(606) 555-0199",
  address: "Calle 20 # 5-10",
  status: "prospect",
  totalProjects: 0,
  totalRevenue: 0,
  lastContact: "2026-11-23",
  notes: "Interesada en vinilos",
};

beforeAll(async () => {
  fake = await startFakeSheetsServer();
  const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token-de-prueba" }, rootUrl: fake.rootUrl });
  store = createCrmSheetStore({ gateway, spreadsheetId: id, sheetName: sheet });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setSheet(id, sheet, [
    header,
    ["Pinturas Sol", "Ana", "ana@sol.co", "555 0101", "Cra 7", "Activo", "3", "1.500.000", "2026-11-01", "Buen cliente"],
    ["Ferretería Luna", "Luis", "", "", "", "prospecto", "0", "0", "2026-11-02", ""],
    ["Taller Estrella", "Marta", "", "", "", "INACTIVE", "1", "$ 250,000", "2026-05-10", ""],
    ["Colegio Norte", "Raúl", "", "", "", "cliente frecuente", "", "", "", ""],
  ]);
});

const cleanWrites = () => expect(fake.unsafeWrites).toEqual([]);

describe("CRM sheet adapter (official client against the fake Sheets server)", () => {
  it("lists clients from row 2 with A..J read unformatted; a row without an ID is known by its row number", async () => {
    const clients = await store.list();
    expect(clients.map((c) => [c.rowIndex, c.name, c.status])).toEqual([
      [2, "Pinturas Sol", "active"],
      [3, "Ferretería Luna", "prospect"],
      [4, "Taller Estrella", "inactive"],
      [5, "Colegio Norte", "prospect"],
    ]);
    expect(clients[0]).toEqual({ rowIndex: 2, name: "Pinturas Sol", contactPerson: "Ana", email: "ana@sol.co", phone: "555 0101", address: "Cra 7", status: "active", totalProjects: 3, totalRevenue: 1500000, lastContact: "2026-11-01", notes: "Buen cliente" });
    expect(clients[2]?.totalRevenue).toBe(250000);
    expect(fake.requests[0]).toMatchObject({ method: "GET", path: `/v4/spreadsheets/${id}/values/'${sheet}'!A2:K` });
    expect(fake.requests[0]?.query.get("valueRenderOption")).toBe("UNFORMATTED_VALUE");
  });

  it("reads a Spanish-locale sheet's numbers, dates and phones typed as numbers as they are, not as the sheet shows them", async () => {
    // Shown in an es_CO sheet as "1.250.000,00", "2/11/2026" and "3.001.234.567,00".
    fake.setSheet(id, sheet, [header, ["Pinturas Sol", "Ana", "", 3001234567, "", "activo", 2, 1250000, "2026-11-02", "", 7]]);
    expect(await store.list()).toEqual([expect.objectContaining({ rowIndex: 7, phone: "3001234567", totalProjects: 2, totalRevenue: 1250000, lastContact: "2026-11-02" })]);
  });

  it("appends a client RAW with a new ID: a formula, a note starting with '-' and a +57 phone stay text", async () => {
    const tricky = { ...record, name: '=HYPERLINK("http://estafa.example","Pagar")', phone: "+573001234567", notes: "- llamar el lunes", address: "0057 Calle 1" };
    const added = await store.append(tricky);
    expect(added.rowIndex).toBe(6);
    const row = fake.sheet(id, sheet)[5];
    expect(row).toEqual([tricky.name, "Eva Ríos", "eva@colores.co", "+573001234567", "0057 Calle 1", "prospect", 0, 0, "2026-11-23", "- llamar el lunes", 6]);
    expect(fake.formulaAt(id, sheet, 5, 0)).toBeUndefined();
    const append = fake.requests.find((r) => r.path.endsWith(":append"));
    expect(append?.query.get("valueInputOption")).toBe("RAW");
    expect((await store.find(6))?.name).toBe(tricky.name);
    cleanWrites();
  });

  it("two admins adding a client at the same moment get two IDs, even through two stores of the same sheet", async () => {
    const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token-de-prueba" }, rootUrl: fake.rootUrl });
    const other = createCrmSheetStore({ gateway, spreadsheetId: id, sheetName: sheet });
    const added = await Promise.all([store.append(record), other.append({ ...record, name: "Librería Azul" }), store.append({ ...record, name: "Papelería Roja" })]);
    expect(added.map((c) => c.rowIndex).sort((a, b) => a - b)).toEqual([6, 7, 8]);
    const clients = await store.list();
    expect(new Set(clients.map((c) => c.rowIndex)).size).toBe(clients.length);
    expect(clients.map((c) => c.name)).toEqual(expect.arrayContaining(["Colores del Café", "Librería Azul", "Papelería Roja"]));
  });

  it("updates the row that holds the client's ID, even after rows moved", async () => {
    await store.setup();
    fake.requests.length = 0;
    expect(await store.update(3, { ...record, status: "active", totalProjects: 2 })).toBe(true);
    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/v4/spreadsheets/${id}/values/'${sheet}'!A3:K3`);
    expect(put?.query.get("valueInputOption")).toBe("RAW");
    expect(fake.sheet(id, sheet)[2]?.slice(0, 7)).toEqual(["Colores del Café", "Eva Ríos", "eva@colores.co", "(606) 555-0199", "Calle 20 # 5-10", "active", 2]);
    expect(fake.sheet(id, sheet)[2]?.[10]).toBe(3);

    // Someone inserts a row at the top by hand: client 3 is now on row 4.
    const rows = fake.sheet(id, sheet);
    fake.setSheet(id, sheet, [rows[0] as string[], ["Nuevo a mano", "", "", "", "", "", "", "", "", "", 40], ...rows.slice(1)]);
    expect(await store.update(3, { ...record, notes: "movido" })).toBe(true);
    expect(fake.sheet(id, sheet)[3]?.[9]).toBe("movido");
    expect(fake.sheet(id, sheet)[1]?.[0]).toBe("Nuevo a mano");
    cleanWrites();
  });

  it("a delete clears the client's row, and a client added next into the gap does not move the others' IDs", async () => {
    await store.setup(); // writes the IDs 2..5 down
    expect(await store.remove(3)).toBe(true);
    const clear = fake.requests.find((r) => r.path.endsWith(":clear"));
    expect(clear?.path).toBe(`/v4/spreadsheets/${id}/values/'${sheet}'!A3:K3:clear`);
    expect((await store.list()).map((c) => c.rowIndex)).toEqual([2, 4, 5]);
    expect(await store.remove(3)).toBe(false);
    expect(await store.update(3, record)).toBe(false);

    // Google appends after the table that ends at the cleared row, inserting a row there: 4 and 5 move down.
    const added = await store.append({ ...record, name: "Recién llegado" });
    expect(fake.sheet(id, sheet)[2]?.[0]).toBe("Recién llegado");
    expect(await store.update(5, { ...record, name: "Colegio Norte", notes: "editado" })).toBe(true);
    const clients = await store.list();
    expect(clients.map((c) => [c.rowIndex, c.name])).toEqual([[2, "Pinturas Sol"], [added.rowIndex, "Recién llegado"], [4, "Taller Estrella"], [5, "Colegio Norte"]]);
    expect(clients.find((c) => c.rowIndex === 4)?.notes).toBe("");
    expect(clients.find((c) => c.rowIndex === 5)?.notes).toBe("editado");
    cleanWrites();
  });

  it("setup writes the header, the ID column and 3 sample clients on an empty sheet", async () => {
    fake.setSheet(id, sheet, []);
    const result = await store.setup();
    expect(result.message).toContain("3 clientes de ejemplo");
    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/v4/spreadsheets/${id}/values/'${sheet}'!A1:K4`);
    expect(fake.sheet(id, sheet)).toHaveLength(4);
    expect(fake.sheet(id, sheet)[0]).toEqual([...header, "ID"]);
    expect((await store.list()).map((c) => [c.rowIndex, c.status])).toEqual([[2, "active"], [3, "prospect"], [4, "inactive"]]);
    cleanWrites();
  });

  it("setup keeps the clients of a sheet with the CRM header and writes their IDs down", async () => {
    fake.setSheet(id, sheet, [header, ["Cliente real", "", "", "", "", "active", "", "", "", ""], [], ["Otro", "", "", "", "", "active", "", "", "", ""]]);
    expect((await store.setup()).message).toBe(`La hoja '${sheet}' ya tenía el encabezado: se anotó el ID de 2 clientes.`);
    expect(fake.sheet(id, sheet).map((row) => [row[0] ?? "", row[10] ?? ""])).toEqual([["Empresa", "ID"], ["Cliente real", 2], ["", ""], ["Otro", 4]]);
    expect((await store.setup()).message).toBe(`La hoja '${sheet}' ya estaba configurada.`);
    expect(fake.sheet(id, sheet)).toHaveLength(4);
  });

  it("setup refuses a sheet with other columns, naming them, and a headerless sheet with clients", async () => {
    fake.setSheet(id, sheet, [["Empresa", "Contacto", "Correo", "Teléfono", "Dirección", "Estado", "Proyectos", "Ingresos", "Último Contacto", "Notas", "ID", "Vendedor"], ["x"]]);
    await expect(store.setup()).rejects.toThrow("tiene columnas que no son las del CRM: C: 'Correo', L: 'Vendedor'");
    fake.setSheet(id, sheet, [[], ["Cliente real", "", "", "", "", "active"]]);
    fake.requests.length = 0;
    await expect(store.setup()).rejects.toThrow("ya tiene clientes en las filas 2 a 4");
    expect(fake.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("the connection test reads the metadata and lists the sheets that exist when the CRM sheet is missing", async () => {
    expect(await store.testConnection()).toMatchObject({ ok: true, sheets: [sheet] });
    const other = createCrmSheetStore({ gateway: createSheetsGateway({ credentials: { kind: "access-token", accessToken: "t" }, rootUrl: fake.rootUrl }), spreadsheetId: id, sheetName: "CRM" });
    fake.setSheet(id, "Productos", []);
    expect(await other.testConnection()).toEqual({ ok: false, message: `Hoja 'CRM' no encontrada. Hojas disponibles: ${sheet}, Productos.`, sheets: [sheet, "Productos"] });
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v4/spreadsheets/${id}` });
  });

  it("maps a 403 and a 5xx to the spec's Spanish messages", async () => {
    fake.failNext(403);
    await expect(store.list()).rejects.toThrow("Error al obtener clientes del CRM: 403 Forbidden");
    fake.failNext(403);
    await expect(store.append(record)).rejects.toThrow("Error al agregar cliente: 403 Forbidden");
    fake.failNext(503, 5);
    await expect(store.update(2, record)).rejects.toThrow("Error al actualizar cliente: 503 Service Unavailable");
    // The row exists (the read succeeds) but Google refuses the clear.
    fake.failNext(500, 1, (request) => request.path.endsWith(":clear"));
    await expect(store.remove(2)).rejects.toThrow("Error al eliminar cliente de Google Sheets");
    expect(fake.sheet(id, sheet)[1]?.[0]).toBe("Pinturas Sol");
    fake.failNext(500, 5);
    await expect(store.testConnection()).resolves.toMatchObject({ ok: false, message: "Error de conexión (500 Internal Server Error)" });
  });

  it("reports 'Error de conexión' when the server cannot be reached", async () => {
    const gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "t" }, rootUrl: "http://127.0.0.1:9/" });
    const offline = createCrmSheetStore({ gateway, spreadsheetId: id, sheetName: sheet });
    await expect(offline.list()).rejects.toThrow("Error de conexión");
    expect(await offline.testConnection()).toEqual({ ok: false, message: "Error de conexión", sheets: [] });
  });
});

describe("status and number normalisation", () => {
  it("active/activo, prospect/prospecto, inactive/inactivo; anything else is prospect", () => {
    expect(["active", "Activo", " ACTIVO "].map(normaliseCrmStatus)).toEqual(["active", "active", "active"]);
    expect(["prospect", "Prospecto"].map(normaliseCrmStatus)).toEqual(["prospect", "prospect"]);
    expect(["inactive", "Inactivo"].map(normaliseCrmStatus)).toEqual(["inactive", "inactive"]);
    expect(["", "vip", undefined, "activos"].map(normaliseCrmStatus)).toEqual(["prospect", "prospect", "prospect", "prospect"]);
  });

  it("reads Colombian and US number formats as whole pesos", () => {
    expect(parseSheetNumber("1.500.000")).toBe(1500000);
    expect(parseSheetNumber("$ 1.500.000,50")).toBe(1500001);
    expect(parseSheetNumber("1,500,000.00")).toBe(1500000);
    expect(parseSheetNumber("250,000")).toBe(250000);
    expect(parseSheetNumber("12,5")).toBe(13);
    expect(parseSheetNumber("")).toBe(0);
    expect(parseSheetNumber("abc")).toBe(0);
  });
});
