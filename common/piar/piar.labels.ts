/**
 * The PIAR's words (issue 26), without zod: the screens (staff and family) and the PDF name each
 * section and field the same way, in the order of the Ministry's reference format (Anexo 2).
 * common/piar/piar.schema.ts builds its rules on these.
 */
export const adjustmentKinds = ["curricular", "didactico", "evaluacion", "metodologico"] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export const adjustmentKindLabels: Record<AdjustmentKind, string> = {
  curricular: "Curricular",
  didactico: "Didáctico",
  evaluacion: "De evaluación",
  metodologico: "Metodológico",
};

/** Sections 1 to 5 of the plan, each with its fields' labels. */
export const piarSections = {
  general: { title: "Información general del estudiante", fields: { diagnosis: "Diagnóstico o condición", supports: "Apoyos que recibe", interests: "Intereses" } },
  context: { title: "Entorno de salud y del hogar (autorizado por la familia)", fields: { health: "Salud", home: "Hogar" } },
  assessment: { title: "Valoración pedagógica", fields: { howLearns: "Cómo aprende", strengths: "Fortalezas", barriers: "Barreras" } },
  adjustments: { title: "Ajustes razonables por materia", fields: { subject: "Materia", kind: "Tipo de ajuste", adjustment: "Ajuste razonable", goal: "Meta" } },
  familyCommitments: { title: "Compromisos de la familia" },
} as const;

export const piarMessages = {
  student: "Elige un estudiante.",
  notFound: "Este estudiante no tiene PIAR.",
  exists: "Este estudiante ya tiene PIAR: ábrelo para actualizarlo.",
  textTooLong: "Cada texto del PIAR puede tener como máximo 3000 caracteres.",
  subjectRequired: "Cada ajuste necesita la materia a la que se aplica.",
  adjustmentRequired: "Describe el ajuste razonable.",
  kind: "Elige el tipo de ajuste: curricular, didáctico, de evaluación o metodológico.",
  tooMany: "El PIAR puede tener como máximo 40 ajustes.",
  reviewDue: "La fecha de revisión debe ser una fecha válida dentro del próximo año.",
  period: "Ese periodo no está en el calendario escolar.",
  followupRequired: "Escribe el seguimiento del periodo.",
  agreed: "Acuerdo registrado: gracias por revisar el PIAR.",
  alreadyAgreed: "Ya registraste tu acuerdo con esta versión del PIAR.",
  saved: "PIAR guardado",
  followupSaved: "Seguimiento guardado",
} as const;
