import type { CrmConnectionResult, CrmStatus } from "../../../common/crm/crm.schema.js";

/** One client as a store keeps it; `rowIndex` is the sheet row (Google Sheets) or the row id (Tribu's database). */
export type CrmRecord = {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  status: CrmStatus;
  totalProjects: number;
  totalRevenue: number;
  lastContact: string;
  notes: string;
};
export type StoredCrmRecord = CrmRecord & { rowIndex: number };

/**
 * Where the CRM lives. The Google Sheets adapter and the local store answer the same calls, so the
 * service and the screen do not change when the configuration does.
 */
export interface CrmStore {
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
}

/** A failure of the CRM's storage, with the Spanish message the admin sees. */
export class CrmStoreError extends Error {
  constructor(
    message: string,
    readonly kind: "upstream" | "read-only" | "refused" = "upstream",
  ) {
    super(message);
    this.name = "CrmStoreError";
  }
}

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

/** Today as AAAA-MM-DD in Colombia's time zone (the school's), for a new client's last contact. */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
