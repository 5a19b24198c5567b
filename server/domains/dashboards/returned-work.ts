import type { DbOrTrx } from "../../db/connection.js";
import { childGradesTribes } from "../settings/settings.service.js";
import { materiasOfModules } from "../modules/modules.repo.js";
import { returnedWorkRows } from "./dashboards.repo.js";
import { defaultScale } from "../../../common/report-cards/performance-scale.js";
import { schoolPerformanceScale } from "../report-cards/school-scale.js";
import { childLevelWord } from "../../../common/dashboards/child-level.js";
import { inReturnedOrder, isReturned, type ReturnedWork } from "../../../common/dashboards/returned-work.js";

/**
 * Issue 37: the student's work a teacher gave back (sent back to improve, or reviewed with a
 * comment and not handed in again), to improve first. Explicit columns, no dates nor names of
 * adults; the grade only as a level word, and only for a tribe whose children the school shows it.
 * One query when nothing is returned; else two to four (subjects, settings, scale), whatever the number of works.
 */
export async function returnedWorkOf(db: DbOrTrx, studentId: number): Promise<ReturnedWork[]> {
  const rows = await returnedWorkRows(db, studentId);
  const returned = inReturnedOrder(rows.filter(isReturned));
  if (returned.length === 0) return [];
  const studentTribe = returned[0]?.studentTribe ?? null;
  const showsGrades = studentTribe !== null && ((await childGradesTribes(db)) as readonly string[]).includes(studentTribe);
  const [materias, scale] = await Promise.all([materiasOfModules(db, returned.map((row) => row.moduleId)), showsGrades ? schoolPerformanceScale(db) : defaultScale]);
  return returned.map((row) => ({
    submissionId: row.id,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    tribe: row.tribe,
    materia: materias.get(row.moduleId)?.[0]?.name ?? null,
    status: row.status as ReturnedWork["status"],
    teacherFeedback: row.teacherFeedback,
    level: showsGrades ? childLevelWord(row.grade === null ? null : Number(row.grade), scale) : null,
  }));
}
