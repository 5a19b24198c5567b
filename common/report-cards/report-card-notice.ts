import { bySex, type StudentSex } from "../users/student-sex.js";

/**
 * What a family reads in the notification centre when a card of their child is published (issue 35),
 * one item per new version. The sentence agrees with the sex on the student's file ("Sofía fue
 * evaluada"); when the file does not say, a sentence that needs no agreement. Never from the name.
 */
export function reportCardNotice(input: {
  firstName: string;
  periodName: string;
  version: number;
  subjects: number;
  preschool: boolean;
  sex: StudentSex | null;
}): { title: string; body: string } {
  const period = input.periodName.charAt(0).toLocaleLowerCase("es") + input.periodName.slice(1);
  const what = input.preschool ? (input.subjects === 1 ? "dimensión" : "dimensiones") : input.subjects === 1 ? "materia" : "materias";
  const count = `${input.subjects} ${what}`;
  const title =
    input.version > 1
      ? `El boletín del ${period} de ${input.firstName} tiene una versión nueva (versión ${input.version})`
      : `El boletín del ${period} de ${input.firstName} está publicado`;
  const evaluated = bySex(input.sex, {
    feminine: `${input.firstName} fue evaluada en ${count}.`,
    masculine: `${input.firstName} fue evaluado en ${count}.`,
    unknown: `Trae la evaluación de ${count}.`,
  });
  const earlier = input.version > 1 ? ` La versión ${input.version - 1} sigue disponible.` : "";
  return { title, body: `${evaluated} Léelo y descárgalo en PDF en Boletines.${earlier}` };
}

/** The family's Boletines of that child. */
export const reportCardsLinkOf = (studentId: number) => `/dashboard/children/boletines?hijo=${studentId}`;
