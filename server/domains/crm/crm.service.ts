import type { z } from "zod";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { AppError, fieldErrorsFrom } from "../../lib/errors.js";
import { withVendorAnswers } from "../../lib/vendor-errors.js";
import {
  type CrmClient,
  type CrmClientInput,
  type CrmConnectionResult,
  type CrmSource,
  crmClientInput,
  crmClientUpdateInput,
  crmMessages as m,
  crmStatusInput,
} from "../../../common/crm/crm.schema.js";
import { todayIso } from "../../../common/crm/crm-format.js";
import type { CrmRecord, StoredCrmRecord } from "../../../common/crm/crm-record.js";
import { renderCrmReport } from "./crm-report.pdf.js";
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

/** Bad input is a 400 whose message is the first field's Spanish message (e.g. the phone rule). */
function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields = fieldErrorsFrom(parsed.error.issues);
    throw new AppError("BAD_REQUEST", Object.values(fields)[0] ?? m.nameRequired, { fields });
  }
  return parsed.data;
}

export type CrmService = ReturnType<typeof createCrmService>;

/** CRM client management ('Clientes'): admin only, as in the route table. */
export function createCrmService(deps: CrmServiceDeps) {
  const store = withVendorAnswers(deps.store, crmVendorAnswers);

  const assertAdmin = (actor: Actor | null): void => assertAllowed(isAdmin(requireActor(actor)));

  /** A row index is a whole number at or below the first client row (2 in a sheet, 1 in the database). */
  function rowIndexOf(raw: unknown, message: string): number {
    const value = typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < store.firstRow) {
      throw new AppError("BAD_REQUEST", message, { fields: { rowIndex: message } });
    }
    return value;
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
    async create(actor: Actor | null, raw: unknown): Promise<{ success: true; message: typeof m.added; client: CrmClient }> {
      assertAdmin(actor);
      const input: CrmClientInput = parse(crmClientInput, raw);
      const record: CrmRecord = { ...input, totalProjects: 0, totalRevenue: 0, lastContact: todayIso() };
      const stored = await store.append(record);
      return { success: true, message: m.added, client: toClient(stored) };
    },

    async update(actor: Actor | null, raw: unknown): Promise<{ success: true; message: typeof m.updated; client: CrmClient }> {
      assertAdmin(actor);
      const rowIndex = rowIndexOf((raw as { rowIndex?: unknown } | null)?.rowIndex, m.badUpdateIndex);
      const input = parse(crmClientUpdateInput, raw);
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
      return { success: true, message: m.updated, client };
    },

    async setStatus(actor: Actor | null, raw: unknown): Promise<{ success: true; message: typeof m.statusUpdated; client: CrmClient }> {
      assertAdmin(actor);
      const rowIndex = rowIndexOf((raw as { rowIndex?: unknown } | null)?.rowIndex, m.badUpdateIndex);
      const { status } = parse(crmStatusInput, raw);
      const { rowIndex: _row, ...before } = await existing(rowIndex);
      const client = await write(rowIndex, { ...before, status });
      return { success: true, message: m.statusUpdated, client };
    },

    async remove(actor: Actor | null, raw: unknown): Promise<{ success: true; message: typeof m.deleted }> {
      assertAdmin(actor);
      const rowIndex = rowIndexOf((raw as { rowIndex?: unknown } | null)?.rowIndex, m.badDeleteIndex);
      const removed = await store.remove(rowIndex);
      if (!removed) throw new AppError("NOT_FOUND", m.notFound);
      return { success: true, message: m.deleted };
    },

    async testConnection(actor: Actor | null): Promise<CrmConnectionResult> {
      assertAdmin(actor);
      return store.testConnection();
    },

    async setup(actor: Actor | null): Promise<{ success: true; message: string }> {
      assertAdmin(actor);
      const result = await store.setup();
      return { success: true, message: result.message };
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
