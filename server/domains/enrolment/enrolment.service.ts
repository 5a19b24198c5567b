import type { Db } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { schoolToday } from "../../../common/format.js";
import { isAdmin } from "../../../common/school.policy.js";
import { checkTransition } from "../../../common/enrolment/enrolment-transitions.js";
import {
  type EnrolmentHistory,
  type EnrolmentListItem,
  enrolmentMessages as m,
  missingRecordFields,
  type StatusChangeInput,
  type YearEndOutcome,
  type YearEndPreview,
  type YearEndResult,
  type YearEndStudent,
} from "../../../common/enrolment/enrolment.schema.js";
import { type Grade, nextGrade } from "../../../common/student-records/record-codes.js";
import { allRecords, eventsOf, insertEvent, readRecordSettings, recordByStudent } from "../student-records/student-records.repo.js";
import { compareAndSetStatus, lastEventDay, setRecordGrade, signedDecisions, tribesWithSignedActa, yearEndDone } from "./enrolment.repo.js";
import { createEnrolmentImport } from "./enrolment-import.service.js";

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;

const bad = (message: string, field: string) => new AppError("BAD_REQUEST", message, { fields: { [field]: message } });

/**
 * Enrolment (issue 36): the novedades of a file (status changes with their date and who recorded
 * them), the admin's list of files, the spreadsheet import (enrolment-import.service.ts) and the
 * year-end step that moves the year's students to their next grade from the commission's signed
 * actas (issue 35; Decreto 1290 de 2009, art. 6 and 7). Admins only: the file is the school's record.
 */
