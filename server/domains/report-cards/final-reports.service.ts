import type { Db, DbOrTrx } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { isAdmin } from "../../../common/school.policy.js";
import {
  type FinalReadiness,
  type FinalReportContent,
  type FinalReportVersion,
  finalReportMessages as m,
  finalSubjects,
  periodWeightsOf,
  type SupportResult,
} from "../../../common/report-cards/final-report.js";
import { piarLineShown, type ReportCardSettings } from "../../../common/report-cards/report-card-settings.schema.js";
import type { PublishedCard } from "../../../common/report-cards/report-card.schema.js";
import type { Tribe } from "../../../common/school.js";
import { listRoster } from "../attendance/attendance.repo.js";
import { notify, recipients } from "../notifications/notify.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { studentSexes } from "../users/student-file.repo.js";
import {
  closedDecisionsOf,
  finalVersionsOfStudent,
  findFinalVersion,
  insertFinalVersion,
  newestCardsOf,
  newestFinalVersions,
  periodsOfYear,
  sieeInForce,
  supportResultsOf,
} from "./final-report.repo.js";
import { studentTeacherNames, userName } from "./report-cards.repo.js";

type Deps = {
  db: Db;
  company: () => Promise<CompanyForDocuments>;
  settings: (trx?: DbOrTrx) => Promise<ReportCardSettings>;
  /** The report cards service's check: the student's family, the student's teachers and admins. */
  assertReadsStudent: (who: Actor, studentId: number) => Promise<void>;
};

type Prepared = {
  readiness: FinalReadiness;
  /** The content each ready student's report would be published with. */
  build: (studentId: number, director: string) => Promise<FinalReportContent>;
  newest: Map<number, { version: number; content: string }>;
};

/**
 * The final report of a school year (informe final, issue 35), produced by the school when the
 * year's last period is published: an admin publishes a tribe's final reports once every period of
 * the year (the calendar's) has each student's card published and the commission's closed acta has
 * each student's decision (preschool: promoted, Decreto 2247 de 1997, art. 10). Each publication is
 * a version (final_report_versions) holding everything the PDF prints, so a later change of the
 * cut-offs never rewrites it; publishing again makes a new version only when the content changed.
 */
