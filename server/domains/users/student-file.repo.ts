import type { DbOrTrx } from "../../db/connection.js";
import type { StudentSex } from "../../../common/users/student-sex.js";

/** The sex on each student's file (issue 34); a student without a file, or without it set, is absent. */
export async function studentSexes(db: DbOrTrx, studentIds: readonly number[]): Promise<Map<number, StudentSex>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db.selectFrom("studentFiles").select(["studentId", "sex"]).where("studentId", "in", [...new Set(studentIds)]).execute();
  return new Map(rows.filter((r) => r.sex !== null).map((r) => [r.studentId, r.sex as StudentSex]));
}

export async function studentSex(db: DbOrTrx, studentId: number): Promise<StudentSex | null> {
  return (await studentSexes(db, [studentId])).get(studentId) ?? null;
}

export async function setStudentSex(db: DbOrTrx, studentId: number, sex: StudentSex | null, byId: number): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("studentFiles")
    .values({ studentId, sex, updatedAt, updatedById: byId })
    .onConflict((oc) => oc.column("studentId").doUpdateSet({ sex, updatedAt, updatedById: byId }))
    .execute();
}
