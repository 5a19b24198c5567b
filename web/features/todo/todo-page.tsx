import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AlarmClock,
  ArrowDown,
  ArrowUp,
  Circle,
  CircleAlert,
  CircleCheck,
  CircleDot,
  ExternalLink,
  Eye,
  Minus,
  Plus,
  RefreshCw,
  RotateCcw,
  X,
} from "lucide-react";
import { Label } from "radix-ui";
import { type FormEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import type { TodoItem, TodoPriority, TodoStatus } from "../../../common/todo/todo.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../layout/section-page";
import { FormModalActions } from "../../components/ui/form-modal-actions";

/** Spec, section 9: to-do notices clear after 5 s (success) and 8 s (error). */
const noticeMs = { success: 5000, error: 8000 } as const;

const priorityGroups: { value: TodoPriority; heading: string; label: string; Icon: typeof ArrowUp }[] = [
  { value: "high", heading: "Alta", label: "Alta", Icon: ArrowUp },
  { value: "medium", heading: "Media", label: "Media", Icon: Minus },
  { value: "low", heading: "Baja", label: "Baja", Icon: ArrowDown },
];

const statusInfo: Record<TodoStatus, { label: string; Icon: typeof Circle; className: string }> = {
  todo: { label: "Por hacer", Icon: Circle, className: "badge-info" },
  "in-progress": { label: "En progreso", Icon: CircleDot, className: "badge-pending" },
  review: { label: "En revisión", Icon: Eye, className: "badge-pending" },
  done: { label: "Completada", Icon: CircleCheck, className: "badge-approved" },
};

const statusOptions = (Object.keys(statusInfo) as TodoStatus[]).map((value) => ({ value, label: statusInfo[value].label }));
const priorityOptions = priorityGroups.map((group) => ({ value: group.value, label: group.label }));

type Notice = { kind: "success" | "error"; text: string; id: number };

/** One notice at a time, cleared after the spec's 5 s (success) or 8 s (error); it can also be closed at once. */
function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const next = useRef(1);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), noticeMs[notice.kind]);
    return () => clearTimeout(timer);
  }, [notice]);
  const actions = useMemo(
    () => ({
      success: (text: string) => setNotice({ kind: "success", text, id: next.current++ }),
      error: (text: string) => setNotice({ kind: "error", text, id: next.current++ }),
      clear: () => setNotice(null),
    }),
    [],
  );
  return { notice, ...actions };
}

const taskCount = (n: number) => `${n} ${n === 1 ? "tarea" : "tareas"}`;

const today = () => new Date().toLocaleDateString("en-CA");

