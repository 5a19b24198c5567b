import { type Kysely, sql } from "kysely";

/**
 * Issue 19: a per-user session version, carried in every token as `sv` and compared on every
 * request. Changing the password or the email, an admin's reset, and a suspension or deactivation
 * raise it, which ends every other session of that user at once (tokens stay stateless otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("session_version", "integer", (column) => column.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("session_version").execute();
}
