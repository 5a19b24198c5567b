import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { marksOwnCopy } from "../../../common/assignments/assignments.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { ListenButton } from "../../components/ui/listen-button";
import { CompleteButton } from "./assignments-page";
import { AssignmentForm } from "./assignment-form";
import { AssignmentStatusBadge, displayStatus, dueLabel } from "./assignment-status";
import { formatCount } from "../../../common/format";

export function AssignmentDetail({ id }: { id: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const assignment = useQuery(trpc.assignments.get.queryOptions({ id }));
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(
    trpc.assignments.remove.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await refreshAfter(queryClient, "assignments");
        await navigate({ to: "/dashboard/assignments" });
      },
      onError: (error) => toast.error(apiErrorInfo(error).message),
    }),
  );

  if (assignment.isPending) return <SectionPage title="Tarea">{<p>Cargando tarea...</p>}</SectionPage>;
  if (assignment.isError) {
    return (
      <SectionPage title="Tarea">
        <p role="alert" className="alert alert-error">
          {apiErrorInfo(assignment.error).message}
        </p>
        <Link to="/dashboard/assignments" className="btn btn-secondary">
          Volver a las tareas
        </Link>
      </SectionPage>
    );
  }
  const a = assignment.data;
  const isStudent = marksOwnCopy(user);
  return (
    <SectionPage title={a.title}>
      <section className="card" aria-label="Detalle de la tarea">
        {isStudent ? <AssignmentStatusBadge status={displayStatus(a)} /> : null}
        <ListenButton
          parts={[
            { text: a.title, highlightIn: "page-title" },
            { text: a.description, highlightIn: "task-description" },
          ]}
          label="la tarea"
          voice={{ subjectType: "assignment", subjectId: a.id }}
        />
        <dl className="facts">
          <dt>Descripción</dt>
          <dd id="task-description">{a.description || "Sin descripción"}</dd>
          <dt>Clase</dt>
          <dd>{a.class?.title ?? "Sin clase"}</dd>
          <dt>Fecha de entrega</dt>
          <dd>{dueLabel(a.dueDate)}</dd>
          <dt>Profesor</dt>
          <dd>{a.teacher ? `${a.teacher.firstName} ${a.teacher.lastName}` : "Sin profesor"}</dd>
          <dt>Para</dt>
          <dd>{a.student ? `${a.student.firstName} ${a.student.lastName}` : "Toda la clase"}</dd>
          {!isStudent ? (
            <>
              <dt>Completada por</dt>
              <dd>{formatCount(a.completedCount, "estudiante", "estudiantes")}</dd>
            </>
          ) : null}
        </dl>
        {isStudent ? <CompleteButton assignment={a} /> : null}
        <div className="button-row compact">
          <Link to="/dashboard/assignments" className="btn btn-secondary">
            Volver a las tareas
          </Link>
          {a.canEdit ? (
            <>
              <Link to="/dashboard/assignments/$id/edit" params={{ id: String(a.id) }} className="btn btn-primary">
                Editar
              </Link>
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                Eliminar
              </button>
            </>
          ) : null}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Eliminar tarea"
        message={`¿Estás seguro de que quieres eliminar la tarea "${a.title}"?`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: a.id })}
      />
    </SectionPage>
  );
}

export function AssignmentEdit({ id }: { id: number }) {
  const assignment = useQuery(trpc.assignments.get.queryOptions({ id }));
  if (assignment.isPending) return <SectionPage title="Editar Tarea">{<p>Cargando tarea...</p>}</SectionPage>;
  if (assignment.isError) {
    return (
      <SectionPage title="Editar Tarea">
        <p role="alert" className="alert alert-error">
          {apiErrorInfo(assignment.error).message}
        </p>
      </SectionPage>
    );
  }
  return <AssignmentForm editing={assignment.data} />;
}
