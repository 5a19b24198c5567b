import { addDays, currentPeriod } from "../../../common/attendance/attendance.calendar.js";
import { schoolDayStart } from "../../../common/format.js";
import { defaultScale, levelFor, periodAverage } from "../../../common/report-cards/performance-scale.js";
import { gradesBetween } from "../../domains/report-cards/report-cards.repo.js";
import type { DemoSeed } from "./context.js";
import { studentsOf } from "./people.js";

const reason = "Valoración de la docente con el trabajo en clase: aún no hay trabajos calificados de la materia en el periodo.";

/**
 * Issue 35's demo: of Tribu 2's cards of the running period (seed-admin-today.ts writes three, with
 * comments), the teacher finished two, choosing a level where the period has no grades yet; the
 * third still lacks them, and the tribe's other children have nothing written. So "Publicar
 * boletines de la tribu" shows complete cards to publish and incomplete ones named with what they
 * lack, and, as the period runs, asks to confirm publishing before it ends.
 */
export async function seedReportCardReview(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const periods = await trx.selectFrom("attendancePeriods").select(["name", "startDate as start", "endDate as end"]).orderBy("startDate").execute();
  const period = currentPeriod(periods, clock.today);
  if (!period) return;
  const finished = studentsOf("Tribu 2")
    .slice(0, 2)
    .map((person) => seed.user(person.email));
  const grades = await gradesBetween(trx, finished, schoolDayStart(period.start), schoolDayStart(addDays(period.end, 1)));
  const entries = await trx
    .selectFrom("reportCardEntries as e")
    .innerJoin("reportCards as c", "c.id", "e.reportCardId")
    .select(["e.reportCardId", "e.subject", "c.studentId"])
    .where("c.periodStart", "=", period.start)
    .where("c.studentId", "in", finished)
    .where("e.level", "is", null)
    .execute();
  for (const [index, entry] of entries.entries()) {
    const materiaId = Number(entry.subject.replace("materia:", ""));
    const list = grades.filter((g) => g.studentId === entry.studentId && g.materiaId === materiaId).map((g) => Number(g.grade));
    if (levelFor(periodAverage(list), defaultScale) !== null) continue;
    await trx
      .updateTable("reportCardEntries")
      .set({ level: index % 2 === 0 ? "alto" : "basico", overrideReason: reason })
      .where("reportCardId", "=", entry.reportCardId)
      .where("subject", "=", entry.subject)
      .execute();
  }
}
