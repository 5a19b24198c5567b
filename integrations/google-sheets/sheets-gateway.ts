import { auth as googleAuth, sheets, type sheets_v4 } from "@googleapis/sheets";
import { failureFromStatus, VendorError } from "../vendor-error.js";

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
};

export type CellValue = string | number | boolean;

export type SheetsGateway = {
  /** False with an API key: Google only allows reads then. */
  readonly canWrite: boolean;
  readValues(spreadsheetId: string, range: string): Promise<string[][]>;
  appendRow(spreadsheetId: string, range: string, row: CellValue[]): Promise<void>;
  writeValues(spreadsheetId: string, range: string, rows: CellValue[][]): Promise<void>;
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
function asVendorError(error: unknown): VendorError {
  const failure = error as { status?: number; code?: number | string; response?: { status?: number; statusText?: string }; message?: string };
  const status = failure.response?.status ?? (typeof failure.status === "number" ? failure.status : 0);
  const statusText = failure.response?.statusText ?? (status === 0 ? "Sin conexión" : "");
  return new VendorError(failureFromStatus(status), failure.message ?? "Error de conexión", { status, statusText });
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asVendorError(error);
  }
}

const asText = (cell: unknown) => (cell === null || cell === undefined ? "" : String(cell));

export function createSheetsGateway(options: SheetsGatewayOptions): SheetsGateway {
  const api = clientFor(options);
  // Failing fast keeps the screens responsive; a GET on a 5xx is still retried by the client.
  const requestOptions = { retryConfig: { retry: 1 } };
  return {
    canWrite: options.credentials.kind !== "api-key",
    async readValues(spreadsheetId, range) {
      const response = await call(() => api.spreadsheets.values.get({ spreadsheetId, range }, requestOptions));
      return (response.data.values ?? []).map((row) => row.map(asText));
    },
    async appendRow(spreadsheetId, range, row) {
      await call(() =>
        api.spreadsheets.values.append({
          spreadsheetId,
          range,
          valueInputOption: "USER_ENTERED",
          insertDataOption: "INSERT_ROWS",
          requestBody: { values: [row] },
        }),
      );
    },
    async writeValues(spreadsheetId, range, rows) {
      await call(() =>
        api.spreadsheets.values.update({ spreadsheetId, range, valueInputOption: "USER_ENTERED", requestBody: { values: rows } }),
      );
    },
    async clearValues(spreadsheetId, range) {
      await call(() => api.spreadsheets.values.clear({ spreadsheetId, range, requestBody: {} }));
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
