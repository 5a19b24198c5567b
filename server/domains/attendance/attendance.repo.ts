import type { DbOrTrx } from "../../db/connection.js";
import { isPostgresDb } from "../../db/instance-lock.js";

/** All the SQL of attendance (issue 25). Dates are the school's days, "YYYY-MM-DD" text. */

/** Whose register a caller takes: a whole tribe (admin) or a teacher's students of it. */
export type RosterScope = { kind: "all" } | { kind: "teacher"; teacherId: number };

export type RosterRow = { id: number; firstName: string; lastName: string; tribe: string | null };

/**
 * The active students of a tribe the caller takes the register of, by name. A teacher's are all of
 * it when it is the teacher's own tribe, otherwise those enrolled in a class the teacher teaches.
 */
export function listRoster(db: DbOrTrx, tribe: string, scope: RosterScope): Promise<RosterRow[]> {
  let query = db
    .selectFrom("users as u")
    .select(["u.id", "u.firstName", "u.lastName", "u.tribe"])
    .where("u.tribe", "=", tribe)
    .where("u.role", "=", "student")
    .where("u.status", "=", "active");
  if (scope.kind === "teacher") {
    const teacherId = scope.teacherId;
    query = query.where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("users as t").select("t.id").where("t.id", "=", teacherId).where("t.tribe", "=", tribe)),
        eb(
          "u.id",
          "in",
          eb.selectFrom("studentClasses as sc").innerJoin("classes as c", "c.id", "sc.classId").select("sc.studentId").where("c.teacherId", "=", teacherId),
        ),
      ]),
    );
  }
  return query.orderBy("u.firstName").orderBy("u.lastName").orderBy("u.id").execute();
}

/**
 * The teacher of a tribe: it is the teacher's own tribe (users.tribe). Teaching a class with some of
 * its children makes them the teacher of those children (teachesStudent), not of the tribe: the
 * register gives them only those, and class sign-in of the tribe is not theirs to run.
 */
export async function teachesTribe(db: DbOrTrx, teacherId: number, tribe: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where("id", "=", teacherId).where("role", "=", "teacher").where("tribe", "=", tribe).executeTakeFirst();
  return row !== undefined;
}

/** A student of the teacher: of the teacher's own tribe, or enrolled in one of their classes. */
export async function teachesStudent(db: DbOrTrx, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users as s")
    .select("s.id")
    .where("s.id", "=", studentId)
    .where("s.role", "=", "student")
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("users as t").select("t.id").where("t.id", "=", teacherId).whereRef("t.tribe", "=", "s.tribe")),
        eb.exists(
          eb
            .selectFrom("studentClasses as sc")
            .innerJoin("classes as c", "c.id", "sc.classId")
            .select("sc.id")
            .whereRef("sc.studentId", "=", "s.id")
            .where("c.teacherId", "=", teacherId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export function isParentOf(db: DbOrTrx, parentId: number, studentId: number) {
  return db.selectFrom("parentChildren").select("studentId").where("parentId", "=", parentId).where("studentId", "=", studentId).executeTakeFirst();
}

export function findStudent(db: DbOrTrx, studentId: number) {
  return db.selectFrom("users").select(["id", "firstName", "lastName", "tribe", "role"]).where("id", "=", studentId).executeTakeFirst();
}

export type MarkRow = Awaited<ReturnType<typeof marksOn>>[number];

/** The saved marks of these students on a day, with who took and last changed them. */
export function marksOn(db: DbOrTrx, studentIds: number[], date: string) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("attendanceMarks as a")
    .leftJoin("users as tb", "tb.id", "a.takenById")
    .leftJoin("users as ub", "ub.id", "a.updatedById")
    .select([
      "a.studentId",
      "a.mark",
      "a.note",
      "a.tribe",
      "a.takenById",
      "a.takenAt",
      "a.updatedById",
      "a.updatedAt",
      "tb.firstName as takenByFirstName",
      "tb.lastName as takenByLastName",
      "ub.firstName as updatedByFirstName",
      "ub.lastName as updatedByLastName",
    ])
    .where("a.studentId", "in", studentIds)
    .where("a.date", "=", date)
    .execute();
}

/** The corrections (changes after the first save) of these students on a day, oldest first. */
export function correctionsOn(db: DbOrTrx, studentIds: number[], date: string) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("attendanceChanges as ch")
    .leftJoin("users as cb", "cb.id", "ch.changedById")
    .select(["ch.studentId", "ch.previousMark", "ch.mark", "ch.note", "ch.changedById", "ch.changedAt", "cb.firstName", "cb.lastName"])
    .where("ch.studentId", "in", studentIds)
    .where("ch.date", "=", date)
    .where("ch.previousMark", "is not", null)
    .orderBy("ch.changedAt")
    .orderBy("ch.id")
    .execute();
}

