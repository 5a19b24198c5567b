import type { Kysely } from "kysely";
import { sql } from "kysely";
import { idColumn, isPostgres } from "./helpers.js";

/**
 * Issue 36: the student's file (ficha de matrícula), the enrolment novelties and the certificates.
 * - student_records: one per child, kept apart from the login account: a record outlives the account
 *   (student_id is set to null when the account goes; the enrolment book keeps its entry). It takes
 *   over student_files (issue 34), whose sex values are copied here before that table is dropped.
 *   Document type and number are unique together ("SD", sin documento, has no number).
 * - student_guardians: the guardians of record of a file, in order, linked to a family account when
 *   one exists.
 * - enrolment_events: each dated change of enrolment status (novedad), with who recorded it.
 * - record_change_requests: a family's request to correct its child's file, accepted or rejected by
 *   an admin.
 * - certificates: constancias and certificados de estudio as issued (content JSON, never changed), by
 *   a random verification code; a revocation keeps the row and says why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("student_records")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("student_id", "integer", (c) => c.unique().references("users.id").onDelete("set null"))
    .addColumn("document_type", "text", (c) => c.check(sql`document_type in ('RC', 'TI', 'NUIP', 'CE', 'PEP', 'PPT', 'SD')`))
    .addColumn("document_number", "text")
    .addColumn("first_names", "text")
    .addColumn("last_names", "text")
    .addColumn("birth_date", "text")
    .addColumn("birth_place", "text")
    .addColumn("birth_country", "text")
    .addColumn("sex", "text", (c) => c.check(sql`sex in ('F', 'M')`))
    .addColumn("grade", "text", (c) => c.check(sql`grade in ('prejardin', 'jardin', 'transicion', '1', '2', '3', '4', '5')`))
    .addColumn("address", "text")
    .addColumn("municipality", "text")
    .addColumn("zone", "text", (c) => c.check(sql`zone in ('urbana', 'rural')`))
    .addColumn("stratum", "integer", (c) => c.check(sql`stratum between 0 and 6`))
    .addColumn("eps", "text")
    .addColumn("blood_type", "text", (c) => c.check(sql`blood_type in ('O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-')`))
    .addColumn("support_category", "text")
    .addColumn("previous_school", "text")
    .addColumn("enrolled_on", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("prematriculado").check(sql`status in ('prematriculado', 'matriculado', 'retirado', 'trasladado', 'graduado', 'promovido')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("student_records_document_unique", ["document_type", "document_number"])
    .execute();

  await db.schema
    .createTable("student_guardians")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("record_id", "integer", (c) => c.notNull().references("student_records.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("document_type", "text", (c) => c.notNull().check(sql`document_type in ('CC', 'CE', 'PEP', 'PPT', 'PA', 'TI', 'SD')`))
    .addColumn("document_number", "text")
    .addColumn("relationship", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("can_pick_up", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("student_guardians_record_idx").on("student_guardians").columns(["record_id", "position"]).execute();
  await db.schema.createIndex("student_guardians_user_idx").on("student_guardians").column("user_id").execute();

  await db.schema
    .createTable("enrolment_events")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("record_id", "integer", (c) => c.notNull().references("student_records.id").onDelete("cascade"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('prematriculado', 'matriculado', 'retirado', 'trasladado', 'graduado', 'promovido')`),
    )
    .addColumn("effective_on", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("destination_school", "text")
    .addColumn("grade", "text")
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("recorded_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("enrolment_events_record_idx").on("enrolment_events").columns(["record_id", "effective_on"]).execute();

  await db.schema
    .createTable("record_change_requests")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("record_id", "integer", (c) => c.notNull().references("student_records.id").onDelete("cascade"))
    .addColumn("requested_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending', 'accepted', 'rejected')`))
    .addColumn("resolution", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("record_change_requests_record_idx").on("record_change_requests").column("record_id").execute();

  await db.schema
    .createTable("certificates")
    .addColumn("id", "integer", (c) => idColumn(c, pg))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("record_id", "integer", (c) => c.notNull().references("student_records.id").onDelete("restrict"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('constancia', 'certificado')`))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("revoked_reason", "text")
    .execute();
  await db.schema.createIndex("certificates_record_idx").on("certificates").column("record_id").execute();

  // The sex of issue 34's files moves into the records; student_files goes.
  await sql`insert into student_records (student_id, sex, created_at, updated_at, updated_by_id)
    select student_id, sex, updated_at, updated_at, updated_by_id from student_files`.execute(db);
  await db.schema.dropTable("student_files").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("student_files")
    .addColumn("student_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("sex", "text", (c) => c.check(sql`sex in ('F', 'M')`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await sql`insert into student_files (student_id, sex, updated_at, updated_by_id)
    select student_id, sex, updated_at, updated_by_id from student_records where student_id is not null`.execute(db);
  for (const table of ["certificates", "record_change_requests", "enrolment_events", "student_guardians", "student_records"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
