import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { AppError } from "../../lib/errors.js";
import { withVendorAnswers } from "../../lib/vendor-errors.js";
import {
  type CrmClient,
  type CrmClientInput,
  type CrmClientUpdateInput,
  type CrmConnectionResult,
  type CrmSource,
  type CrmStatus,
  crmMessages as m,
} from "../../../common/crm/crm.schema.js";
import { todayIso } from "../../../common/crm/crm-format.js";
import type { CrmRecord, StoredCrmRecord } from "../../../common/crm/crm-record.js";
import { type CrmStore, crmVendorAnswers } from "./crm.port.js";

export type CrmServiceDeps = {
  db: Db;
  config: AppConfig;
  /** Google Sheets or Tribu's database, as server/adapters.ts chose (tests hand in their own). */
  store: CrmStore;
};

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

export type CrmService = ReturnType<typeof createCrmService>;

/** CRM client management ('Clientes'): admin only, as in the route table. */
export function createCrmService(deps: CrmServiceDeps) {
  const store = withVendorAnswers(deps.store, crmVendorAnswers);

  const assertAdmin = (actor: Actor | null): void => assertAllowed(isAdmin(requireActor(actor)));

  /** A row index (a whole number, checked by the schema) no lower than the first client row (2 in a sheet, 1 in the database). */
  function rowIndexOf(rowIndex: number, message: string): number {
    if (rowIndex < store.firstRow) throw new AppError("BAD_REQUEST", message, { fields: { rowIndex: message } });
    return rowIndex;
  }

  async function existing(rowIndex: number): Promise<StoredCrmRecord> {
    const found = await store.find(rowIndex);
    if (!found) throw new AppError("NOT_FOUND", m.notFound);
    return found;
  }

  async function write(rowIndex: number, record: CrmRecord): Promise<CrmClient> {
    const written = await store.update(rowIndex, record);
    if (!written) throw new AppError("NOT_FOUND", m.notFound);
    return toClient({ ...record, rowIndex });
  }

  async function list(actor: Actor | null): Promise<CrmClient[]> {
    assertAdmin(actor);
    const records = await store.list();
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
      const stored = await store.append(record);
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
      const removed = await store.remove(rowIndex);
      if (!removed) throw new AppError("NOT_FOUND", m.notFound);
    },

    async testConnection(actor: Actor | null): Promise<CrmConnectionResult> {
      assertAdmin(actor);
      return store.testConnection();
    },

    /** Prepares the sheet; the store says what it did. */
    async setup(actor: Actor | null): Promise<{ message: string }> {
      assertAdmin(actor);
      const result = await store.setup();
      return { message: result.message };
    },

    /** The 'Exportar PDF' report: every client, the stats of the screen, COP without decimals. */
    async report(actor: Actor | null): Promise<{ filename: string; pdf: Buffer }> {
      const clients = await list(actor);
      const generatedAt = new Date();
      try {
        // The PDF renderer loads with the first PDF, not with the server (issue 24).
        const { renderCrmReport } = await import("./crm-report.pdf.js");
        const pdf = await renderCrmReport({ clients, generatedAt, schoolName: deps.config.school.name });
        return { filename: `reporte-crm-${todayIso(generatedAt)}.pdf`, pdf };
      } catch {
        throw new AppError("INTERNAL_SERVER_ERROR", m.reportFailed);
      }
    },
  };
}
