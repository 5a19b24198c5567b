/**
 * A local stand-in for the Google Sheets v4 API, as strict as Google where our adapters could go wrong:
 * values get (FORMATTED_VALUE in the es_CO locale by default, UNFORMATTED_VALUE, FORMULA; dates as serial
 * numbers), append (finds the table, INSERT_ROWS shifts the rows below, answers `updates.updatedRange`),
 * update, clear and spreadsheet metadata. A write needs `valueInputOption`; USER_ENTERED parses text as a
 * person typing it would (numbers lose leading zeros, "=…" becomes a formula, "- llamar" an error), RAW
 * keeps it. A write with an API key and no OAuth token is refused with 401. An adapter that writes user
 * text starting with = + - or @ with USER_ENTERED is recorded in `unsafeWrites`, and `close()` then
 * fails the suite (formula injection). Start it on port 0 and pass `rootUrl` to the official client.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization?: string };

type Value = string | number | boolean;
/** A stored cell: its value, the formula that computed it, and whether it is a date (a serial number). */
type Cell = { value: Value; formula?: string; date?: boolean };
type Grid = (Cell | undefined)[][];
type Spreadsheets = Map<string, Map<string, Grid>>;

export type FakeSheetsServer = {
  rootUrl: string;
  requests: FakeRequest[];
  /** What adapters wrote with USER_ENTERED that Sheets would run as a formula. */
  unsafeWrites: string[];
  /** Sets a whole sheet (creating the spreadsheet when needed), typed as a person would type it. */
  setSheet(spreadsheetId: string, sheetName: string, rows: Value[][]): void;
  /** The sheet's cells as Google's UNFORMATTED_VALUE shows them ("" for an empty cell). */
  sheet(spreadsheetId: string, sheetName: string): Value[][];
  /** The formula behind a cell (row and column from 0), if any. */
  formulaAt(spreadsheetId: string, sheetName: string, row: number, column: number): string | undefined;
  /** The next `times` requests answer with this status and a Google-style error body. */
  failNext(status: number, times?: number, when?: (request: FakeRequest) => boolean): void;
  /**
   * While true a request is recorded and held: nothing is answered, as when Google hangs. Held requests
   * are carried out (a write lands in the sheet) only by `releaseHeld`, as Google may still apply a write
   * whose caller gave up waiting.
   */
  stalled: boolean;
  /** Carries out the held requests; their callers have usually stopped listening by then. */
  releaseHeld(): Promise<void>;
  close(): Promise<void>;
};

const columnIndex = (letters: string) => [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
const columnLetters = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : columnLetters(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26)));
const maxRows = 10_000_000;

type ParsedRange = { sheet: string; firstRow: number; firstCol: number; lastRow?: number; lastCol?: number };

/** Google's A1 notation: 'Sheet'!A1:B2, Sheet!A:B, Sheet!2:5, Sheet, or A1:B2 on the first sheet. */
function parseRange(raw: string, sheets: Map<string, Grid>): ParsedRange | undefined {
  const bang = raw.lastIndexOf("!");
  let sheet = bang >= 0 ? raw.slice(0, bang) : raw;
  let cells = bang >= 0 ? raw.slice(bang + 1) : "";
  if (bang < 0 && !sheets.has(sheet.replace(/^'|'$/g, "").replaceAll("''", "'"))) {
    cells = raw;
    sheet = [...sheets.keys()][0] ?? "";
  } else if (/^'.*'$/.test(sheet)) sheet = sheet.slice(1, -1).replaceAll("''", "'");
  else if (/[^\p{L}\p{N}_]/u.test(sheet)) return undefined; // a name with spaces or symbols must be quoted
  if (!sheets.has(sheet)) return undefined;
  if (!cells) return { sheet, firstRow: 0, firstCol: 0 };
  const match = /^([A-Z]{0,3})(\d*)(?::([A-Z]{0,3})(\d*))?$/i.exec(cells);
  if (!match) return undefined;
  const [, c1 = "", r1 = "", c2 = "", r2 = ""] = match;
  if ((!c1 && !r1) || [r1, r2].some((row) => row !== "" && (Number(row) < 1 || Number(row) > maxRows))) return undefined;
  if (match[3] === undefined && (!c1 || !r1)) return undefined; // "A" or "5" alone is not a range
  return {
    sheet,
    firstCol: c1 ? columnIndex(c1) : 0,
    firstRow: r1 ? Number(r1) - 1 : 0,
    lastCol: c2 ? columnIndex(c2) : match[3] === undefined ? columnIndex(c1) : undefined,
    lastRow: r2 ? Number(r2) - 1 : match[3] === undefined ? Number(r1) - 1 : undefined,
  };
}

