import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import type { Assignment } from "../../../common/assignments/assignments.schema";
import { formatDate } from "../../../common/format";

export type DisplayStatus = "completed" | "overdue" | "pending";

/** Completed is 'Completada'; a past due date and not completed is 'Vencida'; otherwise 'Pendiente'. */
export function displayStatus(assignment: Pick<Assignment, "status" | "dueDate">, now = new Date()): DisplayStatus {
  if (assignment.status === "completed") return "completed";
  if (assignment.dueDate) {
    // A date without a time is due until the end of that day.
    const due = /^\d{4}-\d{2}-\d{2}$/.test(assignment.dueDate) ? new Date(`${assignment.dueDate}T23:59:59`) : new Date(assignment.dueDate);
    if (due.getTime() < now.getTime()) return "overdue";
  }
  return "pending";
}

const labels: Record<DisplayStatus, string> = { completed: "Completada", overdue: "Vencida", pending: "Pendiente" };
const looks: Record<DisplayStatus, { className: string; Icon: typeof Clock }> = {
  completed: { className: "badge-approved", Icon: CircleCheck },
  overdue: { className: "badge-rejected", Icon: CircleAlert },
  pending: { className: "badge-pending", Icon: Clock },
};

/** Green 'Completada', red 'Vencida', 'Pendiente': always as icon and word, never colour alone. */
export function AssignmentStatusBadge({ status }: { status: DisplayStatus }) {
  const { className, Icon } = looks[status];
  return (
    <span className={`badge ${className}`} data-testid="assignment-status">
      <Icon aria-hidden="true" /> {labels[status]}
    </span>
  );
}

export function dueLabel(dueDate: string | null): string {
  if (!dueDate) return "Sin fecha";
  return formatDate(dueDate);
}
