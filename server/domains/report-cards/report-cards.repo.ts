import type { DbOrTrx } from "../../db/connection.js";

/** The calendar's period that starts on a day (periods are named by their first day). */
export function findPeriodByStart(db: DbOrTrx, start: string) {
  return db.selectFrom("attendancePeriods").select(["name", "startDate", "endDate"]).where("startDate", "=", start).executeTakeFirst();
}

export async function existingPeriodStarts(db: DbOrTrx, starts: readonly string[]): Promise<Set<string>> {
  if (starts.length === 0) return new Set();
  const rows = await db.selectFrom("attendancePeriods").select("startDate").where("startDate", "in", starts).execute();
  return new Set(rows.map((row) => row.startDate));
}

export async function userTribe(db: DbOrTrx, id: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("tribe").where("id", "=", id).executeTakeFirst();
  return row?.tribe ?? null;
}

/**
 * The grades of the students' reviewed work between two instants (end excluded), by the subjects
 * of the work's module (a module of two subjects counts for both).
 */
export function gradesBetween(db: DbOrTrx, studentIds: readonly number[], fromIso: string, toIso: string) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("workSubmissions as ws")
    .innerJoin("moduleMaterias as mm", "mm.moduleId", "ws.moduleId")
    .select(["ws.studentId", "mm.materiaId", "ws.grade"])
    .where("ws.studentId", "in", studentIds)
    .where("ws.grade", "is not", null)
    .where("ws.reviewedAt", ">=", fromIso)
    .where("ws.reviewedAt", "<", toIso)
    .orderBy("ws.id")
    .execute() as Promise<{ studentId: number; materiaId: number; grade: number }[]>;
}
