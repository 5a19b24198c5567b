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
};

export type QuotationItemInsert = { productId: number; code: string; title: string; priceCents: number; quantity: number; totalCents: number };

export async function insertQuotation(db: Db, values: QuotationInsert, items: QuotationItemInsert[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = values.date;
    const row = await trx
      .insertInto("quotations")
      .values({ ...values, status: "pending", createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
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

export async function updateQuotationStatus(db: DbOrTrx, id: number, status: QuotationStatus): Promise<boolean> {
  const result = await db.updateTable("quotations").set({ status, updatedAt: new Date().toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
