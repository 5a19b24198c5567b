/**
 * Sensitive data in the PIAR (issue 35). Ley 1581 de 2012 art. 5 counts health data as sensitive;
 * art. 6 allows treating it only with the holder's explicit authorisation; art. 7 asks that a child's
 * data be treated in the child's best interest, authorised by their legal representative. Decreto
 * 1377 de 2013 art. 6 asks to tell the family that authorising it is optional and which data are
 * sensitive, and that no activity be conditioned on it. So the PIAR's health, diagnosis and home
 * context are written only while the family's sensitive-data consent to the current privacy notice
 * stands; the rest of the plan (the reasonable adjustments the school owes under Decreto 1421 de
 * 2017) never depends on it.
 *
 * The fields are listed by their path in the PIAR's content, so a move of a field (the diagnosis into
 * the context section) is one line here.
 */
export const sensitivePiarFields: readonly (readonly [section: string, field: string])[] = [
  ["general", "diagnosis"],
  ["context", "diagnosis"],
  ["context", "health"],
  ["context", "home"],
];

function field(content: unknown, [section, name]: readonly [string, string]): unknown {
  if (typeof content !== "object" || content === null) return undefined;
  const part = (content as Record<string, unknown>)[section];
  if (typeof part !== "object" || part === null) return undefined;
  return (part as Record<string, unknown>)[name];
}

/** Whether a PIAR's content holds any text in a sensitive field (blank text does not count). */
export function holdsSensitiveText(content: unknown): boolean {
  return sensitivePiarFields.some((path) => {
    const value = field(content, path);
    return typeof value === "string" && value.trim() !== "";
  });
}

/** The same content with every sensitive field emptied (what withdrawing the consent leaves). */
export function withoutSensitiveText<T>(content: T): T {
  if (typeof content !== "object" || content === null) return content;
  const copy = structuredClone(content) as Record<string, unknown>;
  for (const [section, name] of sensitivePiarFields) {
    const part = copy[section];
    if (typeof part === "object" && part !== null && typeof (part as Record<string, unknown>)[name] === "string") (part as Record<string, unknown>)[name] = "";
  }
  return copy as T;
}

export const sensitiveMessages = {
  noConsent:
    "La familia no ha autorizado registrar datos sensibles (salud, diagnóstico y contexto familiar) de este estudiante. Deja esos campos vacíos o pide a la familia que dé la autorización en 'Mis Hijos'. El resto del PIAR se guarda sin ella.",
  given: "Autorización de datos sensibles registrada. Puedes retirarla cuando quieras.",
  revoked: "Autorización de datos sensibles retirada. La escuela borró del PIAR la salud, el diagnóstico y el contexto familiar.",
  noActive: "No hay una autorización de datos sensibles vigente que retirar.",
  /** What the family reads before giving it (Decreto 1377 art. 6: optional, which data, what for). */
  whatItCovers:
    "El diagnóstico, los datos de salud y el contexto familiar que se escriben en el PIAR, y la categoría de discapacidad o de apoyo de la ficha de matrícula. Sirven para que los docentes ajusten las clases y las evaluaciones; los leen solo los docentes del estudiante, la dirección y la familia.",
  optional:
    "Es opcional: por ser datos sensibles no estás obligado a autorizarlos, y ninguna actividad de la escuela depende de ello. Sin esta autorización el PIAR sigue con sus ajustes razonables (Decreto 1421 de 2017), sin esos datos.",
  onWithdrawal:
    "Si la retiras, la escuela borra del PIAR el diagnóstico, la salud y el contexto familiar (y de la ficha de matrícula, la categoría de apoyo), y los docentes ya no pueden escribirlos. Los ajustes razonables, los compromisos y el seguimiento se mantienen, porque la escuela debe ofrecerlos (Decreto 1421 de 2017).",
} as const;
