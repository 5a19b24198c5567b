import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { isAdmin, isStaff } from "../../../common/school.policy.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { formatLongDate, schoolDayStart, schoolToday } from "../../../common/format.js";
import { isComplete, missingSubjects, missingText } from "../../../common/report-cards/card-completeness.js";
import { canPublishReportCards } from "../../../common/report-cards/report-cards.policy.js";
import { levelFor, periodAverage } from "../../../common/report-cards/performance-scale.js";
import {
  defaultReportCardSettings,
  type LevelsInput,
  piarLineShown,
  type ReportCardSettings,
  reportCardMessages as m,
  reportCardSettingsInput,
  type SubjectLevel,
  type TribeLevels,
} from "../../../common/report-cards/report-card-settings.schema.js";
import { isParentOf, listRoster, marksBetween, teachesStudent } from "../attendance/attendance.repo.js";
import { figuresOf } from "../attendance/attendance.service.js";
import type { AttendanceMark } from "../../../common/attendance/attendance.schema.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import {
  type CardEntry,
  type CardVersion,
  type EntryInput,
  type PublicationPreview,
  type PublishedCard,
  type PublishInput,
  reportCardTextMessages as t,
  type TribeCards,
  type TribePeriodInput,
} from "../../../common/report-cards/report-card.schema.js";
import type { PerformanceLevel } from "../../../common/report-cards/performance-scale.js";
import { listTribeMaterias } from "../materias/materias.repo.js";
import { studentsWithPlan } from "../piar/piar.repo.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { readSettingRow, writeSettingRow } from "../settings/settings.repo.js";
import { studentSex } from "../users/student-file.repo.js";
import { notifyCardsPublished } from "./report-card-notice.js";
import { reportCardDownloads } from "./report-card-downloads.js";
import { finalReports } from "./final-reports.service.js";
import {
  cardsOf,
  ensureCard,
  existingPeriodStarts,
  findPeriodByStart,
  gradesBetween,
  insertVersion,
  markChanged,
  findVersion,
  recordReportCardOpened,
  studentTeacherNames,
  upsertEntry,
  userName,
  userTribe,
  versionsOfStudent,
} from "./report-cards.repo.js";

const settingsKey = "reportCards";

/**
 * A school day's first instant: Colombia keeps UTC-5 all year (no daylight saving since 1993), so a
 * day of the school's calendar starts at 05:00 UTC. A review at 23:30 of a period's last day in Bogotá
 * is that period's, though it is already the next day in UTC.
 */

/**
 * Whether a period has reached its last day in the school's calendar (Bogotá's today). On its last
 * day the period's work is in: publishing then asks nothing more; before it, the admin confirms.
 */
function periodEnded(end: string): boolean {
  return schoolToday() >= end;
}

export type ReportCardsService = ReturnType<typeof createReportCardsService>;

