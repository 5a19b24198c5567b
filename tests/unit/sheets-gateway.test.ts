import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSheetsGateway, rangeIn, type SheetsGateway } from "../../integrations/google-sheets/sheets-gateway.js";
import { VendorError as SheetsError } from "../../integrations/vendor-error.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";

let fake: FakeSheetsServer;
let gateway: SheetsGateway;
const id = "hoja-crm";

beforeAll(async () => {
  fake = await startFakeSheetsServer();
  gateway = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "token-de-prueba" }, rootUrl: fake.rootUrl });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setSheet(id, "Clientes CRM", [
    ["Empresa", "Contacto"],
    ["Pinturas Sol", "Ana"],
  ]);
});

describe("Sheets gateway over the official client", () => {
  it("reads values of a quoted sheet range and sends the access token", async () => {
    expect(await gateway.readValues(id, rangeIn("Clientes CRM", "A2:J"))).toEqual([["Pinturas Sol", "Ana"]]);
    expect(fake.requests[0]?.authorization).toBe("Bearer token-de-prueba");
  });

  it("appends a row RAW below the table and answers the row Google used", async () => {
    expect(await gateway.appendRow(id, rangeIn("Clientes CRM", "A:J"), ["Colores SAS", "- llamar", 0])).toEqual({ row: 3 });
    expect(fake.sheet(id, "Clientes CRM")[2]).toEqual(["Colores SAS", "- llamar", 0]);
    const append = fake.requests.find((request) => request.path.endsWith(":append"));
    expect(append?.query.get("valueInputOption")).toBe("RAW");
    expect(append?.query.get("insertDataOption")).toBe("INSERT_ROWS");
  });

  it("reads typed values whatever the sheet's locale shows", async () => {
    fake.setSheet(id, "Clientes CRM", [["Pinturas Sol", "TRUE", "1250000", "2026-11-02", "0057"]]);
    expect(await gateway.readValues(id, rangeIn("Clientes CRM", "A1:E1"))).toEqual([["Pinturas Sol", true, 1250000, 46328, 57]]);
  });
  it("updates a row in place and clears a row", async () => {
    await gateway.writeValues(id, rangeIn("Clientes CRM", "A2:B2"), [["Pinturas Luna", "Eva"]]);
    expect(fake.sheet(id, "Clientes CRM")[1]).toEqual(["Pinturas Luna", "Eva"]);
    await gateway.clearValues(id, rangeIn("Clientes CRM", "A2:J2"));
    expect(await gateway.readValues(id, rangeIn("Clientes CRM", "A2:J"))).toEqual([]);
  });

  it("lists the sheets of a spreadsheet from its metadata", async () => {
    fake.setSheet(id, "Sheet1", []);
    expect(await gateway.sheetTitles(id)).toEqual(["Clientes CRM", "Sheet1"]);
  });

  it("reports a missing sheet, a refused caller and a server failure with their status", async () => {
    await expect(gateway.readValues(id, rangeIn("No existe", "A1:B2"))).rejects.toMatchObject({ status: 400 });
    fake.failNext(403);
    await expect(gateway.appendRow(id, rangeIn("Clientes CRM", "A:J"), ["x"])).rejects.toMatchObject({ status: 403 });
    fake.failNext(503, 5);
    const failure = await gateway.readValues(id, rangeIn("Clientes CRM", "A2:J")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SheetsError);
    expect(failure).toMatchObject({ status: 503 });
  });

  it("knows that an API key only reads", () => {
    expect(createSheetsGateway({ credentials: { kind: "api-key", apiKey: "k" } }).canWrite).toBe(false);
    expect(gateway.canWrite).toBe(true);
  });
});

describe("the fake is as strict as Google", () => {
  const url = (path: string) => `${fake.rootUrl}v4/spreadsheets/${id}/values/${encodeURIComponent(path)}`;
  const bearer = { authorization: "Bearer t", "content-type": "application/json" };
  beforeEach(() => fake.failNext(500, 0));

  it("shows an es_CO sheet's formatted values by default: VERDADERO, 1.250.000,00 and d/m/yyyy", async () => {
    fake.setSheet(id, "Clientes CRM", [["TRUE", "1250000", "2026-11-02", "=HOY()"]]);
    const body = (await (await fetch(url("'Clientes CRM'!A1:D1"), { headers: bearer })).json()) as { values: unknown[][] };
    expect(body.values).toEqual([["VERDADERO", "1.250.000,00", "2/11/2026", "#FÓRMULA(=HOY())"]]);
  });

  it("refuses a write without valueInputOption, a write with only an API key and a range it cannot parse", async () => {
    const put = (path: string, query: string, headers: Record<string, string>) =>
      fetch(`${url(path)}?${query}`, { method: "PUT", headers, body: JSON.stringify({ values: [["x"]] }) });
    expect((await put("'Clientes CRM'!A1", "", bearer)).status).toBe(400);
    expect((await put("'Clientes CRM'!A1", "valueInputOption=RAW&key=clave", { "content-type": "application/json" })).status).toBe(401);
    for (const bad of ["Clientes CRM!A1", "'Clientes CRM'!A0", "'Clientes CRM'!1A", "'Otra'!A1"]) {
      const answer = await put(bad, "valueInputOption=RAW", bearer);
      expect([answer.status, ((await answer.json()) as { error: { status: string } }).error.status]).toEqual([400, "INVALID_ARGUMENT"]);
    }
  });

  it("records user text written as a formula with USER_ENTERED, and the suite then fails at close", async () => {
    const other = await startFakeSheetsServer();
    other.setSheet("x", "Hoja", []);
    const careless = createSheetsGateway({ credentials: { kind: "access-token", accessToken: "t" }, rootUrl: other.rootUrl });
    await fetch(`${other.rootUrl}v4/spreadsheets/x/values/Hoja!A1?valueInputOption=USER_ENTERED`, { method: "PUT", headers: bearer, body: JSON.stringify({ values: [["=1+1", "- nota"]] }) });
    expect(other.unsafeWrites).toEqual(["=1+1", "- nota"]);
    expect(await careless.readValues("x", "Hoja!A1:B1")).toEqual([["#FÓRMULA(=1+1)", "#ERROR!"]]);
    await expect(other.close()).rejects.toThrow("formula");
  });
});
