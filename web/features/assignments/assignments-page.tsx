import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import type { Assignment } from "../../../server/domains/assignments/assignments.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../layout/section-page";
import { AssignmentStatusBadge, displayStatus, dueLabel } from "./assignment-status";

/** Students: 'Mis Tareas' with counters and their status; others: 'Todas las Tareas'. */
export function AssignmentsPage({ onlyPending = false }: { onlyPending?: boolean }) {
  const { user } = useAuth();
  const isStudent = user?.role === "student";
  const assignments = useQuery(trpc.assignments.list.queryOptions());
  const all = assignments.data ?? [];
  const now = new Date();
  const statuses = all.map((a) => displayStatus(a, now));
  const completed = statuses.filter((s) => s === "completed").length;
  const overdue = statuses.filter((s) => s === "overdue").length;
  const list = onlyPending ? all.filter((a) => displayStatus(a, now) !== "completed") : all;
  const title = onlyPending ? "Tareas Pendientes" : isStudent ? "Mis Tareas" : "Todas las Tareas";

  return (
    <SectionPage title={title}>
      {isStudent ? (
        <ul className="stat-grid" aria-label="Resumen de tareas">
          <li className="card stat">
            <span className="stat-value">{completed}</span> Completadas
          </li>
          <li className="card stat">
            <span className="stat-value">{all.length - completed - overdue}</span> Pendientes
          </li>
          <li className="card stat">
            <span className="stat-value">{overdue}</span> Vencidas
          </li>
        </ul>
      ) : (
        <div className="button-row">
          <Link to="/dashboard/assignments/new" className="btn btn-primary">
            <Plus aria-hidden="true" /> Nueva Tarea
          </Link>
          {onlyPending ? (
            <Link to="/dashboard/assignments" className="btn btn-secondary">
              Todas las Tareas
            </Link>
          ) : (
            <Link to="/dashboard/assignments/pending" className="btn btn-secondary">
              Tareas Pendientes
            </Link>
          )}
        </div>
      )}
      <section className="card" aria-labelledby="assignments-title">
        <h2 id="assignments-title">Tareas ({list.length})</h2>
        {assignments.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando datos
          </p>
        ) : assignments.isPending ? (
          <p>Cargando tareas...</p>
        ) : list.length === 0 ? (
          <p className="empty-state">{isStudent ? "No tienes tareas asignadas" : "No hay tareas"}</p>
        ) : (
          <ul className="payment-list">
            {list.map((assignment) => (
              <AssignmentItem key={assignment.id} assignment={assignment} isStudent={isStudent} />
            ))}
          </ul>
        )}
      </section>
    </SectionPage>
  );
}

function AssignmentItem({ assignment, isStudent }: { assignment: Assignment; isStudent: boolean }) {
  const status = displayStatus(assignment);
  return (
    <li className="payment-item" data-testid="assignment-item">
      <div className="payment-main">
        <Link to="/dashboard/assignments/$id" params={{ id: String(assignment.id) }} className="item-link">
          <strong>{assignment.title}</strong>
        </Link>
        {isStudent ? <AssignmentStatusBadge status={status} /> : null}
      </div>
      {assignment.description ? <p>{assignment.description}</p> : null}
      <p className="muted">
        Clase: {assignment.class?.title ?? "Sin clase"} · Entrega: {dueLabel(assignment.dueDate)}
        {!isStudent && assignment.student ? ` · Para: ${assignment.student.firstName} ${assignment.student.lastName}` : ""}
        {!isStudent ? ` · Completada por ${assignment.completedCount}` : ""}
      </p>
      {isStudent ? <CompleteButton assignment={assignment} /> : null}
    </li>
  );
}

/** The student marks their own copy done, or pending again. */
export function CompleteButton({ assignment }: { assignment: Assignment }) {
  const queryClient = useQueryClient();
  const done = assignment.status === "completed";
  const update = useMutation(
    trpc.assignments.update.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.assignments.pathKey() });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message || "Error al guardar cambios"),
    }),
  );
  return (
    <div className="button-row compact">
      <button
        type="button"
        className={done ? "btn btn-secondary" : "btn btn-primary"}
        disabled={update.isPending}
        onClick={() => update.mutate({ id: assignment.id, status: done ? "pending" : "completed" })}
      >
        {done ? "Marcar como pendiente" : "Marcar como completada"} <span className="visually-hidden">: {assignment.title}</span>
      </button>
    </div>
  );
}
