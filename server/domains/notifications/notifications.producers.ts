import type { DbOrTrx } from "../../db/connection.js";
import { formatDayInWords, formatGrade, monthName } from "../../../common/format.js";
import { audienceOf, findAnnouncement } from "../announcements/announcements.repo.js";
import { recipients, sources } from "./notifications.repo.js";
import { childGradeWord, childReviewNotice, taskNoticeBody } from "./child-notices.js";
import { notify } from "./notify.js";
import { bySex } from "../../../common/users/student-sex.js";
import { studentSex } from "../users/student-file.repo.js";
import { findUserById } from "../users/users.repo.js";

/**
 * What each domain's event says in the notification centre (issue 25), one function per event so
 * that each producing service makes one call. Each reads the event's few facts by id, picks who is
 * told and calls notify(). Texts are Spanish; links are the screens where each person acts on it.
 */

const name = (first: string, last: string) => `${first} ${last}`.trim();
const shorten = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const now = () => new Date().toISOString();

/** A student handed work in (or handed it in again): the teachers of their tribe have work to review. */
export async function notifyWorkHandedIn(db: DbOrTrx, submissionId: number): Promise<void> {
  const work = await sources.submission(db, submissionId);
  if (!work) return;
  await notify(db, {
    userIds: await recipients.tribeTeachersOf(db, work.studentId),
    kind: "review",
    title: "Trabajo por revisar",
    body: `${name(work.firstName, work.lastName)} entregó «${work.moduleTitle}».`,
    link: "/dashboard/student-work",
    studentId: work.studentId,
  });
}

/**
 * A teacher reviewed a work (grade and/or feedback): the student and their family are told. The
 * child reads it in her words, with no grade unless the school shows grades to her tribe (issue 37);
 * the family reads the grade.
 */
export async function notifyWorkReviewed(db: DbOrTrx, submissionId: number): Promise<void> {
  const work = await sources.submission(db, submissionId);
  if (!work) return;
  const grade = work.grade === null ? null : Number(work.grade);
  const feedback = work.teacherFeedback ? shorten(work.teacherFeedback) : null;
  const parts = [grade === null ? null : `Nota: ${formatGrade(grade)}.`, feedback ? `Comentario: ${feedback}` : null];
  const body = parts.filter((part) => part !== null).join(" ") || "Ya puedes ver la revisión.";
  const at = now();
  const child = childReviewNotice(work.moduleTitle, feedback, await childGradeWord(db, work.tribe, grade));
  await notify(db, { userIds: [work.studentId], kind: "grade", ...child, link: "/dashboard/mis-modulos", at, studentId: work.studentId });
  await notify(db, {
    userIds: await recipients.parentsOf(db, [work.studentId]),
    kind: "grade",
    title: `Trabajo de ${work.firstName} revisado: «${work.moduleTitle}»`,
    body,
    link: "/dashboard/work-submissions",
    at,
    studentId: work.studentId,
  });
}

/** An admin approved or rejected a receipt: its parent is told. */
export async function notifyReceiptReviewed(db: DbOrTrx, paymentId: number): Promise<void> {
  const payment = await sources.payment(db, paymentId);
  if (!payment || payment.status === "pending") return;
  const approved = payment.status === "approved";
  const verb = approved ? "aprobada" : "rechazada";
  const period = `${monthName(Number(payment.month))} de ${payment.year}`;
  await notify(db, {
    userIds: [payment.parentId],
    kind: "receipt",
    title: `Ficha de pago ${verb}`,
    body: `La ficha de ${period} fue ${verb}.${payment.notes ? ` ${shorten(payment.notes)}` : ""}`,
    link: "/dashboard/payments",
  });
}

/** A parent sent a receipt: the admins, who review receipts, have one to review. */
export async function notifyReceiptSent(db: DbOrTrx, paymentId: number): Promise<void> {
  const payment = await sources.payment(db, paymentId);
  if (payment?.status !== "pending") return;
  await notify(db, {
    userIds: await recipients.admins(db),
    kind: "review",
    title: "Ficha de pago por revisar",
    body: `${name(payment.parentFirstName, payment.parentLastName)} envió la ficha de ${monthName(Number(payment.month))} de ${payment.year}.`,
    link: "/dashboard/admin-payments",
  });
}

