import type { DbOrTrx } from "../../db/connection.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { absenceAskDays, type FamilyToDo, type FamilyToDoItem } from "../../../common/dashboards/family-to-do.js";
import { schoolToday } from "../../../common/format.js";
import { targetsOf, unconfirmedByParent } from "../announcements/announcements.repo.js";
import { absencesWithoutExcuse, classesOfChildren, newestReportCards, piarsAwaitingAgreement, rejectedReceipts } from "./family-to-do.repo.js";
import { childrenRows } from "./dashboards.repo.js";

/**
 * What the family still has to do (issue 34), for the parent `parentId` only: every read goes
 * through the parent's own linked children. The caller checked the role.
 */
export async function familyToDo(db: DbOrTrx, parentId: number, now: Date): Promise<FamilyToDo> {
  const children = (await childrenRows(db, parentId)).filter((c) => c.role === "student");
  const ids = children.map((c) => c.id);
  const nameOf = new Map(children.map((c) => [c.id, c.firstName]));
  const today = schoolToday(now);
  const [announcements, absences, receipts, cards, piars, enrolments] = await Promise.all([
    unconfirmedByParent(db, parentId),
    absencesWithoutExcuse(db, ids, addDays(today, -absenceAskDays), today),
    rejectedReceipts(db, parentId),
    newestReportCards(db, ids, parentId),
    piarsAwaitingAgreement(db, ids),
    classesOfChildren(db, ids),
  ]);
  const targets = await targetsOf(
    db,
    announcements.map((a) => a.id),
  );
  const child = (id: number | null) => ({ childId: id, childName: id === null ? null : (nameOf.get(id) ?? null) });
  const none = { detail: null, year: null };
  const items: FamilyToDoItem[] = [];
  for (const a of announcements) {
    // Named after the child it reached when it went to one tribe or class; the whole school's is the family's.
    const reached = children.filter((c) =>
      targets.some((t) => t.announcementId === a.id && ((t.tribe !== null && t.tribe === c.tribe) || enrolments.some((e) => e.studentId === c.id && e.classId === t.classId))),
    );
    const about = a.scope !== "school" && reached.length === 1 ? (reached[0]?.id ?? null) : null;
    items.push({ kind: "announcement", refId: a.id, ...child(about), date: a.createdAt, title: a.title, ...none });
  }
  for (const a of absences) items.push({ kind: "absence", refId: a.studentId, ...child(a.studentId), date: a.date, title: a.date, ...none });
  for (const r of receipts) items.push({ kind: "receipt", refId: r.id, ...child(null), date: r.reviewedAt ?? "", title: r.month, detail: r.notes, year: r.year });
  for (const c of cards) {
    if (c.openedAt !== null) continue;
    const period = (JSON.parse(c.content) as { period?: { name?: string } }).period?.name ?? c.periodStart;
    items.push({ kind: "reportCard", refId: c.id, ...child(c.studentId), date: c.publishedAt, title: period, ...none });
  }
  for (const p of piars) items.push({ kind: "piar", refId: p.id, ...child(p.studentId), date: p.updatedAt, title: `Versión ${p.revision}`, ...none });
  return { items };
}
