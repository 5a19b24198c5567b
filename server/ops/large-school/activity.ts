import { addDays } from "../../../common/attendance/attendance.calendar.js";
import type { LargeSeed } from "./context.js";
import { atSchool, schoolDaysOf } from "./plan.js";

/**
 * The notification centre and the audit log of ten years: each family hears of a grade, a task and
 * an absence about twice a month, each teacher of work to review; staff sign in every school day,
 * families once a week, and every review is in the log. All read but the last fortnight's.
 */
export async function seedLargeActivity(seed: LargeSeed): Promise<void> {
  const { sink, plan } = seed;
  const notifications = sink.table("notifications", ["id", "user_id", "kind", "title", "body", "link", "count", "hour_slot", "created_at", "updated_at", "read_at", "student_id"]);
  const audit = sink.table("audit_log", ["id", "created_at", "actor_id", "actor_role", "action", "object_type", "object_id", "address", "details", "occurrences"]);
  const unreadSince = addDays(plan.today, -14);
  const notify = (userId: number, kind: string, title: string, body: string, link: string, day: string, hour: number, studentId: number | null) => {
    const at = atSchool(day, hour, userId % 60);
    notifications.add([sink.nextId("notifications"), userId, kind, title, body, link, 1, at.slice(0, 13), at, at, day < unreadSince ? atSchool(day, 20) : null, studentId]);
  };
  const log = (day: string, hour: number, actorId: number, role: string, action: string, objectType: string, objectId: number | null, details = "{}") =>
    audit.add([sink.nextId("audit_log"), atSchool(day, hour, actorId % 60), actorId, role, action, objectType, objectId, "192.168.1.20", details, 1]);

  const firstYear = plan.currentYear - plan.years + 1;
  for (let year = firstYear; year <= plan.currentYear; year++) {
    const days = schoolDaysOf(year, plan.today);
    for (const [d, day] of days.entries()) {
      for (const teacher of seed.teachers) {
        log(day, 7, teacher.id, "teacher", "auth.login", "user", teacher.id);
        if (d % 5 === teacher.id % 5) log(day, 16, teacher.id, "teacher", "work.reviewed", "work", null, '{"status":"APPROVED"}');
        if (d % 10 === teacher.id % 10) notify(teacher.id, "review", "Trabajo por revisar", "Una familia entregó un trabajo de tu tribu.", "/dashboard/student-work", day, 10, null);
      }
      for (const admin of seed.admins.slice(1)) log(day, 7, admin, "admin", "auth.login", "user", admin);
      for (const parent of seed.parents) {
        const child = parent.children.find((c) => c.joinYear <= year);
        if (!child) continue;
        const slot = (d + parent.id) % 10;
        if (slot === 0) log(day, 19, parent.id, "parent", "auth.login", "user", parent.id);
        if (slot === 3) notify(parent.id, "grade", `Trabajo de ${child.firstName} revisado`, "Nota: 8,5. Comentario: ¡Muy buen trabajo!", "/dashboard/work-submissions", day, 16, child.id);
        if (slot === 6) notify(parent.id, "task", `Nueva tarea de ${child.firstName}`, "Para hacer en casa con calma.", "/dashboard/children", day, 9, child.id);
        if ((d + parent.id) % 40 === 7) notify(parent.id, "absence", `Ausencia de ${child.firstName}`, `${child.firstName} fue marcada como Ausente hoy.`, `/dashboard/children/${child.id}/attendance`, day, 8, child.id);
      }
      for (const student of seed.students) {
        if (student.joinYear <= year && (d + student.id) % 10 === 4) notify(student.id, "grade", "Tu profe revisó tu trabajo", "Tu profe te dice: ¡Muy buen trabajo!", "/dashboard/mis-modulos", day, 16, null);
      }
      await sink.drain();
    }
  }
}
