import { ArrowDown, ArrowRight, ArrowUp, Circle, CircleCheck, CircleDot, CircleHelp, type LucideIcon } from "lucide-react";
import { taskPriorities, taskStatuses } from "../../../common/notion/notion-tasks";
import { formatDate, schoolTime } from "../../../common/format";

/**
 * The board stores the spec's English values (Not started, In progress, Done; Low, Medium, High),
 * which are also the option names in Notion. The screen shows them in Spanish, always icon and word.
 */
type Look = { label: string; Icon: LucideIcon; className: string };

export const statusLooks: Record<(typeof taskStatuses)[number], Look> = {
  "Not started": { label: "Sin empezar", Icon: Circle, className: "badge-pending" },
  "In progress": { label: "En progreso", Icon: CircleDot, className: "badge-info" },
  Done: { label: "Hecho", Icon: CircleCheck, className: "badge-approved" },
};

export const priorityLooks: Record<(typeof taskPriorities)[number], Look> = {
  Low: { label: "Baja", Icon: ArrowDown, className: "badge-info" },
  Medium: { label: "Media", Icon: ArrowRight, className: "badge-pending" },
  High: { label: "Alta", Icon: ArrowUp, className: "badge-rejected" },
};

export const statusOptions = taskStatuses.map((value) => ({ value, label: statusLooks[value].label }));
export const priorityOptions = taskPriorities.map((value) => ({ value, label: priorityLooks[value].label }));

function lookFor(table: Record<string, Look>, value: string | null, emptyLabel: string): Look {
  if (value && value in table) return table[value] as Look;
  // A Notion database may hold other options; they are shown as written there.
  return { label: value ?? emptyLabel, Icon: CircleHelp, className: "badge-neutral" };
}

export function StatusBadge({ value }: { value: string | null }) {
  const { label, Icon, className } = lookFor(statusLooks, value, "Sin estado");
  return (
    <span className={`badge ${className}`}>
      <Icon aria-hidden="true" /> {label}
    </span>
  );
}

export function PriorityBadge({ value }: { value: string | null }) {
  const { label, Icon, className } = lookFor(priorityLooks, value, "Sin prioridad");
  return (
    <span className={`badge ${className}`}>
      <Icon aria-hidden="true" /> {label}
    </span>
  );
}

/** "2026-12-04" as "4 dic 2026", without a time-zone shift; text that is no date as it is. */
export function formatDueDate(value: string | null): string {
  if (!value) return "Sin fecha";
  return schoolTime(value) ? formatDate(value) : value;
}
