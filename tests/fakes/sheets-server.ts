/**
 * A local stand-in for the Google Sheets v4 API, enough for our adapters: values get, append, update and
 * clear, and spreadsheet metadata. Start it on port 0 and pass `rootUrl` to the official client.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization?: string };

type Spreadsheets = Map<string, Map<string, string[][]>>;

export type FakeSheetsServer = {
  rootUrl: string;
  requests: FakeRequest[];
  /** Sets a whole sheet (creating the spreadsheet when needed). */
  setSheet(spreadsheetId: string, sheetName: string, rows: string[][]): void;
  sheet(spreadsheetId: string, sheetName: string): string[][];
  /** The next `times` requests answer with this status and a Google-style error body. */
  failNext(status: number, times?: number, when?: (request: FakeRequest) => boolean): void;
  close(): Promise<void>;
};

const columnIndex = (letters: string) => [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

type ParsedRange = { sheet: string; firstRow: number; firstCol: number; lastRow?: number; lastCol?: number };

function parseRange(raw: string, sheets: Map<string, string[][]>): ParsedRange | undefined {
  const bang = raw.lastIndexOf("!");
  let sheet = bang >= 0 ? raw.slice(0, bang) : raw;
  let cells = bang >= 0 ? raw.slice(bang + 1) : "";
  if (bang < 0 && !sheets.has(sheet.replace(/^'|'$/g, ""))) {
    // "A1:J4" alone refers to the first sheet.
    cells = raw;
    sheet = [...sheets.keys()][0] ?? "";
  }
  sheet = sheet.replace(/^'|'$/g, "").replaceAll("''", "'");
  if (!sheets.has(sheet)) return undefined;
  if (!cells) return { sheet, firstRow: 0, firstCol: 0 };
  const match = /^([A-Z]+)(\d*)(?::([A-Z]+)(\d*))?$/i.exec(cells);
  if (!match) return undefined;
  const [, c1, r1, c2, r2] = match;
  return {
    sheet,
    firstCol: columnIndex(c1 as string),
    firstRow: r1 ? Number(r1) - 1 : 0,
    lastCol: c2 ? columnIndex(c2) : r1 ? columnIndex(c1 as string) : undefined,
    lastRow: r2 ? Number(r2) - 1 : c2 ? undefined : r1 ? Number(r1) - 1 : undefined,
  };
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

const asCells = (values: unknown): string[][] =>
  Array.isArray(values) ? values.map((row) => (Array.isArray(row) ? row.map((cell) => (cell === null ? "" : String(cell))) : [])) : [];

export async function startFakeSheetsServer(): Promise<FakeSheetsServer> {
  const spreadsheets: Spreadsheets = new Map();
  const requests: FakeRequest[] = [];
  let failures: { status: number; times: number; when?: (request: FakeRequest) => boolean } | undefined;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await readBody(request);
    requests.push({ method: request.method ?? "GET", path: decodeURIComponent(url.pathname), query: url.searchParams, body, authorization: request.headers.authorization });
    if (failures && failures.times > 0 && (!failures.when || failures.when(requests[requests.length - 1] as FakeRequest))) {
      failures.times -= 1;
      const status = failures.status;
      return send(response, status, googleError(status, status === 403 ? "The caller does not have permission" : "Backend Error", status === 403 ? "PERMISSION_DENIED" : "INTERNAL"));
    }
    const match = /^\/v4\/spreadsheets\/([^/]+)(?:\/values\/(.+?))?(:append|:clear)?$/.exec(decodeURIComponent(url.pathname));
    if (!match) return send(response, 404, googleError(404, "Not found", "NOT_FOUND"));
    const [, spreadsheetId, range, action] = match;
    const sheets = spreadsheets.get(spreadsheetId as string);
    if (!sheets) return send(response, 404, googleError(404, "Requested entity was not found.", "NOT_FOUND"));

    if (!range) {
      return send(response, 200, { spreadsheetId, sheets: [...sheets.keys()].map((title, index) => ({ properties: { sheetId: index, title } })) });
    }
    const parsed = parseRange(range, sheets);
    if (!parsed) return send(response, 400, googleError(400, `Unable to parse range: ${range}`, "INVALID_ARGUMENT"));
    const grid = sheets.get(parsed.sheet) as string[][];
    const lastRow = parsed.lastRow ?? Math.max(grid.length - 1, parsed.firstRow);

    if (request.method === "GET") {
      const values = grid
        .slice(parsed.firstRow, lastRow + 1)
        .map((row) => row.slice(parsed.firstCol, parsed.lastCol === undefined ? undefined : parsed.lastCol + 1));
      while (values.length && values[values.length - 1]?.every((cell) => cell === "")) values.pop();
      return send(response, 200, { range, majorDimension: "ROWS", ...(values.length ? { values } : {}) });
    }
    const rows = asCells((body as { values?: unknown } | undefined)?.values);
    const writeAt = (start: number) => {
      rows.forEach((row, offset) => {
        const target = grid[start + offset] ?? [];
        row.forEach((cell, column) => {
          target[parsed.firstCol + column] = cell;
        });
        for (let i = 0; i < target.length; i++) target[i] ??= "";
        grid[start + offset] = target;
      });
    };
    if (action === ":append" && request.method === "POST") {
      let next = grid.length;
      while (next > 0 && (grid[next - 1] ?? []).every((cell) => cell === "")) next -= 1;
      writeAt(Math.max(next, parsed.firstRow));
      return send(response, 200, { spreadsheetId, updates: { updatedRows: rows.length } });
    }
    if (action === ":clear" && request.method === "POST") {
      for (let r = parsed.firstRow; r <= lastRow && r < grid.length; r++) {
        const row = grid[r] as string[];
        const end = parsed.lastCol === undefined ? row.length - 1 : parsed.lastCol;
        for (let c = parsed.firstCol; c <= end && c < row.length; c++) row[c] = "";
      }
      return send(response, 200, { spreadsheetId, clearedRange: range });
    }
    if (request.method === "PUT") {
      writeAt(parsed.firstRow);
      return send(response, 200, { spreadsheetId, updatedRange: range, updatedRows: rows.length });
    }
    return send(response, 405, googleError(405, "Method not allowed", "INVALID_ARGUMENT"));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    rootUrl: `http://127.0.0.1:${port}/`,
    requests,
    setSheet(spreadsheetId, sheetName, rows) {
      const sheets = spreadsheets.get(spreadsheetId) ?? new Map<string, string[][]>();
      sheets.set(sheetName, rows.map((row) => [...row]));
      spreadsheets.set(spreadsheetId, sheets);
    },
    sheet(spreadsheetId, sheetName) {
      return spreadsheets.get(spreadsheetId)?.get(sheetName) ?? [];
    },
    failNext(status, times = 1, when) {
      failures = { status, times, when };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
