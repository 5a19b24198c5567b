import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * The school's core records. Dates are ISO-8601 text and booleans 0/1 integers on both
 * dialects, so every repo reads the same shapes from SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("tribe", "text")
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hours", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("group_name", "text")
    .addColumn("avatar", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_role_idx").on("users").column("role").execute();

  await db.schema
    .createTable("parent_children")
    .addColumn("parent_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("parent_children_pk", ["parent_id", "student_id"])
    .execute();
  await db.schema.createIndex("parent_children_student_idx").on("parent_children").column("student_id").execute();

  await db.schema
    .createTable("files")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("storage_name", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("materias")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tribe_materias")
    .addColumn("tribe_name", "text", (c) => c.notNull())
    .addColumn("materia_id", "integer", (c) => c.notNull().references("materias.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("tribe_materias_pk", ["tribe_name", "materia_id"])
    .execute();

  await db.schema
    .createTable("modules")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("url", "text")
    .addColumn("tribe", "text")
    .addColumn("pdf_file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("pdf_url", "text")
    .addColumn("youtube_video", "text")
    .addColumn("instructions", "text")
    .addColumn("forms", "text")
    .addColumn("work_upload", "text")
    .addColumn("created_by_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("modules_created_by_idx").on("modules").column("created_by_id").execute();

  await db.schema
    .createTable("module_materias")
    .addColumn("module_id", "integer", (c) => c.notNull().references("modules.id").onDelete("cascade"))
    .addColumn("materia_id", "integer", (c) => c.notNull().references("materias.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("module_materias_pk", ["module_id", "materia_id"])
    .execute();

  await db.schema
    .createTable("user_modules")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("module_id", "integer", (c) => c.notNull().references("modules.id").onDelete("cascade"))
    .addColumn("progress", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_modules_pk", ["user_id", "module_id"])
    .execute();

  await db.schema
    .createTable("classes")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("module_id", "integer", (c) => c.references("modules.id").onDelete("set null"))
    .addColumn("teacher_id", "integer", (c) => c.references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("student_classes")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("class_id", "integer", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addUniqueConstraint("student_classes_unique", ["student_id", "class_id"])
    .execute();

  await db.schema
    .createTable("assignments")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("class_id", "integer", (c) => c.references("classes.id").onDelete("cascade"))
    .addColumn("due_date", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("student_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("teacher_id", "integer", (c) => c.references("users.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("materials")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("parent_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("notes", "text")
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("reviewed_at", "text")
    .addColumn("reviewed_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("payments_parent_month_year_unique", ["parent_id", "month", "year"])
    .execute();

  await db.schema
    .createTable("work_submissions")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("module_id", "integer", (c) => c.notNull().references("modules.id").onDelete("cascade"))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("SUBMITTED"))
    .addColumn("work_url", "text")
    .addColumn("work_description", "text")
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("teacher_feedback", "text")
    .addColumn("grade", "real")
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("reviewed_at", "text")
    .addColumn("reviewed_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("work_submissions_module_student_unique", ["module_id", "student_id"])
    .execute();

}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "work_submissions",
    "payments",
    "materials",
    "assignments",
    "student_classes",
    "classes",
    "user_modules",
    "module_materias",
    "modules",
    "tribe_materias",
    "materias",
    "files",
    "parent_children",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
