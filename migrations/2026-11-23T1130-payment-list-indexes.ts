import type { Kysely } from "kysely";

/**
 * Indexes for the paged receipt list (issue 10), newest period first (year desc, month desc, id
 * desc), so a page of a school with 13,000 receipts reads index entries, not the whole table:
 * - every family (admin), also one month or one year: read in index order, stopping at the page;
 * - one status (the admin's 'Pendientes' filter) and the count per status: status leads, so the
 *   stat cards count from the index alone.
 * A parent's own list needs nothing new: the unique (parent_id, month, year) index finds their
 * few dozen receipts.
 */
const indexes: Array<[name: string, columns: string[]]> = [
  ["payments_period_idx", ["year", "month", "id"]],
  ["payments_status_period_idx", ["status", "year", "month", "id"]],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on("payments").columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
