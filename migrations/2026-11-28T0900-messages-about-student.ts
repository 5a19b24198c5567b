import type { Kysely } from "kysely";

/**
 * Issue 33: a notification or a WhatsApp message about a child (an excuse, an absence, a reviewed
 * work, a PIAR reminder) records which child it is about, so that erasing the child removes it by
 * the child's id, not by searching its text for a name. Empty for what is about nobody in
 * particular (an announcement, a receipt) and for what was written before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["notifications", "whatsapp_messages"]) {
    await db.schema
      .alterTable(table)
      .addColumn("student_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex(`${table}_student_idx`).on(table).column("student_id").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["notifications", "whatsapp_messages"]) {
    await db.schema.dropIndex(`${table}_student_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("student_id").execute();
  }
}
