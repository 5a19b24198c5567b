import { ArrowDown, ArrowUp, Circle, CircleCheck, CircleDot, Eye, Minus } from "lucide-react";
import type { TodoPriority, TodoStatus } from "../../../common/todo/todo.vocabulary";
import { formatCount, formatDate as formatSchoolDate } from "../../../common/format";

export const priorityGroups: { value: TodoPriority; heading: string; label: string; Icon: typeof ArrowUp }[] = [
  { value: "high", heading: "Alta", label: "Alta", Icon: ArrowUp },
  { value: "medium", heading: "Media", label: "Media", Icon: Minus },
  { value: "low", heading: "Baja", label: "Baja", Icon: ArrowDown },
];

export const statusInfo: Record<TodoStatus, { label: string; Icon: typeof Circle; className: string }> = {
  todo: { label: "Por hacer", Icon: Circle, className: "badge-info" },
  "in-progress": { label: "En progreso", Icon: CircleDot, className: "badge-pending" },
  review: { label: "En revisión", Icon: Eye, className: "badge-pending" },
  done: { label: "Completada", Icon: CircleCheck, className: "badge-approved" },
};

export const statusOptions = (Object.keys(statusInfo) as TodoStatus[]).map((value) => ({ value, label: statusInfo[value].label }));
export const priorityOptions = priorityGroups.map((group) => ({ value: group.value, label: group.label }));

export const taskCount = (n: number) => formatCount(n, "tarea", "tareas");

/** A YYYY-MM-DD due date in the words of the school's locale; anything else as written. */
export function formatDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatSchoolDate(value) : value;
}