export function createEnrolmentService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const admin = (actor: Actor | null) => {
    const who = requireActor(actor);
    assertAllowed(isAdmin(who));
    return who;
  };

  async function history(studentId: number): Promise<EnrolmentHistory> {
    const record = await recordByStudent(db, studentId);
    if (!record) throw new AppError("NOT_FOUND", m.noRecord);
    const events = (await eventsOf(db, [record.id])).get(record.id) ?? [];
    return { studentId, status: record.status, sex: record.sex, events };
  }

  /** The year-end outcome of each enrolled file (and of those already moved for this year). */
  async function yearEnd(year: number, trx: Db | Parameters<Parameters<typeof withInstanceLock>[2]>[0] = db) {
    const [records, decisions, signed, done, settings] = await Promise.all([allRecords(trx), signedDecisions(trx, year), tribesWithSignedActa(trx, year), yearEndDone(trx, year), readRecordSettings(trx)]);
    const students: (YearEndStudent & { metOn: string | null })[] = [];
    for (const r of records) {
      const applied = done.has(r.id);
      if (r.status !== "matriculado" && !applied) continue;
      const found = r.studentId === null ? undefined : decisions.get(r.studentId);
      const grade = r.grade as Grade | null;
      const name = `${r.firstNames ?? ""} ${r.lastNames ?? ""}`.trim();
      let outcome: YearEndOutcome;
      let next: Grade | null = null;
      let note = "";
      if (applied) {
        outcome = "aplicado";
        note = "El cierre de este año ya se registró";
      } else if (!found) {
        outcome = "pendiente";
        note = r.tribe && signed.has(r.tribe) ? "El acta firmada de su tribu no tiene decisión para este estudiante" : "Su tribu aún no tiene acta de la comisión firmada para este año";
      } else if (found.decision === "no_promovido") {
        outcome = "repite";
        next = grade;
      } else if (grade === null) {
        outcome = "pendiente";
        note = "La ficha no tiene grado: complétala para promoverlo";
      } else {
        next = nextGrade(grade, settings.offeredGrades);
        outcome = next === null ? "graduar" : "promover";
      }
      students.push({ recordId: r.id, studentId: r.studentId, name, tribe: r.tribe, grade, nextGrade: next, decision: found?.decision ?? null, outcome, note, metOn: found?.metOn ?? null });
    }
    return students;
  }

  function countsOf(students: readonly YearEndStudent[]): Record<YearEndOutcome, number> {
    const counts: Record<YearEndOutcome, number> = { promover: 0, graduar: 0, repite: 0, pendiente: 0, aplicado: 0 };
    for (const s of students) counts[s.outcome]++;
    return counts;
  }

  return {
    ...createEnrolmentImport(deps),

    /** Every file with what the list shows: the document (admins see it), grade, tribe, status and the SIMAT fields still empty. */
    async list(actor: Actor | null): Promise<EnrolmentListItem[]> {
      admin(actor);
      return (await allRecords(db)).map((r) => ({
        recordId: r.id,
        studentId: r.studentId,
        firstNames: r.firstNames,
        lastNames: r.lastNames,
        documentType: r.documentType,
        documentNumber: r.documentNumber,
        grade: r.grade,
        tribe: r.tribe,
        sex: r.sex,
        status: r.status,
        missing: missingRecordFields(r).length,
      }));
    },

    async history(actor: Actor | null, studentId: number): Promise<EnrolmentHistory> {
      admin(actor);
      return history(studentId);
    },

    /**
     * A novedad: allowed from the file's status (common/enrolment/enrolment-transitions.ts), dated
     * today or before and not before the enrolment or the last novedad. Applied by compare-and-set on
     * the status, so of two changes at once from the same status only one applies (409 for the other).
     */
    async changeStatus(actor: Actor | null, input: StatusChangeInput): Promise<EnrolmentHistory> {
      const who = admin(actor);
      const record = await recordByStudent(db, input.studentId);
      if (!record) throw new AppError("NOT_FOUND", m.noRecord);
      const check = checkTransition(record.status, input, record.sex);
      if (!check.ok) throw new AppError(check.conflict ? "CONFLICT" : "BAD_REQUEST", check.message, { fields: { [check.field]: check.message } });
      const at = now();
      if (input.date > schoolToday(at)) throw bad(m.dateFuture, "date");
      const floor = [await lastEventDay(db, record.id), record.enrolledOn].filter((d): d is string => !!d).sort().at(-1);
      if (floor && input.date < floor) throw bad(m.dateBefore(floor.split("-").reverse().join("/")), "date");
      const stamp = at.toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await compareAndSetStatus(trx, record.id, record.status, input.status, stamp, who.id))) throw new AppError("CONFLICT", m.changedMeanwhile, { fields: { status: m.changedMeanwhile } });
        await insertEvent(
          trx,
          {
            recordId: record.id,
            status: input.status,
            effectiveOn: input.date,
            year: Number(input.date.slice(0, 4)),
            reason: input.reason,
            destinationSchool: input.status === "trasladado" ? input.destinationSchool : null,
            grade: record.grade,
            byId: who.id,
          },
          stamp,
        );
        await recordAudit(trx, { actor: who, action: "enrolment.status_changed", object: { type: "student", id: input.studentId }, details: { from: record.status, to: input.status, date: input.date } });
      });
      return history(input.studentId);
    },

    async yearEndPreview(actor: Actor | null, year: number): Promise<YearEndPreview> {
      admin(actor);
      const students = (await yearEnd(year)).map(({ metOn: _m, ...s }) => s);
      return { year, students, counts: countsOf(students) };
    },

    /**
     * Applies the year's outcomes: 'promovido' with the next grade, or 'graduado' after the last
     * grade the school offers; a child held back keeps the grade and the status. Once per year: a
     * file that already has its year-end novedad for `year` is left as it is.
     */
    async yearEndApply(actor: Actor | null, year: number): Promise<YearEndResult> {
      const who = admin(actor);
      const at = now();
      const stamp = at.toISOString();
      const today = schoolToday(at);
      const { promoted, graduated } = await withInstanceLock(db, `enrolment-year-end-${year}`, async (trx) => {
        let promoted = 0;
        let graduated = 0;
        for (const s of await yearEnd(year, trx)) {
          if (s.outcome !== "promover" && s.outcome !== "graduar") continue;
          const status = s.outcome === "promover" ? "promovido" : "graduado";
          if (!(await compareAndSetStatus(trx, s.recordId, "matriculado", status, stamp, who.id))) continue;
          // The commission's meeting day, or today when that is before the file's last novedad.
          const last = await lastEventDay(trx, s.recordId);
          const day = [s.metOn ?? today, last ?? ""].sort().at(-1) as string;
          const effectiveOn = day > today ? today : day;
          await insertEvent(trx, { recordId: s.recordId, status, effectiveOn, year, reason: "Cierre de año: decisión de la comisión de promoción", destinationSchool: null, grade: s.grade, byId: who.id }, stamp);
          if (s.outcome === "promover" && s.nextGrade) await setRecordGrade(trx, s.recordId, s.nextGrade, stamp, who.id);
          if (s.outcome === "promover") promoted++;
          else graduated++;
        }
        await recordAudit(trx, { actor: who, action: "enrolment.year_end_applied", details: { year, promoted, graduated } });
        return { promoted, graduated };
      });
      return { year, promoted, graduated, message: m.yearEndApplied(promoted + graduated) };
    },
  };
}
