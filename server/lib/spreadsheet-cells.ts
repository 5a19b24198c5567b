import { AppError } from "./errors.js";
import { detectKind } from "./files.js";

/** What each importer says, in its own words, of a file it cannot read. */
export type SpreadsheetMessages = { badXlsx: string; badFile: string; badCsv: string };

/** The separator of a CSV from its header line: Excel in Spanish saves with ';'. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(";") > count(",") ? ";" : count("\t") > count(",") ? "\t" : ",";
}

/**
 * The cells of an uploaded spreadsheet: an XLSX (a zip, known by its first bytes, never by its name)
 * unpacked under the zip limits first (issue 19), so the reader only sees an archive we measured; or
 * a CSV as UTF-8 text. `maxLines` stops the CSV reader at once past a limit (not after parsing a
 * million lines); `maxRecordBytes` bounds one record. The catalogue and the enrolment import use it.
 */
export async function spreadsheetCells(buffer: Buffer, messages: SpreadsheetMessages, limits: { maxLines?: number; maxRecordBytes?: number } = {}): Promise<unknown[][]> {
  const kind = detectKind(buffer.subarray(0, 4100));
  // The readers (and fflate under zip-limits) load with the first import, not with the server (docs/perf/small-machine.md).
  if (kind === "zip") {
    const [{ readSheet }, { isZipLimitError, repackedWithinLimits }] = await Promise.all([import("read-excel-file/node"), import("./zip-limits.js")]);
    try {
      return (await readSheet(repackedWithinLimits(buffer))) as unknown[][];
    } catch (error) {
      if (isZipLimitError(error)) throw error;
      throw new AppError("BAD_REQUEST", messages.badXlsx);
    }
  }
  if (kind !== "txt") throw new AppError("UNSUPPORTED_MEDIA_TYPE", messages.badFile);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buffer);
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", messages.badFile);
  }
  text = text.replace(/^\uFEFF/, "");
  const { parse } = await import("csv-parse/sync");
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      ...(limits.maxLines ? { to_line: limits.maxLines } : {}),
      ...(limits.maxRecordBytes ? { max_record_size: limits.maxRecordBytes } : {}),
    }) as string[][];
  } catch {
    throw new AppError("BAD_REQUEST", messages.badCsv);
  }
}
