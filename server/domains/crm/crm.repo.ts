import type { DbOrTrx } from "../../db/connection.js";
import type { CrmRecord, StoredCrmRecord } from "../../../common/crm/crm-record.js";

const columns = ["id", "name", "contactPerson", "email", "phone", "address", "status", "totalProjects", "totalRevenue", "lastContact", "notes"] as const;

type Row = { id: number; totalProjects: number | string; totalRevenue: number | string } & Omit<CrmRecord, "totalProjects" | "totalRevenue">;

function toRecord(row: Row): StoredCrmRecord {
  return {
    rowIndex: Number(row.id),
    name: row.name,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    status: row.status,
    totalProjects: Number(row.totalProjects),
    totalRevenue: Number(row.totalRevenue),
    lastContact: row.lastContact,
    notes: row.notes,
  };
}

export async function listCrmClients(db: DbOrTrx): Promise<StoredCrmRecord[]> {
  const rows = await db.selectFrom("crmClients").select(columns).orderBy("id").execute();
  return rows.map(toRecord);
}

export async function findCrmClient(db: DbOrTrx, id: number): Promise<StoredCrmRecord | undefined> {
  const row = await db.selectFrom("crmClients").select(columns).where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function insertCrmClient(db: DbOrTrx, record: CrmRecord): Promise<StoredCrmRecord> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("crmClients")
    .values({ ...record, createdAt: now, updatedAt: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateCrmClient(db: DbOrTrx, id: number, record: CrmRecord): Promise<boolean> {
  const result = await db
    .updateTable("crmClients")
    .set({ ...record, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCrmClient(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom("crmClients").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
