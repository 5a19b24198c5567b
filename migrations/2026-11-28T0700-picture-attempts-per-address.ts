import type { Kysely } from "kysely";

/**
 * Issue 33: a card's wrong picture guesses are counted per (card, address), so one tablet cannot lock
 * a classmate's card on another. last_failed_at says which addresses are guessing at the card now;
 * picture_passwords keeps locked_until as the card's own lock (when several addresses guess at once);
 * its failed_attempts is no longer counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("picture_attempts")
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("last_failed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("picture_attempts_pk", ["student_id", "address"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("picture_attempts").execute();
}
