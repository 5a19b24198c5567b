import type { Kysely } from "kysely";

/** Simple mode: a student view of a few large actions, turned on per child by a teacher or parent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("accessibility_profiles")
    .addColumn("simple_mode", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("accessibility_profiles").dropColumn("simple_mode").execute();
}