/** A register was saved: the family of each child with a new absence alert (or its correction) is told. */
export async function notifyAttendanceAlerts(db: DbOrTrx, date: string, at: string): Promise<void> {
  for (const alert of await sources.alertsMadeAt(db, date, at)) {
    const corrected = alert.kind === "corrected";
    await notify(db, {
      userIds: await recipients.parentsOf(db, [alert.studentId]),
      kind: "absence",
      title: corrected ? `Asistencia de ${alert.firstName} corregida` : `Ausencia de ${alert.firstName}`,
      body: alert.message,
      link: `/dashboard/children/${alert.studentId}/attendance`,
      at,
      studentId: alert.studentId,
    });
  }
}

/** A parent sent an excuse: the child's teachers (tribe and classes) are told. */
export async function notifyExcuseSent(db: DbOrTrx, excuseId: number): Promise<void> {
  const excuse = await sources.excuse(db, excuseId);
  if (!excuse) return;
  await notify(db, {
    userIds: await recipients.teachersOf(db, excuse.studentId),
    kind: "excuse",
    title: `Excusa de la familia de ${name(excuse.firstName, excuse.lastName)}`,
    body: `Para el ${formatDayInWords(excuse.date)}: ${shorten(excuse.text)}`,
    link: "/dashboard/asistencia",
    studentId: excuse.studentId,
  });
}

/** The family added a support (a doctor's note, a note) to a pending excuse: the child's teachers are told (issue 34). */
export async function notifyExcuseSupported(db: DbOrTrx, excuseId: number): Promise<void> {
  const excuse = await sources.excuse(db, excuseId);
  if (!excuse) return;
  await notify(db, {
    userIds: await recipients.teachersOf(db, excuse.studentId),
    kind: "excuse",
    title: `Soporte nuevo en la excusa de ${name(excuse.firstName, excuse.lastName)}`,
    body: `La familia agregó un soporte a la excusa del ${formatDayInWords(excuse.date)}.`,
    link: "/dashboard/asistencia",
    studentId: excuse.studentId,
  });
}

/** An announcement was published (to its whole audience) or reminded (to `userIds`, those still pending). */
export async function notifyAnnouncement(db: DbOrTrx, announcementId: number, reminder?: { userIds: number[] }): Promise<void> {
  const row = await findAnnouncement(db, announcementId);
  if (!row) return;
  const userIds = reminder ? reminder.userIds : (await audienceOf(db, row)).map((member) => member.id);
  await notify(db, {
    userIds,
    kind: "announcement",
    title: `${reminder ? "Recordatorio" : "Nuevo comunicado"}: ${row.title}`,
    body: shorten(row.text),
    link: "/dashboard/comunicados",
  });
}

/** A new task: the student it is for, or every student of its class. */
export async function notifyTaskAssigned(db: DbOrTrx, assignmentId: number): Promise<void> {
  const task = await sources.assignment(db, assignmentId);
  if (!task) return;
  const userIds = task.studentId !== null ? [task.studentId] : task.classId !== null ? await recipients.classStudents(db, task.classId) : [];
  // Students read it: the due day in words (issue 37).
  await notify(db, { userIds, kind: "task", title: `Nueva tarea: ${task.title}`, body: taskNoticeBody(task.classTitle, task.dueDate), link: "/dashboard/mis-tareas" });
}

/**
 * A child chose a sad or angry face on two check-in days in a row (issue 37, "¿Cómo llegas hoy?"):
 * her tribe's teachers get a quiet item in the app (never WhatsApp, never a sound), once per streak
 * (the caller marks the answer). It says only "sad or angry", not which day was which: the teacher
 * reads the rest on her home, where the child's week is one tap away.
 */
export async function notifyMoodStreak(db: DbOrTrx, studentId: number): Promise<void> {
  const student = await findUserById(db, studentId);
  if (!student) return;
  const how = bySex(await studentSex(db, studentId), { feminine: "triste o enojada", masculine: "triste o enojado", unknown: "con tristeza o enojo" });
  await notify(db, {
    userIds: await recipients.tribeTeachersOf(db, studentId),
    kind: "mood",
    title: `${student.firstName} llegó ${how} dos días seguidos`,
    body: `${name(student.firstName, student.lastName)} eligió una carita triste o enojada en sus dos últimos «¿Cómo llegas hoy?». Quizá quiera hablar contigo.`,
    link: "/dashboard",
    studentId,
  });
}