export function finalReports(deps: Deps) {
  const { db } = deps;

  async function prepare(trx: DbOrTrx, tribe: Tribe, year: number): Promise<Prepared> {
    const settings = await deps.settings(trx);
    const preschool = settings.preschoolTribes.includes(tribe);
    const periods = await periodsOfYear(trx, year);
    const roster = await listRoster(trx, tribe, { kind: "all" });
    const ids = roster.map((s) => s.id);
    const cards = await newestCardsOf(
      trx,
      ids,
      periods.map((p) => p.start),
    );
    const cardOf = new Map(cards.map((row) => [`${row.studentId}:${row.periodStart}`, JSON.parse(row.content) as PublishedCard]));
    const { acta, decisions } = preschool ? { acta: null, decisions: [] } : await closedDecisionsOf(trx, tribe, year);
    const decisionOf = new Map(decisions.map((d) => [d.studentId, d]));
    const newest = new Map((await newestFinalVersions(trx, ids, year)).map((row) => [row.studentId, { version: row.version, content: row.content }]));
    const name = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`.trim();

    const students = roster.map((student) => {
      const blockers = periods.filter((p) => !cardOf.has(`${student.id}:${p.start}`)).map((p) => m.missingCard(p.name));
      if (!preschool && !decisionOf.has(student.id)) blockers.push(m.missingDecision);
      return { id: student.id, name: name(student), ready: periods.length > 0 && blockers.length === 0, blockers, version: newest.get(student.id)?.version ?? 0 };
    });

    const build = async (studentId: number, director: string): Promise<FinalReportContent> => {
      const student = students.find((s) => s.id === studentId) as FinalReadiness["students"][number];
      const ordered = periods.map((p) => cardOf.get(`${studentId}:${p.start}`));
      const { weighted, weightOf } = periodWeightsOf(periods, settings.periodWeights);
      const graded = ordered.map((card) => (card && !card.preschool ? card : undefined));
      const support = new Map<string, SupportResult[]>();
      for (const row of await supportResultsOf(trx, [studentId], year)) {
        if (!row.result) continue;
        support.set(row.subject, [...(support.get(row.subject) ?? []), { levelBefore: row.levelBefore, result: row.result, levelAfter: row.levelAfter, resultOn: row.resultOn ?? row.endsOn }]);
      }
      const dimensions = new Map<string, FinalReportContent["dimensions"][number]>();
      ordered.forEach((card) => {
        if (!card?.preschool) return;
        for (const entry of card.entries) {
          const row = dimensions.get(entry.subject) ?? { name: entry.name, periods: [] };
          row.periods.push({ period: card.period.name, strengths: entry.strengths, difficulties: entry.difficulties, recommendations: entry.recommendations });
          dimensions.set(entry.subject, row);
        }
      });
      const decision = decisionOf.get(studentId);
      const siee = await sieeInForce(trx);
      const sex = (await studentSexes(trx, [studentId])).get(studentId) ?? null;
      return {
        year,
        student: { id: studentId, name: student.name, sex },
        tribe,
        preschool,
        periods: periods.map((p) => ({ name: p.name, start: p.start, end: p.end })),
        subjects: finalSubjects(graded, { scale: settings.scale, weights: periods.map((p) => weightOf(p.start)) }, support),
        dimensions: [...dimensions.values()],
        weights: weighted ? periods.map((p) => ({ period: p.name, weight: weightOf(p.start) })) : null,
        scale: { ...settings.scale },
        siee: siee ? { version: siee.version, adoptedOn: siee.adoptedOn } : null,
        decision:
          preschool || !decision
            ? { decision: "preescolar", reason: "", actaVersion: null, metOn: null }
            : { decision: decision.decision, reason: decision.reason, actaVersion: acta?.version ?? null, metOn: acta?.metOn ?? null },
        piar: ordered.some((card) => card?.piar),
        teachers: await studentTeacherNames(trx, studentId, tribe),
        director,
        directorTitle: settings.headTitle,
      };
    };
    return { readiness: { tribe, year, preschool, periods: periods.map((p) => ({ name: p.name, start: p.start, end: p.end })), students }, build, newest };
  }

  const toVersion = (row: { id: number; year: number; version: number; publishedAt: string; content: string }): FinalReportVersion => ({
    id: row.id,
    year: row.year,
    version: row.version,
    publishedAt: row.publishedAt,
    report: JSON.parse(row.content) as FinalReportContent,
  });

  async function pdfOf(row: { version: number; publishedAt: string; content: string }) {
    const report = JSON.parse(row.content) as FinalReportContent;
    // The PDF renderer loads with the first PDF, not with the server (issue 24).
    const { finalReportFileName, renderFinalReportPdf } = await import("./final-report.pdf.js");
    return { buffer: await renderFinalReportPdf({ report, version: row.version, publishedAt: row.publishedAt }, await deps.company(), piarLineShown(await deps.settings(), false)), fileName: finalReportFileName(report, row.version) };
  }

  return {
    /** For the admin: which students of the tribe's year are ready, which are blocked and why. */
    async finalReadiness(actor: Actor | null, input: { tribe: Tribe; year: number }): Promise<FinalReadiness> {
      assertAllowed(isAdmin(requireActor(actor)));
      return (await prepare(db, input.tribe, input.year)).readiness;
    },

    /**
     * Publishes the final reports of the tribe's year for the students who are ready; those still
     * missing a card or a decision are left for later and counted (as a period's publication
     * leaves the incomplete cards). A 409 names what is missing when nobody is ready.
     */
    async publishFinal(actor: Actor | null, input: { tribe: Tribe; year: number }): Promise<{ published: number; unchanged: number; pending: number }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      return withInstanceLock(db, `final-reports:${input.tribe}:${input.year}`, async (trx) => {
        const prepared = await prepare(trx, input.tribe, input.year);
        const { students, periods } = prepared.readiness;
        if (periods.length === 0) throw new AppError("CONFLICT", m.noPeriods(input.year));
        if (students.length === 0) throw new AppError("CONFLICT", m.noStudents);
        const blocked = students.filter((s) => !s.ready);
        const ready = students.filter((s) => s.ready);
        if (ready.length === 0) throw new AppError("CONFLICT", m.blocked(blocked.map((s) => `${s.name}: ${s.blockers.join("; ")}`).join(". ")));
        const settings = await deps.settings(trx);
        const director = settings.directorName || (await userName(trx, admin.id));
        const at = new Date().toISOString();
        let published = 0;
        for (const student of ready) {
          const content = JSON.stringify(await prepared.build(student.id, director));
          const newest = prepared.newest.get(student.id);
          if (newest?.content === content) continue;
          await insertFinalVersion(trx, { studentId: student.id, year: input.year, version: (newest?.version ?? 0) + 1, content, publishedById: admin.id, publishedAt: at });
          const parents = await recipients.parentsOf(trx, [student.id]);
          if (parents.length > 0) {
            await notify(trx, {
              userIds: parents,
              kind: "finalReport",
              title: `Informe final ${input.year} de ${student.name}`,
              body: `La escuela publicó el informe final ${input.year} de ${student.name}. Léelo y descárgalo en Boletines.`,
              link: "/dashboard/children/boletines",
              at,
              studentId: student.id,
            });
          }
          published += 1;
        }
        await recordAudit(trx, { actor: admin, action: "final_reports.published", details: { tribe: input.tribe, year: input.year, published, pending: blocked.length } });
        return { published, unchanged: ready.length - published, pending: blocked.length };
      });
    },

    /** A student's published final reports, newest year and version first. */
    async childFinalReports(actor: Actor | null, studentId: number): Promise<FinalReportVersion[]> {
      await deps.assertReadsStudent(requireActor(actor), studentId);
      return (await finalVersionsOfStudent(db, studentId)).map(toVersion);
    },

    /** The newest published final report of the year as a PDF; a 404 before it is published. */
    async finalReport(actor: Actor | null, studentId: number, year: number): Promise<{ buffer: Buffer; fileName: string }> {
      await deps.assertReadsStudent(requireActor(actor), studentId);
      const row = (await finalVersionsOfStudent(db, studentId)).find((r) => r.year === year);
      if (!row) throw new AppError("NOT_FOUND", m.notYet(year));
      return pdfOf(row);
    },

    /** One published version of a final report as a PDF. */
    async finalVersionPdf(actor: Actor | null, id: number): Promise<{ buffer: Buffer; fileName: string }> {
      const who = requireActor(actor);
      const row = await findFinalVersion(db, id);
      if (!row) throw new AppError("NOT_FOUND", m.notFound);
      await deps.assertReadsStudent(who, row.studentId);
      return pdfOf(row);
    },
  };
}