/** How Google writes a range in its answers: the sheet name quoted only when it needs quotes. */
function a1(sheet: string, firstRow: number, firstCol: number, lastRow: number, lastCol: number): string {
  const name = /^[\p{L}_][\p{L}\p{N}_]*$/u.test(sheet) ? sheet : `'${sheet.replaceAll("'", "''")}'`;
  return `${name}!${columnLetters(firstCol)}${firstRow + 1}:${columnLetters(lastCol)}${lastRow + 1}`;
}

const dayMs = 86_400_000;
const serialEpoch = Date.UTC(1899, 11, 30);
const serialOf = (isoDate: string) => (Date.parse(`${isoDate}T00:00:00Z`) - serialEpoch) / dayMs;

/** A cell as a person typing it (USER_ENTERED) gets it: a number, a boolean, a date, a formula or text. */
function typed(input: Value): Cell {
  if (typeof input !== "string") return { value: input };
  if (input.startsWith("'")) return { value: input.slice(1) };
  // The es_CO locale: "85.000" is eighty-five thousand, "12,5" twelve and a half; "0057" loses its zeros.
  if (/^[+-]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(input)) return { value: Number(input.replaceAll(".", "").replace(",", ".")) };
  if (/^(true|false|verdadero|falso)$/i.test(input)) return { value: /^(true|verdadero)$/i.test(input) };
  if (/^\d{4}-\d{2}-\d{2}$/.test(input) && !Number.isNaN(Date.parse(input))) return { value: serialOf(input), date: true };
  // "=HYPERLINK(...)" runs; "- llamar" and "+57 300..." are read as broken formulas.
  if (input.startsWith("=")) return { value: `#FÓRMULA(${input})`, formula: input };
  if (/^[+\-@]/.test(input)) return { value: "#ERROR!", formula: `=${input}` };
  return { value: input };
}

const dateText = (serial: number) => {
  const date = new Date(serialEpoch + Math.floor(serial) * dayMs);
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
};

