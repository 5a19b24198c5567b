import type { DbOrTrx } from "../../db/connection.js";
import type { Role } from "../../../common/school.js";
import { countCompletions } from "../assignments/completions.js";

type Counted = "users" | "classes" | "studentClasses" | "assignments" | "modules" | "materials" | "exams" | "quizzes";

async function count(db: DbOrTrx, table: Counted): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The school's counters; completed assignments by the one rule of assignments/completions.ts. */
export async function systemCounts(db: DbOrTrx) {
  const tables: Counted[] = ["users", "classes", "studentClasses", "assignments", "modules", "materials", "exams", "quizzes"];
  const [values, completed] = await Promise.all([Promise.all(tables.map((table) => count(db, table))), countCompletions(db)]);
  return { ...(Object.fromEntries(tables.map((table, i) => [table, values[i] ?? 0])) as Record<Counted, number>), completedAssignments: completed };
}

export async function usersByRole(db: DbOrTrx): Promise<Array<{ role: Role; count: number }>> {
  const rows = await db.selectFrom("users").select((eb) => ["role", eb.fn.countAll<number>().as("n")]).groupBy("role").execute();
  return rows.map((row) => ({ role: row.role, count: Number(row.n) }));
}
