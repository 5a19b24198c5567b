import { createCrmSheetStore } from "../../../integrations/google-sheets/crm-sheet.js";
import { createSheetsGateway } from "../../../integrations/google-sheets/sheets-gateway.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, requireRole } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import {
  type CrmClient,
  type CrmClientInput,
  type CrmClientUpdateInput,
  type CrmConnectionResult,
  type CrmSource,
  type CrmStatus,
  crmMessages as m,
} from "../../../common/crm/crm.schema.js";
import { renderCrmReport } from "./crm-report.pdf.js";
import { createCrmLocalStore } from "./crm-local-store.js";
import { type CrmRecord, type CrmStore, CrmStoreError, type StoredCrmRecord, todayIso } from "./crm-store.js";

export type CrmServiceDeps = {
  db: Db;
  config: AppConfig;
  /** Tests (and tools) hand in a store; otherwise configuration decides between Google Sheets and the database. */
  store?: CrmStore;
};

/** Google Sheets when credentials AND the CRM spreadsheet id are set; otherwise Tribu's database. */
export function crmStoreFor(db: Db, config: AppConfig): CrmStore {
  const { credentials, rootUrl, crm } = config.googleSheets;
  if (credentials && crm.spreadsheetId) {
    const gateway = createSheetsGateway({ credentials, rootUrl });
    return createCrmSheetStore({ gateway, spreadsheetId: crm.spreadsheetId, sheetName: crm.sheetName });
  }
  return createCrmLocalStore(db);
}

function toClient(record: StoredCrmRecord): CrmClient {
  return {
    id: String(record.rowIndex),
    name: record.name,
    contactPerson: record.contactPerson,
    email: record.email,
    phone: record.phone,
    address: record.address,
    status: record.status,
    totalProjects: record.totalProjects,
    totalRevenue: record.totalRevenue,
    lastContact: record.lastContact,
    notes: record.notes,
    rowIndex: record.rowIndex,
  };
}

/** Storage failures keep their Spanish message; Google's own refusals are a 502, never a generic 500. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CrmStoreError) {
      if (error.kind === "read-only") throw new AppError("BAD_REQUEST", m.readOnly);
      if (error.kind === "refused") throw new AppError("CONFLICT", error.message);
      throw new AppError("BAD_GATEWAY", error.message);
    }
    throw error;
  }
}

export type CrmService = ReturnType<typeof createCrmService>;

/** CRM client management ('Clientes'): admin only, as in the route table. */
export function createCrmService(deps: CrmServiceDeps) {
  const store = deps.store ?? crmStoreFor(deps.db, deps.config);

  const assertAdmin = (actor: Actor | null) => requireRole(actor, "admin");

  /** A row index (a whole number, checked by the schema) no lower than the first client row (2 in a sheet, 1 in the database). */
  function rowIndexOf(rowIndex: number, message: string): number {
    if (rowIndex < store.firstRow) throw new AppError("BAD_REQUEST", message, { fields: { rowIndex: message } });
    return rowIndex;
  }

  async function existing(rowIndex: number): Promise<StoredCrmRecord> {
    const found = await guarded(() => store.find(rowIndex));
    if (!found) throw new AppError("NOT_FOUND", m.notFound);
    return found;
  }

  async function write(rowIndex: number, record: CrmRecord): Promise<CrmClient> {
    const written = await guarded(() => store.update(rowIndex, record));
    if (!written) throw new AppError("NOT_FOUND", m.notFound);
    return toClient({ ...record, rowIndex });
  }

  async function list(actor: Actor | null): Promise<CrmClient[]> {
    assertAdmin(actor);
    const records = await guarded(() => store.list());
    return records.map(toClient);
  }

  return {
    assertAdmin,

    source(actor: Actor | null): CrmSource {
      assertAdmin(actor);
      return { source: store.kind, sheetName: store.sheetName, canWrite: store.canWrite };
    },

    list,

    /** A new client starts with 0 projects, 0 revenue and today's date as last contact. */
    async create(actor: Actor | null, input: CrmClientInput): Promise<{ client: CrmClient }> {
      assertAdmin(actor);
      const record: CrmRecord = { ...input, totalProjects: 0, totalRevenue: 0, lastContact: todayIso() };
      const stored = await guarded(() => store.append(record));
      return { client: toClient(stored) };
    },

    async update(actor: Actor | null, input: CrmClientUpdateInput): Promise<{ client: CrmClient }> {
      assertAdmin(actor);
      const rowIndex = rowIndexOf(input.rowIndex, m.badUpdateIndex);
      const before = await existing(rowIndex);
      const client = await write(rowIndex, {
        name: input.name,
        contactPerson: input.contactPerson,
        email: input.email,
        phone: input.phone,
        address: input.address,
        status: input.status,
        notes: input.notes,
        totalProjects: input.totalProjects ?? before.totalProjects,
        totalRevenue: input.totalRevenue ?? before.totalRevenue,
        lastContact: input.lastContact ?? before.lastContact,
      });
      return { client };
    },

    async setStatus(actor: Actor | null, input: { rowIndex: number; status: CrmStatus }): Promise<{ client: CrmClient }> {
      assertAdmin(actor);
      const rowIndex = rowIndexOf(input.rowIndex, m.badUpdateIndex);
      const { rowIndex: _row, ...before } = await existing(rowIndex);
      return { client: await write(rowIndex, { ...before, status: input.status }) };
    },

    async remove(actor: Actor | null, input: { rowIndex: number }): Promise<void> {
      assertAdmin(actor);
      const rowIndex = rowIndexOf(input.rowIndex, m.badDeleteIndex);
      const removed = await guarded(() => store.remove(rowIndex));
      if (!removed) throw new AppError("NOT_FOUND", m.notFound);
    },

    async testConnection(actor: Actor | null): Promise<CrmConnectionResult> {
      assertAdmin(actor);
      return guarded(() => store.testConnection());
    },

    /** Prepares the sheet; the store says what it did. */
    async setup(actor: Actor | null): Promise<{ message: string }> {
      assertAdmin(actor);
      const result = await guarded(() => store.setup());
      return { message: result.message };
    },

    /** The 'Exportar PDF' report: every client, the stats of the screen, COP without decimals. */
    async report(actor: Actor | null): Promise<{ filename: string; pdf: Buffer }> {
      const clients = await list(actor);
      const generatedAt = new Date();
      try {
        const pdf = await renderCrmReport({ clients, generatedAt, schoolName: deps.config.school.name });
        return { filename: `reporte-crm-${todayIso(generatedAt)}.pdf`, pdf };
      } catch {
        throw new AppError("INTERNAL_SERVER_ERROR", m.reportFailed);
      }
    },
  };
}
