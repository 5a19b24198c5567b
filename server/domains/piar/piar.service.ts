import { createHash } from "node:crypto";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../../common/format.js";
import { isAdmin } from "../../../common/school.policy.js";
import { agreePiarAccess, type PiarReach, readPiarAccess, signPiarAccess, writePiarAccess } from "../../../common/piar/piar.policy.js";
import { familySignerLabel, otherDirectivoTitles, type SignerKind, teacherSignerLabel } from "../../../common/piar/piar.labels.js";
import {
  changedSections,
  type CompetencyReport,
  type CompetencyReportInput,
  type FollowupInput,
  type Piar,
  type PiarRevision,
  type PiarRevisionSummary,
  type PiarSignature,
  piarMessages as m,
  parseStoredPiarContent,
  type SavePiarInput,
  type SignPiarInput,
} from "../../../common/piar/piar.schema.js";
import { defaultReportCardSettings, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import { findStudent, isParentOf, teachesStudent } from "../attendance/attendance.repo.js";
import { findPeriodByStart, userName } from "../report-cards/report-cards.repo.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { readSettingRow } from "../settings/settings.repo.js";
import { studentSex } from "../users/student-file.repo.js";
import { notify, recipients } from "../notifications/notify.js";
import { reviewNoticeDays, reviewReminder } from "./piar.reminder.js";
import {
  agreementsWithRevision,
  claimReviewReminder,
  competencyReportsOf,
  findPlan,
  findRevision,
  followupsOf,
  insertAgreement,
  insertCompetencyReport,
  insertPlan,
  insertHistoryStart,
  insertRevision,
  insertSignature,
  lockPlan,
  plansDueBy,
  plansToRemind,
  revisionsOf,
  signaturesOf,
  updatePlan,
  upsertFollowup,
} from "./piar.repo.js";
import { holdsSensitiveText, sensitiveMessages } from "../../../common/privacy/sensitive-data.js";
import { hasSensitiveDataConsent } from "../privacy/sensitive-consent.repo.js";

export type PiarService = ReturnType<typeof createPiarService>;

const fullName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ""}`.trim() : null);
const hashOf = (content: string) => createHash("sha256").update(content).digest("hex");
const sectionsOf = (json: string | null): string[] | null => (json === null ? null : (JSON.parse(json) as string[]));
const signature = (s: { kind: string; signerName: string; roleLabel: string; signedAt: string }): PiarSignature => ({
  kind: s.kind === "familia" || s.kind === "docente" ? s.kind : "directivo",
  signerName: s.signerName,
  roleLabel: s.roleLabel,
  signedAt: s.signedAt,
});

/**
 * The PIAR (issue 26; issue 35): the most sensitive record of the school. Only the student's teachers,
 * admins and the student's own family reach it, and every read and change is in the audit log. Every
 * revision is kept (piar_revisions, written with the plan in one transaction); the family's agreement
 * names the revision row and its content's hash; the acta de acuerdo (Anexo 3) of a revision is signed
 * by the family (by agreeing), the student's teachers and a directivo (Decreto 1421 de 2017, art.
 * 2.3.3.5.2.3.5 of Decreto 1075 de 2015; docs/decisions/piar.md).
 */
export function createPiarService(deps: { db: Db; now?: () => Date; company: () => Promise<CompanyForDocuments> }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function assertReach(actor: Actor, studentId: number, reach: PiarReach): Promise<void> {
    assertAllowed(reach !== false);
    const student = await findStudent(db, studentId);
    if (reach === true) {
      if (student?.role !== "student") throw new AppError("NOT_FOUND", m.notFound);
      return;
    }
    const reached = student?.role === "student" && (reach === "pupil" ? await teachesStudent(db, actor.id, studentId) : (await isParentOf(db, actor.id, studentId)) !== undefined);
    assertAllowed(reached);
  }

  async function planOf(studentId: number, trx: DbOrTrx = db) {
    const plan = await findPlan(trx, studentId);
    if (!plan) throw new AppError("NOT_FOUND", m.notFound);
    return plan;
  }

  /**
   * The current revision's row. A plan written before its history was kept (or inserted by hand)
   * gets its current content as that revision, once: the history starts there.
   */
  async function currentRevisionRow(trx: DbOrTrx, plan: { id: number; revision: number; content: string; reviewDue: string; updatedAt: string; firstName: string; lastName: string; editorFirst: string | null; editorLast: string | null }) {
    const found = await findRevision(trx, plan.id, plan.revision);
    if (found) return found;
    await insertHistoryStart(trx, {
      planId: plan.id,
      revision: plan.revision,
      content: plan.content,
      contentHash: hashOf(plan.content),
      reviewDue: plan.reviewDue,
      studentName: `${plan.firstName} ${plan.lastName}`.trim(),
      byName: fullName(plan.editorFirst, plan.editorLast),
      at: plan.updatedAt,
    });
    const row = await findRevision(trx, plan.id, plan.revision);
    if (!row) throw new AppError("NOT_FOUND", m.revisionNotFound);
    return row;
  }

  async function view(studentId: number, viewerId: number): Promise<Piar> {
    const piar = await viewIfAny(studentId, viewerId);
    if (!piar) throw new AppError("NOT_FOUND", m.notFound);
    return piar;
  }

  async function viewIfAny(studentId: number, viewerId: number): Promise<Piar | null> {
    const plan = await findPlan(db, studentId);
    if (!plan) return null;
    const [agreements, followups, revisions, signatures, sex] = await Promise.all([agreementsWithRevision(db, plan.id), followupsOf(db, plan.id), revisionsOf(db, plan.id), signaturesOf(db, plan.id), studentSex(db, studentId)]);
    const content = parseStoredPiarContent(plan.content);
    const current = revisions.find((r) => r.revision === plan.revision);
    const agreedRevision = agreements.reduce<number | null>((max, a) => (max === null || a.revision > max ? a.revision : max), null);
    let changedSinceAgreed: string[] = [];
    if (agreedRevision !== null && agreedRevision < plan.revision) {
      const agreedRow = await findRevision(db, plan.id, agreedRevision);
      changedSinceAgreed = agreedRow
        ? changedSections({ content: parseStoredPiarContent(agreedRow.content), reviewDue: agreedRow.reviewDue }, { content, reviewDue: plan.reviewDue })
        : [...new Set(revisions.filter((r) => r.revision > agreedRevision).flatMap((r) => sectionsOf(r.changedSections) ?? []))];
    }
    return {
      studentId,
      studentName: fullName(plan.firstName, plan.lastName) ?? "",
      studentSex: sex,
      content,
      revision: plan.revision,
      reviewDue: plan.reviewDue,
      reviewSoon: plan.reviewDue <= addDays(schoolToday(now()), reviewNoticeDays),
      updatedAt: plan.updatedAt,
      updatedBy: fullName(plan.editorFirst, plan.editorLast),
      agreements: agreements.map((a) => ({ revision: a.revision, parentName: a.parentName, agreedAt: a.agreedAt })),
      agreed: agreements.some((a) => a.revision === plan.revision),
      agreedRevision,
      changedSinceAgreed,
      signatures: current ? signatures.filter((s) => s.revisionId === current.id).map(signature) : [],
      signedByYou: current ? signatures.some((s) => s.revisionId === current.id && s.signerId === viewerId) : false,
      followups: followups.map((f) => ({ period: f.periodStart, text: f.text, writtenAt: f.writtenAt, writtenBy: fullName(f.firstName, f.lastName) })),
    };
  }

  async function revisionView(studentId: number, revision: number): Promise<PiarRevision> {
    const plan = await planOf(studentId);
    const row = revision === plan.revision ? await currentRevisionRow(db, plan) : await findRevision(db, plan.id, revision);
    if (!row) throw new AppError("NOT_FOUND", m.revisionNotFound);
    const [agreements, signatures, sex] = await Promise.all([agreementsWithRevision(db, plan.id), signaturesOf(db, plan.id), studentSex(db, studentId)]);
    const mine = agreements.filter((a) => a.revisionId === row.id);
    const signed = signatures.filter((s) => s.revisionId === row.id);
    return {
      studentId,
      studentName: row.studentName,
      studentSex: sex,
      revision: row.revision,
      savedAt: row.savedAt,
      savedBy: row.savedByName,
      changedSections: sectionsOf(row.changedSections),
      reviewDue: row.reviewDue,
      content: parseStoredPiarContent(row.content),
      contentHash: row.contentHash,
      current: row.revision === plan.revision,
      agreedBy: mine.map((a) => a.parentName),
      agreements: mine.map((a) => ({ revision: a.revision, parentName: a.parentName, agreedAt: a.agreedAt })),
      signatures: signed.length,
      signatureList: signed.map(signature),
    };
  }

  async function headTitle(): Promise<string> {
    const stored = await readSettingRow(db, "reportCards");
    if (!stored) return defaultReportCardSettings.headTitle;
    const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.headTitle : defaultReportCardSettings.headTitle;
  }

  const audit = (trx: DbOrTrx, actor: Actor, action: "piar.read" | "piar.changed" | "piar.agreed" | "piar.followup" | "piar.signed" | "piar.report_published", studentId: number, details: Record<string, string | number> = {}) =>
    recordAudit(trx, { actor, action, object: { type: "student", id: studentId }, details });

  async function renderRevisionPdf(revision: PiarRevision, followups: Piar["followups"] | null) {
    // The PDF renderer loads with the first PDF, not with the server (issue 24).
    const { piarFileName, renderPiarPdf } = await import("./piar.pdf.js");
    return { buffer: await renderPiarPdf({ revision, followups }, await deps.company()), fileName: piarFileName(revision) };
  }

  return {
    async get(actor: Actor | null, studentId: number): Promise<Piar> {
      const piar = await this.find(actor, studentId);
      if (!piar) throw new AppError("NOT_FOUND", m.notFound);
      return piar;
    },

    /**
     * The plan, or null when the student has none: the family's 'Mis Hijos' asks for every child, and
     * the staff screen for the student chosen, where "no PIAR yet" is an answer, not an error.
     */
    async find(actor: Actor | null, studentId: number): Promise<Piar | null> {
      const who = requireActor(actor);
      await assertReach(who, studentId, readPiarAccess(who));
      const piar = await viewIfAny(studentId, who.id);
      if (piar) await audit(db, who, "piar.read", studentId);
      return piar;
    },

    /**
     * Writes the plan (the first time, it marks the student as having a PIAR); each change is a new
     * revision, kept whole with who, when and which sections changed, in the same transaction as the
     * plan. The same content and date again make no revision. The plan's row is locked first, so two
     * saves at once are numbered one after the other.
     */
    async save(actor: Actor | null, input: SavePiarInput): Promise<Piar> {
      const who = requireActor(actor);
      await assertReach(who, input.studentId, writePiarAccess(who));
      // Health, diagnosis and home context only with the family's sensitive-data consent (issue 35; Ley 1581 art. 6).
      if (holdsSensitiveText(input.content) && !(await hasSensitiveDataConsent(db, input.studentId))) throw new AppError("CONFLICT", sensitiveMessages.noConsent);
      const today = schoolToday(now());
      if (input.reviewDue <= today || input.reviewDue > addDays(today, 366)) throw new AppError("BAD_REQUEST", m.reviewDue, { fields: { reviewDue: m.reviewDue } });
      const at = now().toISOString();
      const content = JSON.stringify(input.content);
      const byName = await userName(db, who.id);
      const student = await findStudent(db, input.studentId);
      const studentName = student ? `${student.firstName} ${student.lastName}`.trim() : "";
      await db.transaction().execute(async (trx) => {
        const created = await insertPlan(trx, { studentId: input.studentId, content, reviewDue: input.reviewDue, byId: who.id, at });
        const locked = await lockPlan(trx, input.studentId);
        if (!locked) throw new AppError("NOT_FOUND", m.notFound);
        const before = created ? null : { content: parseStoredPiarContent(locked.content), reviewDue: locked.reviewDue };
        const changed = changedSections(before, { content: input.content, reviewDue: input.reviewDue });
        if (changed.length === 0) return;
        const revision = created ? locked.revision : await updatePlan(trx, input.studentId, { content, reviewDue: input.reviewDue, byId: who.id, at });
        await insertRevision(trx, { planId: locked.id, revision, content, contentHash: hashOf(content), reviewDue: input.reviewDue, studentName, byId: who.id, byName, at, changedSections: changed });
        await audit(trx, who, "piar.changed", input.studentId, { created: created ? 1 : 0, revision });
      });
      return view(input.studentId, who.id);
    },

    /** The history: every revision with who saved it, when, what changed, who agreed and how many signed. */
    async revisions(actor: Actor | null, studentId: number): Promise<PiarRevisionSummary[]> {
      const who = requireActor(actor);
      await assertReach(who, studentId, readPiarAccess(who));
      const plan = await planOf(studentId);
      await currentRevisionRow(db, plan);
      const [rows, agreements, signatures] = await Promise.all([revisionsOf(db, plan.id), agreementsWithRevision(db, plan.id), signaturesOf(db, plan.id)]);
      await audit(db, who, "piar.read", studentId, { history: 1 });
      return rows.map((r) => ({
        revision: r.revision,
        savedAt: r.savedAt,
        savedBy: r.savedByName,
        changedSections: sectionsOf(r.changedSections),
        reviewDue: r.reviewDue,
        agreedBy: agreements.filter((a) => a.revisionId === r.id).map((a) => a.parentName),
        signatures: signatures.filter((s) => s.revisionId === r.id).length,
      }));
    },

    /** One revision as it was saved, read-only, with its agreement and its acta's signatures. */
    async revision(actor: Actor | null, studentId: number, revision: number): Promise<PiarRevision> {
      const who = requireActor(actor);
      await assertReach(who, studentId, readPiarAccess(who));
      const found = await revisionView(studentId, revision);
      await audit(db, who, "piar.read", studentId, { revision });
      return found;
    },

    /** The current plan as a PDF: Anexo 1, 2 and 3 in order, then each period's follow-up; audited. */
    async pdf(actor: Actor | null, studentId: number): Promise<{ buffer: Buffer; fileName: string }> {
      const piar = await this.get(actor, studentId);
      return renderRevisionPdf(await revisionView(studentId, piar.revision), piar.followups);
    },

    /** A revision's PDF, from the stored revision only: the same text whatever changed later. */
    async revisionPdf(actor: Actor | null, studentId: number, revision: number): Promise<{ buffer: Buffer; fileName: string }> {
      return renderRevisionPdf(await this.revision(actor, studentId, revision), null);
    },

    /**
     * The family's agreement to the current revision (the acta de acuerdo), bound to that revision's
     * row and content hash; agreeing is the family's signature of the acta. When the family names the
     * revision they read and it is no longer the current one, nothing is agreed.
     */
    async agree(actor: Actor | null, studentId: number, revision?: number): Promise<Piar> {
      const who = requireActor(actor);
      await assertReach(who, studentId, agreePiarAccess(who));
      const parentName = await userName(db, who.id);
      await db.transaction().execute(async (trx) => {
        const plan = await planOf(studentId, trx);
        if (revision !== undefined && revision !== plan.revision) throw new AppError("CONFLICT", m.changedMeanwhile);
        const row = await currentRevisionRow(trx, plan);
        const at = now().toISOString();
        const recorded = await insertAgreement(trx, { planId: plan.id, revision: plan.revision, revisionId: row.id, contentHash: row.contentHash, parentId: who.id, parentName, at });
        if (!recorded) throw new AppError("CONFLICT", m.alreadyAgreed);
        await insertSignature(trx, { planId: plan.id, revisionId: row.id, signerId: who.id, signerName: parentName, kind: "familia", roleLabel: familySignerLabel, at });
        await audit(trx, who, "piar.agreed", studentId, { revision: plan.revision });
      });
      return view(studentId, who.id);
    },

    /**
     * The school's signatures of the current revision's acta: the student's teacher signs as
     * "Docente"; an admin as directivo, with the head of school's title (report-card settings,
     * "Rector(a)" by default) or another directivo's ("Coordinador(a)"). Once per person and revision.
     */
    async sign(actor: Actor | null, input: SignPiarInput): Promise<PiarRevision> {
      const who = requireActor(actor);
      const reach = signPiarAccess(who);
      if (who.role === "parent") throw new AppError("FORBIDDEN", m.familySignsByAgreeing);
      await assertReach(who, input.studentId, reach);
      const head = await headTitle();
      const kind: SignerKind = isAdmin(who) ? "directivo" : "docente";
      let roleLabel = teacherSignerLabel;
      if (kind === "directivo") {
        const allowed = [head, ...otherDirectivoTitles];
        roleLabel = input.title ?? head;
        if (!allowed.includes(roleLabel)) throw new AppError("BAD_REQUEST", m.signTitle, { fields: { title: m.signTitle } });
      }
      const signerName = await userName(db, who.id);
      await db.transaction().execute(async (trx) => {
        const plan = await planOf(input.studentId, trx);
        if (input.revision !== plan.revision) {
          if (!(await findRevision(trx, plan.id, input.revision))) throw new AppError("NOT_FOUND", m.revisionNotFound);
          throw new AppError("CONFLICT", m.notCurrent);
        }
        const row = await currentRevisionRow(trx, plan);
        const recorded = await insertSignature(trx, { planId: plan.id, revisionId: row.id, signerId: who.id, signerName, kind, roleLabel, at: now().toISOString() });
        if (!recorded) throw new AppError("CONFLICT", m.alreadySigned);
        await audit(trx, who, "piar.signed", input.studentId, { revision: input.revision, kind });
      });
      return revisionView(input.studentId, input.revision);
    },

    /** The titles an admin may sign with: the head of school's (a setting) first. */
    async directivoTitles(actor: Actor | null): Promise<string[]> {
      assertAllowed(isAdmin(requireActor(actor)));
      return [...new Set([await headTitle(), ...otherDirectivoTitles])];
    },

    async followup(actor: Actor | null, input: FollowupInput): Promise<Piar> {
      const who = requireActor(actor);
      await assertReach(who, input.studentId, writePiarAccess(who));
      const plan = await planOf(input.studentId);
      if (!(await findPeriodByStart(db, input.period))) throw new AppError("BAD_REQUEST", m.period, { fields: { period: m.period } });
      await upsertFollowup(db, { planId: plan.id, periodStart: input.period, text: input.text, byId: who.id, at: now().toISOString() });
      await audit(db, who, "piar.followup", input.studentId, { period: input.period });
      return view(input.studentId, who.id);
    },

    /**
     * Publishes the yearly competencies report (informe anual de competencias o de proceso
     * pedagógico) of a child with a PIAR, written by the student's teacher (or an admin): each
     * publication is a new version of that year's report; a published one never changes.
     */
    async publishCompetencyReport(actor: Actor | null, input: CompetencyReportInput): Promise<CompetencyReport[]> {
      const who = requireActor(actor);
      await assertReach(who, input.studentId, writePiarAccess(who));
      const byName = await userName(db, who.id);
      await db.transaction().execute(async (trx) => {
        const plan = await planOf(input.studentId, trx);
        await lockPlan(trx, input.studentId);
        const version = await insertCompetencyReport(trx, {
          planId: plan.id,
          year: input.year,
          content: JSON.stringify({ areas: input.areas.filter((a) => a.text !== ""), summary: input.summary }),
          studentName: `${plan.firstName} ${plan.lastName}`.trim(),
          byId: who.id,
          byName,
          at: now().toISOString(),
        });
        await audit(trx, who, "piar.report_published", input.studentId, { year: input.year, version });
      });
      return reports(input.studentId);
    },

    /** Every published version of the yearly reports, newest first (the family reads them too). */
    async competencyReports(actor: Actor | null, studentId: number): Promise<CompetencyReport[]> {
      const who = requireActor(actor);
      await assertReach(who, studentId, readPiarAccess(who));
      return reports(studentId);
    },

    async competencyReportPdf(actor: Actor | null, ref: { studentId: number; year: number; version: number }): Promise<{ buffer: Buffer; fileName: string }> {
      const who = requireActor(actor);
      await assertReach(who, ref.studentId, readPiarAccess(who));
      const plan = await planOf(ref.studentId);
      const row = (await competencyReportsOf(db, plan.id)).find((r) => r.year === ref.year && r.version === ref.version);
      if (!row) throw new AppError("NOT_FOUND", m.reportNotFound);
      await audit(db, who, "piar.read", ref.studentId, { report: ref.year, version: ref.version });
      const { competencyReportFileName, renderCompetencyReportPdf } = await import("./competency-report.pdf.js");
      const report = { ...reportOf(row), studentName: row.studentName, studentSex: await studentSex(db, ref.studentId) };
      return { buffer: await renderCompetencyReportPdf(report, await deps.company()), fileName: competencyReportFileName(report) };
    },

    /** The reminder before a plan expires: the plans due for their yearly review within 30 days (admins). */
    async reviewsDue(actor: Actor | null) {
      assertAllowed(isAdmin(requireActor(actor)));
      const rows = await plansDueBy(db, addDays(schoolToday(now()), reviewNoticeDays));
      return rows.map((row) => ({ studentId: row.studentId, studentName: `${row.firstName} ${row.lastName}`.trim(), tribe: row.tribe, reviewDue: row.reviewDue }));
    },

    /**
     * The reminder before the yearly review (run every hour): 30 days before a plan's review date,
     * the student's teachers and the admins are told, once per review date. Answers how many plans
     * it reminded.
     */
    async remindReviews(): Promise<number> {
      let reminded = 0;
      for (const plan of await plansToRemind(db, addDays(schoolToday(now()), reviewNoticeDays))) {
        const told = await db.transaction().execute(async (trx) => {
          if (!(await claimReviewReminder(trx, plan.id, plan.reviewDue))) return false;
          const userIds = [...new Set([...(await recipients.teachersOf(trx, plan.studentId)), ...(await recipients.admins(trx))])];
          await notify(trx, { userIds, ...reviewReminder(plan, schoolToday(now())), studentId: plan.studentId });
          return true;
        });
        if (told) reminded++;
      }
      return reminded;
    },
  };

  function reportOf(row: { year: number; version: number; content: string; writtenByName: string; publishedAt: string }): CompetencyReport {
    const parsed = JSON.parse(row.content) as { areas?: { area: string; text: string }[]; summary?: string };
    return { year: row.year, version: row.version, areas: parsed.areas ?? [], summary: parsed.summary ?? "", writtenBy: row.writtenByName, publishedAt: row.publishedAt };
  }

  async function reports(studentId: number): Promise<CompetencyReport[]> {
    const plan = await planOf(studentId);
    return (await competencyReportsOf(db, plan.id)).map(reportOf);
  }
}
