import { CircleAlert, ExternalLink, Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { TodoItem } from "../../../common/todo/todo.schema";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { NoticeSlot } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { SectionPage } from "../../components/ui/section-page";
import { TodoDialog } from "./todo-dialog";
import { TodoFilters } from "./todo-filters";
import { TodoGroups } from "./todo-list";
import { useTodo } from "./use-todo";
import "./todo.css";

/** 'Pendientes' (admin; 'To Do' before issue 22): the to-do spreadsheet, or the local list when no spreadsheet is configured. */
export function TodoPage() {
  const [editing, setEditing] = useState<{ item: TodoItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const todo = useTodo({ onRemoved: () => setDeleting(null) });
  const { info, query, items, notices, complete, remove } = todo;

  return (
    <SectionPage title="Pendientes">
      <NoticeSlot notice={notices.notice} onClose={notices.clear} />

      <p className="todo-source">
        {info.source === "sheets" ? (
          <>Las tareas se leen de la hoja de cálculo de Google Sheets de la escuela.</>
        ) : (
          <>Lista de tareas guardada en Tribu (no hay una hoja de Google Sheets configurada).</>
        )}
      </p>
      {!info.canWrite ? (
        <p className="alert alert-info" role="note">
          Solo lectura: la hoja se consulta con una clave de API. Para agregar o completar tareas desde aquí, el administrador del servidor debe configurar
          una cuenta de servicio de Google. Mientras tanto puedes editar las tareas en la hoja de cálculo.
        </p>
      ) : null}

      <div className="button-row">
        {info.canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" /> Nueva tarea
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={todo.refresh} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" /> {query.isFetching ? "Actualizando..." : "Actualizar"}
        </button>
        {info.spreadsheetUrl ? (
          <a className="btn btn-secondary" href={info.spreadsheetUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Abrir hoja de cálculo<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        ) : null}
      </div>

      <TodoFilters />

      {query.isError && !query.data ? (
        <div className="card">
          <p className="alert alert-error">
            <CircleAlert aria-hidden="true" /> No se pudieron cargar las tareas: {apiErrorInfo(query.error).message}
          </p>
          <button type="button" className="btn btn-secondary" onClick={todo.refresh}>
            <RefreshCw aria-hidden="true" /> Reintentar
          </button>
        </div>
      ) : query.isPending ? (
        <p>Cargando tareas...</p>
      ) : items.length === 0 ? (
        <p className="card empty-state">{todo.filtering ? "Ninguna tarea coincide con los filtros." : "No hay tareas todavía."}</p>
      ) : (
        <TodoGroups
          items={items}
          total={todo.total}
          filtering={todo.filtering}
          canWrite={info.canWrite}
          isBusy={(item) => complete.isPending && complete.variables?.id === item.id}
          onToggle={(item) => complete.mutate({ id: item.id, completed: !item.completed })}
          onEdit={(item) => setEditing({ item })}
          onDelete={setDeleting}
        />
      )}

      {editing ? (
        <TodoDialog
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            await todo.changed(message);
          }}
          onError={notices.error}
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
