import type { DbOrTrx } from "../../db/connection.js";
import type { StudentSex } from "../../../common/users/student-sex.js";

/** The sex on each student's file (issue 34, in the student's record since issue 36); unknown is absent. */
export async function studentSexes(db: DbOrTrx, studentIds: readonly number[]): Promise<Map<number, StudentSex>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db.selectFrom("studentRecords").select(["studentId", "sex"]).where("studentId", "in", [...new Set(studentIds)]).execute();
  return new Map(rows.filter((r) => r.sex !== null && r.studentId !== null).map((r) => [r.studentId as number, r.sex as StudentSex]));
}

export async function studentSex(db: DbOrTrx, studentId: number): Promise<StudentSex | null> {
  return (await studentSexes(db, [studentId])).get(studentId) ?? null;
}

/** Sets the sex on the student's record, opening the record (empty but for it) if the child has none yet. */
export async function setStudentSex(db: DbOrTrx, studentId: number, sex: StudentSex | null, byId: number): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto("studentRecords")
    .values({ studentId, sex, createdAt: updatedAt, updatedAt, updatedById: byId })
    .onConflict((oc) => oc.column("studentId").doUpdateSet({ sex, updatedAt, updatedById: byId }))
    .execute();
}
