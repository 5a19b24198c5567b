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

export function findCard(db: DbOrTrx, studentId: number, periodStart: string) {
  return db.selectFrom("reportCards").select(["id", "tribe", "version", "changedSincePublished"]).where("studentId", "=", studentId).where("periodStart", "=", periodStart).executeTakeFirst();
}

/** The student's card of the period, made when the first entry is written. */
export async function ensureCard(db: DbOrTrx, studentId: number, periodStart: string, tribe: string, at: string) {
  await db
    .insertInto("reportCards")
    .values({ studentId, periodStart, tribe, createdAt: at, updatedAt: at })
    .onConflict((c) => c.columns(["studentId", "periodStart"]).doNothing())
    .execute();
  return (await findCard(db, studentId, periodStart)) as NonNullable<Awaited<ReturnType<typeof findCard>>>;
}

export type EntryValues = {
  level: string | null;
  overrideReason: string | null;
  strengths: string;
  difficulties: string;
  recommendations: string;
  updatedById: number;
  updatedAt: string;
};

export async function upsertEntry(db: DbOrTrx, reportCardId: number, subject: string, values: EntryValues): Promise<void> {
  await db
    .insertInto("reportCardEntries")
    .values({ reportCardId, subject, ...values })
    .onConflict((c) => c.columns(["reportCardId", "subject"]).doUpdateSet(values))
    .execute();
}

export async function markChanged(db: DbOrTrx, cardId: number, at: string): Promise<void> {
  await db
    .updateTable("reportCards")
    .set((eb) => ({ changedSincePublished: eb.case().when("version", ">", 0).then(1).else(0).end(), updatedAt: at }))
    .where("id", "=", cardId)
    .execute();
}

/** The cards of some students for a period, with their entries. */
export async function cardsOf(db: DbOrTrx, studentIds: readonly number[], periodStart: string) {
  if (studentIds.length === 0) return { cards: [], entries: [] };
  const cards = await db
    .selectFrom("reportCards")
    .select(["id", "studentId", "version", "changedSincePublished"])
    .where("studentId", "in", studentIds)
    .where("periodStart", "=", periodStart)
    .execute();
  const entries = cards.length
    ? await db
        .selectFrom("reportCardEntries")
        .select(["reportCardId", "subject", "level", "overrideReason", "strengths", "difficulties", "recommendations"])
        .where(
          "reportCardId",
          "in",
          cards.map((c) => c.id),
        )
        .execute()
    : [];
  return { cards, entries };
}

export async function insertVersion(db: DbOrTrx, values: { reportCardId: number; version: number; content: string; publishedById: number; publishedAt: string }) {
  await db.insertInto("reportCardVersions").values(values).execute();
  await db.updateTable("reportCards").set({ version: values.version, changedSincePublished: 0, updatedAt: values.publishedAt }).where("id", "=", values.reportCardId).execute();
}

/** Every publication of a student's cards, newest period first, newest version first. */
export function versionsOfStudent(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom("reportCardVersions as v")
    .innerJoin("reportCards as c", "c.id", "v.reportCardId")
    .select(["v.id", "v.version", "v.publishedAt", "v.content"])
    .where("c.studentId", "=", studentId)
    .orderBy("c.periodStart", "desc")
    .orderBy("v.version", "desc")
    .execute();
}

/**
 * The active teachers of a student, by name: they sign the card. Those of the tribe (their own tribe)
 * and those of a class the student is enrolled in, as teachesStudent reads a teacher's students.
 */
export async function studentTeacherNames(db: DbOrTrx, studentId: number, tribe: string): Promise<string[]> {
  const rows = await db
    .selectFrom("users as t")
    .select(["t.firstName", "t.lastName"])
    .where("t.role", "=", "teacher")
    .where("t.status", "=", "active")
    .where((eb) =>
      eb.or([
        eb("t.tribe", "=", tribe),
        eb.exists(
          eb
            .selectFrom("studentClasses as sc")
            .innerJoin("classes as c", "c.id", "sc.classId")
            .select("sc.id")
            .where("sc.studentId", "=", studentId)
            .whereRef("c.teacherId", "=", "t.id"),
        ),
      ]),
    )
    .orderBy("t.firstName")
    .orderBy("t.lastName")
    .orderBy("t.id")
    .execute();
  return rows.map((row) => `${row.firstName} ${row.lastName}`.trim());
}

export async function userName(db: DbOrTrx, id: number): Promise<string> {
  const row = await db.selectFrom("users").select(["firstName", "lastName"]).where("id", "=", id).executeTakeFirst();
  return row ? `${row.firstName} ${row.lastName}`.trim() : "";
}

export function findVersion(db: DbOrTrx, id: number) {
  return db
    .selectFrom("reportCardVersions as v")
    .innerJoin("reportCards as c", "c.id", "v.reportCardId")
    .select(["v.id", "v.version", "v.publishedAt", "v.content", "c.studentId"])
    .where("v.id", "=", id)
    .executeTakeFirst();
}

/** The newest publication of each card a tribe had for a period (the card's version is its last publication). */
export function newestVersionsOfTribe(db: DbOrTrx, tribe: string, periodStart: string) {
  return db
    .selectFrom("reportCards as c")
    .innerJoin("reportCardVersions as v", (join) => join.onRef("v.reportCardId", "=", "c.id").onRef("v.version", "=", "c.version"))
    .select(["c.studentId", "v.version", "v.publishedAt", "v.content"])
    .where("c.tribe", "=", tribe)
    .where("c.periodStart", "=", periodStart)
    .orderBy("c.studentId")
    .execute();
}

/** Records that a person opened a publication of a report card (once: the first time counts). */
export async function recordReportCardOpened(db: DbOrTrx, versionId: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto("reportCardOpens")
    .values({ versionId, userId, openedAt: at })
    .onConflict((c) => c.columns(["versionId", "userId"]).doNothing())
    .execute();
}

/** The students' first names by id, as a family calls them in a notification. */
export async function firstNames(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "firstName"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.firstName]));
}
