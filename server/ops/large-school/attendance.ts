import { absentMessage } from "../../../common/attendance/attendance.alerts.js";
import type { LargeSeed } from "./context.js";
import { atSchool, schoolDaysOf, semestersOf } from "./plan.js";

const excuseTexts = ["Tuvo cita con la terapeuta ocupacional.", "Amaneció con fiebre; ya está mejor.", "Viaje familiar por una calamidad."];

/**
 * Every school day of every year a child was at school: the mark taken at 8:10 by a teacher of the
 * tribe and its first change row (as the register writes them), the family's alert for an absence
 * (already delivered) and the accepted excuse for an excused day. Plus the past years' semesters.
 */
export async function seedLargeAttendance(seed: LargeSeed): Promise<void> {
  const { sink, plan, random } = seed;
  const periods = sink.table("attendance_periods", ["id", "name", "start_date", "end_date", "updated_by_id", "updated_at"]);
  const admin = seed.admins[0] as number;
  for (let year = plan.currentYear - plan.years + 1; year < plan.currentYear; year++) {
    for (const semester of semestersOf(year)) periods.add([sink.nextId("attendance_periods"), semester.name, semester.start, semester.end, admin, atSchool(`${year}-01-10`, 9)]);
  }
  const marks = sink.table("attendance_marks", ["id", "student_id", "date", "tribe", "mark", "note", "taken_by_id", "taken_at", "updated_by_id", "updated_at"]);
  const changes = sink.table("attendance_changes", ["id", "student_id", "date", "previous_mark", "mark", "note", "changed_by_id", "changed_at"]);
  const alerts = sink.table("attendance_alerts", ["id", "student_id", "date", "kind", "message", "created_at", "sent_at", "attempts"]);
  const excuses = sink.table("attendance_excuses", ["id", "student_id", "parent_id", "date", "text", "status", "created_at", "decided_by_id", "decided_at"]);
  const teacherOf = new Map(seed.tribes.map((tribe) => [tribe, seed.teachers.find((t) => t.tribe === tribe)?.id ?? admin]));
  const days = new Map<number, string[]>();
  for (const student of seed.students) {
    const teacher = teacherOf.get(student.tribe) as number;
    const name = `${student.firstName} ${student.lastName}`;
    for (const year of seed.yearsOf(student)) {
      if (!days.has(year)) days.set(year, schoolDaysOf(year, plan.today));
      for (const date of days.get(year) as string[]) {
        const roll = random.next();
        const mark = roll < 0.03 ? "absent" : roll < 0.07 ? "late" : roll < 0.1 ? "excused" : "present";
        const note = mark === "late" ? "Llegó a las 7:50." : null;
        const at = atSchool(date, 8, 10);
        marks.add([sink.nextId("attendance_marks"), student.id, date, student.tribe, mark, note, teacher, at, teacher, at]);
        changes.add([sink.nextId("attendance_changes"), student.id, date, null, mark, note, teacher, at]);
        if (mark === "absent") alerts.add([sink.nextId("attendance_alerts"), student.id, date, "absent", absentMessage(name, date, student.sex), at, atSchool(date, 8, 11), 1]);
        if (mark === "excused") {
          excuses.add([sink.nextId("attendance_excuses"), student.id, student.parentId, date, excuseTexts[student.id % excuseTexts.length] as string, "accepted", atSchool(date, 7), teacher, at]);
        }
      }
    }
    await sink.drain();
  }
}
