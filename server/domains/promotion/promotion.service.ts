import type { Db, DbOrTrx } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { yearOf } from "../../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../../common/format.js";
import { isAdmin } from "../../../common/school.policy.js";
import type { PerformanceLevel } from "../../../common/report-cards/performance-scale.js";
import { defaultReportCardSettings, type ReportCardSettings, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import type { PublishedCard } from "../../../common/report-cards/report-card.schema.js";
import { canAdoptSiee, canReadActas, canReadSiee, canWriteActas, readActivitiesAccess, writeActivitiesAccess } from "../../../common/promotion/promotion.policy.js";
import {
  type Acta,
  type AdoptSieeInput,
  type Commission,
  type CreateActivityInput,
  levelShort,
  promotionMessages as m,
  type RecordResultInput,
  type SaveActaInput,
  type SieeContent,
  sieeContentSchema,
  type SieeOverview,
  type SieeVersion,
  type SupportActivity,
  type SupportCap,
  type TribeActivities,
  type TribeYearInput,
} from "../../../common/promotion/promotion.schema.js";
import { findStudent, isParentOf, listRoster, marksBetween, teachesStudent, teachesTribe } from "../attendance/attendance.repo.js";
import { listTribeMaterias } from "../materias/materias.repo.js";
import { versionsOfStudent } from "../report-cards/report-cards.repo.js";
import { readSettingRow } from "../settings/settings.repo.js";
import { studentSexes } from "../users/student-file.repo.js";
import {
  type ActaRow,
  type ActivityRow,
  actaVersions,
  activitiesOf,
  closeActa,
  decisionsOf,
  findActa,
  findActivity,
  findSieeVersion,
  insertActa,
  insertActivity,
  insertSieeVersion,
  newestActa,
  replaceDecisions,
  sieeVersions,
  tribeStudents,
  updateOpenActa,
  writeResult,
} from "./promotion.repo.js";

export type PromotionService = ReturnType<typeof createPromotionService>;

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ""}`.trim());
const levelRank: Record<PerformanceLevel, number> = { bajo: 0, basico: 1, alto: 2, superior: 3 };
const bad = (message: string, field: string) => new AppError("BAD_REQUEST", message, { fields: { [field]: message } });

function toActivity(row: ActivityRow): SupportActivity {
  return {
    id: row.id,
    studentId: row.studentId,
    year: row.year,
    subject: row.subject,
    subjectName: row.subjectName,
    plan: row.plan,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    levelBefore: row.levelBefore,
    result: row.result,
    levelAfter: row.levelAfter,
    resultOn: row.resultOn,
    resultNote: row.resultNote,
    createdBy: fullName(row.creatorFirst, row.creatorLast),
    createdAt: row.createdAt,
    resultBy: fullName(row.resultFirst, row.resultLast),
    resultAt: row.resultAt,
  };
}

/**
 * The SIEE and promotion (issue 35, Decreto 1290 de 2009; docs/decisions/promotion.md):
 * - the SIEE (art. 4, 8): each adoption is a new version, never changed; the newest is in force;
 * - support activities for a Bajo (art. 4.6, 11.3, 11.4), per student, year and subject, audited;
 * - the evaluation and promotion commission's acta per tribe and year (art. 11.5, 6, 7), signed once;
 *   a correction is a new version. Preschool promotes without failing (Decreto 2247 de 1997, art. 10).
 */
export function createPromotionService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function reportCardSettings(trx: DbOrTrx = db): Promise<ReportCardSettings> {
    const stored = await readSettingRow(trx, "reportCards");
    if (!stored) return defaultReportCardSettings;
    const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : defaultReportCardSettings;
  }
  const isPreschool = async (tribe: string | null, trx: DbOrTrx = db) => tribe !== null && (await reportCardSettings(trx)).preschoolTribes.includes(tribe as never);

  function sieeOf(row: NonNullable<Awaited<ReturnType<typeof findSieeVersion>>>): SieeVersion {
    return {
      id: row.id,
      version: row.version,
      adoptedOn: row.adoptedOn,
      publishedAt: row.publishedAt,
      publishedBy: fullName(row.firstName, row.lastName),
      content: sieeContentSchema.parse(JSON.parse(row.content)),
    };
  }

  async function sieeInForce(trx: DbOrTrx = db): Promise<SieeContent | null> {
    const row = await findSieeVersion(trx);
    return row ? sieeOf(row).content : null;
  }

  /** Whether the caller reaches a student's activities: admin, the student's teacher, or the family. */
  async function assertReach(who: Actor, studentId: number, reach: boolean | "pupil" | "child") {
    assertAllowed(reach !== false);
    const student = await findStudent(db, studentId);
    if (reach === true) {
      if (student?.role !== "student") throw new AppError("NOT_FOUND", m.studentNotFound);
      return student;
    }
    const reached = student?.role === "student" && (reach === "pupil" ? await teachesStudent(db, who.id, studentId) : (await isParentOf(db, who.id, studentId)) !== undefined);
    assertAllowed(reached);
    return student;
  }

  /** Per student, the subjects with Bajo on the year's published cards (the newest version of each period). */
  async function bajoSubjectsOf(studentId: number, year: number) {
    const seen = new Set<string>();
    const subjects = new Map<string, { subject: string; name: string; periods: string[] }>();
    for (const row of await versionsOfStudent(db, studentId)) {
      const card = JSON.parse(row.content) as PublishedCard;
      if (yearOf(card.period.start) !== year || seen.has(card.period.start)) continue;
      seen.add(card.period.start);
      for (const entry of card.entries) {
        if (entry.level !== "bajo") continue;
        const item = subjects.get(entry.subject) ?? { subject: entry.subject, name: entry.name, periods: [] };
        item.periods.unshift(card.period.name);
        subjects.set(entry.subject, item);
      }
    }
    return [...subjects.values()];
  }

  /**
   * The students of a tribe the caller works with: all for an admin; a teacher's own students of it
   * (none when the teacher has none there: the screen says so, as choosing a tribe is no error).
   */
  async function tribeRoster(who: Actor, tribe: string) {
    if (isAdmin(who)) return tribeStudents(db, tribe);
    return listRoster(db, tribe, { kind: "teacher", teacherId: who.id });
  }

  function actaOf(row: ActaRow, decisions: Awaited<ReturnType<typeof decisionsOf>>): Acta {
    return {
      id: row.id,
      tribe: row.tribe,
      year: row.year,
      version: row.version,
      metOn: row.metOn,
      members: JSON.parse(row.members),
      notes: row.notes,
      closedAt: row.closedAt,
      closedBy: fullName(row.closerFirst, row.closerLast),
      updatedAt: row.updatedAt,
      decisions: decisions.map((d) => ({ studentId: d.studentId, studentName: `${d.firstName} ${d.lastName}`.trim(), decision: d.decision, reason: d.reason })),
    };
  }

  async function viewActa(id: number, trx: DbOrTrx = db): Promise<Acta> {
    const row = await findActa(trx, id);
    if (!row) throw new AppError("NOT_FOUND", m.actaNotFound);
    return actaOf(row, await decisionsOf(trx, id));
  }

  /**
   * A teacher reads the acta of their own tribe (users.tribe): it names every child of the tribe, so
   * teaching one of them in a class is not enough (that teacher reads the child's activities instead).
   */
  async function assertReadsTribe(who: Actor, tribe: string) {
    assertAllowed(canReadActas(who));
    if (!isAdmin(who)) assertAllowed(await teachesTribe(db, who.id, tribe));
  }

  return {
    // ---------- SIEE ----------

    /** The version in force and the history (everyone signed in). */
    async siee(actor: Actor | null): Promise<SieeOverview> {
      assertAllowed(canReadSiee(requireActor(actor)));
      const [current, versions] = await Promise.all([findSieeVersion(db), sieeVersions(db)]);
      return { current: current ? sieeOf(current) : null, versions };
    },

    async sieeVersion(actor: Actor | null, version: number): Promise<SieeVersion> {
      assertAllowed(canReadSiee(requireActor(actor)));
      const row = await findSieeVersion(db, version);
      if (!row) throw new AppError("NOT_FOUND", m.sieeNotFound);
      return sieeOf(row);
    },

    /**
     * Adopts a new version (art. 8: defined, approved by the consejo directivo, divulged; a change
     * follows the same steps, so it is a new version). The scale and cut-offs are the report cards'
     * in force at adoption, copied in: a later change of the settings does not rewrite it.
     */
    async adoptSiee(actor: Actor | null, input: AdoptSieeInput): Promise<SieeVersion> {
      const admin = requireActor(actor);
      assertAllowed(canAdoptSiee(admin));
      if (input.adoptedOn > schoolToday(now())) throw bad(m.adoptedOnFuture, "adoptedOn");
      const { adoptedOn, ...fields } = input;
      const version = await withInstanceLock(db, "siee:adopt", async (trx) => {
        const content: SieeContent = { ...fields, scale: (await reportCardSettings(trx)).scale };
        const version = await insertSieeVersion(trx, { content: JSON.stringify(content), adoptedOn, byId: admin.id, at: now().toISOString() });
        await recordAudit(trx, { actor: admin, action: "siee.adopted", details: { version, adoptedOn } });
        return version;
      });
      return this.sieeVersion(admin, version);
    },

    // ---------- support activities ----------

    /** A student's activities (of a year, or all), for their teachers, admins and their own family. */
    async studentActivities(actor: Actor | null, studentId: number, year?: number): Promise<SupportActivity[]> {
      const who = requireActor(actor);
      await assertReach(who, studentId, readActivitiesAccess(who));
      return (await activitiesOf(db, [studentId], year)).map(toActivity);
    },

    /** A tribe's students of a year with their Bajo subjects and activities: the teacher's own students, or all for an admin. */
    async tribeActivities(actor: Actor | null, input: TribeYearInput): Promise<TribeActivities> {
      const who = requireActor(actor);
      assertAllowed(writeActivitiesAccess(who) !== false);
      const roster = await tribeRoster(who, input.tribe);
      const ids = roster.map((s) => s.id);
      const [rows, sexes, materias, siee, preschool] = await Promise.all([activitiesOf(db, ids, input.year), studentSexes(db, ids), listTribeMaterias(db, input.tribe), sieeInForce(), isPreschool(input.tribe)]);
      const students = [];
      for (const s of roster) {
        students.push({
          id: s.id,
          name: `${s.firstName} ${s.lastName}`.trim(),
          sex: sexes.get(s.id) ?? null,
          bajoSubjects: preschool ? [] : await bajoSubjectsOf(s.id, input.year),
          activities: rows.filter((r) => r.studentId === s.id).map(toActivity),
        });
      }
      return {
        tribe: input.tribe,
        year: input.year,
        preschool,
        supportMaxLevel: siee?.supportMaxLevel ?? "basico",
        subjects: materias.map((materia) => ({ subject: `materia:${materia.id}`, name: materia.name })),
        students,
      };
    },

    /** A support activity for a subject with Bajo, by the student's teacher or an admin; audited. */
    async createActivity(actor: Actor | null, input: CreateActivityInput): Promise<SupportActivity> {
      const who = requireActor(actor);
      const student = await assertReach(who, input.studentId, writeActivitiesAccess(who));
      if (await isPreschool(student?.tribe ?? null)) throw bad(m.preschool, "studentId");
      const materias = student?.tribe ? await listTribeMaterias(db, student.tribe) : [];
      const materia = materias.find((x) => `materia:${x.id}` === input.subject);
      if (!materia) throw bad(m.subject, "subject");
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertActivity(trx, { ...input, levelBefore: "bajo", subjectName: materia.name, byId: who.id, at: now().toISOString() });
        await recordAudit(trx, { actor: who, action: "support_activity.created", object: { type: "student", id: input.studentId }, details: { activityId: id, year: input.year, subject: input.subject } });
        return id;
      });
      const row = await findActivity(db, id);
      if (!row) throw new AppError("NOT_FOUND", m.activityNotFound);
      return toActivity(row);
    },

    /**
     * Records the result: passed gives a level above Bajo and at most the SIEE's cap (Básico unless
     * the SIEE in force says otherwise); not passed keeps Bajo. A result once recorded is not
     * overwritten silently: a second one needs the reason of the correction and the audit keeps the
     * earlier value (docs/decisions/promotion.md).
     */
    async recordResult(actor: Actor | null, input: RecordResultInput): Promise<SupportActivity> {
      const who = requireActor(actor);
      assertAllowed(writeActivitiesAccess(who) !== false);
      const row = await findActivity(db, input.id);
      if (!row) throw new AppError("NOT_FOUND", m.activityNotFound);
      await assertReach(who, row.studentId, writeActivitiesAccess(who));
      if (input.resultOn < row.startsOn) throw bad(m.resultBeforeStart, "resultOn");
      if (input.resultOn > schoolToday(now())) throw bad(m.resultFuture, "resultOn");
      const cap: SupportCap = (await sieeInForce())?.supportMaxLevel ?? "basico";
      let levelAfter: PerformanceLevel;
      if (input.result === "not_passed") {
        if (input.levelAfter !== null && input.levelAfter !== "bajo") throw bad(m.levelAfterNotPassed, "levelAfter");
        levelAfter = "bajo";
      } else {
        if (input.levelAfter === null) throw bad(m.levelAfter, "levelAfter");
        if (input.levelAfter === "bajo") throw bad(m.levelAfterPassed, "levelAfter");
        if (levelRank[input.levelAfter] > levelRank[cap]) throw bad(m.levelAfterCap(levelShort[cap]), "levelAfter");
        levelAfter = input.levelAfter;
      }
      const correcting = row.result !== null;
      if (correcting && input.correctionReason === "") throw new AppError("CONFLICT", m.alreadyRecorded, { fields: { correctionReason: m.alreadyRecorded } });
      const values = { result: input.result, levelAfter, resultOn: input.resultOn, note: input.note, byId: who.id, at: now().toISOString() };
      await db.transaction().execute(async (trx) => {
        const over = correcting ? { result: row.result as string, levelAfter: row.levelAfter, resultOn: row.resultOn } : null;
        if (!(await writeResult(trx, row.id, values, over))) throw new AppError("CONFLICT", m.alreadyRecorded, { fields: { correctionReason: m.alreadyRecorded } });
        await recordAudit(trx, {
          actor: who,
          action: correcting ? "support_activity.corrected" : "support_activity.result",
          object: { type: "student", id: row.studentId },
          details: {
            activityId: row.id,
            result: input.result,
            levelAfter,
            resultOn: input.resultOn,
            ...(correcting ? { previousResult: row.result, previousLevelAfter: row.levelAfter, previousResultOn: row.resultOn, reason: input.correctionReason.slice(0, 500) } : {}),
          },
        });
      });
      const updated = await findActivity(db, row.id);
      if (!updated) throw new AppError("NOT_FOUND", m.activityNotFound);
      return toActivity(updated);
    },

    // ---------- the commission's acta ----------

    /** A tribe's year for the commission: the newest acta, its versions, and what each student's decision weighs. */
    async commission(actor: Actor | null, input: TribeYearInput): Promise<Commission> {
      const who = requireActor(actor);
      await assertReadsTribe(who, input.tribe);
      const roster = await tribeStudents(db, input.tribe);
      const ids = roster.map((s) => s.id);
      const [siee, preschool, sexes, rows, marks, versions, newest] = await Promise.all([
        sieeInForce(),
        isPreschool(input.tribe),
        studentSexes(db, ids),
        activitiesOf(db, ids, input.year),
        marksBetween(db, { tribe: input.tribe, studentIds: ids }, `${input.year}-01-01`, `${input.year}-12-31`),
        actaVersions(db, input.tribe, input.year),
        newestActa(db, input.tribe, input.year),
      ]);
      const rule = siee?.maxUnexcusedAbsencePercent ?? null;
      const students = [];
      for (const s of roster) {
        const own = marks.filter((mark) => mark.studentId === s.id);
        const absent = own.filter((mark) => mark.mark === "absent").length;
        const excused = own.filter((mark) => mark.mark === "excused").length;
        // Art. 6: the share of unexcused absences (Ausente) among the marked days, to one decimal.
        const unexcusedPercent = own.length === 0 ? null : Math.round((absent / own.length) * 1000) / 10;
        students.push({
          id: s.id,
          name: `${s.firstName} ${s.lastName}`.trim(),
          sex: sexes.get(s.id) ?? null,
          attendance: { markedDays: own.length, absent, excused, unexcusedPercent, overLimit: rule !== null && unexcusedPercent !== null && unexcusedPercent > rule },
          bajoSubjects: preschool ? [] : await bajoSubjectsOf(s.id, input.year),
          activities: rows.filter((r) => r.studentId === s.id).map(toActivity),
        });
      }
      return {
        tribe: input.tribe,
        year: input.year,
        preschool,
        maxUnexcusedAbsencePercent: rule,
        canWrite: canWriteActas(who),
        versions,
        acta: newest ? actaOf(newest, await decisionsOf(db, newest.id)) : null,
        students,
      };
    },

    /** One version of an acta (an older one stays readable). */
    async acta(actor: Actor | null, id: number): Promise<Acta> {
      const who = requireActor(actor);
      assertAllowed(canReadActas(who));
      const acta = await viewActa(id);
      await assertReadsTribe(who, acta.tribe);
      return acta;
    },

    /**
     * Writes the tribe's year's acta while it is open: the first save creates version 1. Each
     * decision is of a student of the tribe; preschool accepts only promovido (Decreto 2247 art. 10).
     */
    async saveActa(actor: Actor | null, input: SaveActaInput): Promise<Acta> {
      const admin = requireActor(actor);
      assertAllowed(canWriteActas(admin));
      if (input.metOn > schoolToday(now())) throw bad(m.metOnFuture, "metOn");
      const id = await withInstanceLock(db, `promotion-acta:${input.tribe}:${input.year}`, async (trx) => {
        const members = new Set((await tribeStudents(trx, input.tribe)).map((s) => s.id));
        const preschool = await isPreschool(input.tribe, trx);
        input.decisions.forEach((d, index) => {
          if (!members.has(d.studentId)) throw bad(m.notInTribe, `decisions.${index}.studentId`);
          if (preschool && d.decision !== "promovido") throw bad(m.preschoolOnlyPromoted, `decisions.${index}.decision`);
        });
        const at = now().toISOString();
        const values = { metOn: input.metOn, members: JSON.stringify(input.members), notes: input.notes, at };
        const newest = await newestActa(trx, input.tribe, input.year);
        let id: number;
        if (!newest) id = await insertActa(trx, { ...values, tribe: input.tribe, year: input.year, version: 1, byId: admin.id });
        else {
          if (newest.closedAt !== null || !(await updateOpenActa(trx, newest.id, values))) throw new AppError("CONFLICT", m.actaClosed);
          id = newest.id;
        }
        await replaceDecisions(trx, id, input.decisions, at);
        await recordAudit(trx, { actor: admin, action: "promotion_acta.saved", details: { actaId: id, tribe: input.tribe, year: input.year, decisions: input.decisions.length } });
        return id;
      });
      return viewActa(id);
    },

    /**
     * Signs the acta: closed_at is set once (a conditional update under the tribe's lock: of two
     * admins closing at once, one closes it and the other gets 409); every student needs a decision.
     */
    async closeActa(actor: Actor | null, id: number): Promise<Acta> {
      const admin = requireActor(actor);
      assertAllowed(canWriteActas(admin));
      const row = await findActa(db, id);
      if (!row) throw new AppError("NOT_FOUND", m.actaNotFound);
      await withInstanceLock(db, `promotion-acta:${row.tribe}:${row.year}`, async (trx) => {
        const current = await findActa(trx, id);
        if (!current || current.closedAt !== null) throw new AppError("CONFLICT", m.actaClosed);
        const decided = new Set((await decisionsOf(trx, id)).map((d) => d.studentId));
        const students = await tribeStudents(trx, row.tribe);
        if (students.length === 0) throw new AppError("BAD_REQUEST", m.noStudents);
        const missing = students.filter((s) => !decided.has(s.id)).map((s) => `${s.firstName} ${s.lastName}`.trim());
        if (missing.length > 0) throw bad(m.missingDecisions(missing.join(", ")), "decisions");
        if (!(await closeActa(trx, id, admin.id, now().toISOString()))) throw new AppError("CONFLICT", m.actaClosed);
        await recordAudit(trx, { actor: admin, action: "promotion_acta.closed", details: { actaId: id, tribe: row.tribe, year: row.year, version: row.version } });
      });
      return viewActa(id);
    },

    /** A correction of a signed acta: a new open version (version + 1) with its content; the signed one stays as it was. */
    async correctActa(actor: Actor | null, id: number): Promise<Acta> {
      const admin = requireActor(actor);
      assertAllowed(canWriteActas(admin));
      const row = await findActa(db, id);
      if (!row) throw new AppError("NOT_FOUND", m.actaNotFound);
      const newId = await withInstanceLock(db, `promotion-acta:${row.tribe}:${row.year}`, async (trx) => {
        const newest = await newestActa(trx, row.tribe, row.year);
        if (newest?.id !== id) throw new AppError("CONFLICT", m.actaNotNewest);
        if (newest.closedAt === null) throw new AppError("CONFLICT", m.actaNotClosed);
        const at = now().toISOString();
        const newId = await insertActa(trx, { tribe: row.tribe, year: row.year, version: row.version + 1, metOn: row.metOn, members: row.members, notes: row.notes, byId: admin.id, at });
        const decisions = await decisionsOf(trx, id);
        await replaceDecisions(trx, newId, decisions, at);
        await recordAudit(trx, { actor: admin, action: "promotion_acta.corrected", details: { actaId: newId, previousId: id, version: row.version + 1 } });
        return newId;
      });
      return viewActa(newId);
    },
  };
}
