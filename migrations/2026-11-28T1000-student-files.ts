import type { Kysely } from "kysely";
import { sql } from "kysely";

/**
 * Issue 34: the start of the student's file (ficha de matrícula, built out by issue 36), kept apart
 * from the login account: a record outlives an account. For now it holds the child's sex as on the
 * identity document (F/M), set by an admin, from which generated Spanish agrees ("fue marcada").
 * Unknown until the admin sets it; never guessed from the name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("student_files")
    .addColumn("student_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("sex", "text", (c) => c.check(sql`sex in ('F', 'M')`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("student_files").ifExists().execute();
}
