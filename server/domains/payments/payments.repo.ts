import type { DbOrTrx } from "../../db/connection.js";
import type { ListFilters } from "./payments.schema.js";

export type PaymentRow = {
  id: number;
  parentId: number;
  month: string;
  year: number;
  fileId: number;
  status: string;
  notes: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
  fileName: string;
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
};

function baseQuery(db: DbOrTrx) {
  return db
    .selectFrom("payments")
    .innerJoin("users as parent", "parent.id", "payments.parentId")
    .innerJoin("files", "files.id", "payments.fileId")
    .leftJoin("users as reviewer", "reviewer.id", "payments.reviewedById")
    .select([
      "payments.id",
      "payments.parentId",
      "payments.month",
      "payments.year",
      "payments.fileId",
      "payments.status",
      "payments.notes",
      "payments.uploadedAt",
      "payments.reviewedAt",
      "files.originalName as fileName",
      "parent.firstName as parentFirstName",
      "parent.lastName as parentLastName",
      "parent.email as parentEmail",
      "reviewer.firstName as reviewerFirstName",
      "reviewer.lastName as reviewerLastName",
    ]);
}

export async function listPayments(db: DbOrTrx, filters: ListFilters, parentId?: number): Promise<PaymentRow[]> {
  let query = baseQuery(db);
  if (parentId !== undefined) query = query.where("payments.parentId", "=", parentId);
  if (filters.status) query = query.where("payments.status", "=", filters.status);
  if (filters.month) query = query.where("payments.month", "=", filters.month);
  if (filters.year) query = query.where("payments.year", "=", filters.year);
  if (filters.search) {
    const like = `%${filters.search.toLowerCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["parent.firstName"]), "like", like),
        eb(eb.fn("lower", ["parent.lastName"]), "like", like),
        eb(eb.fn("lower", ["parent.email"]), "like", like),
      ]),
    );
  }
  return query.orderBy("payments.year", "desc").orderBy("payments.month", "desc").orderBy("payments.id", "desc").execute();
}

export function findPayment(db: DbOrTrx, id: number): Promise<PaymentRow | undefined> {
  return baseQuery(db).where("payments.id", "=", id).executeTakeFirst();
}

export async function paymentExists(db: DbOrTrx, parentId: number, month: string, year: number): Promise<boolean> {
  const row = await db
    .selectFrom("payments")
    .select("id")
    .where("parentId", "=", parentId)
    .where("month", "=", month)
    .where("year", "=", year)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertPayment(
  db: DbOrTrx,
  values: { parentId: number; month: string; year: number; fileId: number; uploadedAt: string },
): Promise<number> {
  const row = await db
    .insertInto("payments")
    .values({ ...values, status: "pending", notes: null, reviewedAt: null, reviewedById: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePayment(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom("payments").where("id", "=", id).execute();
}

/** Records the decision only while the receipt is still pending; returns whether it did. */
export async function reviewPendingPayment(
  db: DbOrTrx,
  id: number,
  review: { status: string; notes: string | null; reviewedById: number; reviewedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("payments")
    .set(review)
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
