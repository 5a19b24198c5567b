import type { Kysely } from "kysely";

/**
 * Indexes for the people screens and dashboards: the users table filtered by tribe and sorted by
 * sign-up date (5,000 users stay fast), and the look-ups by teacher, student and tribe that the
 * scoped user list, the delete reassignment and the dashboards run.
 */
const indexes: Array<[name: string, table: string, column: string]> = [
  ["users_tribe_idx", "users", "tribe"],
  ["users_created_at_idx", "users", "created_at"],
  ["classes_teacher_idx", "classes", "teacher_id"],
  ["student_classes_class_idx", "student_classes", "class_id"],
  ["assignments_teacher_idx", "assignments", "teacher_id"],
  ["assignments_student_idx", "assignments", "student_id"],
  ["modules_tribe_idx", "modules", "tribe"],
  ["user_modules_module_idx", "user_modules", "module_id"],
  ["work_submissions_student_idx", "work_submissions", "student_id"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of indexes) {
    await db.schema.createIndex(name).ifNotExists().on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}
