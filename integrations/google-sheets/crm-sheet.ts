import type { CrmRecord, StoredCrmRecord } from "../../common/crm/crm-record.js";
import type { CrmStatus } from "../../common/crm/crm.schema.js";
import { VendorError } from "../vendor-error.js";
import { type CellValue, rangeIn, type SheetsGateway } from "./sheets-gateway.js";

/** Row 1 of the CRM sheet. Columns A..J in the spec's order. */
export const crmSheetHeader = ["Empresa", "Contacto", "Email", "Teléfono", "Dirección", "Estado", "Proyectos", "Ingresos", "Último Contacto", "Notas"];

/** The 3 sample rows that 'Configurar hoja' writes under the header (A1:J4). */
export const crmSampleRows: CellValue[][] = [
  ["Pinturas del Valle S.A.S.", "Laura Gómez", "laura@pinturasdelvalle.co", "(602) 555-0101", "Calle 5 # 40-20, Cali", "active", 3, 4500000, "2026-11-02", "Cliente desde 2024"],
  ["Colegio Arcoíris", "Andrés Pérez", "andres@colegioarcoiris.edu.co", "310 555 0102", "Carrera 15 # 93-60, Bogotá", "prospect", 0, 0, "2026-11-10", "Pidió una cotización"],
  ["Fundación Brújula", "María Rodríguez", "maria@fundacionbrujula.org", "604-555-0103", "Calle 10 # 43-12, Medellín", "inactive", 1, 1200000, "2026-06-15", "Proyecto terminado"],
];

/** Incoming status text: active/activo, prospect/prospecto, inactive/inactivo; anything else is a prospect. */
export function normaliseCrmStatus(value: unknown): CrmStatus {
  const word = String(value ?? "")
    .trim()
    .toLowerCase();
  if (word === "active" || word === "activo") return "active";
  if (word === "inactive" || word === "inactivo") return "inactive";
  return "prospect";
}

/**
 * A sheet cell as a whole number: "1500000", "$ 1.500.000", "1,500,000.00" or "" (0). Colombian
 * sheets use dots for thousands; one separator followed by exactly three digits is read as thousands.
 */
export function parseSheetNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value) : 0;
  const raw = String(value ?? "").replace(/[^0-9.,-]/g, "");
  if (!raw) return 0;
  const lastDot = raw.lastIndexOf(".");
  const lastComma = raw.lastIndexOf(",");
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    normalised = raw.replaceAll(thousands, "").replace(decimal, ".");
  } else {
    const separator = lastDot >= 0 ? "." : lastComma >= 0 ? "," : "";
    if (!separator) normalised = raw;
    else {
      const parts = raw.split(separator);
      const thousands = parts.length > 2 || (parts[1]?.length ?? 0) === 3;
      normalised = thousands ? parts.join("") : raw.replace(separator, ".");
    }
  }
  const number = Number.parseFloat(normalised);
  return Number.isFinite(number) ? Math.max(0, Math.round(number)) : 0;
}

const statusText = (error: VendorError) => `${error.status} ${error.details.statusText ?? ""}`.trim();

/** Google's failure with the spec's message; an unreachable server (status 0) is "Error de conexión". */
function failure(error: unknown, prefix: string | null): VendorError {
  if (!(error instanceof VendorError)) return new VendorError("failed", prefix ? `${prefix}: ${String((error as Error)?.message ?? error)}` : "Error de conexión");
  if (error.status === 0) return new VendorError(error.failure, "Error de conexión", error.details);
  return new VendorError(error.failure, prefix ? `${prefix}: ${statusText(error)}` : "Error al eliminar cliente de Google Sheets", error.details);
}

async function mapped<T>(prefix: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw failure(error, prefix);
  }
}

function toRow(record: CrmRecord): CellValue[] {
  return [
    record.name,
    record.contactPerson,
    record.email,
    record.phone,
    record.address,
    record.status,
    record.totalProjects,
    record.totalRevenue,
    record.lastContact,
    record.notes,
  ];
}

/** A sheet row (already text) as a client; a row with every cell empty is a deleted client. */
export function fromSheetRow(cells: string[], rowIndex: number): StoredCrmRecord | undefined {
  const cell = (i: number) => (cells[i] ?? "").trim();
  if (cells.every((value) => (value ?? "").trim() === "")) return undefined;
  return {
    rowIndex,
    name: cell(0),
    contactPerson: cell(1),
    email: cell(2),
    phone: cell(3),
    address: cell(4),
    status: normaliseCrmStatus(cell(5)),
    totalProjects: parseSheetNumber(cell(6)),
    totalRevenue: parseSheetNumber(cell(7)),
    lastContact: cell(8),
    notes: cell(9),
  };
}

