import { colombianHolidays, defaultSchoolDays, isoWeekday, yearOf } from "../../../common/attendance/attendance.calendar.js";
import type { AttendanceMark } from "../../../common/attendance/attendance.schema.js";
import { absentMessage } from "../../../common/attendance/attendance.alerts.js";
import type { Insertable } from "kysely";
import type { AttendanceAlertsTable, AttendanceChangesTable, AttendanceExcusesTable, AttendanceMarksTable } from "../../db/schema.js";
import type { DemoSeed } from "./context.js";
import { demoTribes, families, isNewcomer, studentsOf } from "./people.js";

const teacherOf: Record<string, string> = {
  "Tribu 1": "profesora@demo.tribu",
  "Tribu 2": "juliana.valencia@demo.tribu",
  "Tribu 3": "camilo.restrepo@demo.tribu",
  "Tribu 4": "diana.acosta@demo.tribu",
};

const excuseTexts = ["Tuvo cita con la terapeuta ocupacional.", "Amaneció con fiebre; ya está mejor.", "Viaje familiar por una calamidad."];

/**
 * A month of registers (issue 25): every school day of the last 30 days (not today, which the
 * teacher takes), each tribe's taken by its teacher at 8:10. Most children are there; a few are
 * late, absent (with the family's alert) or excused (with the accepted excuse). Sofía was absent on
 * the last school day and her mother's excuse waits for Marta; children who joined this month have none.
 * The calendar has two semesters a year.
 */
export async function seedAttendance(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const parentOf = new Map(families.flatMap((family) => family.children.map((kid) => [kid.email, family.parent.email] as const)));
  const days: string[] = [];
  for (let back = 30; back >= 1; back--) {
    const date = clock.day(-back);
    const holiday = colombianHolidays(yearOf(date)).some((h) => h.date === date);
    if (defaultSchoolDays.includes(isoWeekday(date)) && !holiday) days.push(date);
  }
  const lastDay = days.at(-1);
  const marks: Insertable<AttendanceMarksTable>[] = [];
  const changes: Insertable<AttendanceChangesTable>[] = [];
  const alerts: Insertable<AttendanceAlertsTable>[] = [];
  const excuses: Insertable<AttendanceExcusesTable>[] = [];
  for (const tribe of demoTribes) {
    const teacher = seed.user(teacherOf[tribe] as string);
    for (const [s, student] of studentsOf(tribe).entries()) {
      if (isNewcomer(student)) continue;
      const studentId = seed.user(student.email);
      const parentId = seed.user(parentOf.get(student.email) as string);
      for (const [d, date] of days.entries()) {
        const back = Math.round((Date.parse(clock.today) - Date.parse(date)) / 86_400_000);
        const at = clock.at(-back, 8, 10);
        const roll = (s * 7 + d * 13) % 29;
        let mark: AttendanceMark = roll === 3 ? "absent" : roll === 11 ? "late" : roll === 19 ? "excused" : "present";
        if (student.email === "estudiante@demo.tribu") mark = date === lastDay ? "absent" : d % 9 === 4 ? "late" : "present";
        const note = mark === "late" ? "Llegó a las 7:50." : null;
        marks.push({ studentId, date, tribe, mark, note, takenById: teacher, takenAt: at, updatedById: teacher, updatedAt: at });
        changes.push({ studentId, date, previousMark: null, mark, note, changedById: teacher, changedAt: at });
        const name = `${student.firstName} ${student.lastName}`;
        if (mark === "absent") {
          alerts.push({ studentId, date, kind: "absent", message: absentMessage(name, date, student.sex ?? null), createdAt: at, sentAt: null });
        }
        const pending = student.email === "estudiante@demo.tribu" && date === lastDay;
        if (mark === "excused" || pending) {
          const sentAt = clock.at(-back, 7, 0);
          excuses.push({
            studentId,
            parentId,
            date,
            text: pending ? "Sofía tuvo control médico en la mañana." : (excuseTexts[(s + d) % excuseTexts.length] as string),
            fileId: null,
            status: pending ? "pending" : "accepted",
            createdAt: sentAt,
            decidedById: pending ? null : teacher,
            decidedAt: pending ? null : at,
          });
        }
      }
    }
  }
  // In slices, so no statement passes the engines' limits on bound parameters.
  for (let i = 0; i < marks.length; i += 200) {
    await trx.insertInto("attendanceMarks").values(marks.slice(i, i + 200)).execute();
    await trx.insertInto("attendanceChanges").values(changes.slice(i, i + 200)).execute();
  }
  if (alerts.length > 0) await trx.insertInto("attendanceAlerts").values(alerts).execute();
  if (excuses.length > 0) await trx.insertInto("attendanceExcuses").values(excuses).execute();
  // Issue 34: Sofía's mother will bring the doctor's note; her excuse waits with this note, and the
  // family's screen offers "Agregar soporte" for the file.
  const pendingExcuse = await trx.selectFrom("attendanceExcuses").select(["id", "parentId", "createdAt"]).where("status", "=", "pending").executeTakeFirst();
  if (pendingExcuse) {
    await trx
      .insertInto("attendanceExcuseSupports")
      .values({
        excuseId: pendingExcuse.id,
        parentId: pendingExcuse.parentId,
        note: "La constancia del control médico la envío apenas me la entreguen.",
        fileId: null,
        createdAt: new Date(Date.parse(pendingExcuse.createdAt) + 10 * 60 * 1000).toISOString(),
      })
      .execute();
  }
  // The school's periods (two semesters of each year the month touches), so families and Reportes can
  // read the figures by period; together they cover the whole year, so no day of the demo falls outside.
  const years = [...new Set([...days, clock.today].map(yearOf))];
  const at = clock.at(-31, 7, 0);
  const admin = seed.user("admin@demo.tribu");
  await trx
    .insertInto("attendancePeriods")
    .values(
      years.flatMap((year) => [
        { name: "Primer semestre", startDate: `${year}-01-01`, endDate: `${year}-06-30`, updatedById: admin, updatedAt: at },
        { name: "Segundo semestre", startDate: `${year}-07-01`, endDate: `${year}-12-31`, updatedById: admin, updatedAt: at },
      ]),
    )
    .execute();
}
