import type { DbOrTrx } from "../../db/connection.js";
import type { Role } from "../../../common/school.js";

type Counted = "users" | "classes" | "studentClasses" | "assignments" | "assignmentCompletions" | "modules" | "materials" | "exams" | "quizzes";

async function count(db: DbOrTrx, table: Counted): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function systemCounts(db: DbOrTrx) {
  const tables: Counted[] = ["users", "classes", "studentClasses", "assignments", "assignmentCompletions", "modules", "materials", "exams", "quizzes"];
  const values = await Promise.all(tables.map((table) => count(db, table)));
  return Object.fromEntries(tables.map((table, i) => [table, values[i] ?? 0])) as Record<Counted, number>;
}

export async function usersByRole(db: DbOrTrx): Promise<Array<{ role: Role; count: number }>> {
  const rows = await db.selectFrom("users").select((eb) => ["role", eb.fn.countAll<number>().as("n")]).groupBy("role").execute();
  return rows.map((row) => ({ role: row.role, count: Number(row.n) }));
}
