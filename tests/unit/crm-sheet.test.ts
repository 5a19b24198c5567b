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

describe("CRM sheet adapter (official client against the fake Sheets server)", () => {
  it("lists clients from row 2 with A..J mapped, rowIndex = sheet row and statuses normalised", async () => {
    const clients = await store.list();
    expect(clients.map((c) => [c.rowIndex, c.name, c.status])).toEqual([
      [2, "Pinturas Sol", "active"],
      [3, "Ferretería Luna", "prospect"],
      [4, "Taller Estrella", "inactive"],
      [5, "Colegio Norte", "prospect"],
    ]);
    expect(clients[0]).toEqual({ rowIndex: 2, name: "Pinturas Sol", contactPerson: "Ana", email: "ana@sol.co", phone: "555 0101", address: "Cra 7", status: "active", totalProjects: 3, totalRevenue: 1500000, lastContact: "2026-11-01", notes: "Buen cliente" });
    expect(clients[2]?.totalRevenue).toBe(250000);
    expect(fake.requests[0]).toMatchObject({ method: "GET", path: `/v4/spreadsheets/${id}/values/'${sheet}'!A2:J` });
  });

  it("appends a new client with USER_ENTERED below the last row and returns its row", async () => {
    const added = await store.append(record);
    expect(added.rowIndex).toBe(6);
    expect(fake.sheet(id, sheet)[5]).toEqual(["Colores del Café", "Eva Ríos", "eva@colores.co", "(606) 555-0199", "Calle 20 # 5-10", "prospect", "0", "0", "2026-11-23", "Interesada en vinilos"]);
    const append = fake.requests.find((r) => r.path.endsWith(":append"));
    expect(append?.method).toBe("POST");
    expect(append?.query.get("valueInputOption")).toBe("USER_ENTERED");
  });

  it("updates exactly A{row}:J{row}", async () => {
    expect(await store.update(3, { ...record, status: "active", totalProjects: 2 })).toBe(true);
    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/v4/spreadsheets/${id}/values/'${sheet}'!A3:J3`);
    expect(put?.query.get("valueInputOption")).toBe("USER_ENTERED");
    expect(fake.sheet(id, sheet)[2]?.slice(0, 7)).toEqual(["Colores del Café", "Eva Ríos", "eva@colores.co", "(606) 555-0199", "Calle 20 # 5-10", "active", "2"]);
    expect(fake.sheet(id, sheet)[1]?.[0]).toBe("Pinturas Sol");
  });

  it("deletes by clearing the row; the rows below keep their numbers", async () => {
    expect(await store.remove(3)).toBe(true);
    const clear = fake.requests.find((r) => r.path.endsWith(":clear"));
    expect(clear?.path).toBe(`/v4/spreadsheets/${id}/values/'${sheet}'!A3:J3:clear`);
    const rows = (await store.list()).map((c) => c.rowIndex);
    expect(rows).toEqual([2, 4, 5]);
    expect(await store.remove(3)).toBe(false);
    expect(await store.update(3, record)).toBe(false);
  });

  it("setup writes the header and 3 sample rows on A1:J4 of an empty sheet, and never overwrites clients", async () => {
    fake.setSheet(id, sheet, []);
    const result = await store.setup();
    expect(result.message).toContain("3 clientes de ejemplo");
    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/v4/spreadsheets/${id}/values/'${sheet}'!A1:J4`);
    expect(fake.sheet(id, sheet)).toHaveLength(4);
    expect(fake.sheet(id, sheet)[0]).toEqual(header);
    expect((await store.list()).map((c) => c.status)).toEqual(["active", "prospect", "inactive"]);

    fake.setSheet(id, sheet, [header, ["Cliente real", "", "", "", "", "active", "", "", "", ""]]);
    fake.requests.length = 0;
    await expect(store.setup()).rejects.toThrow("ya tiene clientes");
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
