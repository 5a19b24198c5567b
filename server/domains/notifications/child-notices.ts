import type { DbOrTrx } from "../../db/connection.js";
import { formatDayInWords } from "../../../common/format.js";
import { levelShort } from "../../../common/promotion/promotion.labels.js";
import { defaultReportCardSettings, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import { levelFor, type PerformanceScale } from "../../../common/report-cards/performance-scale.js";
import { readSettingRow } from "../settings/settings.repo.js";

/**
 * A child's notifications in a child's words (issue 37): when a task is due in words, never
 * "2026-11-25"; no grade unless the school turned grades on for her tribe, and then the level word
 * (Superior, Alto, Básico, Bajo) of the school's scale, not "7,2". The family keeps the number.
 */

/**
 * The tribes whose children see their grades: the school setting `childGradesTribes` (a list of
 * tribe names, none by default). Read raw here, so a row missing or written by hand reads as none.
 */
export async function childGradesTribes(db: DbOrTrx): Promise<string[]> {
  const stored = await readSettingRow(db, "childGradesTribes");
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.filter((tribe): tribe is string => typeof tribe === "string") : [];
  } catch {
    return [];
  }
}

/** The school's cut-offs of the performance scale (report-card settings), or the usual ones. */
async function schoolScale(db: DbOrTrx): Promise<PerformanceScale> {
  const stored = await readSettingRow(db, "reportCards");
  if (!stored) return defaultReportCardSettings.scale;
  try {
    const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.scale : defaultReportCardSettings.scale;
  } catch {
    return defaultReportCardSettings.scale;
  }
}

/** The level word a child of `tribe` may see for a grade, or null (grades off for her tribe, or no grade). */
export async function childGradeWord(db: DbOrTrx, tribe: string | null, grade: number | null): Promise<string | null> {
  if (grade === null || !tribe || !(await childGradesTribes(db)).includes(tribe)) return null;
  const level = levelFor(grade, await schoolScale(db));
  return level ? levelShort[level] : null;
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
