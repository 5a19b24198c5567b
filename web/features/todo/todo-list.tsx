import type { TodoItem } from "../../../common/todo/todo.schema";
import { TodoCard } from "./todo-card";
import { priorityGroups, taskCount } from "./todo-labels";
import { formatCount } from "../../../common/format";
import "./todo.css";

/** The count line, then the tasks grouped by priority (high, medium, low), a group only when it has tasks. */
export function TodoGroups({
  items,
  total,
  filtering,
  canWrite,
  isBusy,
  onToggle,
  onEdit,
  onDelete,
}: {
  items: TodoItem[];
  total: number;
  filtering: boolean;
  canWrite: boolean;
  isBusy: (item: TodoItem) => boolean;
  onToggle: (item: TodoItem) => void;
  onEdit: (item: TodoItem) => void;
  onDelete: (item: TodoItem) => void;
}) {
  const completedCount = items.filter((item) => item.completed).length;
  return (
    <>
      <p className="muted" aria-live="polite">
        {filtering ? `Mostrando ${items.length} de ${total} tareas` : taskCount(items.length)} · {completedCount}{" "}
        {completedCount === 1 ? "completada" : "completadas"}
      </p>
      {priorityGroups.map((group) => {
        const groupItems = items.filter((item) => item.priority === group.value);
        if (groupItems.length === 0) return null;
        const headingId = `todo-group-${group.value}`;
        return (
          <section key={group.value} className="todo-group" aria-labelledby={headingId}>
            <h2 id={headingId} className={`todo-group-title todo-priority-${group.value}`}>
              <group.Icon aria-hidden="true" /> {group.heading}
              <span className="muted todo-group-count">
                {" "}
                ({formatCount(groupItems.length, "tarea", "tareas")})
              </span>
            </h2>
            <ul className="todo-list">
              {groupItems.map((item) => (
                <TodoCard
                  key={item.id}
                  item={item}
                  canWrite={canWrite}
                  busy={isBusy(item)}
                  onToggle={() => onToggle(item)}
                  onEdit={() => onEdit(item)}
                  onDelete={() => onDelete(item)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
