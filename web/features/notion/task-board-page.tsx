import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Database, ExternalLink, Plus, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { notionMessages, type Task, type TaskBoardList } from "../../../common/notion/notion.schema";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { type TaskSaved, TaskFormDialog, TaskStatusDialog } from "./task-dialogs";
import { taskFailure } from "./task-errors";
import { formatDueDate, PriorityBadge, priorityOptions, StatusBadge, statusOptions } from "./task-labels";
import { formatCount } from "../../../common/format";

/** Section 9 of the spec: after an edit the list reloads after 1 s (Notion's search index catches up). */
const reloadDelayMs = 1000;

type Dialog = { kind: "form"; task: Task | null } | { kind: "status"; task: Task } | { kind: "delete"; task: Task } | null;

/** Tablero de tareas (/dashboard/notion, admin only): in Notion when configured, else in our database. */
export function TaskBoardPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState("");
  const [priority, setPriority] = useState("");
  const [dialog, setDialog] = useState<Dialog>(null);
  const query = useQuery(trpc.notion.list.queryOptions({ status, priority }));
  const listKey = trpc.notion.list.pathKey();
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const reloadNow = useCallback(() => queryClient.invalidateQueries({ queryKey: listKey }), [queryClient, listKey]);
  const reloadSoon = useCallback(() => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void reloadNow(), reloadDelayMs);
  }, [reloadNow]);

  /** Shows the answer at once in every cached list, then reloads after 1 s to apply the filters. */
  const patchLists = (change: (tasks: Task[]) => Task[]) => {
    queryClient.setQueriesData<TaskBoardList>({ queryKey: listKey }, (old) => (old ? { ...old, tasks: change(old.tasks) } : old));
  };

  const onSaved = ({ task, created }: TaskSaved) => {
    setDialog(null);
    toast.success(created ? notionMessages.created : notionMessages.updated);
    patchLists((tasks) => (created ? [task, ...tasks] : tasks.map((t) => (t.id === task.id ? task : t))));
    reloadSoon();
  };
  const onGone = () => {
    setDialog(null);
    void reloadNow();
  };

  const remove = useMutation(
    trpc.notion.remove.mutationOptions({
      onSuccess: (d) => {
        setDialog(null);
        toast.success(d.message);
        patchLists((tasks) => tasks.filter((t) => t.id !== d.id));
        reloadSoon();
      },
      onError: (error) => {
        const failure = taskFailure(error, "eliminar");
        toast.error(failure.title, failure.description);
        if (failure.gone) onGone();
      },
    }),
  );

  const source = query.data?.source;
  const tasks = query.data?.tasks ?? [];
  const filtered = Boolean(status || priority);
  const loadError = query.isError ? apiErrorInfo(query.error) : null;

  return (
    <SectionPage title="Tablero de tareas">
      {source ? (
        <p className="alert alert-info task-source" role="note">
          <Database aria-hidden="true" />
          {source === "notion" ? (
            <span>
              <strong>Conectado a Notion.</strong> Las tareas se leen y se guardan en la base de datos de Notion de la escuela.
            </span>
          ) : (
            <span>
              <strong>Tablero local.</strong> Notion no está configurado: las tareas se guardan en la base de datos de Tribu.
            </span>
          )}
        </p>
      ) : null}

      <search className="card filters" aria-label="Filtrar tareas">
        <SelectField label="Estado" value={status} onChange={setStatus} emptyLabel="Todos los estados" options={statusOptions} />
        <SelectField label="Prioridad" value={priority} onChange={setPriority} emptyLabel="Todas las prioridades" options={priorityOptions} />
      </search>

      <div className="button-row">
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: "form", task: null })}>
          <Plus aria-hidden="true" /> Nueva tarea
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void reloadNow()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" /> {query.isFetching && !query.isPending ? "Actualizando..." : "Actualizar"}
        </button>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {query.isSuccess ? `${formatCount(tasks.length, "tarea", "tareas")}${filtered ? " con estos filtros" : ""}` : ""}
      </p>

      {loadError ? (
        <div role="alert" className="alert alert-error">
          <p>{loadError.status === undefined ? "Error de red al cargar las tareas." : "Error al cargar las tareas."}</p>
          {loadError.status !== undefined && loadError.message ? <p>{loadError.message}</p> : null}
          <button type="button" className="btn btn-secondary" onClick={() => void reloadNow()}>
            Reintentar
          </button>
        </div>
      ) : query.isPending ? (
        <p>Cargando...</p>
      ) : tasks.length === 0 ? (
        <p className="card empty-state">{filtered ? "No hay tareas con estos filtros" : "No hay tareas"}</p>
      ) : (
        <>
          <p className="scroll-hint task-scroll-hint">Desliza la tabla hacia un lado para ver todas las columnas y acciones.</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
          <section className="table-wrap task-table-wrap" aria-label="Tareas" tabIndex={0}>
          <table className="data-table task-table">
            <thead>
              <tr>
                <th scope="col">Tarea</th>
                <th scope="col">Estado</th>
                <th scope="col">Prioridad</th>
                <th scope="col">Fecha límite</th>
                <th scope="col">Acciones</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map((task) => (
                <tr key={task.id} data-testid="task-row">
                  <th scope="row">
                    <span className="task-name">{task.name || "Sin título"}</span>
                    {task.description ? <span className="task-description">{task.description}</span> : null}
                  </th>
                  <td>
                    <StatusBadge value={task.status} />
                  </td>
                  <td>
                    <PriorityBadge value={task.priority} />
                  </td>
                  <td>{task.dueDate ? <time dateTime={task.dueDate}>{formatDueDate(task.dueDate)}</time> : "Sin fecha"}</td>
                  <td>
                    <div className="button-row compact">
                      <button type="button" className="btn btn-secondary" onClick={() => setDialog({ kind: "status", task })}>
                        Estado y prioridad <span className="visually-hidden">de {task.name}</span>
                      </button>
                      <button type="button" className="btn btn-secondary" onClick={() => setDialog({ kind: "form", task })}>
                        Editar <span className="visually-hidden">{task.name}</span>
                      </button>
                      <button type="button" className="btn btn-danger" onClick={() => setDialog({ kind: "delete", task })}>
                        Eliminar <span className="visually-hidden">{task.name}</span>
                      </button>
                      {task.url ? (
                        <a className="btn btn-ghost" href={task.url} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden="true" /> Abrir en Notion
                          <span className="visually-hidden"> {task.name} (se abre en una pestaña nueva)</span>
                        </a>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        </>
      )}

      {dialog?.kind === "form" ? <TaskFormDialog task={dialog.task} onClose={() => setDialog(null)} onSaved={onSaved} onGone={onGone} /> : null}
      {dialog?.kind === "status" ? <TaskStatusDialog task={dialog.task} onClose={() => setDialog(null)} onSaved={onSaved} onGone={onGone} /> : null}
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(open) => !open && !remove.isPending && setDialog(null)}
        title={dialog?.kind === "delete" ? `Eliminar «${dialog.task.name || "Sin título"}»` : "Eliminar tarea"}
        message="¿Eliminar tarea?"
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => {
          if (dialog?.kind === "delete") remove.mutate({ id: dialog.task.id });
        }}
      />
    </SectionPage>
  );
}