export function excusesOn(db: DbOrTrx, studentIds: number[], date: string) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("attendanceExcuses")
    .select(["id", "studentId", "status", "text"])
    .where("studentId", "in", studentIds)
    .where("date", "=", date)
    .execute();
}

/** Saves a mark (inserting the day's row or changing it) and records the change. */
export async function saveMark(
  trx: DbOrTrx,
  values: { studentId: number; date: string; tribe: string; mark: string; note: string | null; previous: string | null; isNew: boolean; byId: number; at: string },
): Promise<void> {
  if (values.isNew) {
    await trx
      .insertInto("attendanceMarks")
      .values({
        studentId: values.studentId,
        date: values.date,
        tribe: values.tribe,
        mark: values.mark,
        note: values.note,
        takenById: values.byId,
        takenAt: values.at,
        updatedById: values.byId,
        updatedAt: values.at,
      })
      // Two staff saving the same new day at once: the second save is a correction, not a failure.
      .onConflict((oc) => oc.columns(["studentId", "date"]).doUpdateSet({ mark: values.mark, note: values.note, tribe: values.tribe, updatedById: values.byId, updatedAt: values.at }))
      .execute();
  } else {
    await trx
      .updateTable("attendanceMarks")
      .set({ mark: values.mark, note: values.note, tribe: values.tribe, updatedById: values.byId, updatedAt: values.at })
      .where("studentId", "=", values.studentId)
      .where("date", "=", values.date)
      .execute();
  }
  await trx
    .insertInto("attendanceChanges")
    .values({
      studentId: values.studentId,
      date: values.date,
      previousMark: values.previous,
      mark: values.mark,
      note: values.note,
      changedById: values.byId,
      changedAt: values.at,
    })
    .execute();
}

