import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import { schoolCalendarOf, schoolPeriods } from "./school-calendar.js";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, type FileRow, findFile, pdfOrImageKinds, storeUpload } from "../../lib/files.js";
import { schoolToday } from "../../../common/format.js";
import {
  dayProblem,
  type Period,
  yearOf,
} from "../../../common/attendance/attendance.calendar.js";
import {
  canEditCalendar,
  canReadAlerts,
  canReadCalendar,
  decideExcuseAccess,
  readExcusesAccess,
  registerAccess,
  sendExcuseAccess,
  summaryAccess,
} from "../../../common/attendance/attendance.policy.js";
import {
  type AttendanceAlert,
  type AttendanceCalendar,
  type AttendanceMark,
  attendanceMarks,
  attendanceMessages as m,
  type AttendanceSummary,
  type CalendarQuery,
  correctedMessage,
  type Excuse,
  type ExcuseInput,
  type ExcuseSupport,
  type Figures,
  holidayMessage,
  type ListExcusesInput,
  markLabels,
  maxSupportsPerExcuse,
  notSchoolDayMessage,
  type Register,
  type RegisterQuery,
  type SaveCalendarInput,
  type SaveRegisterInput,
  type SummaryInput,
  type SupportInput,
} from "../../../common/attendance/attendance.schema.js";
import { absentMessage } from "../../../common/attendance/attendance.alerts.js";
import { studentSexes } from "../users/student-file.repo.js";
import {
  acceptExcuse,
  correctionsOn,
  type ExcuseRow,
  type ExcuseScope,
  excusesOn,
  findExcuse,
  findStudent,
  findSupport,
  hasAlert,
  insertAlert,
  insertExcuse,
  insertSupport,
  lockExcuse,
  supportCount,
  isParentOf,
  listAlerts,
  listExcuses,
  listRoster,
  marksBetween,
  marksOn,
  replacePeriods,
  type RosterRow,
  type RosterScope,
  saveMark,
  type SupportRow,
  supportsOf,
  teachesStudent,
  writeCalendarYear,
} from "./attendance.repo.js";
import { notifyAttendanceAlerts, notifyExcuseSent, notifyExcuseSupported } from "../notifications/notifications.producers.js";

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();
const person = (id: number | null, first: string | null, last: string | null) => (id === null || first === null ? null : { id, name: fullName(first, last) });
const asMark = (value: string | null): AttendanceMark => ((attendanceMarks as readonly string[]).includes(value ?? "") ? (value as AttendanceMark) : "present");
const attended = (mark: AttendanceMark) => mark === "present" || mark === "late";

function badRequest(message: string, field: string): AppError {
  return new AppError("BAD_REQUEST", message, { fields: { [field]: message } });
}

/**
 * A month's figures from its marks. Rule: a day counts once it has a saved mark; Tarde counts as
 * attended (the child came, late); Excusa and Ausente are days absent (Excusa excused). The
 * percentage is (Presente + Tarde) / marked days, to one decimal; null with no marked day.
 */
export function figuresOf(marks: readonly AttendanceMark[]): Figures {
  const count = (mark: AttendanceMark) => marks.filter((x) => x === mark).length;
  const present = count("present");
  const late = count("late");
  const absent = count("absent");
  const excused = count("excused");
  const markedDays = marks.length;
  return {
    markedDays,
    present,
    late,
    absent,
    excused,
    daysAbsent: absent + excused,
    attendedPercent: markedDays === 0 ? null : Math.round(((present + late) / markedDays) * 1000) / 10,
  };
}

function toSupport(row: SupportRow): ExcuseSupport {
  return {
    id: row.id,
    note: row.note,
    file:
      row.fileId !== null && row.fileName !== null
        ? { name: row.fileName, size: Number(row.fileSize ?? 0), mimeType: row.fileMimeType ?? "", url: `/api/attendance/excuses/${row.excuseId}/supports/${row.id}/file` }
        : null,
    addedBy: person(row.parentId, row.parentFirstName, row.parentLastName),
    createdAt: row.createdAt,
  };
}

