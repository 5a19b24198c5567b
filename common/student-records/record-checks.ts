import { type Grade, gradeLabels, grades } from "./record-codes.js";

/** Whole years from `birthDate` to `on` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return on.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/**
 * The usual age of each grade at the start of the school year: preschool's three grades "dirigido a
 * educandos de tres (3) años", four and five (Decreto 2247 de 1997 art. 2: prejardín, jardín,
 * transición), then 1° at 6 and one more each grade (Ley 115 de 1994 art. 21: básica primaria, five
 * grades after transición).
 */
export function usualAge(grade: Grade): number {
  return grades.indexOf(grade) + 3;
}

/**
 * A flag, not a refusal: a child a year younger than usual, or more than three years older (many of
 * the school's children study in extra-age, "extraedad"), is shown to the admin to check the date.
 * Counted on 1 February of the school year (calendar A starts in late January).
 */
export function ageGradeWarning(birthDate: string, grade: Grade, schoolYear: number): string | null {
  const age = ageOn(birthDate, `${schoolYear}-02-01`);
  const usual = usualAge(grade);
  if (age < usual - 1) return `Revisa la fecha de nacimiento: al empezar el año tendría ${age} ${age === 1 ? "año" : "años"}, y ${gradeLabels[grade]} es para niños de unos ${usual}.`;
  if (age > usual + 3) return `Revisa la fecha de nacimiento: al empezar el año tendría ${age} años, y ${gradeLabels[grade]} es para niños de unos ${usual}.`;
  return null;
}