/** Stores an alert unless the child already has one of that kind that day; true when stored. */
export async function insertAlert(trx: DbOrTrx, values: { studentId: number; date: string; kind: string; message: string; at: string }): Promise<boolean> {
  const row = await trx
    .insertInto("attendanceAlerts")
    .values({ studentId: values.studentId, date: values.date, kind: values.kind, message: values.message, createdAt: values.at, sentAt: null })
    .onConflict((oc) => oc.columns(["studentId", "date", "kind"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasAlert(db: DbOrTrx, studentId: number, date: string, kind: string): Promise<boolean> {
  const row = await db.selectFrom("attendanceAlerts").select("id").where("studentId", "=", studentId).where("date", "=", date).where("kind", "=", kind).executeTakeFirst();
  return row !== undefined;
}

/** The alerts of a parent's children (or of every child when parentId is null), newest first. */
export function listAlerts(db: DbOrTrx, parentId: number | null) {
  let query = db
    .selectFrom("attendanceAlerts as al")
    .innerJoin("users as s", "s.id", "al.studentId")
    .leftJoin("attendanceExcuses as ex", (join) => join.onRef("ex.studentId", "=", "al.studentId").onRef("ex.date", "=", "al.date"))
    .select(["al.id", "al.studentId", "al.date", "al.kind", "al.message", "al.createdAt", "al.sentAt", "s.firstName", "s.lastName", "ex.status as excuseStatus"]);
  if (parentId !== null) {
    query = query.where("al.studentId", "in", (eb) => eb.selectFrom("parentChildren").select("studentId").where("parentId", "=", parentId));
  }
  return query.orderBy("al.createdAt", "desc").orderBy("al.id", "desc").limit(200).execute();
}

// ---------- excuses ----------

function excuseQuery(db: DbOrTrx) {
  return db
    .selectFrom("attendanceExcuses as e")
    .innerJoin("users as s", "s.id", "e.studentId")
    .leftJoin("users as p", "p.id", "e.parentId")
    .leftJoin("users as d", "d.id", "e.decidedById")
    .leftJoin("files as f", "f.id", "e.fileId")
    .select([
      "e.fileId",
      "f.originalName as fileName",
      "f.size as fileSize",
      "f.mimeType as fileMimeType",
      "e.id",
      "e.studentId",
      "e.parentId",
      "e.date",
      "e.text",
      "e.status",
      "e.createdAt",
      "e.decidedById",
      "e.decidedAt",
      "s.firstName",
      "s.lastName",
      "s.tribe",
      "p.firstName as parentFirstName",
      "p.lastName as parentLastName",
      "d.firstName as deciderFirstName",
      "d.lastName as deciderLastName",
    ]);
}
export type ExcuseRow = NonNullable<Awaited<ReturnType<typeof findExcuse>>>;

export function findExcuse(db: DbOrTrx, id: number) {
  return excuseQuery(db).where("e.id", "=", id).executeTakeFirst();
}

export type ExcuseScope = { kind: "all" } | { kind: "teacher"; teacherId: number } | { kind: "parent"; parentId: number };

/** Excuses in the caller's scope, newest day first. */
export function listExcuses(db: DbOrTrx, scope: ExcuseScope, status: string | undefined) {
  let query = excuseQuery(db);
  if (status) query = query.where("e.status", "=", status);
  if (scope.kind === "parent") {
    const parentId = scope.parentId;
    query = query.where("e.studentId", "in", (eb) => eb.selectFrom("parentChildren").select("studentId").where("parentId", "=", parentId));
  }
  if (scope.kind === "teacher") {
    const teacherId = scope.teacherId;
    query = query.where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom("users as t").select("t.id").where("t.id", "=", teacherId).whereRef("t.tribe", "=", "s.tribe")),
        eb(
          "e.studentId",
          "in",
          eb.selectFrom("studentClasses as sc").innerJoin("classes as c", "c.id", "sc.classId").select("sc.studentId").where("c.teacherId", "=", teacherId),
        ),
      ]),
    );
  }
  return query.orderBy("e.date", "desc").orderBy("e.id", "desc").limit(200).execute();
}

