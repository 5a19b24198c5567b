import type { Kysely } from "kysely";

/**
 * The admin panel counts users by status on every visit. With this index the count reads only the
 * few users who are not active (pending, suspended, inactive) instead of the whole users table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("users_status_idx").ifNotExists().on("users").column("status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_status_idx").ifExists().execute();
}
