/**
 * The PIAR's words (issue 26; issue 35), without zod: the screens (staff and family) and the PDF name
 * each part, section and field the same way, in the order of the Ministry's reference format (MEN,
 * "Guía para la implementación del Decreto 1421 de 2017 (Parte 2): PIAR", Formato de PIAR):
 * - Anexo 1: Información general del estudiante (its entornos: hogar, salud, personal), filled from
 *   what the family tells the school, kept with privacy and reserve;
 * - Anexo 2: Plan Individual de Ajustes Razonables – PIAR – (valoración pedagógica, ajustes por área
 *   with their goals);
 * - Anexo 3: Acta de acuerdo (the commitments, signed by the family, the teachers and a directivo).
 * common/piar/piar.schema.ts builds its rules on these; docs/decisions/piar.md cites the sources.
 */
export const adjustmentKinds = ["curricular", "didactico", "evaluacion", "metodologico"] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export const adjustmentKindLabels: Record<AdjustmentKind, string> = {
  curricular: "Curricular",
  didactico: "Didáctico",
  evaluacion: "De evaluación",
  metodologico: "Metodológico",
};

/** The three parts of the Ministry's format, as it names them. */
export const piarAnnexes = {
  anexo1: { number: 1, title: "Anexo 1: Información general del estudiante" },
  anexo2: { number: 2, title: "Anexo 2: Plan Individual de Ajustes Razonables (PIAR)" },
  anexo3: { number: 3, title: "Anexo 3: Acta de acuerdo" },
} as const;

/**
 * The plan's sections, each with its fields' labels and the Anexo it belongs to. The diagnosis is in
 * `context` (the entorno de salud the family authorises), with health and home (issue 35), so that
 * the family's sensitive-data consent covers one object: content.context.
 */
export const piarSections = {
  general: { annex: 1, title: "Información general", fields: { supports: "Apoyos que recibe", interests: "Intereses" } },
  context: { annex: 1, title: "Entornos de salud y del hogar (autorizado por la familia)", fields: { diagnosis: "Diagnóstico o condición", health: "Salud", home: "Hogar" } },
  assessment: { annex: 2, title: "Valoración pedagógica", fields: { howLearns: "Cómo aprende", strengths: "Fortalezas", barriers: "Barreras" } },
  adjustments: { annex: 2, title: "Ajustes razonables por área", fields: { subject: "Área o materia", kind: "Tipo de ajuste", adjustment: "Ajuste razonable", goal: "Meta" } },
  familyCommitments: { annex: 3, title: "Compromisos de la familia" },
} as const;
export type PiarSectionKey = keyof typeof piarSections;
export const piarSectionKeys = Object.keys(piarSections) as PiarSectionKey[];

/** What a revision changed, as the history names it ("reviewDue" is the date of the yearly review). */
export const changedSectionLabels: Record<PiarSectionKey | "reviewDue", string> = {
  general: "Información general",
  context: "Entornos de salud y hogar",
  assessment: "Valoración pedagógica",
  adjustments: "Ajustes razonables",
  familyCommitments: "Compromisos de la familia",
  reviewDue: "Fecha de revisión",
};

/** Who signs the acta (Anexo 3) and how the role is printed; the directivo prints the school's title. */
export const signerKinds = ["familia", "docente", "directivo"] as const;
export type SignerKind = (typeof signerKinds)[number];
export const familySignerLabel = "Familia/acudiente";
export const teacherSignerLabel = "Docente";
/** The titles an admin may sign with besides the head of school's (report-card settings' headTitle). */
export const otherDirectivoTitles = ["Coordinador(a)", "Orientador(a) escolar"] as const;

export const piarMessages = {
  student: "Elige un estudiante.",
  notFound: "Este estudiante no tiene PIAR.",
  revisionNotFound: "Esa versión del PIAR no existe.",
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
  changedMeanwhile: "El PIAR cambió mientras lo leías: revisa la versión nueva antes de firmar.",
  saved: "PIAR guardado",
  unchanged: "El PIAR no tenía cambios: sigue en la misma versión.",
  followupSaved: "Seguimiento guardado",
  signed: "Firma registrada en el acta",
  alreadySigned: "Ya firmaste el acta de esta versión del PIAR.",
  notCurrent: "Solo se firma el acta de la versión vigente del PIAR.",
  familySignsByAgreeing: "La familia firma el acta con \"Estoy de acuerdo y firmo\".",
  signTitle: "Elige el cargo con el que firmas.",
  revision: "Elige una versión del PIAR.",
  year: "Elige un año válido.",
  areaRequired: "Cada área del informe necesita su nombre.",
  reportEmpty: "Escribe el informe: un texto por área o un texto general.",
  tooManyAreas: "El informe puede tener como máximo 20 áreas.",
  reportPublished: "Informe anual publicado",
  reportNotFound: "Ese informe anual no existe.",
} as const;
