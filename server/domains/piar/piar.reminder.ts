import { formatLongDate } from "../../../common/format.js";

/** How long before its review date a plan is "due soon" and its reminder goes out. */
export const reviewNoticeDays = 30;

/** The reminder's words, and the link that opens the plan: "PIAR de Gabriel Martínez por revisar", "Su revisión anual es el 15 de diciembre de 2026." */
export function reviewReminder(plan: { studentId: number; firstName: string; lastName: string; reviewDue: string }, today: string) {
  const verb = plan.reviewDue < today ? "Su revisión anual venció el" : "Su revisión anual es el";
  return { kind: "plan" as const, title: `PIAR de ${`${plan.firstName} ${plan.lastName}`.trim()} por revisar`, body: `${verb} ${formatLongDate(plan.reviewDue)}.`, link: `/dashboard/piar?estudiante=${plan.studentId}` };
}
