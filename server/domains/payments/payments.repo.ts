import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from "kysely";
import type { DbOrTrx } from "../../db/connection.js";
import { personContains } from "../../db/text-search.js";
import type { Database } from "../../db/schema.js";
import type { ListFilters, PaymentStatus } from "../../../common/payments/payments.schema.js";
import type { PaymentScope } from "../../../common/payments/payments.policy.js";

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

/**
 * The filters every list query shares: the parent's own receipts (a parent's scope), month, year
 * and a search over the parent's name and email. The search is a subquery on users, so the counts
 * need no join and the page query keeps its joins for display only.
 */
function matching(filters: Omit<ListFilters, "status" | "page" | "pageSize">, scope: PaymentScope) {
  return (eb: ExpressionBuilder<Database, "payments">) => {
    const conditions: Expression<SqlBool>[] = [];
    if (scope.kind === "own") conditions.push(eb("payments.parentId", "=", scope.parentId));
    if (filters.month) conditions.push(eb("payments.month", "=", filters.month));
    if (filters.year) conditions.push(eb("payments.year", "=", filters.year));
    if (filters.search?.trim()) {
      conditions.push(eb("payments.parentId", "in", eb.selectFrom("users").select("users.id").where(personContains(filters.search))));
    }
    return eb.and(conditions);
  };
}

/** Newest period first; the id orders receipts of one period, so pages never overlap or skip one. */
function newestFirst<Q extends SelectQueryBuilder<Database, "payments", object>>(query: Q): Q {
  return query.orderBy("payments.year", "desc").orderBy("payments.month", "desc").orderBy("payments.id", "desc") as Q;
}

/**
 * One page of receipts and how many there are of each status for the same scope, month, year and
 * search, all in SQL (payments_period_idx, payments_status_period_idx). The status filter applies
 * to the page only, so the counts can fill the stat cards.
 */
export async function listPaymentPage(
  db: DbOrTrx,
  filters: ListFilters,
  scope: PaymentScope,
): Promise<{ rows: PaymentRow[]; counts: Record<PaymentStatus, number> }> {
  // The page's ids come from the payments indexes alone; only those rows are joined for display,
  // so a late page does not join the receipts it skips.
  let ids = db.selectFrom("payments").select("payments.id").where(matching(filters, scope));
  if (filters.status) ids = ids.where("payments.status", "=", filters.status);
  const [rows, grouped] = await Promise.all([
    baseQuery(db)
      .where(
        "payments.id",
        "in",
        newestFirst(ids)
          .limit(filters.pageSize)
          .offset((filters.page - 1) * filters.pageSize),
      )
      .$call(newestFirst)
      .execute(),
    db
      .selectFrom("payments")
      .where(matching(filters, scope))
      .select((eb) => ["payments.status", eb.fn.countAll<number>().as("count")])
      .groupBy("payments.status")
      .execute(),
  ]);
  const counts: Record<PaymentStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const { status, count } of grouped) {
    if (Object.hasOwn(counts, status)) counts[status as PaymentStatus] = Number(count);
  }
  return { rows, counts };
}

export function findPayment(db: DbOrTrx, id: number): Promise<PaymentRow | undefined> {
  return baseQuery(db).where("payments.id", "=", id).executeTakeFirst();
}

/** The receipt a parent already has for a month, if any: what a new upload for it must respect. */
export function findPeriodPayment(
  db: DbOrTrx,
  parentId: number,
  month: string,
  year: number,
): Promise<{ id: number; status: string; fileId: number; notes: string | null; uploadedAt: string; reviewedAt: string | null; reviewedById: number | null } | undefined> {
  return db
    .selectFrom("payments")
    .select(["id", "status", "fileId", "notes", "uploadedAt", "reviewedAt", "reviewedById"])
    .where("parentId", "=", parentId)
    .where("month", "=", month)
    .where("year", "=", year)
    .executeTakeFirst();
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

/** Deletes a receipt and its earlier versions; returns the files they held, to delete after. */
export async function deletePayment(db: DbOrTrx, id: number): Promise<number[]> {
  const versions = await db.deleteFrom("paymentVersions").where("paymentId", "=", id).returning("fileId").execute();
  const row = await db.deleteFrom("payments").where("id", "=", id).returning("fileId").executeTakeFirst();
  return [...(row ? [row.fileId] : []), ...versions.map((v) => v.fileId)];
}

/**
 * Puts a new file in a rejected receipt: the old file and its review become an earlier version
 * and the receipt waits for review again. Only while it is still rejected (two uploads racing for
 * one month: one wins); returns whether it did.
 */
export async function replaceRejectedPayment(
  trx: DbOrTrx,
  current: NonNullable<Awaited<ReturnType<typeof findPeriodPayment>>>,
  fileId: number,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable("payments")
    .set({ fileId, status: "pending", notes: null, reviewedAt: null, reviewedById: null, uploadedAt: now })
    .where("id", "=", current.id)
    .where("status", "=", "rejected")
    .where("fileId", "=", current.fileId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .insertInto("paymentVersions")
    .values({
      paymentId: current.id,
      fileId: current.fileId,
      status: current.status,
      notes: current.notes,
      uploadedAt: current.uploadedAt,
      reviewedAt: current.reviewedAt,
      reviewedById: current.reviewedById,
      replacedAt: now,
    })
    .execute();
  return true;
}

export type PaymentVersionRow = {
  id: number;
  paymentId: number;
  fileId: number;
  status: string;
  notes: string | null;
  uploadedAt: string;
  reviewedAt: string | null;
  replacedAt: string;
  fileName: string;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
};

/** The earlier versions of these receipts, newest first. */
export async function listPaymentVersions(db: DbOrTrx, paymentIds: number[]): Promise<PaymentVersionRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom("paymentVersions")
    .innerJoin("files", "files.id", "paymentVersions.fileId")
    .leftJoin("users as reviewer", "reviewer.id", "paymentVersions.reviewedById")
    .select([
      "paymentVersions.id",
      "paymentVersions.paymentId",
      "paymentVersions.fileId",
      "paymentVersions.status",
      "paymentVersions.notes",
      "paymentVersions.uploadedAt",
      "paymentVersions.reviewedAt",
      "paymentVersions.replacedAt",
      "files.originalName as fileName",
      "reviewer.firstName as reviewerFirstName",
      "reviewer.lastName as reviewerLastName",
    ])
    .where("paymentVersions.paymentId", "in", paymentIds)
    .orderBy("paymentVersions.id", "desc")
    .execute();
}

/** The file of one earlier version of a receipt. */
export async function findVersionFileId(db: DbOrTrx, paymentId: number, versionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom("paymentVersions")
    .select("fileId")
    .where("id", "=", versionId)
    .where("paymentId", "=", paymentId)
    .executeTakeFirst();
  return row?.fileId;
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
