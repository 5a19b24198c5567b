import type { Kysely } from "kysely";

/**
 * Indexes for the paged work review list (issue 10), newest first (submitted_at desc, id desc), so a
 * page of a school with 20,000 handed-in works reads index entries, not the table:
 * - the whole school (admin): read in index order;
 * - one status (the pending list, a status filter) and the count per status: module_id is carried
 *   too, so a teacher's pending page can check the module in the index without reading the row;
 * - a teacher's modules (from modules_created_by_idx): per module, by status and date, for the page,
 *   the pending page and the count per status (also a module filter).
 */
const indexes: Array<[name: string, columns: string[]]> = [
  ["work_submissions_submitted_idx", ["submitted_at", "id"]],
  ["work_submissions_status_submitted_idx", ["status", "submitted_at", "id", "module_id"]],
  ["work_submissions_module_status_idx", ["module_id", "status", "submitted_at", "id"]],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on("work_submissions").columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
