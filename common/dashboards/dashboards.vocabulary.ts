/** The dashboards' words, without zod: every home shows them, and zod stays out of the homes' JavaScript (issue 24). */
export const workStatusLabels: Record<string, string> = {
  SUBMITTED: "Enviado",
  REVIEWED: "Revisado",
  APPROVED: "Aprobado",
  NEEDS_REVISION: "Necesita Revisión",
};
