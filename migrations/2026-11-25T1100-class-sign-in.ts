import type { Kysely } from "kysely";

/**
 * Issue 21: class sign-in. A tribe's class code (on or off, rotated by a teacher) opens the tribe's
 * cards on a classroom tablet; each student signs in with a picture password (2 of 9 pictures, in
 * order) set by a teacher. Wrong pictures are counted on the student's row and lock the card.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("class_codes")
    .addColumn("tribe", "text", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("picture_passwords")
    .addColumn("student_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("pictures", "text", (c) => c.notNull())
    .addColumn("card_picture", "text")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("picture_passwords").execute();
  await db.schema.dropTable("class_codes").execute();
}
