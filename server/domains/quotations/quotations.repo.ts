import type { Db, DbOrTrx } from "../../db/connection.js";
import type { QuotationStatus } from "../../../common/quotations/quotations.schema.js";

export type CatalogueRow = { position: number; code: string; title: string; priceCents: number };

/** Replaces the whole local catalogue in one transaction: a failed import leaves the old one intact. */
export async function replaceCatalogue(db: Db, rows: CatalogueRow[]): Promise<void> {
  const importedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("catalogueProducts").execute();
    for (let start = 0; start < rows.length; start += 200) {
      const chunk = rows.slice(start, start + 200).map((row) => ({ ...row, importedAt }));
      await trx.insertInto("catalogueProducts").values(chunk).execute();
    }
  });
}

export function listCatalogue(db: DbOrTrx) {
  return db.selectFrom("catalogueProducts").select(["position", "code", "title", "priceCents"]).orderBy("position").execute();
}

export type QuotationInsert = {
  clientName: string;
  clientEmail: string | null;
  clientRef: string | null;
  projectName: string;
  subtotalCents: number;
  discountType: "percentage" | "amount";
  discountValue: string;
  discountCents: number;
  totalCents: number;
  date: string;
  validUntil: string;
  createdById: number;
  idempotencyKey: string | null;
};

export type QuotationItemInsert = { productId: number; code: string; title: string; priceCents: number; quantity: number; totalCents: number };

/** The quotation saved with this key, if any. */
export async function quotationIdByKey(db: DbOrTrx, key: string): Promise<number | undefined> {
  const row = await db.selectFrom("quotations").select("id").where("idempotencyKey", "=", key).executeTakeFirst();
  return row?.id;
}

/**
 * Inserts the quotation and its items; with a key already saved (a request that arrived together
 * with this one) nothing is inserted and the first quotation's id is answered. The unique index
 * decides, on both databases: the later insert waits for the first and does nothing.
 */
export async function insertQuotation(db: Db, values: QuotationInsert, items: QuotationItemInsert[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = values.date;
    const row = await trx
      .insertInto("quotations")
      .values({ ...values, status: "pending", createdAt: now, updatedAt: now })
      .onConflict((conflict) => conflict.column("idempotencyKey").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      const first = values.idempotencyKey === null ? undefined : await quotationIdByKey(trx, values.idempotencyKey);
      if (first === undefined) throw new Error("quotation insert did nothing without a key");
      return first;
    }
    await trx
      .insertInto("quotationItems")
      .values(items.map((item, index) => ({ ...item, quotationId: row.id, position: index + 1 })))
      .execute();
    return row.id;
  });
}

const quotationColumns = [
  "id",
  "clientName",
  "clientEmail",
  "projectName",
  "subtotalCents",
  "discountType",
  "discountValue",
  "discountCents",
  "totalCents",
  "status",
  "date",
  "validUntil",
  "createdAt",
  "version",
] as const;

export type QuotationRow = Awaited<ReturnType<typeof listQuotationRows>>[number];
export type QuotationItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export function listQuotationRows(db: DbOrTrx, id?: number) {
  let query = db.selectFrom("quotations").select([...quotationColumns]);
  if (id !== undefined) query = query.where("id", "=", id);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(500).execute();
}

export function itemsOf(db: DbOrTrx, quotationIds: number[]) {
  if (quotationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("quotationItems")
    .select(["quotationId", "productId", "code", "title", "priceCents", "quantity", "totalCents"])
    .where("quotationId", "in", quotationIds)
    .orderBy("quotationId")
    .orderBy("position")
    .execute();
}

/** Approves or rejects a pending quotation; false when it is not pending (any more). */
export async function decideQuotation(db: DbOrTrx, id: number, status: QuotationStatus): Promise<boolean> {
  const result = await db
    .updateTable("quotations")
    .set({ status, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function previousVersionsOf(db: DbOrTrx, quotationIds: number[]) {
  if (quotationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("quotationVersions")
    .select(["quotationId", "version", "replacedAt"])
    .where("quotationId", "in", quotationIds)
    .orderBy("quotationId")
    .orderBy("version")
    .execute();
}

export async function versionSnapshot(db: DbOrTrx, quotationId: number, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("quotationVersions")
    .select("snapshot")
    .where("quotationId", "=", quotationId)
    .where("version", "=", version)
    .executeTakeFirst();
  return row?.snapshot;
}

export type QuotationEdit = Omit<QuotationInsert, "createdById" | "idempotencyKey">;
/** A new version: without a CRM reference (the builder does not get it back) the quotation keeps its own. */
export type QuotationVersionEdit = Omit<QuotationEdit, "clientRef"> & { clientRef?: string | null };

/**
 * Keeps the version being replaced and writes the new one, in one transaction. Only a pending
 * quotation still at `fromVersion` changes: false when it was decided or edited meanwhile.
 */
export async function replaceQuotation(
  db: Db,
  change: { id: number; fromVersion: number; snapshot: string; editorId: number },
  values: QuotationVersionEdit,
  items: QuotationItemInsert[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("quotations")
      .set({ ...values, version: change.fromVersion + 1, updatedAt: values.date })
      .where("id", "=", change.id)
      .where("version", "=", change.fromVersion)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("quotationVersions")
      .values({ quotationId: change.id, version: change.fromVersion, snapshot: change.snapshot, replacedById: change.editorId, replacedAt: values.date })
      .execute();
    await trx.deleteFrom("quotationItems").where("quotationId", "=", change.id).execute();
    await trx
      .insertInto("quotationItems")
      .values(items.map((item, index) => ({ ...item, quotationId: change.id, position: index + 1 })))
      .execute();
    return true;
  });
}
