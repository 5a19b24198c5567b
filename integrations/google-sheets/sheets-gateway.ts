import { auth as googleAuth, sheets, type sheets_v4 } from "@googleapis/sheets";
import { defaultVendorTimeoutMs, failureFromStatus, isTimeout, timedOut, VendorError, vendorCalls } from "../vendor-error.js";

/**
 * The one door to the Google Sheets values API, over the official client. The CRM, product catalogue
 * and to-do adapters build on it; services never see Google types.
 */
export type SheetsCredentials =
  | { kind: "service-account"; keyFile: string }
  | { kind: "api-key"; apiKey: string }
  /** Tests and tools: an already-issued OAuth access token. */
  | { kind: "access-token"; accessToken: string };

export type SheetsGatewayOptions = {
  credentials: SheetsCredentials;
  /** Where the API lives; tests point it at a local fake (with a trailing slash). */
  rootUrl?: string;
  /** How long one call to Google may take before the admin reads that Google Sheets did not answer. */
  timeoutMs?: number;
};

export type CellValue = string | number | boolean;

export type SheetsGateway = {
  /** False with an API key: Google only allows reads then. */
  readonly canWrite: boolean;
  /**
   * The cells as they are, whatever the sheet's locale: numbers and booleans typed, dates as serial
   * numbers (read them with sheet-cells.ts), "" for an empty cell inside a row.
   */
  readValues(spreadsheetId: string, range: string): Promise<CellValue[][]>;
  /** Appends below the range's table (inserting rows, never overwriting); answers the sheet row it used. */
  appendRow(spreadsheetId: string, range: string, row: CellValue[]): Promise<{ row: number }>;
  /** A null cell is left as it is. */
  writeValues(spreadsheetId: string, range: string, rows: (CellValue | null)[][]): Promise<void>;
  clearValues(spreadsheetId: string, range: string): Promise<void>;
  sheetTitles(spreadsheetId: string): Promise<string[]>;
};

const scopes = ["https://www.googleapis.com/auth/spreadsheets"];

function clientFor(options: SheetsGatewayOptions): sheets_v4.Sheets {
  const { credentials, rootUrl } = options;
  const common = { version: "v4" as const, ...(rootUrl ? { rootUrl } : {}) };
  if (credentials.kind === "api-key") return sheets({ ...common, auth: credentials.apiKey });
  if (credentials.kind === "service-account") {
    return sheets({ ...common, auth: new googleAuth.GoogleAuth({ keyFile: credentials.keyFile, scopes }) });
  }
  const oauth = new googleAuth.OAuth2();
  oauth.setCredentials({ access_token: credentials.accessToken });
  return sheets({ ...common, auth: oauth });
}

/** A failed call to Google, with the HTTP status (0 when the server could not be reached). */
function asVendorError(error: unknown, timeoutMs: number): VendorError {
  if (isTimeout(error)) return timedOut("Google Sheets", timeoutMs);
  const failure = error as { status?: number; code?: number | string; response?: { status?: number; statusText?: string }; message?: string };
  const status = failure.response?.status ?? (typeof failure.status === "number" ? failure.status : 0);
  const statusText = failure.response?.statusText ?? (status === 0 ? "Sin conexión" : "");
  return new VendorError(failureFromStatus(status), failure.message ?? "Error de conexión", { status, statusText });
}


const asCell = (cell: unknown): CellValue => (typeof cell === "number" || typeof cell === "boolean" ? cell : cell === null || cell === undefined ? "" : String(cell));

/**
 * User text is written RAW: with USER_ENTERED Google would run "=HYPERLINK(…)" as a formula, read
 * "- llamar" as a broken one and turn the phone "0057…" into a number. Numbers and booleans sent as
 * JSON stay numbers and booleans either way.
 */
const valueInputOption = "RAW";

/** "'Clientes'!A7:K7" (the append's updatedRange) is row 7. */
export function firstRowOf(updatedRange: string | null | undefined): number | undefined {
  const match = /!\$?[A-Z]+\$?(\d+)/i.exec(updatedRange ?? "");
  return match ? Number(match[1]) : undefined;
}

export function createSheetsGateway(options: SheetsGatewayOptions): SheetsGateway {
  const api = clientFor(options);
  const timeout = options.timeoutMs ?? defaultVendorTimeoutMs;
  const call = vendorCalls((error) => asVendorError(error, timeout));
  // Failing fast keeps the screens responsive: a GET on a 5xx is still retried once by the client, a
  // call Google never answered is not (that would double the admin's wait). Writes are never retried.
  const requestOptions = { retryConfig: { retry: 1, noResponseRetries: 0 }, timeout };
  const writeOptions = { retry: false, timeout };
  return {
    canWrite: options.credentials.kind !== "api-key",
    async readValues(spreadsheetId, range) {
      const response = await call(() =>
        api.spreadsheets.values.get({ spreadsheetId, range, valueRenderOption: "UNFORMATTED_VALUE", dateTimeRenderOption: "SERIAL_NUMBER" }, requestOptions),
      );
      return (response.data.values ?? []).map((row) => row.map(asCell));
    },
    async appendRow(spreadsheetId, range, row) {
      const response = await call(() =>
        api.spreadsheets.values.append({ spreadsheetId, range, valueInputOption, insertDataOption: "INSERT_ROWS", requestBody: { values: [row] } }, writeOptions),
      );
      const written = firstRowOf(response.data.updates?.updatedRange);
      if (!written) throw new VendorError("failed", "Google Sheets no dijo en qué fila guardó los datos.", { status: response.status });
      return { row: written };
    },
    async writeValues(spreadsheetId, range, rows) {
      await call(() =>
        api.spreadsheets.values.update({ spreadsheetId, range, valueInputOption, requestBody: { values: rows } }, writeOptions),
      );
    },
    async clearValues(spreadsheetId, range) {
      await call(() => api.spreadsheets.values.clear({ spreadsheetId, range, requestBody: {} }, writeOptions));
    },
    async sheetTitles(spreadsheetId) {
      const response = await call(() =>
        api.spreadsheets.get({ spreadsheetId, fields: "sheets.properties.title", includeGridData: false }, requestOptions),
      );
      return (response.data.sheets ?? []).map((sheet) => sheet.properties?.title ?? "").filter(Boolean);
    },
  };
}

/** "Clientes" becomes "'Clientes'!A2:J": sheet names with spaces or accents need the quotes. */
export function rangeIn(sheetName: string, cells: string): string {
  return `'${sheetName.replaceAll("'", "''")}'!${cells}`;
}
