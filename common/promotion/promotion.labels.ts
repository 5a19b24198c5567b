import type { PerformanceLevel } from "../report-cards/performance-scale.js";

/**
 * Spanish words of the SIEE and promotion (issue 35, Decreto 1290 de 2009 art. 4, 6, 7, 11; the
 * preschool rule is Decreto 2247 de 1997 art. 10). docs/decisions/promotion.md explains each rule.
 */
export const promotionDecisions = ["promovido", "no_promovido", "promocion_anticipada"] as const;
export type PromotionDecision = (typeof promotionDecisions)[number];

export const decisionLabels: Record<PromotionDecision, string> = {
  promovido: "Promovido",
  no_promovido: "No promovido",
  promocion_anticipada: "Promoción anticipada",
};

/** The decision as a sentence about the child, agreeing with the sex in the student's file. */
export function decisionPhrase(decision: PromotionDecision, sex: "F" | "M" | null | undefined): string {
  const promoted = sex === "F" ? "promovida" : sex === "M" ? "promovido" : "con promoción";
  if (decision === "promovido") return sex ? `Fue ${promoted} al grado siguiente` : "Promoción al grado siguiente";
  if (decision === "promocion_anticipada") return sex ? `Fue ${promoted} de forma anticipada` : "Promoción anticipada";
  return sex === "F" ? "No fue promovida: repite el grado" : sex === "M" ? "No fue promovido: repite el grado" : "Sin promoción: repite el grado";
}

export const memberRoles = ["directivo", "docente", "representante_familias", "orientador", "otro"] as const;
export type MemberRole = (typeof memberRoles)[number];
export const memberRoleLabels: Record<MemberRole, string> = {
  directivo: "Directivo docente",
  docente: "Docente",
  representante_familias: "Representante de las familias",
  orientador: "Orientador(a)",
  otro: "Otro",
};

export const supportResults = ["passed", "not_passed"] as const;
export type SupportResult = (typeof supportResults)[number];
export const supportResultLabels: Record<SupportResult, string> = { passed: "Superada", not_passed: "No superada" };

/** The highest level a passed support activity may give, a setting of the SIEE. */
export const supportCaps = ["basico", "alto", "superior"] as const satisfies readonly PerformanceLevel[];
export type SupportCap = (typeof supportCaps)[number];

export const levelShort: Record<PerformanceLevel, string> = { superior: "Superior", alto: "Alto", basico: "Básico", bajo: "Bajo" };

export const promotionMessages = {
  // SIEE
  text: "Este texto puede tener como máximo 6000 caracteres.",
  criteria: "Escribe los criterios de evaluación.",
  promotionCriteria: "Escribe los criterios de promoción.",
  supportActivities: "Escribe las actividades de apoyo para los desempeños bajos.",
  complaints: "Escribe las instancias y el procedimiento de reclamación.",
  earlyPromotion: "Escribe los criterios de la promoción anticipada.",
  commission: "Escribe quiénes forman la comisión de evaluación y promoción.",
  absencePercent: "Escribe el porcentaje máximo de inasistencia sin excusa, entre 0 y 100, por ejemplo 25 o 12,5.",
  supportCap: "Elige el desempeño más alto que da una actividad de apoyo superada.",
  adoptedOn: "Escribe la fecha de adopción como día/mes/año.",
  adoptedOnFuture: "La fecha de adopción no puede ser posterior a hoy.",
  councilActa: "La referencia del acta puede tener como máximo 120 caracteres.",
  sieeNotFound: "Esa versión del SIEE no existe.",
  sieeAdopted: "SIEE adoptado: esta versión queda vigente y no se puede cambiar.",
  // support activities
  student: "Elige un estudiante.",
  studentNotFound: "Ese estudiante no existe.",
  year: "Escribe un año entre 2000 y 2100.",
  subject: "Elige una materia de la tribu del estudiante.",
  plan: "Escribe el plan de la actividad de apoyo.",
  planTooLong: "El plan puede tener como máximo 3000 caracteres.",
  startsOn: "Escribe la fecha de inicio como día/mes/año.",
  endsOn: "Escribe la fecha de fin como día/mes/año.",
  endsBeforeStart: "La fecha de fin no puede ser anterior a la de inicio.",
  startsInYear: "La actividad debe empezar en el año escolar elegido.",
  levelBefore: "Las actividades de apoyo son para un desempeño Bajo (Decreto 1290 de 2009, art. 4).",
  preschool: "En preescolar no se reprueban grados ni actividades (Decreto 2247 de 1997, art. 10): no hay actividades de apoyo por desempeño Bajo.",
  activityNotFound: "Esa actividad de apoyo no existe.",
  result: "Elige si la actividad fue superada o no.",
  levelAfter: "Elige el desempeño después de la actividad.",
  levelAfterCap: (cap: string) => `Según el SIEE, una actividad superada da como máximo desempeño ${cap}.`,
  levelAfterPassed: "Si la actividad fue superada, el desempeño debe ser mayor que Bajo.",
  levelAfterNotPassed: "Si la actividad no fue superada, el desempeño sigue siendo Bajo.",
  resultOn: "Escribe la fecha del resultado como día/mes/año.",
  resultBeforeStart: "El resultado no puede ser anterior al inicio de la actividad.",
  resultFuture: "La fecha del resultado no puede ser posterior a hoy.",
  note: "La nota puede tener como máximo 1000 caracteres.",
  alreadyRecorded: "Esta actividad ya tiene su resultado. Para corregirlo escribe el motivo de la corrección: el resultado anterior queda en el registro de auditoría.",
  correctionReason: "El motivo de la corrección puede tener como máximo 500 caracteres.",
  activityCreated: "Actividad de apoyo creada.",
  resultRecorded: "Resultado registrado.",
  // actas
  tribe: "Elige una tribu de la escuela.",
  metOn: "Escribe la fecha de la reunión como día/mes/año.",
  metOnFuture: "La fecha de la reunión no puede ser posterior a hoy.",
  members: "Escribe al menos un integrante de la comisión (entre 1 y 20).",
  memberName: "Escribe el nombre de cada integrante.",
  memberNameTooLong: "El nombre puede tener como máximo 120 caracteres.",
  memberRole: "Elige el rol de cada integrante.",
  notes: "Las observaciones pueden tener como máximo 6000 caracteres.",
  decision: "Elige la decisión: promovido, no promovido o promoción anticipada.",
  reasonRequired: "Escribe el motivo: es obligatorio cuando no hay promoción o es anticipada.",
  reasonTooLong: "El motivo puede tener como máximo 2000 caracteres.",
  repeatedStudent: "Hay un estudiante repetido en las decisiones.",
  notInTribe: "Ese estudiante no está en la tribu del acta.",
  preschoolOnlyPromoted: "En preescolar no se reprueban grados (Decreto 2247 de 1997, art. 10): la única decisión posible es Promovido.",
  actaNotFound: "Esa acta no existe.",
  actaClosed: "El acta ya está firmada y no se puede cambiar. Para corregirla crea una nueva versión.",
  actaNotClosed: "Solo se corrige un acta firmada; esta sigue abierta y se puede editar.",
  actaNotNewest: "Ya hay una versión más nueva de esta acta.",
  missingDecisions: (names: string) => `Falta la decisión de: ${names}.`,
  noStudents: "La tribu no tiene estudiantes activos.",
  actaSaved: "Acta guardada.",
  actaClosedNow: "Acta firmada: ya no se puede cambiar.",
  actaCorrection: "Nueva versión del acta creada para corregirla; la anterior sigue guardada.",
} as const;
