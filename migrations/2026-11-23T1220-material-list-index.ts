import type { Kysely } from "kysely";

/**
 * Index for the paged materials list: by title, the id ordering equal titles (the order the list
 * always had). A page reads index entries in order and stops, and the entries it skips to reach a
 * late page are index entries, not rows with their URLs, however many materials the school keeps
 * over the years.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("materials_title_idx").ifNotExists().on("materials").columns(["title", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("materials_title_idx").ifExists().execute();
}
