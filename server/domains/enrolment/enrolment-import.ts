import { AppError } from "../../lib/errors.js";
import { fileTooLargeMessageFor } from "../../../common/uploads.js";
import { spreadsheetCells } from "../../lib/spreadsheet-cells.js";
import { type ImportField, type ImportRow, importFields, importMessages as m } from "../../../common/enrolment/import-columns.js";

/** A school's student list is a few hundred rows; more is a wrong file (or an attack). */
export const maxImportRows = 2000;
/** Two thousand rows of a student list are under 1 MB as XLSX or CSV: a larger file is refused before it is read. */
export const maxImportBytes = 2 * 1024 * 1024;
const maxColumns = 100;
const maxCellLength = 500;

/** The sheet's cells, read as the catalogue's are (server/lib/spreadsheet-cells.ts). */
function cellsOf(buffer: Buffer): Promise<unknown[][]> {
  return spreadsheetCells(buffer, m, { maxLines: maxImportRows + 50, maxRecordBytes: 64 * 1024 });
}

/** A cell as text: an Excel date is its day (YYYY-MM-DD, as the sheet shows it), a number its digits. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  if (typeof cell === "number") return Number.isInteger(cell) ? BigInt(Math.round(cell)).toString() : String(cell);
  return String(cell).trim().slice(0, maxCellLength);
}

export type SheetRows = { headers: string[]; rows: { line: number; cells: string[] }[] };

/** The file's headers (its first non-empty row, each named once) and its rows with their line numbers. */
export async function readImportFile(buffer: Buffer | undefined): Promise<SheetRows> {
  if (!buffer || buffer.length === 0) throw new AppError("BAD_REQUEST", m.fileRequired);
  if (buffer.length > maxImportBytes) throw new AppError("PAYLOAD_TOO_LARGE", fileTooLargeMessageFor(maxImportBytes));
  const cells = await cellsOf(buffer);
  const lines = cells.map((row, index) => ({ line: index + 1, cells: row.slice(0, maxColumns).map(cellText) })).filter((row) => row.cells.some((c) => c !== ""));
  const [head, ...body] = lines;
  if (!head) throw new AppError("BAD_REQUEST", m.noHeaders);
  const seen = new Map<string, number>();
  const headers = head.cells.map((text, i) => {
    const name = text === "" ? `Columna ${i + 1}` : text;
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    return times === 1 ? name : `${name} (${times})`;
  });
  if (body.length === 0) throw new AppError("BAD_REQUEST", m.noRows);
  if (body.length > maxImportRows) throw new AppError("BAD_REQUEST", m.tooManyRows(maxImportRows));
  return { headers, rows: body };
}

/** The rows as fields, by the mapping {header → field}; a field mapped twice keeps its first column. */
export function mappedRows(sheet: SheetRows, mapping: Record<string, ImportField | null>): { line: number; values: ImportRow }[] {
  const columns: [number, ImportField][] = [];
  const taken = new Set<ImportField>();
  sheet.headers.forEach((header, i) => {
    const field = mapping[header];
    if (field && importFields.includes(field) && !taken.has(field)) {
      taken.add(field);
      columns.push([i, field]);
    }
  });
  return sheet.rows.map(({ line, cells }) => {
    const values: ImportRow = {};
    for (const [i, field] of columns) {
      const text = cells[i] ?? "";
      if (text !== "") values[field] = text;
    }
    return { line, values };
  });
}
