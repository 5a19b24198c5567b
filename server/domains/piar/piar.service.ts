import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../../common/format.js";
import { isAdmin } from "../../../common/school.policy.js";
import { agreePiarAccess, type PiarReach, readPiarAccess, writePiarAccess } from "../../../common/piar/piar.policy.js";
import { type FollowupInput, type Piar, type PiarContent, piarContentInput, piarMessages as m, type SavePiarInput } from "../../../common/piar/piar.schema.js";
import { findStudent, isParentOf, teachesStudent } from "../attendance/attendance.repo.js";
import { findPeriodByStart, userName } from "../report-cards/report-cards.repo.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { notify, recipients } from "../notifications/notify.js";
import { reviewNoticeDays, reviewReminder } from "./piar.reminder.js";
import { holdsSensitiveText, sensitiveMessages } from "../../../common/privacy/sensitive-data.js";
import { hasSensitiveDataConsent } from "../privacy/sensitive-consent.repo.js";
import { agreementsOf, claimReviewReminder, findPlan, followupsOf, insertAgreement, insertPlan, plansDueBy, plansToRemind, updatePlan, upsertFollowup } from "./piar.repo.js";

export type PiarService = ReturnType<typeof createPiarService>;


const fullName = (first: string | null, last: string | null) => (first ? `${first} ${last ?? ""}`.trim() : null);

/**
 * The PIAR (issue 26): the most sensitive record of the school. Only the student's teachers, admins
 * and the student's own family reach it, and every read and change is in the audit log.
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

  async function view(studentId: number): Promise<Piar> {
    const piar = await viewIfAny(studentId);
    if (!piar) throw new AppError("NOT_FOUND", m.notFound);
    return piar;
  }

  async function viewIfAny(studentId: number): Promise<Piar | null> {
    const plan = await findPlan(db, studentId);
    if (!plan) return null;
    const [agreements, followups] = await Promise.all([agreementsOf(db, plan.id), followupsOf(db, plan.id)]);
    const parsed = piarContentInput.safeParse(JSON.parse(plan.content));
    return {
      studentId,
      studentName: fullName(plan.firstName, plan.lastName) ?? "",
      content: parsed.success ? parsed.data : piarContentInput.parse({}),
      revision: plan.revision,
      reviewDue: plan.reviewDue,
      reviewSoon: plan.reviewDue <= addDays(schoolToday(now()), reviewNoticeDays),
      updatedAt: plan.updatedAt,
      updatedBy: fullName(plan.editorFirst, plan.editorLast),
      agreements: agreements.map((a) => ({ revision: a.revision, parentName: a.parentName, agreedAt: a.agreedAt })),
      agreed: agreements.some((a) => a.revision === plan.revision),
      followups: followups.map((f) => ({ period: f.periodStart, text: f.text, writtenAt: f.writtenAt, writtenBy: fullName(f.firstName, f.lastName) })),
    };
  }

  const audit = (actor: Actor, action: "piar.read" | "piar.changed" | "piar.agreed" | "piar.followup", studentId: number, details: Record<string, string | number> = {}) =>
    recordAudit(db, { actor, action, object: { type: "student", id: studentId }, details });

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
      const piar = await viewIfAny(studentId);
      if (piar) await audit(who, "piar.read", studentId);
      return piar;
    },

    /** Writes the plan (the first time, it marks the student as having a PIAR); each change is a new revision. */
    async save(actor: Actor | null, input: SavePiarInput): Promise<Piar> {
      const who = requireActor(actor);
      await assertReach(who, input.studentId, writePiarAccess(who));
      // Health, diagnosis and home context only with the family's sensitive-data consent (issue 35; Ley 1581 art. 6).
      if (holdsSensitiveText(input.content) && !(await hasSensitiveDataConsent(db, input.studentId))) throw new AppError("CONFLICT", sensitiveMessages.noConsent);
      const today = schoolToday(now());
      if (input.reviewDue <= today || input.reviewDue > addDays(today, 366)) throw new AppError("BAD_REQUEST", m.reviewDue, { fields: { reviewDue: m.reviewDue } });
      const at = now().toISOString();
      const content = JSON.stringify(input.content satisfies PiarContent);
      const created = await insertPlan(db, { studentId: input.studentId, content, reviewDue: input.reviewDue, byId: who.id, at });
      if (!created) await updatePlan(db, input.studentId, { content, reviewDue: input.reviewDue, byId: who.id, at });
      await audit(who, "piar.changed", input.studentId, { created: created ? 1 : 0 });
      return view(input.studentId);
    },

    /** The plan as a PDF in the order of the Ministry's Anexo 2; a read like any other, audited. */
    async pdf(actor: Actor | null, studentId: number): Promise<{ buffer: Buffer; fileName: string }> {
      const piar = await this.get(actor, studentId);
      // The PDF renderer loads with the first PDF, not with the server (issue 24).
      const { piarFileName, renderPiarPdf } = await import("./piar.pdf.js");
      return { buffer: await renderPiarPdf(piar, await deps.company()), fileName: piarFileName(piar) };
    },

    /** The family's agreement to the current revision: the acta de acuerdo, with who and when. */
    async agree(actor: Actor | null, studentId: number): Promise<Piar> {
      const who = requireActor(actor);
      await assertReach(who, studentId, agreePiarAccess(who));
      const plan = await findPlan(db, studentId);
      if (!plan) throw new AppError("NOT_FOUND", m.notFound);
      const recorded = await insertAgreement(db, { planId: plan.id, revision: plan.revision, parentId: who.id, parentName: await userName(db, who.id), at: now().toISOString() });
      if (!recorded) throw new AppError("CONFLICT", m.alreadyAgreed);
      await audit(who, "piar.agreed", studentId, { revision: plan.revision });
      return view(studentId);
    },

    async followup(actor: Actor | null, input: FollowupInput): Promise<Piar> {
      const who = requireActor(actor);
      await assertReach(who, input.studentId, writePiarAccess(who));
      const plan = await findPlan(db, input.studentId);
      if (!plan) throw new AppError("NOT_FOUND", m.notFound);
      if (!(await findPeriodByStart(db, input.period))) throw new AppError("BAD_REQUEST", m.period, { fields: { period: m.period } });
      await upsertFollowup(db, { planId: plan.id, periodStart: input.period, text: input.text, byId: who.id, at: now().toISOString() });
      await audit(who, "piar.followup", input.studentId, { period: input.period });
      return view(input.studentId);
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
}
