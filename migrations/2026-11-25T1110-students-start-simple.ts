import { type Kysely, sql } from "kysely";

/**
 * Issue 21: a student's home is the simple one by default, and "full view" is what a teacher or
 * parent switches to. Before, simple mode was off unless someone turned it on, so a stored "off"
 * was the old default, not a choice: students' saved profiles start simple too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update accessibility_profiles set simple_mode = 1 where user_id in (select id from users where role = 'student')`.execute(db);
}

export async function down(): Promise<void> {}
