import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePrice, productsFromRows } from "../../common/quotations/catalogue-rows.js";
import { createSheetProductCatalogue } from "../../integrations/google-sheets/products-sheet.js";
import { createSheetsGateway } from "../../integrations/google-sheets/sheets-gateway.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";

let fake: FakeSheetsServer;
const id = "hoja-productos";

beforeAll(async () => {
  fake = await startFakeSheetsServer();
});
afterAll(() => fake.close());

function catalogue() {
  const gateway = createSheetsGateway({ credentials: { kind: "api-key", apiKey: "clave-publica" }, rootUrl: fake.rootUrl });
  return createSheetProductCatalogue(gateway, id, "Sheet1", 0);
}

describe("product sheet through the official client", () => {
  it("reads row 1 as headers, the new-price column and ids by position", async () => {
    fake.setSheet(id, "Sheet1", [
      ["Código Interno", "Título", "Precio Anterior", "Nuevo Precio Ferretería"],
      ["VBC-001", "Vinilo blanco cubeta 19LT", "300000", "$320,500.50"],
      ["", "", "", ""],
      ["VBG-002", "Vinilo blanco galón 4LT", "80000", "85.000"],
    ]);
    fake.requests.length = 0;
    const products = await catalogue().all();
    expect(products).toEqual([
      { id: 1, code: "VBC-001", title: "Vinilo blanco cubeta 19LT", price: 320500.5 },
      { id: 3, code: "VBG-002", title: "Vinilo blanco galón 4LT", price: 85000 },
    ]);
    expect(fake.requests[0]?.path).toBe("/v4/spreadsheets/hoja-productos/values/'Sheet1'!A:Z");
    expect(fake.requests[0]?.query.get("key")).toBe("clave-publica");
  });

  it("names the missing columns and reports a 403 as a failure", async () => {
    fake.setSheet(id, "Sheet1", [["Código", "Descripción"], ["A", "B"]]);
    await expect(catalogue().all()).rejects.toThrow("Faltan columnas en la hoja: Nuevo precio");
    fake.setSheet(id, "Sheet1", [["Código", "Título", "Precio"], ["A", "B", "1"]]);
    fake.failNext(403);
    await expect(catalogue().all()).rejects.toMatchObject({ status: 403 });
  });
});

describe("catalogue rows", () => {
  it("reads prices written in several ways", () => {
    expect(parsePrice("$45,000.50")).toBe(45000.5);
    expect(parsePrice("45.000")).toBe(45000);
    expect(parsePrice("45000,5")).toBe(45000.5);
    expect(parsePrice("1.234.567,89")).toBe(1234567.89);
    expect(parsePrice(12.345)).toBe(12.35);
    expect(parsePrice("gratis")).toBeNull();
    expect(parsePrice("-5")).toBeNull();
  });

  it("accepts header variants and prefers the new-price column over a plain price", () => {
    const parsed = productsFromRows([
      ["Referencia", "Producto", "Precio", "Precio nuevo"],
      ["R1", "Rodillo", "1000", "1200"],
    ]);
    expect(parsed).toEqual({ ok: true, products: [{ id: 1, code: "R1", title: "Rodillo", price: 1200 }] });
  });
});
