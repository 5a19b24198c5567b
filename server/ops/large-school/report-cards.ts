import type { PerformanceLevel } from "../../../common/report-cards/performance-scale.js";
import type { PublishedCard } from "../../../common/report-cards/report-card.schema.js";
import type { AttendanceMark } from "../../../common/attendance/attendance.schema.js";
import { figuresOf } from "../../domains/attendance/attendance.service.js";
import type { LargeSeed } from "./context.js";
import { atSchool, schoolDaysOf, semestersOf } from "./plan.js";

const levels: PerformanceLevel[] = ["alto", "superior", "basico", "alto", "superior"];
const strengths = ["Participa con entusiasmo cuando el trabajo es con material concreto.", "Sigue la rutina visual del día con autonomía.", "Ayuda a sus compañeros con paciencia."];
const difficulties = ["Se le dificulta mantener la atención en tareas largas.", "Necesita apoyo para iniciar la escritura de textos cortos.", ""];
const advice = ["Leer en casa quince minutos diarios con acompañamiento.", "Usar pausas activas cortas entre tareas."];

/** A published report card per child and semester of each past year, and for the current year's first semester. */
export async function seedLargeReportCards(seed: LargeSeed): Promise<void> {
  const { sink, plan } = seed;
  const cards = sink.table("report_cards", ["id", "student_id", "period_start", "tribe", "version", "changed_since_published", "created_at", "updated_at"]);
  const entries = sink.table("report_card_entries", ["id", "report_card_id", "subject", "level", "strengths", "difficulties", "recommendations", "updated_by_id", "updated_at"]);
  const versions = sink.table("report_card_versions", ["id", "report_card_id", "version", "content", "published_by_id", "published_at"]);
  const admin = seed.admins[0] as number;
  const teachers = new Map(seed.tribes.map((tribe) => [tribe, seed.teachers.find((t) => t.tribe === tribe)]));
  const dayCounts = new Map<string, number>();
  for (const student of seed.students) {
    const teacher = teachers.get(student.tribe);
    for (const year of seed.yearsOf(student)) {
      for (const semester of semestersOf(year)) {
        if (semester.published >= `${plan.today}T00`) continue;
        const key = semester.start;
        if (!dayCounts.has(key)) dayCounts.set(key, schoolDaysOf(year, plan.today).filter((d) => d >= semester.start && d <= semester.end).length);
        const marked = dayCounts.get(key) as number;
        const absent = Math.round(marked * 0.03);
        const marks = [
          ...Array<AttendanceMark>(absent).fill("absent"),
          ...Array<AttendanceMark>(Math.round(marked * 0.04)).fill("late"),
          ...Array<AttendanceMark>(Math.round(marked * 0.03)).fill("excused"),
        ];
        while (marks.length < marked) marks.push("present");
        const id = sink.nextId("report_cards");
        const written = atSchool(semester.end, 9);
        cards.add([id, student.id, semester.start, student.tribe, 1, 0, written, semester.published]);
        const cardEntries = seed.materias.map((materia, m) => {
          const level = levels[(student.id + m + year) % levels.length] as PerformanceLevel;
          const entry = {
            subject: `materia:${materia.id}`,
            name: materia.name,
            computedAverage: null,
            computedLevel: null,
            level,
            overrideReason: null,
            strengths: strengths[(student.id + m) % strengths.length] as string,
            difficulties: level === "superior" ? "" : (difficulties[(student.id + m) % difficulties.length] as string),
            recommendations: advice[(student.id + m) % advice.length] as string,
          };
          entries.add([sink.nextId("report_card_entries"), id, entry.subject, level, entry.strengths, entry.difficulties, entry.recommendations, teacher?.id ?? admin, written]);
          return entry;
        });
        const content: PublishedCard = {
          attendance: figuresOf(marks),
          piar: false,
          student: { id: student.id, name: `${student.firstName} ${student.lastName}` },
          tribe: student.tribe,
          period: { name: semester.name, start: semester.start, end: semester.end },
          preschool: false,
          entries: cardEntries,
          teachers: teacher ? [teacher.name] : [],
          director: "Laura Gómez",
          directorTitle: "Rector(a)",
        };
        versions.add([sink.nextId("report_card_versions"), id, 1, JSON.stringify(content), admin, semester.published]);
      }
    }
    await sink.drain();
  }
}
