import { formatDayInWords, formatGrade, monthName } from "../../../common/format.js";
import { childReviewNotice, taskNoticeBody } from "../../domains/notifications/child-notices.js";
import type { Insertable } from "kysely";
import { hourSlotOf } from "../../domains/notifications/notifications.repo.js";
import { reviewNoticeDays, reviewReminder } from "../../domains/piar/piar.reminder.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import type { NotificationsTable } from "../../db/schema.js";
import type { DemoSeed } from "./context.js";

type Item = { user: string; kind: string; title: string; body: string; link: string; at: string; read?: boolean };

/**
 * The notification centre's demo (issue 25), told from what the rest of the demo holds: Carolina
 * sees Sofía's absence on the last school day, the newest grade of each child's work and her last
 * receipt reviewed; Marta has Carolina's excuse and a work to review; Sofía and Mateo have their
 * grades (Sofía also her newest task); the admin has the newest receipt waiting for review. Some are read already, so the bell shows a small count. Carolina's receipts and
 * grades go also in the 18:00 digest.
 */
export async function seedNotifications(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const carolina = seed.user("familia@demo.tribu");
  const sofia = seed.user("estudiante@demo.tribu");
  const mateo = seed.user("mateo@demo.tribu");
  const items: Item[] = [];

  const absence = await trx.selectFrom("attendanceAlerts").select(["date", "message", "createdAt"]).where("studentId", "=", sofia).where("kind", "=", "absent").orderBy("date", "desc").executeTakeFirst();
  if (absence) items.push({ user: "familia@demo.tribu", kind: "absence", title: "Ausencia de Sofía", body: absence.message, link: `/dashboard/children/${sofia}/attendance`, at: absence.createdAt });

  const excuse = await trx.selectFrom("attendanceExcuses").select(["date", "text", "createdAt"]).where("studentId", "=", sofia).where("status", "=", "pending").executeTakeFirst();
  if (excuse) items.push({ user: "profesora@demo.tribu", kind: "excuse", title: "Excusa de la familia de Sofía Herrera", body: `Para el ${formatDayInWords(excuse.date)}: ${excuse.text}`, link: "/dashboard/asistencia", at: excuse.createdAt });

  for (const [kid, email, first] of [[sofia, "estudiante@demo.tribu", "Sofía"], [mateo, "mateo@demo.tribu", "Mateo"]] as const) {
    const graded = await trx
      .selectFrom("workSubmissions as ws")
      .innerJoin("modules as m", "m.id", "ws.moduleId")
      .select(["m.title", "ws.grade", "ws.teacherFeedback", "ws.reviewedAt"])
      .where("ws.studentId", "=", kid)
      .where("ws.reviewedAt", "is not", null)
      .orderBy("ws.reviewedAt", "desc")
      .executeTakeFirst();
    if (!graded?.reviewedAt) continue;
    const body = [graded.grade === null ? null : `Nota: ${formatGrade(Number(graded.grade))}.`, graded.teacherFeedback ? `Comentario: ${graded.teacherFeedback}` : null].filter(Boolean).join(" ") || "Ya puedes ver la revisión.";
    // The child reads her teacher's words and no grade: the demo school shows no grades to children (issue 37).
    items.push({ user: email, kind: "grade", ...childReviewNotice(graded.title, graded.teacherFeedback, null), link: "/dashboard/mis-modulos", at: graded.reviewedAt });
    items.push({ user: "familia@demo.tribu", kind: "grade", title: `Trabajo de ${first} revisado: «${graded.title}»`, body, link: "/dashboard/work-submissions", at: graded.reviewedAt, read: kid === mateo });
  }

  const toReview = await trx
    .selectFrom("workSubmissions as ws")
    .innerJoin("modules as m", "m.id", "ws.moduleId")
    .innerJoin("users as s", "s.id", "ws.studentId")
    .select(["m.title", "s.firstName", "s.lastName", "ws.submittedAt"])
    .where("ws.status", "=", "SUBMITTED")
    .where("s.tribe", "=", "Tribu 1")
    .orderBy("ws.submittedAt", "desc")
    .executeTakeFirst();
  if (toReview) items.push({ user: "profesora@demo.tribu", kind: "review", title: "Trabajo por revisar", body: `${toReview.firstName} ${toReview.lastName} entregó «${toReview.title}».`, link: "/dashboard/student-work", at: toReview.submittedAt });

  const receipt = await trx.selectFrom("payments").select(["month", "year", "status", "notes", "reviewedAt"]).where("parentId", "=", carolina).where("status", "<>", "pending").orderBy("reviewedAt", "desc").executeTakeFirst();
  if (receipt?.reviewedAt) {
    const verb = receipt.status === "approved" ? "aprobada" : "rechazada";
    const body = `La ficha de ${monthName(Number(receipt.month))} de ${receipt.year} fue ${verb}.${receipt.notes ? ` ${receipt.notes}` : ""}`;
    items.push({ user: "familia@demo.tribu", kind: "receipt", title: `Ficha de pago ${verb}`, body, link: "/dashboard/payments", at: receipt.reviewedAt, read: true });
  }

  const pending = await trx
    .selectFrom("payments as p")
    .innerJoin("users as u", "u.id", "p.parentId")
    .select(["p.month", "p.year", "p.uploadedAt", "u.firstName", "u.lastName"])
    .where("p.status", "=", "pending")
    .orderBy("p.uploadedAt", "desc")
    .executeTakeFirst();
  if (pending) {
    const body = `${pending.firstName} ${pending.lastName} envió la ficha de ${monthName(Number(pending.month))} de ${pending.year}.`;
    items.push({ user: "admin@demo.tribu", kind: "review", title: "Ficha de pago por revisar", body, link: "/dashboard/admin-payments", at: pending.uploadedAt });
  }

  const task = await trx.selectFrom("assignments as a").leftJoin("classes as c", "c.id", "a.classId").select(["a.title", "a.dueDate", "a.createdAt", "c.title as classTitle"]).where("a.studentId", "=", sofia).orderBy("a.createdAt", "desc").executeTakeFirst();
  if (task) items.push({ user: "estudiante@demo.tribu", kind: "task", title: `Nueva tarea: ${task.title}`, body: taskNoticeBody(task.classTitle, task.dueDate), link: "/dashboard/mis-tareas", at: task.createdAt, read: true });

  // Gabriel's PIAR comes up for its yearly review: Marta and the admin were reminded this morning at 7:00 (or, before 7:00, a minute ago).
  const dueSoon = await trx
    .selectFrom("piarPlans as p")
    .innerJoin("users as s", "s.id", "p.studentId")
    .select(["p.id", "p.studentId", "p.reviewDue", "s.firstName", "s.lastName"])
    .where("p.reviewDue", "<=", addDays(clock.today, reviewNoticeDays))
    .execute();
  for (const plan of dueSoon) {
    for (const user of ["profesora@demo.tribu", "admin@demo.tribu"]) items.push({ user, ...reviewReminder(plan, clock.today), at: clock.at(0, 7, 0) });
    await trx.updateTable("piarPlans").set({ reviewRemindedFor: plan.reviewDue }).where("id", "=", plan.id).execute();
  }

  const rows: Insertable<NotificationsTable>[] = items.map((item) => ({
    userId: seed.user(item.user),
    kind: item.kind,
    title: item.title,
    body: item.body,
    link: item.link,
    count: 1,
    hourSlot: hourSlotOf(item.at),
    createdAt: item.at,
    updatedAt: item.at,
    readAt: item.read ? clock.later(item.at, clock.hoursAgo(1)) : null,
    digestedAt: null,
  }));
  if (rows.length > 0) await trx.insertInto("notifications").values(rows).execute();
  await trx.insertInto("notificationPreferences").values({ userId: carolina, digestKinds: "grade,receipt", digestHour: 18, updatedAt: clock.at(-20, 8) }).execute();
}
