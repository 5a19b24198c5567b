import type { CrmRecord, StoredCrmRecord } from "../../../common/crm/crm-record.js";
import { type CrmConnectionResult, crmMessages as m } from "../../../common/crm/crm.schema.js";
import type { VendorAnswers } from "../../lib/vendor-errors.js";

/**
 * Where the CRM lives; the service depends on this only. createCrmSheetStore (integrations/google-sheets)
 * keeps it in a Google sheet, createCrmLocalStore (crm.local.ts) in Tribu's database; server/adapters.ts
 * picks one, so the service and the screen do not change when the configuration does.
 */
export type CrmStore = {
  readonly kind: "sheets" | "local";
  readonly sheetName: string | null;
  readonly canWrite: boolean;
  /** The lowest valid row index (2 in a sheet, below the header row; 1 in the database). */
  readonly firstRow: number;
  list(): Promise<StoredCrmRecord[]>;
  find(rowIndex: number): Promise<StoredCrmRecord | undefined>;
  append(record: CrmRecord): Promise<StoredCrmRecord>;
  /** False when there is no client at that index. */
  update(rowIndex: number, record: CrmRecord): Promise<boolean>;
  remove(rowIndex: number): Promise<boolean>;
  testConnection(): Promise<CrmConnectionResult>;
  setup(): Promise<{ message: string }>;
};

/**
 * The sheet adapter already words Google's failures in the spec's Spanish ("Error al obtener clientes
 * del CRM: 403 Forbidden"): they keep that message as a 502, never a generic 500. An API key cannot
 * write; a sheet that cannot be set up is a conflict.
 */
export const crmVendorAnswers: VendorAnswers = {
  "read-only": { code: "BAD_REQUEST", message: m.readOnly },
  "timed-out": m.timedOut,
  setup: (error) => ({ code: "CONFLICT", message: error.message }),
  failed: (error) => error.message,
};