function toExcuse(row: ExcuseRow, supports: readonly SupportRow[] = []): Excuse {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: fullName(row.firstName, row.lastName),
    tribe: row.tribe,
    date: row.date,
    text: row.text,
    status: row.status === "accepted" ? "accepted" : "pending",
    sentBy: person(row.parentId, row.parentFirstName, row.parentLastName),
    file:
      row.fileId !== null && row.fileName !== null
        ? { name: row.fileName, size: Number(row.fileSize ?? 0), mimeType: row.fileMimeType ?? "", url: `/api/attendance/excuses/${row.id}/file` }
        : null,
    createdAt: row.createdAt,
    decidedBy: person(row.decidedById, row.deciderFirstName, row.deciderLastName),
    decidedAt: row.decidedAt,
    supports: supports.filter((support) => support.excuseId === row.id).map(toSupport),
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;

/**
 * Attendance (issue 25): the register of a tribe for a school day, corrections, the parents'
 * absence alerts, excuses, the month's figures and the school calendar. `now` is injected so the
 * Bogotá day rule can be tested at any hour.
 *
 * Alerts are stored (attendance_alerts, one of each kind per child and day) and read by the
 * parents in the app; afterAlerts (attendance.alert-delivery.ts) sends them by email and WhatsApp.
 */
export function createAttendanceService(deps: { db: Db; dataDir?: string; now?: () => Date; afterAlerts?: () => void; reads?: ReadCache }) {
  const { db } = deps;
  const reads = deps.reads ?? noReadCache;
  const instant = () => deps.now?.() ?? new Date();
  const today = () => schoolToday(instant());

  /** 400 with the reason when the date is no day to take (or excuse) attendance. */
  async function assertSchoolDay(date: string, options: { allowFuture?: boolean } = {}): Promise<void> {
    const [calendar, periods] = await Promise.all([schoolCalendarOf(db, yearOf(date)), schoolPeriods(db)]);
    const problem = dayProblem(date, { today: today(), calendar, periods, allowFuture: options.allowFuture });
    if (!problem) return;
    switch (problem.kind) {
      case "future":
        throw badRequest(m.futureDate, "date");
      case "outsideYear":
        throw badRequest(m.outsideYear, "date");
      case "notSchoolDay":
        throw badRequest(notSchoolDayMessage(problem.weekday), "date");
      case "holiday":
        throw badRequest(holidayMessage(date, problem.name), "date");
    }
  }

  async function calendarView(year: number): Promise<AttendanceCalendar> {
    const [calendar, periods] = await Promise.all([schoolCalendarOf(db, year), schoolPeriods(db)]);
    return {
      year,
      schoolDays: [...calendar.schoolDays],
      holidays: [...calendar.holidays],
      saved: calendar.saved,
      periods: periods.filter((p) => yearOf(p.start) === year),
    };
  }

  /** The register's students for the caller; a teacher with none in that tribe is refused. */
  async function rosterFor(actor: Actor | null, tribe: string): Promise<{ taker: Actor; roster: RosterRow[]; scope: RosterScope }> {
    const taker = requireActor(actor);
    const access = registerAccess(taker);
    assertAllowed(access !== false, m.staffOnly);
    const scope: RosterScope = access === true ? { kind: "all" } : { kind: "teacher", teacherId: taker.id };
    const roster = await listRoster(db, tribe, scope);
    if (scope.kind === "teacher") assertAllowed(roster.length > 0, m.notYourTribe);
    return { taker, roster, scope };
  }

  async function view(dbOrTrx: DbOrTrx, tribe: string, date: string, roster: RosterRow[]): Promise<Register> {
    const ids = roster.map((s) => s.id);
    const [marks, corrections, excuses] = await Promise.all([marksOn(dbOrTrx, ids, date), correctionsOn(dbOrTrx, ids, date), excusesOn(dbOrTrx, ids, date)]);
    const markOf = new Map(marks.map((row) => [row.studentId, row]));
    const excuseOf = new Map(excuses.map((row) => [row.studentId, row]));
    const students = roster.map((student) => {
      const saved = markOf.get(student.id);
      const excuse = excuseOf.get(student.id);
      const mark: AttendanceMark = saved ? asMark(saved.mark) : excuse?.status === "accepted" ? "excused" : "present";
      return {
        studentId: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
        mark,
        label: markLabels[mark],
        note: saved?.note ?? null,
        saved: saved !== undefined,
        takenBy: saved ? person(saved.takenById, saved.takenByFirstName, saved.takenByLastName) : null,
        takenAt: saved?.takenAt ?? null,
        updatedBy: saved ? person(saved.updatedById, saved.updatedByFirstName, saved.updatedByLastName) : null,
        updatedAt: saved?.updatedAt ?? null,
        corrections: corrections
          .filter((c) => c.studentId === student.id)
          .map((c) => ({ from: asMark(c.previousMark), to: asMark(c.mark), note: c.note, by: person(c.changedById, c.firstName, c.lastName), at: c.changedAt })),
        excuse: excuse ? { id: excuse.id, status: excuse.status === "accepted" ? ("accepted" as const) : ("pending" as const), text: excuse.text } : null,
      };
    });
    return { tribe, date, today: today(), saved: marks.length > 0, students };
  }

  /** An excuse's file or a support's (issue 34): a PDF or a photo, checked by content, stored private. */
  async function storeExcuseFile(parentId: number, upload: { source: Parameters<typeof storeUpload>[1]; name: string }): Promise<FileRow> {
    if (!deps.dataDir) throw new AppError("BAD_REQUEST", m.excuseFileKind);
    return storeUpload(db, upload.source, {
      dataDir: deps.dataDir,
      allowedKinds: pdfOrImageKinds,
      wrongKindMessage: m.excuseFileKind,
      originalName: upload.name,
      purpose: "attendance-excuse",
      ownerId: parentId,
    });
  }

  async function readableExcuse(id: number): Promise<ExcuseRow> {
    const row = await findExcuse(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.excuseNotFound);
    return row;
  }

  async function excuseView(id: number): Promise<Excuse> {
    return toExcuse(await readableExcuse(id), await supportsOf(db, [id]));
  }

  /** Whether the caller may see one student's attendance. */
  async function reachesStudent(actor: Actor, studentId: number, access: ReturnType<typeof summaryAccess>): Promise<boolean> {
    if (access === true) return true;
    if (access === "pupil") return teachesStudent(db, actor.id, studentId);
    if (access === "child") return (await isParentOf(db, actor.id, studentId)) !== undefined;
    return false;
  }

  return {
    /** The register of a tribe for a day (today by default): saved marks where saved, the default otherwise. */
    async register(actor: Actor | null, query: RegisterQuery): Promise<Register> {
      const date = query.date ?? today();
      const compute = async () => {
        const { roster } = await rosterFor(actor, query.tribe);
        await assertSchoolDay(date);
        return view(db, query.tribe, date, roster);
      };
      // Kept until the data changes (server/lib/read-cache.ts): the access check runs inside, and a
      // refusal is never kept. The day is in the key, so the default moves with the school's date.
      return actor ? reads.read(`attendance.register:${actor.id}:${actor.role}:${query.tribe}:${date}`, compute) : compute();
    },

    /**
     * "Guardar": saves the register. Students left out keep their saved mark (or get the default),
     * so a saved day has a mark for every student. A change of a saved mark is a correction
     * (attendance_changes, who and when). An Ausente with an accepted excuse is saved as Excusa.
     * A child newly Ausente without any excuse gets one absence alert that day; an Ausente changed
     * to Presente or Tarde, after such an alert, gets "Error corregido: … sí asistió" (once a day).
     */
    async save(actor: Actor | null, input: SaveRegisterInput): Promise<{ register: Register; alerts: { absent: number; corrected: number } }> {
      const { taker, roster, scope } = await rosterFor(actor, input.tribe);
      const date = input.date ?? today();
      await assertSchoolDay(date);
      if (roster.length === 0) throw badRequest(m.emptyRegister, "tribe");
      const onRoster = new Set(roster.map((s) => s.id));
      for (const [index, entry] of input.marks.entries()) {
        if (onRoster.has(entry.studentId)) continue;
        if (scope.kind === "teacher") throw new AppError("FORBIDDEN", m.notYourTribe, { fields: { [`marks.${index}.studentId`]: m.notYourTribe } });
        throw badRequest(m.studentNotInTribe, `marks.${index}.studentId`);
      }
      const asked = new Map(input.marks.map((entry) => [entry.studentId, entry]));
      const at = instant().toISOString();
      const alerts = { absent: 0, corrected: 0 };
      const register = await db.transaction().execute(async (trx) => {
        const ids = roster.map((s) => s.id);
        const [marks, excuses] = await Promise.all([marksOn(trx, ids, date), excusesOn(trx, ids, date)]);
        const markOf = new Map(marks.map((row) => [row.studentId, row]));
        const excuseOf = new Map(excuses.map((row) => [row.studentId, row]));
        const sexes = await studentSexes(trx, ids);
        for (const student of roster) {
          const before = markOf.get(student.id);
          const excuse = excuseOf.get(student.id);
          const entry = asked.get(student.id);
          let mark: AttendanceMark = entry?.mark ?? (before ? asMark(before.mark) : excuse?.status === "accepted" ? "excused" : "present");
          if (mark === "absent" && excuse?.status === "accepted") mark = "excused";
          const note = entry ? (entry.note ?? null) : (before?.note ?? null);
          const previous = before ? asMark(before.mark) : null;
          if (before && previous === mark && (before.note ?? null) === note) continue;
          await saveMark(trx, { studentId: student.id, date, tribe: input.tribe, mark, note, previous, isNew: !before, byId: taker.id, at });
          const name = fullName(student.firstName, student.lastName);
          if (mark === "absent" && previous !== "absent" && !excuse) {
            if (await insertAlert(trx, { studentId: student.id, date, kind: "absent", message: absentMessage(name, date, sexes.get(student.id) ?? null), at })) alerts.absent++;
          }
          if (previous === "absent" && attended(mark) && (await hasAlert(trx, student.id, date, "absent"))) {
            if (await insertAlert(trx, { studentId: student.id, date, kind: "corrected", message: correctedMessage(name), at })) alerts.corrected++;
          }
        }
        return view(trx, input.tribe, date, roster);
      });
      if (alerts.absent + alerts.corrected > 0) {
        await notifyAttendanceAlerts(db, date, at);
        deps.afterAlerts?.();
      }
      return { register, alerts };
    },

    /**
     * A parent's excuse for their own child and a school day (past or coming), with an optional file
     * (a PDF or a picture, checked by size and content, stored 0600 under a generated name). Everything
     * else is checked before the file is read.
     */
    async sendExcuse(actor: Actor | null, input: ExcuseInput, upload?: { source: Parameters<typeof storeUpload>[1]; name: string }): Promise<{ excuse: Excuse }> {
      const parent = requireActor(actor);
      assertAllowed(sendExcuseAccess(parent) === "child", m.parentsOnly);
      assertAllowed((await isParentOf(db, parent.id, input.studentId)) !== undefined, m.notYourChild);
      await assertSchoolDay(input.date, { allowFuture: true });
      const [existing] = await excusesOn(db, [input.studentId], input.date);
      if (existing) throw new AppError("CONFLICT", m.excuseExists);
      const file = upload ? await storeExcuseFile(parent.id, upload) : undefined;
      const values = { studentId: input.studentId, parentId: parent.id, date: input.date, text: input.text, fileId: file?.id ?? null, at: instant().toISOString() };
      const id = await insertExcuse(db, values).catch(async (error: unknown) => {
        if (file && deps.dataDir) await deleteStoredFile(db, deps.dataDir, file.id);
        throw error;
      });
      if (id === undefined) {
        if (file && deps.dataDir) await deleteStoredFile(db, deps.dataDir, file.id);
        throw new AppError("CONFLICT", m.excuseExists);
      }
      await notifyExcuseSent(db, id);
      return { excuse: await excuseView(id) };
    },

    /** The stored directory of excuse files (the REST route sends them). */
    dataDir: deps.dataDir ?? "",

    /** An excuse's file: for the parent who sent it, the child's teachers and admins. */
    async excuseFile(actor: Actor | null, id: number): Promise<FileRow> {
      const reader = requireActor(actor);
      const row = await readableExcuse(id);
      const access = decideExcuseAccess(reader);
      const allowed =
        access === true ||
        (access === "pupil" && (await teachesStudent(db, reader.id, row.studentId))) ||
        (reader.role === "parent" && row.parentId === reader.id);
      assertAllowed(allowed, m.excuseFileForbidden);
      const file = row.fileId === null ? undefined : await findFile(db, row.fileId);
      if (!file) throw new AppError("NOT_FOUND", m.excuseFileNotFound);
      return file;
    },

    /** The child's teacher (or an admin) accepts an excuse; a saved Ausente that day becomes Excusa. */
    async acceptExcuse(actor: Actor | null, id: number): Promise<{ excuse: Excuse }> {
      const decider = requireActor(actor);
      const access = decideExcuseAccess(decider);
      assertAllowed(access !== false, m.notYourStudent);
      const row = await readableExcuse(id);
      if (access === "pupil") assertAllowed(await teachesStudent(db, decider.id, row.studentId), m.notYourStudent);
      const at = instant().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await acceptExcuse(trx, id, decider.id, at))) throw new AppError("CONFLICT", m.excuseAlreadyAccepted);
        const [saved] = await marksOn(trx, [row.studentId], row.date);
        if (saved && saved.mark === "absent") {
          await saveMark(trx, { studentId: row.studentId, date: row.date, tribe: saved.tribe, mark: "excused", note: saved.note, previous: "absent", isNew: false, byId: decider.id, at });
        }
      });
      return { excuse: await excuseView(id) };
    },

    /** Excuses in the caller's reach: a parent's children's, a teacher's students', all for an admin. */
    async listExcuses(actor: Actor | null, input: ListExcusesInput): Promise<{ excuses: Excuse[] }> {
      const reader = requireActor(actor);
      const access = readExcusesAccess(reader);
      assertAllowed(access !== false);
      const scope: ExcuseScope =
        access === true ? { kind: "all" } : access === "child" ? { kind: "parent", parentId: reader.id } : { kind: "teacher", teacherId: reader.id };
      const rows = await listExcuses(db, scope, input.status);
      const supports = await supportsOf(
        db,
        rows.map((row) => row.id),
      );
      return { excuses: rows.map((row) => toExcuse(row, supports)) };
    },

    /**
     * "Agregar soporte" (issue 34): the child's family adds a file (a PDF or a picture, checked like
     * the excuse's own) and/or a note to a pending excuse. Who and the excuse's state are checked
     * before the file is read; a decided excuse is refused (409), also when it is accepted meanwhile.
     */
    async addSupport(actor: Actor | null, input: SupportInput, upload?: { source: Parameters<typeof storeUpload>[1]; name: string }): Promise<{ excuse: Excuse }> {
      const parent = requireActor(actor);
      assertAllowed(sendExcuseAccess(parent) === "child", m.supportNotYourChild);
      const row = await readableExcuse(input.id);
      assertAllowed((await isParentOf(db, parent.id, row.studentId)) !== undefined, m.supportNotYourChild);
      if (row.status !== "pending") throw new AppError("CONFLICT", m.supportDecided);
      const note = input.note ? input.note : null;
      if (!upload && note === null) throw badRequest(m.supportEmpty, "note");
      if ((await supportCount(db, row.id)) >= maxSupportsPerExcuse) throw new AppError("CONFLICT", m.supportsFull);
      const file = upload ? await storeExcuseFile(parent.id, upload) : undefined;
      const dropFile = async () => {
        if (file && deps.dataDir) await deleteStoredFile(db, deps.dataDir, file.id);
      };
      const values = { excuseId: row.id, parentId: parent.id, note, fileId: file?.id ?? null, at: instant().toISOString() };
      const id = await db
        .transaction()
        .execute(async (trx) => {
          await lockExcuse(trx, row.id);
          return insertSupport(trx, values, maxSupportsPerExcuse);
        })
        .catch(async (error: unknown) => {
        await dropFile();
        throw error;
      });
      if (id === undefined) {
        await dropFile();
        const stillPending = (await readableExcuse(row.id)).status === "pending";
        throw new AppError("CONFLICT", stillPending ? m.supportsFull : m.supportDecided);
      }
      await notifyExcuseSupported(db, row.id);
      return { excuse: await excuseView(row.id) };
    },

    /** A support's file: for the child's family, the child's teachers and admins. */
    async supportFile(actor: Actor | null, excuseId: number, supportId: number): Promise<FileRow> {
      const reader = requireActor(actor);
      const row = await readableExcuse(excuseId);
      const access = decideExcuseAccess(reader);
      const allowed =
        access === true ||
        (access === "pupil" && (await teachesStudent(db, reader.id, row.studentId))) ||
        (reader.role === "parent" && (await isParentOf(db, reader.id, row.studentId)) !== undefined);
      assertAllowed(allowed, m.supportFileForbidden);
      const support = await findSupport(db, excuseId, supportId);
      const file = support?.fileId ? await findFile(db, support.fileId) : undefined;
      if (!file) throw new AppError("NOT_FOUND", m.supportFileNotFound);
      return file;
    },

    /** The absence alerts and corrections: a parent's children's, newest first (all of them for an admin). */
    async alerts(actor: Actor | null): Promise<{ alerts: AttendanceAlert[] }> {
      const reader = requireActor(actor);
      assertAllowed(canReadAlerts(reader), m.alertsForbidden);
      const rows = await listAlerts(db, reader.role === "parent" ? reader.id : null);
      const sexes = await studentSexes(
        db,
        rows.map((row) => row.studentId),
      );
      return {
        alerts: rows.map((row) => {
          const studentName = fullName(row.firstName, row.lastName);
          const kind = row.kind === "corrected" ? "corrected" : "absent";
          return {
            id: row.id,
            studentId: row.studentId,
            studentName,
            date: row.date,
            kind,
            // Written again from the student's file: an alert stored before its sex was set reads right too.
            message: kind === "absent" ? absentMessage(studentName, row.date, sexes.get(row.studentId) ?? null) : row.message,
            createdAt: row.createdAt,
            sentAt: row.sentAt,
            excuseStatus: row.excuseStatus === "accepted" ? "accepted" : row.excuseStatus === "pending" ? "pending" : null,
          };
        }),
      };
    },

    /**
     * A month's figures of one student or of a tribe's registers (figuresOf gives the rule): an
     * admin's of the whole tribe, a teacher's of their students in it.
     */
    async summary(actor: Actor | null, input: SummaryInput): Promise<AttendanceSummary> {
      const reader = requireActor(actor);
      const access = summaryAccess(reader);
      assertAllowed(access !== false, m.summaryForbidden);
      let target: { studentId: number } | { tribe: string; studentIds?: number[] };
      if (input.studentId !== undefined) {
        const student = await findStudent(db, input.studentId);
        const allowed = student?.role === "student" && (await reachesStudent(reader, input.studentId, access));
        assertAllowed(allowed, m.summaryForbidden);
        target = { studentId: input.studentId };
      } else {
        const tribe = input.tribe as string;
        if (access === true) target = { tribe };
        else {
          // A teacher sees the figures of their own students of the tribe (its register's roster).
          const roster = access === "pupil" ? await listRoster(db, tribe, { kind: "teacher", teacherId: reader.id }) : [];
          assertAllowed(roster.length > 0, m.summaryForbidden);
          target = { tribe, studentIds: roster.map((student) => student.id) };
        }
      }
      let period: Period | null = null;
      if (input.period !== undefined) {
        period = (await schoolPeriods(db)).find((p) => p.start === input.period) ?? null;
        if (!period) throw badRequest(m.badPeriod, "period");
      }
      const month = input.month ?? null;
      const rows = period ? await marksBetween(db, target, period.start, period.end) : await marksBetween(db, target, `${month}-01`, `${month}-31`);
      const byStudent = new Map<number, { name: string; marks: AttendanceMark[] }>();
      for (const row of rows) {
        const entry = byStudent.get(row.studentId) ?? { name: fullName(row.firstName, row.lastName), marks: [] };
        entry.marks.push(asMark(row.mark));
        byStudent.set(row.studentId, entry);
      }
      return {
        month,
        period,
        tribe: "tribe" in target ? target.tribe : null,
        studentId: "studentId" in target ? target.studentId : null,
        totals: figuresOf(rows.map((row) => asMark(row.mark))),
        students: [...byStudent.entries()].map(([studentId, entry]) => ({ studentId, name: entry.name, ...figuresOf(entry.marks) })),
      };
    },

    /** One year's calendar (this year by default): school days, holidays, the periods that start in it. */
    async calendar(actor: Actor | null, query: CalendarQuery): Promise<AttendanceCalendar> {
      assertAllowed(canReadCalendar(requireActor(actor)));
      return calendarView(query.year ?? yearOf(today()));
    },

    /** The admin saves a year's school days, holidays and periods (those starting in that year are replaced). */
    async saveCalendar(actor: Actor | null, input: SaveCalendarInput): Promise<{ calendar: AttendanceCalendar }> {
      const admin = requireActor(actor);
      assertAllowed(canEditCalendar(admin));
      const others = (await schoolPeriods(db)).filter((p) => yearOf(p.start) !== input.year);
      const all = [...others, ...input.periods].sort((a, b) => a.start.localeCompare(b.start));
      if (all.some((p, i) => i > 0 && (all[i - 1] as Period).end >= p.start)) throw badRequest(m.periodOverlap, "periods");
      const at = instant().toISOString();
      const schoolDays = [...new Set(input.schoolDays)].sort();
      const holidays = [...input.holidays].sort((a, b) => a.date.localeCompare(b.date));
      await db.transaction().execute(async (trx) => {
        await writeCalendarYear(trx, { year: input.year, schoolDays: schoolDays.join(","), holidays: JSON.stringify(holidays), byId: admin.id, at });
        await replacePeriods(trx, input.year, input.periods, admin.id, at);
      });
      return { calendar: await calendarView(input.year) };
    },
  };
}