function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Date(`${value}T00:00:00Z`).toLocaleDateString("es-CO", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** 'To Do' (admin): the to-do spreadsheet, or the local list when no spreadsheet is configured. */
export function TodoPage() {
  const queryClient = useQueryClient();
  const notices = useNotice();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [priority, setPriority] = useState("");
  const [editing, setEditing] = useState<{ item: TodoItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const searchId = useId();
  const filters = { status, priority, search: deferredSearch };
  const info = useQuery(trpc.todo.info.queryOptions()).data;
  const query = useQuery({ ...trpc.todo.list.queryOptions(filters), placeholderData: keepPreviousData });
  const data = query.data;

  // The spec's load notices: the count after a load from the spreadsheet (first load and 'Actualizar'), the error otherwise.
  const announceLoad = useRef(true);
  const { success: noticeSuccess, error: noticeError } = notices;
  useEffect(() => {
    if (!query.dataUpdatedAt || !data || !announceLoad.current) return;
    announceLoad.current = false;
    if (data.loadedMessage) noticeSuccess(data.loadedMessage);
  }, [query.dataUpdatedAt, data, noticeSuccess]);
  useEffect(() => {
    if (query.errorUpdatedAt && query.error) noticeError(`Error cargando datos: ${apiErrorInfo(query.error).message}`);
  }, [query.errorUpdatedAt, query.error, noticeError]);

  const refresh = async () => {
    announceLoad.current = true;
    await queryClient.invalidateQueries({ queryKey: trpc.todo.pathKey() });
  };
  const changed = async (message: string) => {
    notices.success(message);
    await queryClient.invalidateQueries({ queryKey: trpc.todo.pathKey() });
  };
  const failed = (fallback: string) => (error: unknown) => notices.error(apiErrorInfo(error).message || fallback);

  const complete = useMutation(trpc.todo.setCompleted.mutationOptions({ onSuccess: (d) => changed(d.message), onError: failed("Error al actualizar la tarea") }));
  const remove = useMutation(
    trpc.todo.remove.mutationOptions({
      onSuccess: async (d) => {
        setDeleting(null);
        await changed(d.message);
      },
      onError: failed("Error al eliminar la tarea"),
    }),
  );

  const canWrite = info?.canWrite ?? false;
  const items = data?.items ?? [];
  const filtering = Boolean(status || priority || deferredSearch);
  const completedCount = items.filter((item) => item.completed).length;

  return (
    <SectionPage title="To Do">
      <div className="todo-notices">
        <div role="status">
          {notices.notice?.kind === "success" ? <NoticeBox notice={notices.notice} onClose={notices.clear} /> : null}
        </div>
        <div role="alert">{notices.notice?.kind === "error" ? <NoticeBox notice={notices.notice} onClose={notices.clear} /> : null}</div>
      </div>

      {info ? (
        <p className="todo-source">
          {info.source === "sheets" ? (
            <>Las tareas se leen de la hoja de cálculo de Google Sheets de la escuela.</>
          ) : (
            <>Lista de tareas guardada en Tribu (no hay una hoja de Google Sheets configurada).</>
          )}
        </p>
      ) : null}
      {info && !info.canWrite ? (
        <p className="alert alert-info" role="note">
          Solo lectura: la hoja se consulta con una clave de API. Para agregar o completar tareas desde aquí, el administrador del servidor debe configurar
          una cuenta de servicio de Google. Mientras tanto puedes editar las tareas en la hoja de cálculo.
        </p>
      ) : null}

      <div className="button-row">
        {canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" /> Nueva tarea
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={refresh} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" /> {query.isFetching ? "Actualizando..." : "Actualizar"}
        </button>
        {info?.spreadsheetUrl ? (
          <a className="btn btn-secondary" href={info.spreadsheetUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Abrir hoja de cálculo<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null}
      </div>

      <search className="card filters">
        <div className="field">
          <Label.Root htmlFor={searchId} className="field-label">
            Buscar
          </Label.Root>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Título, responsable o etiqueta" />
        </div>
        <SelectField label="Estado" value={status} onChange={setStatus} emptyLabel="Todos los estados" options={statusOptions} />
        <SelectField label="Prioridad" value={priority} onChange={setPriority} emptyLabel="Todas las prioridades" options={priorityOptions} />
      </search>

      {query.isError && !data ? (
        <div className="card">
          <p className="alert alert-error">
            <CircleAlert aria-hidden="true" /> No se pudieron cargar las tareas: {apiErrorInfo(query.error).message}
          </p>
          <button type="button" className="btn btn-secondary" onClick={refresh}>
            <RefreshCw aria-hidden="true" /> Reintentar
          </button>
        </div>
      ) : query.isPending ? (
        <p>Cargando tareas...</p>
      ) : items.length === 0 ? (
        <p className="card empty-state">{filtering ? "Ninguna tarea coincide con los filtros." : "No hay tareas todavía."}</p>
      ) : (
        <>
          <p className="muted" aria-live="polite">
            {filtering ? `Mostrando ${items.length} de ${data?.total ?? items.length} tareas` : taskCount(items.length)} · {completedCount}{" "}
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
                    ({groupItems.length} {groupItems.length === 1 ? "tarea" : "tareas"})
                  </span>
                </h2>
                <ul className="todo-list">
                  {groupItems.map((item) => (
                    <TodoCard
                      key={item.id}
                      item={item}
                      canWrite={canWrite}
                      busy={complete.isPending && complete.variables?.id === item.id}
                      onToggle={() => complete.mutate({ id: item.id, completed: !item.completed })}
                      onEdit={() => setEditing({ item })}
                      onDelete={() => setDeleting(item)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}

      {editing ? (
        <TodoDialog
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            await changed(message);
          }}
          onError={(message) => notices.error(message)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar tarea"
        message={`¿Eliminar la tarea «${deleting?.title ?? ""}»? Esta acción no se puede deshacer.`}
        confirmLabel="Eliminar"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </SectionPage>
  );
}

function NoticeBox({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const Icon = notice.kind === "success" ? CircleCheck : CircleAlert;
  return (
    <div key={notice.id} className={`alert todo-notice ${notice.kind === "success" ? "alert-success" : "alert-error"}`}>
      <Icon aria-hidden="true" />
      <span className="todo-notice-text">{notice.text}</span>
      <button type="button" className="icon-button" onClick={onClose} aria-label="Cerrar aviso">
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

function StateBadge({ item }: { item: TodoItem }) {
  const info = item.completed ? statusInfo.done : statusInfo[item.status];
  return (
    <span className={`badge ${info.className}`}>
      <info.Icon aria-hidden="true" /> {info.label}
    </span>
  );
}

function TodoCard({
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

function TodoDialog({
  item,
  onClose,
  onSaved,
  onError,
}: {
  item: TodoItem | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [title, setTitle] = useState(item?.title ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [priority, setPriority] = useState<string>(item?.priority ?? "medium");
  const [status, setStatus] = useState<string>(item ? (item.completed ? "done" : item.status) : "todo");
  const [dueDate, setDueDate] = useState(item?.dueDate && /^\d{4}-\d{2}-\d{2}$/.test(item.dueDate) ? item.dueDate : "");
  const [assignedTo, setAssignedTo] = useState(item?.assignedTo ?? "");
  const [tags, setTags] = useState(item?.tags.join(", ") ?? "");
  const [notes, setNotes] = useState(item?.notes ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const descriptionId = useId();
  const notesId = useId();

  const options = {
    onSuccess: (d: { message: string }) => onSaved(d.message),
    onError: (error: unknown) => {
      const info = apiErrorInfo(error);
      setErrors(info.fields);
      onError(info.message || "Error al guardar la tarea");
    },
  };
  const create = useMutation(trpc.todo.create.mutationOptions(options));
  const update = useMutation(trpc.todo.update.mutationOptions(options));
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: "Escribe el título de la tarea." });
      return;
    }
    setErrors({});
    // The selects offer only the schema's values; the server checks them again.
    const fields = { title: title.trim(), description, priority: priority as TodoPriority, status: status as TodoStatus, dueDate: dueDate || null, assignedTo, tags, notes };
    if (item) update.mutate({ id: item.id, fields });
    else create.mutate(fields);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? "Editar tarea" : "Nueva tarea"}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={onClose}>
          {busy ? "Guardando..." : "Guardar"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Título *" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} error={errors.title} />
        <div className="field">
          <Label.Root htmlFor={descriptionId} className="field-label">
            Descripción
          </Label.Root>
          <textarea id={descriptionId} rows={3} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div className="form-row">
          <SelectField label="Prioridad" value={priority} onChange={setPriority} options={priorityOptions} />
          <SelectField label="Estado" value={status} onChange={setStatus} options={statusOptions} />
        </div>
        <div className="form-row">
          <Field label="Fecha límite" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} error={errors.dueDate} />
          <Field label="Responsable" value={assignedTo} onChange={(e) => setAssignedTo(e.target.value)} maxLength={120} error={errors.assignedTo} />
        </div>
        <Field label="Etiquetas" value={tags} onChange={(e) => setTags(e.target.value)} hint="Separadas por comas, por ejemplo: familias, compras" error={errors.tags} />
        <div className="field">
          <Label.Root htmlFor={notesId} className="field-label">
            Notas
          </Label.Root>
          <textarea id={notesId} rows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      </form>
    </Modal>
  );
}
