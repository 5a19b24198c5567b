import type { Kysely } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Exams and quizzes (admin). The original never loaded them; here the server keeps them. Quiz
 * attempts are their own rows so 'Intentos' and 'Promedio' are computed, never typed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("exams")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("module_id", "integer", (c) => c.notNull().references("modules.id").onDelete("cascade"))
    .addColumn("duration", "integer", (c) => c.notNull().defaultTo(60))
    .addColumn("total_questions", "integer", (c) => c.notNull().defaultTo(10))
    .addColumn("passing_score", "integer", (c) => c.notNull().defaultTo(70))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("youtube_video_url", "text")
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quizzes")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("module_id", "integer", (c) => c.notNull().references("modules.id").onDelete("cascade"))
    .addColumn("duration", "integer", (c) => c.notNull().defaultTo(30))
    .addColumn("total_questions", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("passing_score", "integer", (c) => c.notNull().defaultTo(60))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quiz_attempts")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("quiz_id", "integer", (c) => c.notNull().references("quizzes.id").onDelete("cascade"))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.createIndex("exams_module_idx").on("exams").column("module_id").execute();
  await db.schema.createIndex("quizzes_module_idx").on("quizzes").column("module_id").execute();
  await db.schema.createIndex("quiz_attempts_quiz_idx").on("quiz_attempts").column("quiz_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quiz_attempts").execute();
  await db.schema.dropTable("quizzes").execute();
  await db.schema.dropTable("exams").execute();
}
