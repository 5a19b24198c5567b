import { AlarmClock, CircleCheck, RotateCcw } from "lucide-react";
import type { TodoItem } from "../../../common/todo/todo.schema";
import { formatDate, statusInfo } from "./todo-labels";
import { schoolToday } from "../../../common/format";
import "./todo.css";

const today = () => schoolToday();

function StateBadge({ item }: { item: TodoItem }) {
  const info = item.completed ? statusInfo.done : statusInfo[item.status];
  return (
    <span className={`badge ${info.className}`}>
      <info.Icon aria-hidden="true" /> {info.label}
    </span>
  );
}

/** One task: title, state (icon and word), 'Vencida' when past due, its facts and tags, and the admin's buttons. */
export function TodoCard({
  item,
  canWrite,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: TodoItem;
  canWrite: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const overdue = !item.completed && item.dueDate !== null && /^\d{4}-\d{2}-\d{2}$/.test(item.dueDate) && item.dueDate < today();
  return (
    <li className={`card todo-item${item.completed ? " is-completed" : ""}`} data-testid="todo-item">
      <div className="todo-item-head">
        <h3 className="todo-item-title">{item.title}</h3>
        <div className="todo-badges">
          <StateBadge item={item} />
          {overdue ? (
            <span className="badge badge-rejected">
              <AlarmClock aria-hidden="true" /> Vencida
            </span>
          ) : null}
        </div>
      </div>
      {item.description ? <p className="todo-description">{item.description}</p> : null}
      {item.dueDate || item.assignedTo || item.notes ? (
        <dl className="todo-facts">
          {item.dueDate ? (
            <div>
              <dt>Fecha límite: </dt>
              <dd>{formatDate(item.dueDate)}</dd>
            </div>
          ) : null}
          {item.assignedTo ? (
            <div>
              <dt>Responsable: </dt>
              <dd>{item.assignedTo}</dd>
            </div>
          ) : null}
          {item.notes ? (
            <div>
              <dt>Notas: </dt>
              <dd>{item.notes}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {item.tags.length ? (
        <ul className="todo-tags" aria-label="Etiquetas">
          {item.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {canWrite ? (
        <div className="button-row compact">
          <button type="button" className="btn btn-secondary" onClick={onToggle} disabled={busy}>
            {item.completed ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
            {item.completed ? "Reabrir" : "Completar"}
            <span className="visually-hidden"> {item.title}</span>
          </button>
          <button type="button" className="btn btn-secondary" onClick={onEdit}>
            Editar <span className="visually-hidden">{item.title}</span>
          </button>
          <button type="button" className="btn btn-danger" onClick={onDelete}>
            Eliminar <span className="visually-hidden">{item.title}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
