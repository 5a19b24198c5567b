import { Link2, UserMinus, UserPlus } from "lucide-react";
import { useState } from "react";
import type { ParentWithChildren } from "../../../common/users/users.schema";
import { Modal } from "../../components/ui/modal";
import { SectionPage } from "../../components/ui/section-page";
import { fullName, initials } from "../../../common/users/names";
import { useParents, useRelationForm } from "./use-parents";

function RelationDialog({
  open,
  onOpenChange,
  parents,
  fixedParent,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  parents: ParentWithChildren[];
  fixedParent: ParentWithChildren | null;
  onDone: (kind: "success" | "error", text: string) => void;
}) {
  const { parentId, setParentId, studentId, setStudentId, error, students, available, add, submit } = useRelationForm({ open, onOpenChange, fixedParent, onDone });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={fixedParent ? `Agregar hijo a ${fullName(fixedParent)}` : "Crear Relación"}
      description="Une a un padre o madre con un estudiante."
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" disabled={add.isPending || available.length === 0} onClick={submit}>
            {add.isPending ? "Guardando..." : "Crear Relación"}
          </button>
        </>
      }
    >
      <div className="form">
        {error ? (
          <div role="alert" className="alert alert-error">
            {error}
          </div>
        ) : null}
        <div className="field">
          <label className="field-label" htmlFor="relation-parent">
            Padre o madre
          </label>
          <select id="relation-parent" value={parentId} onChange={(e) => setParentId(e.target.value)} disabled={fixedParent !== null}>
            <option value="">Selecciona un padre o madre</option>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {fullName(p)} ({p.email})
              </option>
            ))}
          </select>
        </div>
        {students.data && available.length === 0 ? (
          <p className="alert alert-error" role="status">
            Todos los estudiantes ya tienen un padre asignado
          </p>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor="relation-student">
              Estudiante
            </label>
            <select id="relation-student" value={studentId} onChange={(e) => setStudentId(e.target.value)}>
              <option value="">Selecciona un estudiante</option>
              {available.map((s) => (
                <option key={s.id} value={s.id}>
                  {fullName(s)} ({s.email}){s.tribe ? ` · ${s.tribe}` : ""}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** 'Gestión de Padres' (admin): search parents, see their children, link and unlink. */
export function ParentsScreen() {
  const { search, setSearch, parents, list, message, flash, remove } = useParents();
  const [dialog, setDialog] = useState<{ open: boolean; parent: ParentWithChildren | null }>({ open: false, parent: null });
  return (
    <SectionPage title="Gestión de Padres">
      <div className="people-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ open: true, parent: null })}>
          <Link2 aria-hidden="true" />
          Crear Relación
        </button>
      </div>
      <div role="status" aria-live="polite" className="status-line">
        {message ? <p className={`alert alert-${message.kind}`}>{message.text}</p> : null}
      </div>
      <div className="card people-filters">
        <div className="field people-filters-search">
          <label className="field-label" htmlFor="parent-search">
            Buscar padres
          </label>
          <input id="parent-search" type="search" placeholder="Nombre o correo" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {parents.isError ? (
        <p role="alert" className="alert alert-error">
          Error cargando datos
        </p>
      ) : null}
      {parents.data && list.length === 0 ? <p className="card empty-state">No se encontraron padres.</p> : null}
      <ul className="people-grid" aria-label="Padres">
        {list.map((parent) => (
          <li key={parent.id} className="card person-card">
            <div className="person-head">
              <span className="initials" aria-hidden="true">
                {initials(parent.firstName, parent.lastName)}
              </span>
              <div>
                <h2>{fullName(parent)}</h2>
                <p className="muted">{parent.email}</p>
              </div>
            </div>
            <div>
              <h3 className="field-label">Hijos ({parent.children.length})</h3>
              {parent.children.length === 0 ? <p className="muted">Sin hijos asignados</p> : null}
              <ul className="plain-list">
                {parent.children.map((child) => (
                  <li key={child.id} className="child-row">
                    <span>
                      {fullName(child)}
                      {child.tribe ? <span className="muted"> · {child.tribe}</span> : null}
                    </span>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={remove.isPending}
                      aria-label={`Quitar a ${fullName(child)} de ${fullName(parent)}`}
                      onClick={() => remove.mutate({ parentId: parent.id, studentId: child.id })}
                    >
                      <UserMinus aria-hidden="true" />
                      Quitar
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Agregar hijo a ${fullName(parent)}`}
              onClick={() => setDialog({ open: true, parent })}
            >
              <UserPlus aria-hidden="true" />
              Agregar hijo
            </button>
          </li>
        ))}
      </ul>
      <RelationDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        parents={list}
        fixedParent={dialog.parent}
        onDone={flash}
      />
    </SectionPage>
  );
}
