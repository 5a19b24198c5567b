import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { useRef } from "react";
import { type Assignment, assignmentPageSize } from "../../../common/assignments/assignments.schema";
import { Pager } from "../../components/ui/pager";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { marksOwnCopy } from "../../../common/assignments/assignments.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { usePagedList } from "../../lib/use-paged-list";
import { SectionPage } from "../../components/ui/section-page";
import { ListenButton } from "../../components/ui/listen-button";
import { AssignmentStatusBadge, displayStatus, dueLabel } from "./assignment-status";
import "./assignments.css";

/**
 * Students: 'Mis Tareas' with counters and their status; others: 'Todas las Tareas'. One page at a
 * time, newest first (the pager shows only past one page); the counters cover every assignment in
 * scope and come from the server, 'Tareas Pendientes' is filtered there too.
 */
export function AssignmentsPage({ onlyPending = false }: { onlyPending?: boolean }) {
  const { user } = useAuth();
  const isStudent = marksOwnCopy(user);
  const paged = usePagedList({
    pageSize: assignmentPageSize,
    query: (paging) => trpc.assignments.list.queryOptions({ show: onlyPending ? "pending" : "all", ...paging }),
    total: (data) => data.total,
  });
  const list = paged.query;
  const data = list.data;
  const assignments = data?.assignments ?? [];
  const total = paged.total;
  const counts = data?.counts;
  const listTitle = useRef<HTMLHeadingElement>(null);
  const title = onlyPending ? "Tareas Pendientes" : isStudent ? "Mis Tareas" : "Todas las Tareas";

  return (
    <SectionPage title={title}>
      {isStudent ? (
        <ul className="stat-grid" aria-label="Resumen de tareas">
          <li className="card stat">
            <span className="stat-value">{counts?.completed ?? 0}</span> Completadas
          </li>
          <li className="card stat">
            <span className="stat-value">{counts?.pending ?? 0}</span> Pendientes
          </li>
          <li className="card stat">
            <span className="stat-value">{counts?.overdue ?? 0}</span> Vencidas
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
        <h2 id="assignments-title" ref={listTitle} tabIndex={-1}>
          Tareas ({total})
        </h2>
        <p className="muted" aria-live="polite">
          {data && total > 0 ? `Mostrando ${assignments.length} de ${total} tareas` : ""}
        </p>
        {list.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando datos
          </p>
        ) : list.isPending ? (
          <p>Cargando tareas...</p>
        ) : assignments.length === 0 ? (
          <p className="empty-state">{isStudent ? "No tienes tareas asignadas" : "No hay tareas"}</p>
        ) : (
          <ul className="payment-list">
            {assignments.map((assignment) => (
              <AssignmentItem key={assignment.id} assignment={assignment} isStudent={isStudent} />
            ))}
          </ul>
        )}
        <Pager label="Páginas de tareas" page={paged.page} pages={paged.pages} onPageChange={paged.setPage} focusTarget={listTitle} />
      </section>
    </SectionPage>
  );
}

function AssignmentItem({ assignment, isStudent }: { assignment: Assignment; isStudent: boolean }) {
  const status = displayStatus(assignment);
  const ids = { title: `task-${assignment.id}-title`, description: `task-${assignment.id}-description` };
  return (
    <li className="payment-item" data-testid="assignment-item">
      <div className="payment-main">
        <Link to="/dashboard/assignments/$id" params={{ id: String(assignment.id) }} className="item-link">
          <strong id={ids.title}>{assignment.title}</strong>
        </Link>
        {isStudent ? <AssignmentStatusBadge status={status} /> : null}
        <ListenButton
          parts={[
            { text: assignment.title, highlightIn: ids.title },
            { text: assignment.description, highlightIn: ids.description },
          ]}
          label={assignment.title}
          voice={{ subjectType: "assignment", subjectId: assignment.id }}
        />
      </div>
      {assignment.description ? <p id={ids.description}>{assignment.description}</p> : null}
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
        await refreshAfter(queryClient, "assignments");
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
