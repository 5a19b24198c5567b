/** The grade rule's bounds and words (issue 22), apart from the parser: the child's and family's screens show these words and need no number parsing. */
export const gradeRule = { min: 0, max: 10, step: 0.1 } as const;

export const gradeMessages = {
  range: "La calificación debe ser un número entre 0 y 10",
  decimals: "La calificación lleva como máximo un decimal (por ejemplo 8,7 u 8,8)",
  hint: "De 0 a 10, con un decimal como máximo (por ejemplo 8,5).",
} as const;
