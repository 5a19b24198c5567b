import { type CatalogueProduct, columnLabels, productsFromRows } from "../../../common/quotations/catalogue-rows.js";
import { AppError } from "../../lib/errors.js";
import { fileTooLargeMessage, maxUploadBytes } from "../../lib/files.js";
import { spreadsheetCells } from "../../lib/spreadsheet-cells.js";
import { quotationMessages as m } from "../../../common/quotations/quotations.schema.js";

export const maxCatalogueProducts = 20_000;

function rowsOf(buffer: Buffer): Promise<unknown[][]> {
  return spreadsheetCells(buffer, m);
}

/**
 * A catalogue file (CSV as UTF-8 text, or XLSX: a zip, checked by its first bytes, never by its name)
 * to products, with the same header rules as the Google sheet.
 */
export async function parseCatalogueFile(buffer: Buffer): Promise<CatalogueProduct[]> {
  if (buffer.length === 0) throw new AppError("BAD_REQUEST", m.fileRequired);
  if (buffer.length > maxUploadBytes) throw new AppError("PAYLOAD_TOO_LARGE", fileTooLargeMessage);
  const parsed = productsFromRows(await rowsOf(buffer));
  if (!parsed.ok) throw new AppError("BAD_REQUEST", m.missingColumns(parsed.missing.map((c) => columnLabels[c]).join(", ")));
  if (parsed.products.length === 0) throw new AppError("BAD_REQUEST", m.noProducts);
  if (parsed.products.length > maxCatalogueProducts) throw new AppError("BAD_REQUEST", m.tooManyProducts);
  return parsed.products;
}
