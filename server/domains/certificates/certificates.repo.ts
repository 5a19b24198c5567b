import type { DbOrTrx } from "../../db/connection.js";

/** All SQL of the certificates (issue 36). A certificate's row is written once; a revocation only fills its revoked_* columns. */
const columns = ["c.id", "c.code", "c.recordId", "c.kind", "c.year", "c.content", "c.issuedAt", "c.issuedById", "c.revokedAt", "c.revokedById", "c.revokedReason", "r.studentId"] as const;

function certificates(db: DbOrTrx) {
  return db.selectFrom("certificates as c").innerJoin("studentRecords as r", "r.id", "c.recordId").select(columns);
}

export type CertificateRow = Awaited<ReturnType<typeof findCertificate>> & {};

export function findCertificate(db: DbOrTrx, code: string) {
  return certificates(db).where("c.code", "=", code).executeTakeFirst();
}

/** Every certificate, newest first. */
export function listCertificates(db: DbOrTrx) {
  return certificates(db).orderBy("c.issuedAt", "desc").orderBy("c.id", "desc").execute();
}

export async function codeTaken(db: DbOrTrx, code: string): Promise<boolean> {
  return (await db.selectFrom("certificates").select("id").where("code", "=", code).executeTakeFirst()) !== undefined;
}

export async function insertCertificate(
  db: DbOrTrx,
  values: { code: string; recordId: number; kind: "constancia" | "certificado"; year: number; content: string; issuedAt: string; issuedById: number | null },
): Promise<number> {
  const row = await db.insertInto("certificates").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Marks it revoked unless it already was; whether this call revoked it. */
export async function revokeCertificate(db: DbOrTrx, code: string, values: { revokedAt: string; revokedById: number; revokedReason: string }): Promise<boolean> {
  const result = await db.updateTable("certificates").set(values).where("code", "=", code).where("revokedAt", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The newest published final report of a student's year (issue 35's final_report_versions). */
export function newestFinalReport(db: DbOrTrx, studentId: number, year: number) {
  return db
    .selectFrom("finalReportVersions")
    .select(["id", "version", "content", "publishedAt"])
    .where("studentId", "=", studentId)
    .where("year", "=", year)
    .orderBy("version", "desc")
    .executeTakeFirst();
}

/** The grade a record's novedades give for a year (the newest with one), and the year of its newest matrícula. */
export async function enrolmentFacts(db: DbOrTrx, recordId: number, year: number): Promise<{ gradeOfYear: string | null; enrolledYear: number | null }> {
  const events = await db.selectFrom("enrolmentEvents").select(["status", "year", "grade", "effectiveOn", "id"]).where("recordId", "=", recordId).orderBy("effectiveOn", "desc").orderBy("id", "desc").execute();
  return {
    gradeOfYear: events.find((e) => e.year === year && e.grade)?.grade ?? null,
    enrolledYear: events.find((e) => e.status === "matriculado")?.year ?? null,
  };
}

/** The student's role and name, to tell "no such student" from "no file yet". */
export function studentAccount(db: DbOrTrx, studentId: number) {
  return db.selectFrom("users").select(["id", "role", "firstName", "lastName"]).where("id", "=", studentId).executeTakeFirst();
}

/** Every student account with its file's names, grade and status (left join: null without a file), by name. */
export function studentsWithRecords(db: DbOrTrx) {
  return db
    .selectFrom("users as u")
    .leftJoin("studentRecords as r", "r.studentId", "u.id")
    .select(["u.id", "u.firstName", "u.lastName", "r.firstNames", "r.lastNames", "r.grade", "r.status", "r.sex"])
    .where("u.role", "=", "student")
    .orderBy("u.firstName")
    .orderBy("u.lastName")
    .orderBy("u.id")
    .execute();
}
