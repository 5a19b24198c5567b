import { type EnrolmentStatus, enrolmentStatusLabel } from "../student-records/record-codes.js";

/**
 * Which enrolment status may follow which (issue 36): a pure rule the server enforces and the
 * "Registrar novedad" dialog reads to offer only the possible changes.
 * - prematriculado → matriculado (the family confirmed), or retirado (it did not come);
 * - matriculado → retirado (with the reason), trasladado (with the receiving school), promovido or
 *   graduado (at year end);
 * - retirado / trasladado → matriculado (the child comes back: a re-entry);
 * - promovido → matriculado (next year's enrolment), retirado or trasladado (the family leaves
 *   between years);
 * - graduado is the last one. Nothing moves from a status to itself.
 */
export const enrolmentTransitions: Record<EnrolmentStatus, readonly EnrolmentStatus[]> = {
  prematriculado: ["matriculado", "retirado"],
  matriculado: ["retirado", "trasladado", "promovido", "graduado"],
  retirado: ["matriculado"],
  trasladado: ["matriculado"],
  promovido: ["matriculado", "retirado", "trasladado"],
  graduado: [],
};

export const transitionMessages = {
  same: (label: string) => `El estudiante ya está ${label.toLowerCase()}: elige otro estado`,
  notAllowed: (from: string, to: string) => `Un estudiante ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}`,
  last: "Un estudiante graduado no tiene más novedades",
  reasonRequired: "Escribe el motivo del retiro",
  destinationRequired: "Escribe el colegio al que se traslada",
} as const;

export type TransitionCheck = { ok: true } | { ok: false; field: "status" | "reason" | "destinationSchool"; message: string; conflict: boolean };

/** Whether `to` may follow `from`, with the Spanish reason when not (`conflict`: the status itself refuses, 409). */
export function checkTransition(
  from: EnrolmentStatus,
  change: { status: EnrolmentStatus; reason?: string | null; destinationSchool?: string | null },
  sex: "F" | "M" | null = null,
): TransitionCheck {
  const to = change.status;
  if (from === to) return { ok: false, field: "status", message: transitionMessages.same(enrolmentStatusLabel(from, sex)), conflict: true };
  if (!enrolmentTransitions[from].includes(to)) {
    const message = from === "graduado" ? transitionMessages.last : transitionMessages.notAllowed(enrolmentStatusLabel(from, sex), enrolmentStatusLabel(to, sex));
    return { ok: false, field: "status", message, conflict: true };
  }
  if (to === "retirado" && !change.reason?.trim()) return { ok: false, field: "reason", message: transitionMessages.reasonRequired, conflict: false };
  if (to === "trasladado" && !change.destinationSchool?.trim()) return { ok: false, field: "destinationSchool", message: transitionMessages.destinationRequired, conflict: false };
  return { ok: true };
}

/** The statuses a file may move to from `from`, in the dialog's order. */
export function nextStatuses(from: EnrolmentStatus): readonly EnrolmentStatus[] {
  return enrolmentTransitions[from];
}
