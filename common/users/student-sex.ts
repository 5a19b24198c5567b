/**
 * A child's sex as on the identity document (issue 34), from the student's file, set by an admin:
 * generated Spanish agrees with it ("Sofía fue marcada", "La estudiante"). When the file does not say
 * yet, the sentence is written so that it needs no agreement; it is never guessed from the name.
 */
export const studentSexes = ["F", "M"] as const;
export type StudentSex = (typeof studentSexes)[number];

export const studentSexLabels: Record<StudentSex, string> = { F: "Femenino", M: "Masculino" };

/** The word for this child: `feminine` for F, `masculine` for M, `unknown` (a form with no agreement) otherwise. */
export function bySex<T>(sex: StudentSex | null | undefined, forms: { feminine: T; masculine: T; unknown: T }): T {
  return sex === "F" ? forms.feminine : sex === "M" ? forms.masculine : forms.unknown;
}

/** "La estudiante", "El estudiante", or "Estudiante" with a name after it when the file does not say. */
export function theStudent(sex: StudentSex | null | undefined): string {
  return bySex(sex, { feminine: "La estudiante", masculine: "El estudiante", unknown: "Estudiante" });
}
