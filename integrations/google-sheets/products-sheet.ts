import { type CatalogueProduct, columnLabels, productsFromRows } from "../../common/quotations/catalogue-rows.js";
import { VendorError } from "../vendor-error.js";
import { type SheetsGateway, rangeIn } from "./sheets-gateway.js";

/**
 * The catalogue read from the products spreadsheet through the official client, with the rules of
 * common/quotations/catalogue-rows.ts. A short cache keeps typing in the search box from calling
 * Google on every key. It fits the quotations domain's ProductCatalogue port.
 */
export function createSheetProductCatalogue(gateway: SheetsGateway, spreadsheetId: string, sheetName: string, cacheMs = 30_000) {
  let cached: { at: number; products: CatalogueProduct[] } | undefined;
  return {
    source: "sheet" as const,
    async all(): Promise<CatalogueProduct[]> {
      if (cached && Date.now() - cached.at < cacheMs) return cached.products;
      const rows = await gateway.readValues(spreadsheetId, rangeIn(sheetName, "A:Z"));
      const parsed = productsFromRows(rows);
      if (!parsed.ok) throw new VendorError("setup", `Faltan columnas en la hoja: ${parsed.missing.map((c) => columnLabels[c]).join(", ")}`);
      cached = { at: Date.now(), products: parsed.products };
      return parsed.products;
    },
  };
}
