import type { Kysely } from "kysely";

/**
 * Issue 22: a double click on 'Guardar' saved two quotations. The screen now sends one key per
 * save, and the server keeps it on the quotation it saved: the same key again (a second click, a
 * retried request) answers with that quotation instead of saving another. Unique, so two requests
 * arriving together cannot both insert; quotations saved before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("quotations").addColumn("idempotency_key", "text").execute();
  await db.schema.createIndex("quotations_idempotency_key_idx").unique().on("quotations").column("idempotency_key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("quotations_idempotency_key_idx").execute();
  await db.schema.alterTable("quotations").dropColumn("idempotency_key").execute();
}
