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

  it("appends a row with USER_ENTERED after the last filled row", async () => {
    await gateway.appendRow(id, rangeIn("Clientes CRM", "A:J"), ["Colores SAS", "Luis", 0]);
    expect(fake.sheet(id, "Clientes CRM")[2]).toEqual(["Colores SAS", "Luis", "0"]);
    const append = fake.requests.find((request) => request.path.endsWith(":append"));
    expect(append?.query.get("valueInputOption")).toBe("USER_ENTERED");
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