/** What values.get answers for a cell under each render option (the spreadsheet's locale is es_CO). */
function rendered(cell: Cell | undefined, valueRender: string, dateRender: string): Value {
  if (!cell) return "";
  if (valueRender === "FORMULA" && cell.formula) return cell.formula;
  if (valueRender === "UNFORMATTED_VALUE" || valueRender === "FORMULA") {
    return cell.date && dateRender === "FORMATTED_STRING" ? dateText(cell.value as number) : cell.value;
  }
  if (typeof cell.value === "boolean") return cell.value ? "VERDADERO" : "FALSO";
  if (typeof cell.value === "number") {
    return cell.date ? dateText(cell.value) : cell.value.toLocaleString("es-CO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return cell.value;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

const googleError = (code: number, message: string, status: string) => ({ error: { code, message, status } });
const isEmpty = (row: (Cell | undefined)[] | undefined) => !row || row.every((cell) => cell === undefined || cell.value === "");

export async function startFakeSheetsServer(): Promise<FakeSheetsServer> {
  const spreadsheets: Spreadsheets = new Map();
  const requests: FakeRequest[] = [];
  const unsafeWrites: string[] = [];
  let failures: { status: number; times: number; when?: (request: FakeRequest) => boolean } | undefined;
  const control = { stalled: false };
  const held: (() => void)[] = [];

  function writeRows(grid: Grid, at: number, firstCol: number, values: unknown, option: string) {
    const rows = Array.isArray(values) ? values : [];
    rows.forEach((row, offset) => {
      const target = grid[at + offset] ?? [];
      (Array.isArray(row) ? row : []).forEach((input: unknown, column) => {
        if (input === null || input === undefined) return; // Google leaves a null cell as it was
        const value = typeof input === "number" || typeof input === "boolean" ? input : String(input);
        if (option === "USER_ENTERED" && typeof value === "string" && /^[=+\-@]/.test(value)) unsafeWrites.push(value);
        target[firstCol + column] = option === "RAW" ? { value } : typed(value);
      });
      grid[at + offset] = target;
    });
    return rows;
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    const path = decodeURIComponent(url.pathname);
    const logged: FakeRequest = { method: request.method ?? "GET", path, query: url.searchParams, body, authorization: request.headers.authorization };
    requests.push(logged);
    if (control.stalled) await new Promise<void>((release) => held.push(release));
    if (failures && failures.times > 0 && (!failures.when || failures.when(logged))) {
      failures.times -= 1;
      const { status } = failures;
      return send(response, status, googleError(status, status === 403 ? "The caller does not have permission" : "Backend Error", status === 403 ? "PERMISSION_DENIED" : "INTERNAL"));
    }
    const match = /^\/v4\/spreadsheets\/([^/]+)(?:\/values\/(.+?))?(:append|:clear)?$/.exec(path);
    if (!match) return send(response, 404, googleError(404, "Not found", "NOT_FOUND"));
    const [, spreadsheetId, range, action] = match;
    const sheets = spreadsheets.get(spreadsheetId as string);
    if (!sheets) return send(response, 404, googleError(404, "Requested entity was not found.", "NOT_FOUND"));
    const apiKeyOnly = !request.headers.authorization && url.searchParams.has("key");
    if (request.method !== "GET" && apiKeyOnly) {
      return send(response, 401, googleError(401, "API keys are not supported by this API. Expected OAuth2 access token or other authentication credentials that assert a principal.", "UNAUTHENTICATED"));
    }

    if (!range) {
      return send(response, 200, { spreadsheetId, properties: { locale: "es_CO" }, sheets: [...sheets.keys()].map((title, index) => ({ properties: { sheetId: index, title } })) });
    }
    const parsed = parseRange(range, sheets);
    if (!parsed) return send(response, 400, googleError(400, `Unable to parse range: ${range}`, "INVALID_ARGUMENT"));
    const grid = sheets.get(parsed.sheet) as Grid;
    const lastRow = parsed.lastRow ?? Math.max(grid.length - 1, parsed.firstRow);

    if (request.method === "GET" && !action) {
      const valueRender = url.searchParams.get("valueRenderOption") ?? "FORMATTED_VALUE";
      const dateRender = url.searchParams.get("dateTimeRenderOption") ?? "SERIAL_NUMBER";
      const values = grid.slice(parsed.firstRow, lastRow + 1).map((row) => {
        const cells = (row ?? []).slice(parsed.firstCol, parsed.lastCol === undefined ? undefined : parsed.lastCol + 1).map((cell) => rendered(cell, valueRender, dateRender));
        while (cells.length && cells[cells.length - 1] === "") cells.pop();
        return cells;
      });
      while (values.length && values[values.length - 1]?.length === 0) values.pop();
      return send(response, 200, { range: a1(parsed.sheet, parsed.firstRow, parsed.firstCol, lastRow, parsed.lastCol ?? parsed.firstCol + 25), majorDimension: "ROWS", ...(values.length ? { values } : {}) });
    }
    const values = (body as { values?: unknown } | undefined)?.values;
    const option = url.searchParams.get("valueInputOption");
    if ((request.method === "PUT" || action === ":append") && option !== "RAW" && option !== "USER_ENTERED") {
      return send(response, 400, googleError(400, "'valueInputOption' is required but not specified", "INVALID_ARGUMENT"));
    }
    const width = Array.isArray(values) ? Math.max(1, ...values.map((row) => (Array.isArray(row) ? row.length : 0))) : 1;

    if (action === ":append" && request.method === "POST") {
      // The "table" starts at the first filled row of the range and ends before the next empty row.
      let start = parsed.firstRow;
      while (start < grid.length && isEmpty(grid[start])) start += 1;
      let next = start;
      while (next < grid.length && !isEmpty(grid[next])) next += 1;
      if (start >= grid.length) next = Math.max(parsed.firstRow, 0);
      const count = Array.isArray(values) ? values.length : 0;
      if (url.searchParams.get("insertDataOption") === "INSERT_ROWS") grid.splice(next, 0, ...Array.from({ length: count }, () => []));
      writeRows(grid, next, parsed.firstCol, values, option as string);
      const updatedRange = a1(parsed.sheet, next, parsed.firstCol, next + count - 1, parsed.firstCol + width - 1);
      return send(response, 200, { spreadsheetId, tableRange: start < next ? a1(parsed.sheet, start, parsed.firstCol, next - 1, parsed.firstCol + width - 1) : undefined, updates: { spreadsheetId, updatedRange, updatedRows: count, updatedColumns: width, updatedCells: count * width } });
    }
    if (action === ":clear" && request.method === "POST") {
      for (let r = parsed.firstRow; r <= lastRow && r < grid.length; r++) {
        const row = grid[r] ?? [];
        const end = parsed.lastCol === undefined ? row.length - 1 : parsed.lastCol;
        for (let c = parsed.firstCol; c <= end && c < row.length; c++) row[c] = undefined;
      }
      return send(response, 200, { spreadsheetId, clearedRange: range });
    }
    if (request.method === "PUT" && !action) {
      const rows = writeRows(grid, parsed.firstRow, parsed.firstCol, values, option as string);
      return send(response, 200, { spreadsheetId, updatedRange: a1(parsed.sheet, parsed.firstRow, parsed.firstCol, parsed.firstRow + rows.length - 1, parsed.firstCol + width - 1), updatedRows: rows.length });
    }
    return send(response, 405, googleError(405, "Method not allowed", "INVALID_ARGUMENT"));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const gridOf = (spreadsheetId: string, sheetName: string) => spreadsheets.get(spreadsheetId)?.get(sheetName) ?? [];
  return {
    rootUrl: `http://127.0.0.1:${port}/`,
    requests,
    unsafeWrites,
    setSheet(spreadsheetId, sheetName, rows) {
      const sheets = spreadsheets.get(spreadsheetId) ?? new Map<string, Grid>();
      sheets.set(sheetName, rows.map((row) => row.map((value) => (value === "" ? undefined : typed(value)))));
      spreadsheets.set(spreadsheetId, sheets);
    },
    sheet(spreadsheetId, sheetName) {
      return gridOf(spreadsheetId, sheetName).map((row) => Array.from(row ?? [], (cell) => cell?.value ?? ""));
    },
    formulaAt(spreadsheetId, sheetName, row, column) {
      return gridOf(spreadsheetId, sheetName)[row]?.[column]?.formula;
    },
    failNext(status, times = 1, when) {
      failures = { status, times, when };
    },
    get stalled() {
      return control.stalled;
    },
    set stalled(value: boolean) {
      control.stalled = value;
    },
    async releaseHeld() {
      for (const release of held.splice(0)) release();
      // What follows the wait in the handler runs at once (the body was read before), so one turn does it.
      await new Promise((resolve) => setImmediate(resolve));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (unsafeWrites.length) throw new Error(`An adapter wrote user text as a formula with USER_ENTERED: ${unsafeWrites.join(" | ")}`);
    },
  };
}
