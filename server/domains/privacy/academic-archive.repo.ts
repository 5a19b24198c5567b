import type { DbOrTrx } from "../../db/connection.js";
import type { ArchiveKind } from "../../../common/privacy/academic-archive.js";

/** A document of the academic record, as it is copied into the archive. */
export type ArchiveEntry = {
  kind: ArchiveKind;
  sourceId: number;
  tribe: string | null;
  year: number;
  period: string | null;
  version: number;
  content: string;
  publishedAt: string;
};

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Each published version of the student's period report cards, as the family read it. */
export async function publishedCardVersions(db: DbOrTrx, studentId: number): Promise<ArchiveEntry[]> {
  const rows = await db
    .selectFrom("reportCardVersions as v")
    .innerJoin("reportCards as c", "c.id", "v.reportCardId")
    .select(["v.id", "v.version", "v.content", "v.publishedAt", "c.periodStart", "c.tribe"])
    .where("c.studentId", "=", studentId)
    .orderBy("v.id")
    .execute();
  return rows.map((r) => ({ kind: "report_card", sourceId: r.id, tribe: r.tribe, year: yearOf(r.periodStart), period: r.periodStart, version: r.version, content: r.content, publishedAt: r.publishedAt }));
}

/** Each published version of the student's final reports. */
export async function finalReportVersions(db: DbOrTrx, studentId: number): Promise<ArchiveEntry[]> {
  const rows = await db.selectFrom("finalReportVersions").select(["id", "year", "version", "content", "publishedAt"]).where("studentId", "=", studentId).orderBy("id").execute();
  return rows.map((r) => {
    let tribe: string | null = null;
    try {
      const parsed = JSON.parse(r.content) as { tribe?: unknown };
      if (typeof parsed.tribe === "string") tribe = parsed.tribe;
    } catch {
      // The content is kept as it was, readable or not.
    }
    return { kind: "final_report", sourceId: r.id, tribe, year: r.year, period: null, version: r.version, content: r.content, publishedAt: r.publishedAt };
  });
}

/** The commission's decisions about the student in closed (signed) actas, with the acta's tribe, year and date. */
export async function promotionDecisions(db: DbOrTrx, studentId: number): Promise<ArchiveEntry[]> {
  const rows = await db
    .selectFrom("promotionDecisions as d")
    .innerJoin("promotionActas as a", "a.id", "d.actaId")
    .select(["d.id", "d.decision", "d.reason", "d.decidedAt", "a.tribe", "a.year", "a.version", "a.metOn", "a.closedAt"])
    .where("d.studentId", "=", studentId)
    .where("a.closedAt", "is not", null)
    .orderBy("d.id")
    .execute();
  return rows.map((r) => ({
    kind: "promotion_decision",
    sourceId: r.id,
    tribe: r.tribe,
    year: r.year,
    period: null,
    version: r.version,
    content: JSON.stringify({ decision: r.decision, reason: r.reason, decidedAt: r.decidedAt, acta: { tribe: r.tribe, year: r.year, version: r.version, metOn: r.metOn, closedAt: r.closedAt } }),
    publishedAt: r.closedAt ?? r.decidedAt,
  }));
}

/** The student's support activities that have a result (plan, dates, levels before and after). */
export async function supportActivityResults(db: DbOrTrx, studentId: number): Promise<ArchiveEntry[]> {
  const rows = await db
    .selectFrom("supportActivities")
    .select(["id", "year", "subject", "subjectName", "plan", "startsOn", "endsOn", "levelBefore", "result", "levelAfter", "resultOn", "resultNote", "resultAt", "createdAt"])
    .where("studentId", "=", studentId)
    .where("result", "is not", null)
    .orderBy("id")
    .execute();
  return rows.map(({ id, year, resultAt, createdAt, ...activity }) => ({
    kind: "support_activity",
    sourceId: id,
    tribe: null,
    year,
    period: null,
    version: 1,
    content: JSON.stringify(activity),
    publishedAt: resultAt ?? createdAt,
  }));
}

/** Writes the entries; one already archived (same kind and source row) is left as it is. Returns how many were written. */
export async function insertArchiveEntries(
  db: DbOrTrx,
  entries: ArchiveEntry[],
  who: { formerStudentId: number; studentName: string; studentSex: string | null; archivedAt: string; erasedById: number; erasedByName: string; erasure: string },
): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = await db
    .insertInto("academicArchive")
    .values(entries.map((entry) => ({ ...entry, ...who })))
    .onConflict((oc) => oc.columns(["kind", "sourceId"]).doNothing())
    .returning("id")
    .execute();
  return rows.length;
}

const listColumns = ["id", "kind", "formerStudentId", "studentName", "tribe", "year", "period", "version", "publishedAt", "archivedAt", "erasedByName"] as const;

export function archivedRecords(db: DbOrTrx) {
  return db.selectFrom("academicArchive").select(listColumns).orderBy("studentName").orderBy("year").orderBy("kind").orderBy("period").orderBy("version").execute();
}

export function archivedRecord(db: DbOrTrx, id: number) {
  return db.selectFrom("academicArchive").select([...listColumns, "content", "studentSex"]).where("id", "=", id).executeTakeFirst();
}

export function archivedRecordsOf(db: DbOrTrx, formerStudentId: number) {
  return db.selectFrom("academicArchive").select(["id", "kind", "sourceId", "version"]).where("formerStudentId", "=", formerStudentId).orderBy("id").execute();
}

export async function deleteArchivedRecords(db: DbOrTrx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("academicArchive").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