export async function insertExcuse(
  db: DbOrTrx,
  values: { studentId: number; parentId: number; date: string; text: string; fileId: number | null; at: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto("attendanceExcuses")
    .values({ studentId: values.studentId, parentId: values.parentId, date: values.date, text: values.text, fileId: values.fileId, status: "pending", createdAt: values.at, decidedById: null, decidedAt: null })
    .onConflict((oc) => oc.columns(["studentId", "date"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

/** Accepts a pending excuse; false when it was already accepted (by someone else, meanwhile). */
export async function acceptExcuse(trx: DbOrTrx, id: number, byId: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable("attendanceExcuses")
    .set({ status: "accepted", decidedById: byId, decidedAt: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------- supports ("Agregar soporte", issue 34) ----------

/** The supports of these excuses, oldest first, with their file and who added them. */
export function supportsOf(db: DbOrTrx, excuseIds: number[]) {
  if (excuseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("attendanceExcuseSupports as su")
    .leftJoin("files as f", "f.id", "su.fileId")
    .leftJoin("users as p", "p.id", "su.parentId")
    .select([
      "su.id",
      "su.excuseId",
      "su.note",
      "su.fileId",
      "su.createdAt",
      "su.parentId",
      "f.originalName as fileName",
      "f.size as fileSize",
      "f.mimeType as fileMimeType",
      "p.firstName as parentFirstName",
      "p.lastName as parentLastName",
    ])
    .where("su.excuseId", "in", excuseIds)
    .orderBy("su.createdAt")
    .orderBy("su.id")
    .execute();
}
export type SupportRow = Awaited<ReturnType<typeof supportsOf>>[number];

export async function supportCount(db: DbOrTrx, excuseId: number): Promise<number> {
  const row = await db.selectFrom("attendanceExcuseSupports").select((eb) => eb.fn.countAll<number>().as("n")).where("excuseId", "=", excuseId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Takes the excuse's row lock until the transaction ends, so the adds and the acceptance of one
 * excuse run one after another. PostgreSQL's READ COMMITTED lets concurrent INSERT … SELECT count
 * each see the same count (50 at once stored 11 with a limit of 10); SQLite's write transactions
 * already run one at a time.
 */
export async function lockExcuse(trx: DbOrTrx, excuseId: number): Promise<void> {
  if (isPostgresDb(trx)) await trx.selectFrom("attendanceExcuses").select("id").where("id", "=", excuseId).forUpdate().execute();
}

/**
 * Adds a support to an excuse only while it is pending and has fewer than `limit` supports, in one
 * statement (an acceptance at the same moment wins, and 50 adds at once stop at the limit: nothing
 * more is added), run in a transaction after `lockExcuse`. Undefined when nothing was added.
 */
export async function insertSupport(
  db: DbOrTrx,
  values: { excuseId: number; parentId: number; note: string | null; fileId: number | null; at: string },
  limit: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto("attendanceExcuseSupports")
    .columns(["excuseId", "parentId", "note", "fileId", "createdAt"])
    .expression((eb) =>
      eb
        .selectFrom("attendanceExcuses")
        .select([
          eb.val(values.excuseId).as("excuseId"),
          eb.val(values.parentId).as("parentId"),
          eb.val(values.note).as("note"),
          eb.val(values.fileId).as("fileId"),
          eb.val(values.at).as("createdAt"),
        ])
        .where("id", "=", values.excuseId)
        .where("status", "=", "pending")
        .where((w) => w(w.selectFrom("attendanceExcuseSupports").select((c) => c.fn.countAll<number>().as("n")).where("excuseId", "=", values.excuseId), "<", limit)),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export function findSupport(db: DbOrTrx, excuseId: number, supportId: number) {
  return db.selectFrom("attendanceExcuseSupports").select(["id", "excuseId", "fileId"]).where("id", "=", supportId).where("excuseId", "=", excuseId).executeTakeFirst();
}

// ---------- summary ----------

/** Marks from `from` to `to` (days, inclusive): of one student, or of the registers of a tribe (only these students' when given). */
export function marksBetween(db: DbOrTrx, target: { studentId: number } | { tribe: string; studentIds?: number[] }, from: string, to: string) {
  let query = db
    .selectFrom("attendanceMarks as a")
    .innerJoin("users as s", "s.id", "a.studentId")
    .select(["a.studentId", "a.date", "a.mark", "s.firstName", "s.lastName"])
    .where("a.date", ">=", from)
    .where("a.date", "<=", to);
  if ("studentId" in target) query = query.where("a.studentId", "=", target.studentId);
  else {
    query = query.where("a.tribe", "=", target.tribe);
    if (target.studentIds) query = query.where("a.studentId", "in", target.studentIds.length > 0 ? target.studentIds : [-1]);
  }
  return query.orderBy("s.firstName").orderBy("s.lastName").orderBy("a.studentId").execute();
}

// ---------- calendar ----------

export function findCalendarYear(db: DbOrTrx, year: number) {
  return db.selectFrom("attendanceCalendarYears").select(["year", "schoolDays", "holidays"]).where("year", "=", year).executeTakeFirst();
}

export async function writeCalendarYear(trx: DbOrTrx, values: { year: number; schoolDays: string; holidays: string; byId: number; at: string }): Promise<void> {
  await trx
    .insertInto("attendanceCalendarYears")
    .values({ year: values.year, schoolDays: values.schoolDays, holidays: values.holidays, updatedById: values.byId, updatedAt: values.at })
    .onConflict((oc) => oc.column("year").doUpdateSet({ schoolDays: values.schoolDays, holidays: values.holidays, updatedById: values.byId, updatedAt: values.at }))
    .execute();
}

/** Every period, by start (a school has a handful a year). */
export function listPeriods(db: DbOrTrx) {
  return db.selectFrom("attendancePeriods").select(["name", "startDate", "endDate"]).orderBy("startDate").execute();
}

/** Replaces the periods that start in a year. */
export async function replacePeriods(trx: DbOrTrx, year: number, periods: { name: string; start: string; end: string }[], byId: number, at: string): Promise<void> {
  await trx.deleteFrom("attendancePeriods").where("startDate", ">=", `${year}-01-01`).where("startDate", "<=", `${year}-12-31`).execute();
  if (periods.length === 0) return;
  await trx
    .insertInto("attendancePeriods")
    .values(periods.map((p) => ({ name: p.name, startDate: p.start, endDate: p.end, updatedById: byId, updatedAt: at })))
    .execute();
}
