import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 39, a hand-in sent twice is stored once: a child's tablet sends a hand-in made offline when
 * the connection returns, and a retry may repeat a request that already reached the server. Each
 * hand-in request that carries an `Idempotency-Key` leaves a receipt: this student's key names the
 * hand-in it changed, written in the transaction that stored the change. The unique index on
 * (student_id, idempotency_key) is what makes two copies sent at once store one: the second insert
 * fails (PostgreSQL waits for the first commit, then refuses it), and that request answers the
 * receipt's hand-in. `replaced` is what the first answer said (1: the hand-in already existed and was
 * changed), so a repeat says the same. Removed with the hand-in and with the student
 * (docs/decisions/offline-hand-ins.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("hand_in_receipts")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("submission_id", "integer", (c) => c.notNull().references("work_submissions.id").onDelete("cascade"))
    .addColumn("replaced", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("hand_in_receipts_student_key_unique").unique().on("hand_in_receipts").columns(["student_id", "idempotency_key"]).execute();
  // A hand-in's deletion (and a student's erasure) finds its receipts without reading the table.
  await db.schema.createIndex("hand_in_receipts_submission_idx").on("hand_in_receipts").columns(["submission_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("hand_in_receipts").ifExists().execute();
}
