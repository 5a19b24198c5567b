import type { DbOrTrx } from "../../db/connection.js";
import { formatDayInWords } from "../../../common/format.js";
import { childLevelWord } from "../../../common/dashboards/child-level.js";
import { schoolPerformanceScale } from "../report-cards/school-scale.js";
import { childGradesTribes } from "../settings/settings.service.js";

/**
 * A child's notifications in a child's words (issue 37): when a task is due in words, never
 * "2026-11-25"; no grade unless the school turned grades on for her tribe, and then the level word
 * (Superior, Alto, Básico, Bajo) of the school's scale, not "7,2". The family keeps the number.
 */

/** The level word a child of `tribe` may see for a grade, or null (grades off for her tribe, or no grade). */
export async function childGradeWord(db: DbOrTrx, tribe: string | null, grade: number | null): Promise<string | null> {
  if (grade === null || !tribe || !(await childGradesTribes(db) as readonly string[]).includes(tribe)) return null;
  return childLevelWord(grade, await schoolPerformanceScale(db));
}

/** "Ciencias · para el viernes 4 de diciembre": the class and the due day in words (it stays right when read days later). */
export function taskNoticeBody(classTitle: string | null, dueDate: string | null): string {
  return [classTitle, dueDate ? `para el ${formatDayInWords(dueDate)}` : null].filter((part) => part).join(" · ") || "Ábrela para ver qué hay que hacer.";
}

/** The child's notice of a reviewed work: her teacher's words first, the level word only when shown. */
export function childReviewNotice(moduleTitle: string, feedback: string | null, levelWord: string | null): { title: string; body: string } {
  const parts = [feedback ? `Tu profe te dice: ${feedback}` : null, levelWord ? `Tu desempeño: ${levelWord}.` : null].filter((part) => part !== null);
  return { title: `Tu profe revisó tu trabajo «${moduleTitle}»`, body: parts.join(" ") || "Ábrelo para ver lo que te dijo tu profe." };
}
