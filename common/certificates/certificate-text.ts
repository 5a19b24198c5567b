import { formatLongDate } from "../format.js";
import { type DocumentType, documentTypeLabels } from "../student-records/record-codes.js";
import { bySex, type StudentSex } from "../users/student-sex.js";

/**
 * The Spanish of a constancia and a certificado de estudios (issue 36), agreeing with the sex on the
 * student's file (never guessed from the name; without it, sentences that need no agreement).
 *
 * What the paper states follows the rules on school certificates: the student's names and surnames
 * as on the identity document, the document, the grade and the school year (Decreto 180 de 1981 on
 * certificaciones in preescolar and básica, and the departments' guidance built on it, e.g. the
 * Antioquia Secretaría de Educación's Circular 40 de 1995: "los nombres y apellidos del alumno
 * conforme al registro civil o documento de identidad vigente…, el grado…, las áreas… y los
 * resultados"); a certificado states the year's results per area on the national scale and the
 * promotion decision (Decreto 1290 de 2009, arts. 5 and 6; its art. 17, compiled as art.
 * 2.3.3.3.3.17 of Decreto 1075 de 2015, obliges the school to issue, when the family asks,
 * constancias de desempeño of each grade taken). The head of school signs (Ley 115 de 1994, art.
 * 129); name and title are the report cards' settings.
 */
export type CertificateStudent = { firstNames: string; lastNames: string; documentType: DocumentType; documentNumber: string | null; sex: StudentSex | null };

export const fullNameOf = (student: Pick<CertificateStudent, "firstNames" | "lastNames">) => `${student.firstNames} ${student.lastNames}`.trim();

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Sofía Ramírez García, identificada con registro civil de nacimiento n.º 1023456789". */
export function identityLine(student: CertificateStudent): string {
  const name = fullNameOf(student).toLocaleUpperCase("es-CO");
  if (student.documentType === "SD" || !student.documentNumber) return `${name}, quien aún no tiene documento de identidad registrado`;
  const document = `${student.documentType === "NUIP" ? "NUIP" : lowerFirst(documentTypeLabels[student.documentType])} n.º ${student.documentNumber}`;
  return bySex(student.sex, { feminine: `${name}, identificada con ${document}`, masculine: `${name}, identificado con ${document}`, unknown: `${name}, con ${document}` });
}

const gradePart = (grade: string | null) => (grade ? ` el grado ${grade}` : "");

/** The constancia de estudio: the student is enrolled now, in this grade, for this year. */
export function constanciaStatement(school: string, student: CertificateStudent, grade: string | null, year: number): string {
  const enrolled = bySex(student.sex, { feminine: "está matriculada", masculine: "está matriculado", unknown: "tiene matrícula vigente" });
  return `${school} hace constar que ${identityLine(student)}, ${enrolled} en${gradePart(grade) || " la institución"} para el año lectivo ${year}.`;
}

/** The certificado de estudios: the student took (and passed, when promoted) the grade in that year. */
export function certificadoStatement(school: string, student: CertificateStudent, grade: string | null, year: number, passed: boolean): string {
  const took = passed ? "cursó y aprobó" : "cursó";
  const what = grade ? `el grado ${grade}` : "sus estudios";
  return `${school} certifica que ${identityLine(student)}, ${took} ${what} en el año lectivo ${year}, con los resultados del informe final publicado por la institución que siguen (escala de valoración nacional, Decreto 1290 de 2009, art. 5).`;
}

/** "Se expide a solicitud de la familia el 2 de diciembre de 2026." */
export function issueLine(issuedOn: string): string {
  return `Se expide a solicitud de la familia el ${formatLongDate(issuedOn)}.`;
}
