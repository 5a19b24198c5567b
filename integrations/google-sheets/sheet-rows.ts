import type { CellValue } from "./sheets-gateway.js";

/**
 * Reading typed cells (the gateway reads UNFORMATTED_VALUE, so a Spanish-locale sheet gives true and
 * 1250000, not "VERDADERO" and "1.250.000,00") and finding rows by their stable id, shared by the CRM
 * and to-do sheets.
 */

/** A cell as text: numbers without locale formatting, booleans as TRUE/FALSE. */
export function textOf(cell: CellValue | undefined): string {
  if (typeof cell === "number") return String(cell);
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  return (cell ?? "").trim();
}

const serialEpoch = Date.UTC(1899, 11, 30);

/** A date cell: a serial number (days since 30 Dec 1899, as Sheets keeps dates) becomes YYYY-MM-DD; text stays. */
export function dateOf(cell: CellValue | undefined): string {
  if (typeof cell === "number" && Number.isFinite(cell)) return new Date(serialEpoch + Math.floor(cell) * 86_400_000).toISOString().slice(0, 10);
  return textOf(cell);
}

/** Column 0 is A, 25 is Z, 26 is AA. */
export const columnLetters = (index: number): string =>
  (index >= 26 ? columnLetters(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

const plainHeader = (cell: CellValue | undefined) =>
  textOf(cell)
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The header cells that are not the expected ones in their place, as the admin reads them ("C: 'Correo'"). */
export function foreignColumns(header: CellValue[], expected: readonly string[]): string[] {
  return header.flatMap((cell, index) => (textOf(cell) && plainHeader(cell) !== plainHeader(expected[index]) ? [`${columnLetters(index)}: '${textOf(cell)}'`] : []));
}

export const isBlankRow = (cells: readonly CellValue[]) => cells.every((cell) => textOf(cell) === "");

/**
 * A filled row with its stable id: the number in the id column, or, for a row written before that
 * column existed, its row number (setup writes it down so it stops moving).
 */
export type SheetRow = { row: number; id: number; hasId: boolean; cells: CellValue[] };

const idIn = (cell: CellValue | undefined): number | undefined => {
  const id = typeof cell === "number" ? cell : /^\d+$/.test(textOf(cell)) ? Number(textOf(cell)) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The filled rows of `values` (read from sheet row `firstRow`), with their ids from column `idColumn` (0-based). */
export function sheetRows(values: CellValue[][], firstRow: number, idColumn: number): SheetRow[] {
  return values.flatMap((cells, index) => {
    if (isBlankRow(cells.slice(0, idColumn))) return [];
    const stored = idIn(cells[idColumn]);
    return [{ row: firstRow + index, id: stored ?? firstRow + index, hasId: stored !== undefined, cells }];
  });
}

/** The row with this id; a stored id wins over a row number standing in for a missing one. */
export const rowWithId = (rows: SheetRow[], id: number) => rows.find((row) => row.hasId && row.id === id) ?? rows.find((row) => row.id === id);

/** A new id: above every id and every row number in use, so it never meets a row without a stored id. */
export const nextRowId = (rows: SheetRow[], firstRow: number) => rows.reduce((max, row) => Math.max(max, row.id, row.row), firstRow - 1) + 1;

/** The id column's cells from `firstRow` down, with the ids rows lack filled in (null leaves a cell as it is). */
export function idColumnWithGaps(rows: SheetRow[], firstRow: number): (number | null)[][] {
  const last = rows.reduce((max, row) => Math.max(max, row.row), firstRow - 1);
  const byRow = new Map(rows.map((row) => [row.row, row]));
  return Array.from({ length: last - firstRow + 1 }, (_, i) => {
    const row = byRow.get(firstRow + i);
    return [row && !row.hasId ? row.id : null];
  });
}
