import { type Kysely, sql } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 37: a hand-in holds a list of files (several photos and a voice note together), in the
 * order the child added them. Every hand-in's single file (work_submissions.file_id) becomes the
 * first of its list; work_submissions.file_id stays, kept in step with the first file of the list
 * (docs/decisions/work-files.md), so the readers that know one file keep working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("work_submission_files")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("submission_id", "integer", (c) => c.notNull().references("work_submissions.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (c) => c.notNull().references("files.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("work_submission_files_submission_file_unique", ["submission_id", "file_id"])
    .execute();
  await db.schema.createIndex("work_submission_files_submission_idx").on("work_submission_files").columns(["submission_id", "position"]).execute();
  await sql`
    insert into work_submission_files (submission_id, file_id, position, created_at)
    select ws.id, ws.file_id, 0, ws.submitted_at from work_submissions ws
    where ws.file_id is not null and exists (select 1 from files f where f.id = ws.file_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("work_submission_files").ifExists().execute();
}
