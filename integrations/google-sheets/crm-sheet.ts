import type { CrmRecord, StoredCrmRecord } from "../../common/crm/crm-record.js";
import type { CrmStatus } from "../../common/crm/crm.schema.js";
import { VendorError } from "../vendor-error.js";
import { dateOf, foreignColumns, idColumnWithGaps, isBlankRow, nextRowId, rowWithId, type SheetRow, sheetRows, textOf } from "./sheet-rows.js";
import { oneAppendAtATime } from "./one-append-at-a-time.js";
import { type CellValue, rangeIn, type SheetsGateway } from "./sheets-gateway.js";

/** Row 1 of the CRM sheet. Columns A..J in the spec's order; K holds each client's stable ID. */
export const crmSheetHeader = ["Empresa", "Contacto", "Email", "Teléfono", "Dirección", "Estado", "Proyectos", "Ingresos", "Último Contacto", "Notas"];
export const crmIdHeader = "ID";
const idColumn = 10;

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

function toRow(record: CrmRecord, id: number): CellValue[] {
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
    id,
  ];
}

/** A filled sheet row as a client; `rowIndex` is the client's stable id (its ID cell), not its position. */
export function fromSheetRow(cells: CellValue[], rowIndex: number): StoredCrmRecord {
  return {
    rowIndex,
    name: textOf(cells[0]),
    contactPerson: textOf(cells[1]),
    email: textOf(cells[2]),
    phone: textOf(cells[3]),
    address: textOf(cells[4]),
    status: normaliseCrmStatus(textOf(cells[5])),
    totalProjects: parseSheetNumber(cells[6]),
    totalRevenue: parseSheetNumber(cells[7]),
    lastContact: dateOf(cells[8]),
    notes: textOf(cells[9]),
  };
}

export type CrmSheetOptions = { gateway: SheetsGateway; spreadsheetId: string; sheetName: string };

/**
 * The CRM on a Google Sheet: columns A..J in the spec's order and K the client's ID, clients from row
 * 2. A client is found by its ID before any update or delete, so rows inserted, sorted or cleared by
 * hand never make Tribu write over another client; rows from before the ID column keep their row
 * number as ID until 'Configurar hoja' writes it down. Values are written RAW (user text never runs as
 * a formula) and read unformatted. It fits the crm domain's CrmStore port; failures are VendorErrors
 * worded in the spec's Spanish.
 */
export function createCrmSheetStore(options: CrmSheetOptions) {
  const { gateway, spreadsheetId, sheetName } = options;
  const range = (cells: string) => rangeIn(sheetName, cells);
  const rowRange = (row: number) => range(`A${row}:K${row}`);
  const writable = () => {
    if (!gateway.canWrite) throw new VendorError("read-only", "Con una clave de API, Google solo permite leer la hoja.");
  };

  async function rows(prefix = "Error al obtener clientes del CRM"): Promise<SheetRow[]> {
    const values = await mapped(prefix, () => gateway.readValues(spreadsheetId, range("A2:K")));
    return sheetRows(values, 2, idColumn);
  }

  async function list(): Promise<StoredCrmRecord[]> {
    return (await rows()).map((row) => fromSheetRow(row.cells, row.id));
  }

  async function locate(id: number, prefix?: string): Promise<SheetRow | undefined> {
    return rowWithId(await rows(prefix), id);
  }

  return {
    kind: "sheets" as const,
    sheetName,
    canWrite: gateway.canWrite,
    firstRow: 2,
    list,
    async find(id: number) {
      const found = await locate(id);
      return found && fromSheetRow(found.cells, found.id);
    },
    async append(record: CrmRecord): Promise<StoredCrmRecord> {
      writable();
      return oneAppendAtATime(spreadsheetId, sheetName, async (claim) => {
        const id = claim(nextRowId(await rows("Error al agregar cliente"), 2));
        await mapped("Error al agregar cliente", () => gateway.appendRow(spreadsheetId, range("A:K"), toRow(record, id)));
        return { ...record, rowIndex: id };
      });
    },
    async update(id: number, record: CrmRecord) {
      writable();
      const found = await locate(id, "Error al actualizar cliente");
      if (!found) return false;
      await mapped("Error al actualizar cliente", () => gateway.writeValues(spreadsheetId, rowRange(found.row), [toRow(record, found.id)]));
      return true;
    },
    async remove(id: number) {
      writable();
      const found = await locate(id);
      if (!found) return false;
      // Cleared, not deleted: the other rows keep their place for anyone editing the sheet by hand.
      await mapped(null, () => gateway.clearValues(spreadsheetId, rowRange(found.row)));
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
    /**
     * An empty sheet gets the header and 3 sample clients. A sheet with Tribu's header keeps its
     * clients and gets the ID column; a sheet with other columns is refused, naming them.
     */
    async setup() {
      writable();
      const check = await this.testConnection();
      if (!check.ok) throw new VendorError("setup", check.message);
      const [header = []] = await mapped("Error al obtener clientes del CRM", () => gateway.readValues(spreadsheetId, range("A1:ZZ1")));
      const clients = await rows();
      if (isBlankRow(header)) {
        if (clients.some((row) => row.row <= 4)) {
          throw new VendorError("setup", `La hoja '${sheetName}' ya tiene clientes en las filas 2 a 4 y no tiene encabezado; no se sobrescriben.`);
        }
        const samples = crmSampleRows.map((row, i) => [...row, i + 2]);
        await mapped("Error al actualizar cliente", () => gateway.writeValues(spreadsheetId, range("A1:K4"), [[...crmSheetHeader, crmIdHeader], ...samples]));
        return { message: `Hoja '${sheetName}' configurada con el encabezado y 3 clientes de ejemplo.` };
      }
      const foreign = foreignColumns(header, [...crmSheetHeader, crmIdHeader]);
      if (foreign.length) {
        throw new VendorError(
          "setup",
          `La hoja '${sheetName}' tiene columnas que no son las del CRM: ${foreign.join(", ")}. Usa una hoja vacía o con las columnas ${[...crmSheetHeader, crmIdHeader].join(", ")}.`,
        );
      }
      const missing = clients.filter((row) => !row.hasId);
      const idCells = idColumnWithGaps(clients, 2);
      await mapped("Error al actualizar cliente", () => gateway.writeValues(spreadsheetId, range(`K1:K${idCells.length + 1}`), [[crmIdHeader], ...idCells]));
      return {
        message: missing.length
          ? `La hoja '${sheetName}' ya tenía el encabezado: se anotó el ID de ${missing.length} cliente${missing.length === 1 ? "" : "s"}.`
          : `La hoja '${sheetName}' ya estaba configurada.`,
      };
    },
  };
}