export type CrmSheetOptions = { gateway: SheetsGateway; spreadsheetId: string; sheetName: string };

/**
 * The CRM on a Google Sheet: columns A..J, clients from row 2, rowIndex = sheet row number. Append
 * uses USER_ENTERED, update writes A{row}:J{row}, delete clears the row (rows below keep their number).
 * It fits the crm domain's CrmStore port; failures are VendorErrors worded in the spec's Spanish.
 */
export function createCrmSheetStore(options: CrmSheetOptions) {
  const { gateway, spreadsheetId, sheetName } = options;
  const range = (cells: string) => rangeIn(sheetName, cells);
  const rowRange = (row: number) => range(`A${row}:J${row}`);
  const writable = () => {
    if (!gateway.canWrite) throw new VendorError("read-only", "Con una clave de API, Google solo permite leer la hoja.");
  };

  async function list(): Promise<StoredCrmRecord[]> {
    const rows = await mapped("Error al obtener clientes del CRM", () => gateway.readValues(spreadsheetId, range("A2:J")));
    return rows.flatMap((cells, i) => fromSheetRow(cells, i + 2) ?? []);
  }

  async function find(rowIndex: number, prefix = "Error al obtener clientes del CRM") {
    const rows = await mapped(prefix, () => gateway.readValues(spreadsheetId, rowRange(rowIndex)));
    return fromSheetRow(rows[0] ?? [], rowIndex);
  }

  return {
    kind: "sheets" as const,
    sheetName,
    canWrite: gateway.canWrite,
    firstRow: 2,
    list,
    find: (rowIndex: number) => find(rowIndex),
    async append(record: CrmRecord): Promise<StoredCrmRecord> {
      writable();
      await mapped("Error al agregar cliente", () => gateway.appendRow(spreadsheetId, range("A:J"), toRow(record)));
      // Google appends below the last row with data, so the new client is the lowest row with its name.
      const after = await list().catch(() => []);
      const added = after.filter((client) => client.name === record.name).at(-1);
      return added ?? { ...record, rowIndex: after.reduce((max, client) => Math.max(max, client.rowIndex), 1) + 1 };
    },
    async update(rowIndex: number, record: CrmRecord) {
      writable();
      if (!(await find(rowIndex, "Error al actualizar cliente"))) return false;
      await mapped("Error al actualizar cliente", () => gateway.writeValues(spreadsheetId, rowRange(rowIndex), [toRow(record)]));
      return true;
    },
    async remove(rowIndex: number) {
      writable();
      if (!(await find(rowIndex, "Error al obtener clientes del CRM"))) return false;
      await mapped(null, () => gateway.clearValues(spreadsheetId, rowRange(rowIndex)));
      return true;
    },
    async testConnection() {
      let sheets: string[];
      try {
        sheets = await gateway.sheetTitles(spreadsheetId);
      } catch (error) {
        const detail = error instanceof VendorError && error.status !== 0 ? ` (${statusText(error)})` : "";
        return { ok: false, message: `Error de conexión${detail}`, sheets: [] };
      }
      if (!sheets.includes(sheetName)) {
        const available = sheets.length ? ` Hojas disponibles: ${sheets.join(", ")}.` : "";
        return { ok: false, message: `Hoja '${sheetName}' no encontrada.${available}`, sheets };
      }
      return { ok: true, message: `Conexión exitosa con la hoja '${sheetName}'.`, sheets };
    },
    async setup() {
      writable();
      const check = await this.testConnection();
      if (!check.ok) throw new VendorError("setup", check.message);
      const existing = await mapped("Error al obtener clientes del CRM", () => gateway.readValues(spreadsheetId, range("A2:J4")));
      if (existing.some((cells) => cells.some((value) => value.trim() !== ""))) {
        // Setup writes A1:J4; it never overwrites clients already in those rows.
        throw new VendorError("setup", `La hoja '${sheetName}' ya tiene clientes en las filas 2 a 4; no se sobrescriben.`);
      }
      await mapped("Error al actualizar cliente", () => gateway.writeValues(spreadsheetId, range("A1:J4"), [crmSheetHeader, ...crmSampleRows]));
      return { message: `Hoja '${sheetName}' configurada con el encabezado y 3 clientes de ejemplo.` };
    },
  };
}