export function createReportCardsService(deps: { db: Db; company: () => Promise<CompanyForDocuments> }) {
  const { db } = deps;

  async function currentSettings(trx: DbOrTrx = db): Promise<ReportCardSettings> {
    const stored = await readSettingRow(trx, settingsKey);
    if (!stored) return defaultReportCardSettings;
    const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : defaultReportCardSettings;
  }

  /** A teacher reaches the tribe they belong to, or their students of it; an admin every tribe. */
  async function rosterFor(actor: Actor, tribe: string, trx: DbOrTrx = db) {
    if (isAdmin(actor)) return listRoster(trx, tribe, { kind: "all" });
    const roster = await listRoster(trx, tribe, { kind: "teacher", teacherId: actor.id });
    assertAllowed(roster.length > 0 || (await userTribe(trx, actor.id)) === tribe);
    return roster;
  }

  async function computeLevels(who: Actor, input: LevelsInput, only?: number, trx: DbOrTrx = db): Promise<TribeLevels> {
    const period = await findPeriodByStart(trx, input.period);
    if (!period) throw new AppError("NOT_FOUND", m.badPeriod);
    const fullRoster = await rosterFor(who, input.tribe, trx);
    const roster = only === undefined ? fullRoster : fullRoster.filter((s) => s.id === only);
    const settings = await currentSettings(trx);
    const preschool = settings.preschoolTribes.includes(input.tribe as (typeof settings.preschoolTribes)[number]);
    const base = { tribe: input.tribe, period: { name: period.name, start: period.startDate, end: period.endDate }, preschool };
    const name = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`.trim();
    if (preschool) return { ...base, dimensions: settings.dimensions, students: roster.map((s) => ({ id: s.id, name: name(s), subjects: [] })) };

    const materias = await listTribeMaterias(trx, input.tribe);
    const grades = await gradesBetween(
      trx,
      roster.map((s) => s.id),
      schoolDayStart(period.startDate),
      schoolDayStart(addDays(period.endDate, 1)),
    );
    const byKey = new Map<string, number[]>();
    for (const row of grades) {
      const key = `${row.studentId}:${row.materiaId}`;
      byKey.set(key, [...(byKey.get(key) ?? []), Number(row.grade)]);
    }
    const students = roster.map((student) => ({
      id: student.id,
      name: name(student),
      subjects: materias.map((materia): SubjectLevel => {
        const list = byKey.get(`${student.id}:${materia.id}`) ?? [];
        const average = periodAverage(list);
        return { materiaId: materia.id, materia: materia.name, average, level: levelFor(average, settings.scale), grades: list.length };
      }),
    }));
    return { ...base, dimensions: [], students };
  }

  /** Computed levels and written entries together, per student (optionally one). */
  async function cardsFor(who: Actor, input: TribePeriodInput, only?: number, trx: DbOrTrx = db): Promise<TribeCards> {
    const levels = await computeLevels(who, input, only, trx);
    const { cards, entries } = await cardsOf(
      trx,
      levels.students.map((s) => s.id),
      input.period,
    );
    const cardOf = new Map(cards.map((card) => [card.studentId, card]));
    const written = new Map(entries.map((entry) => [`${entry.reportCardId}:${entry.subject}`, entry]));
    return {
      tribe: levels.tribe,
      period: levels.period,
      preschool: levels.preschool,
      students: levels.students.map((student) => {
        const card = cardOf.get(student.id);
        const subjects = levels.preschool
          ? levels.dimensions.map((dimension) => ({ subject: `dimension:${dimension}`, name: dimension, computedAverage: null, computedLevel: null }))
          : student.subjects.map((s) => ({ subject: `materia:${s.materiaId}`, name: s.materia, computedAverage: s.average, computedLevel: s.level }));
        return {
          id: student.id,
          name: student.name,
          version: card?.version ?? 0,
          changedSincePublished: Boolean(card?.changedSincePublished),
          entries: subjects.map((subject): CardEntry => {
            const entry = card ? written.get(`${card.id}:${subject.subject}`) : undefined;
            return {
              ...subject,
              level: (entry?.level as PerformanceLevel | null | undefined) ?? subject.computedLevel,
              overrideReason: entry?.overrideReason ?? null,
              strengths: entry?.strengths ?? "",
              difficulties: entry?.difficulties ?? "",
              recommendations: entry?.recommendations ?? "",
            };
          }),
        };
      }),
    };
  }

  async function assertReadsStudent(who: Actor, studentId: number): Promise<void> {
    if (who.role === "parent") assertAllowed((await isParentOf(db, who.id, studentId)) !== undefined);
    else if (who.role === "teacher") assertAllowed(await teachesStudent(db, who.id, studentId));
    else assertAllowed(isAdmin(who));
  }

  return {
    /** A tribe's zip of a period. */
    ...reportCardDownloads({ db, company: deps.company, settings: () => currentSettings() }),
    /** The final reports of the year: readiness, publication, the family's list and PDFs (issue 35). */
    ...finalReports({ db, company: deps.company, settings: (trx) => currentSettings(trx), assertReadsStudent }),

    /** A published version as a PDF, for whoever reads the student's cards. */
    async versionPdf(actor: Actor | null, versionId: number, options: { forOtherSchool?: boolean } = {}): Promise<{ buffer: Buffer; fileName: string }> {
      const who = requireActor(actor);
      const row = await findVersion(db, versionId);
      if (!row) throw new AppError("NOT_FOUND", t.notPublished);
      await assertReadsStudent(who, row.studentId);
      // The family's home stops asking them to open it (issue 34).
      if (who.role === "parent") await recordReportCardOpened(db, row.id, who.id, new Date().toISOString());
      const card = JSON.parse(row.content) as PublishedCard;
      // The PDF renderer loads with the first PDF, not with the server (issue 24).
      const { renderReportCardPdf, reportCardFileName } = await import("./report-card.pdf.js");
      const sex = await studentSex(db, row.studentId);
      // The PIAR line as the school's settings say today, for this copy's reader (issue 35).
      const showPiar = piarLineShown(await currentSettings(), options.forOtherSchool ?? false);
      return {
        buffer: await renderReportCardPdf({ card, version: row.version, publishedAt: row.publishedAt }, await deps.company(), sex, { showPiar }),
        fileName: reportCardFileName(card, row.version, options.forOtherSchool ?? false),
      };
    },

    async settings(actor: Actor | null): Promise<ReportCardSettings> {
      assertAllowed(isStaff(requireActor(actor)));
      return currentSettings();
    },

    async saveSettings(actor: Actor | null, input: ReportCardSettings): Promise<ReportCardSettings> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const starts = input.periodWeights.map((w) => w.periodStart);
      const known = await existingPeriodStarts(db, starts);
      if (starts.some((start) => !known.has(start))) throw new AppError("BAD_REQUEST", m.badPeriod, { fields: { periodWeights: m.badPeriod } });
      await writeSettingRow(db, settingsKey, JSON.stringify(input), admin.id);
      await recordAudit(db, { actor: admin, action: "settings.changed", details: { setting: settingsKey, value: JSON.stringify(input) } });
      return input;
    },

    /** Each student's subjects with the period's average and level; a preschool tribe gets no numbers. */
    async levels(actor: Actor | null, input: LevelsInput): Promise<TribeLevels> {
      const who = requireActor(actor);
      assertAllowed(isStaff(who));
      return computeLevels(who, input);
    },

    /** The tribe's cards of a period as the teachers fill them: computed levels beside what was written. */
    async tribeCards(actor: Actor | null, input: TribePeriodInput): Promise<TribeCards> {
      const who = requireActor(actor);
      assertAllowed(isStaff(who));
      return cardsFor(who, input);
    },

    /** One subject's or dimension's part of a student's card, by the student's teacher or an admin. */
    async saveEntry(actor: Actor | null, input: EntryInput): Promise<CardEntry> {
      const who = requireActor(actor);
      assertAllowed(isStaff(who));
      const period = await findPeriodByStart(db, input.period);
      if (!period) throw new AppError("NOT_FOUND", t.badPeriod);
      if (!isAdmin(who)) assertAllowed(await teachesStudent(db, who.id, input.studentId));
      const tribe = await userTribe(db, input.studentId);
      if (!tribe) throw new AppError("BAD_REQUEST", t.noTribe);
      const cards = await cardsFor(who, { tribe: tribe as TribePeriodInput["tribe"], period: input.period }, input.studentId);
      const student = cards.students[0];
      const entry = student?.entries.find((e) => e.subject === input.subject);
      if (!student || !entry) throw new AppError("BAD_REQUEST", t.subject, { fields: { subject: t.subject } });
      if (cards.preschool && input.level !== null) throw new AppError("BAD_REQUEST", t.preschoolNoLevel, { fields: { level: t.preschoolNoLevel } });
      const overridden = input.level !== null && input.level !== entry.computedLevel;
      if (overridden && !input.overrideReason) throw new AppError("BAD_REQUEST", t.reasonRequired, { fields: { overrideReason: t.reasonRequired } });
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const card = await ensureCard(trx, input.studentId, input.period, tribe, at);
        await upsertEntry(trx, card.id, input.subject, {
          level: overridden ? input.level : null,
          overrideReason: overridden ? input.overrideReason : null,
          strengths: input.strengths,
          difficulties: input.difficulties,
          recommendations: input.recommendations,
          updatedById: who.id,
          updatedAt: at,
        });
        await markChanged(trx, card.id, at);
      });
      return {
        ...entry,
        level: overridden ? input.level : entry.computedLevel,
        overrideReason: overridden ? input.overrideReason : null,
        strengths: input.strengths,
        difficulties: input.difficulties,
        recommendations: input.recommendations,
      };
    },

    /**
     * What "Publicar" would do (issue 35), for the admin's confirmation: per student of the tribe,
     * whether the card is complete (common/report-cards/card-completeness.ts), what each subject
     * lacks, and whether it is new, changed or unchanged since its last publication; and whether the
     * period has reached its last day.
     */
    async publicationPreview(actor: Actor | null, input: TribePeriodInput): Promise<PublicationPreview> {
      const admin = requireActor(actor);
      assertAllowed(canPublishReportCards(admin));
      const cards = await cardsFor(admin, input);
      return {
        tribe: cards.tribe,
        period: cards.period,
        preschool: cards.preschool,
        periodEnded: periodEnded(cards.period.end),
        students: cards.students.map((student) => ({
          id: student.id,
          name: student.name,
          version: student.version,
          state: student.version === 0 ? "new" : student.changedSincePublished ? "changed" : "unchanged",
          complete: isComplete(student.entries, cards.preschool),
          missing: missingSubjects(student.entries, cards.preschool),
        })),
      };
    },

    /**
     * Publishes the chosen cards of a tribe's period (all of them without a list): each one never
     * published or changed since gets its next version, as the family will read it, and the child's
     * family one notification; an unchanged card keeps its version. The server checks each card
     * again: an incomplete one refuses the whole publication (409, naming the student), so a family
     * never gets a half-empty card. Before the period's last day the admin must have said so
     * (`beforePeriodEnd`): the server requires the flag, not only the screen's question, so that no
     * caller of the API (a script, an old tab) publishes mid-period by accident; the audit records it.
     * One publication at a time per tribe and period, so two clicks never make the same version twice.
     */
    async publish(actor: Actor | null, input: PublishInput): Promise<{ published: number; unchanged: number }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      return withInstanceLock(db, `report-cards:${input.tribe}:${input.period}`, async (trx) => {
        const cards = await cardsFor(admin, input, undefined, trx);
        const early = !periodEnded(cards.period.end);
        if (early && !input.beforePeriodEnd) throw new AppError("CONFLICT", t.periodNotEnded(formatLongDate(cards.period.end)));
        const chosen = input.studentIds ? new Set(input.studentIds) : null;
        if (chosen && [...chosen].some((id) => !cards.students.some((s) => s.id === id))) {
          throw new AppError("BAD_REQUEST", t.notInTribe, { fields: { studentIds: t.notInTribe } });
        }
        const selected = cards.students.filter((s) => !chosen || chosen.has(s.id));
        const due = selected.filter((s) => s.version === 0 || s.changedSincePublished);
        const incomplete = due.find((s) => !isComplete(s.entries, cards.preschool));
        if (incomplete) throw new AppError("CONFLICT", t.incomplete(incomplete.name, missingText(incomplete.entries, cards.preschool)));

        const at = new Date().toISOString();
        const settings = await currentSettings(trx);
        const director = settings.directorName || (await userName(trx, admin.id));
        const withPiar = await studentsWithPlan(
          trx,
          due.map((s) => s.id),
        );
        const published: { studentId: number; version: number; entries: number }[] = [];
        for (const student of due) {
          const card = await ensureCard(trx, student.id, input.period, input.tribe, at);
          const marks = await marksBetween(trx, { studentId: student.id }, cards.period.start, cards.period.end);
          // The student's teachers sign: the tribe's own and those of the classes the child is in
          // (a tribe whose teachers teach it by classes got a card without a teacher's line).
          const teachers = await studentTeacherNames(trx, student.id, input.tribe);
          const content: PublishedCard = {
            attendance: figuresOf(marks.map((row) => row.mark as AttendanceMark)),
            piar: withPiar.has(student.id),
            student: { id: student.id, name: student.name },
            tribe: input.tribe,
            period: cards.period,
            preschool: cards.preschool,
            entries: student.entries,
            teachers,
            director,
            directorTitle: settings.headTitle,
          };
          await insertVersion(trx, { reportCardId: card.id, version: card.version + 1, content: JSON.stringify(content), publishedById: admin.id, publishedAt: at });
          published.push({ studentId: student.id, version: card.version + 1, entries: student.entries.length });
        }
        // In the publication's transaction: the families' items exist exactly when the versions do.
        await notifyCardsPublished(trx, { period: cards.period.name, preschool: cards.preschool, at, cards: published });
        await recordAudit(trx, {
          actor: admin,
          action: "report_cards.published",
          details: { tribe: input.tribe, period: input.period, published: published.length, beforePeriodEnd: early },
        });
        return { published: published.length, unchanged: selected.length - published.length };
      });
    },

    /** The published cards of a student, newest first: for the student's family, teachers and admins. */
    async childCards(actor: Actor | null, studentId: number): Promise<CardVersion[]> {
      await assertReadsStudent(requireActor(actor), studentId);
      const rows = await versionsOfStudent(db, studentId);
      return rows.map((row) => ({ id: row.id, version: row.version, publishedAt: row.publishedAt, card: JSON.parse(row.content) as PublishedCard }));
    },
  };
}
