import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { type CatalogueProduct, columnLabels, productsFromRows } from "../../../common/quotations/catalogue-rows.js";
import { AppError } from "../../lib/errors.js";
import { detectKind, fileTooLargeMessage, maxUploadBytes } from "../../lib/files.js";
import { isZipLimitError, repackedWithinLimits } from "../../lib/zip-limits.js";
import { quotationMessages as m } from "../../../common/quotations/quotations.schema.js";

export const maxCatalogueProducts = 20_000;

/** The separator of a CSV from its header line: Excel in Spanish saves with ';'. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(";") > count(",") ? ";" : count("\t") > count(",") ? "\t" : ",";
}

async function rowsOf(buffer: Buffer): Promise<unknown[][]> {
  const kind = detectKind(buffer.subarray(0, 4100));
  if (kind === "zip") {
    try {
      // Unpacked under limits first: the reader only ever sees an archive we have measured.
      return (await readSheet(repackedWithinLimits(buffer))) as unknown[][];
    } catch (error) {
      if (isZipLimitError(error)) throw error;
      throw new AppError("BAD_REQUEST", m.badXlsx);
    }
  }
  if (kind !== "txt") throw new AppError("UNSUPPORTED_MEDIA_TYPE", m.badFile);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", m.badFile);
  }
  text = text.replace(/^\uFEFF/, "");
  try {
    return parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw new AppError("BAD_REQUEST", m.badCsv);
  }
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
