import { Link2, UserMinus, UserPlus } from "lucide-react";
import { useState } from "react";
import type { ParentWithChildren } from "../../../common/users/users.schema";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { fullName, initials } from "../../../common/users/names";
import { RelationDialog } from "./relation-dialog";
import { useParents } from "./use-parents";

/** 'Gestión de Padres' (admin): search parents, see their children, link and unlink. */
export function ParentsScreen() {
  const { search, setSearch, parents, list, message, flash, remove, unlinking, setUnlinking } = useParents();
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
                      onClick={() => setUnlinking({ parent, child })}
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
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => !open && setUnlinking(null)}
        title="Quitar relación"
        message={unlinking ? `¿Quitar a ${fullName(unlinking.child)} de los hijos de ${fullName(unlinking.parent)}? Dejará de ver su progreso y sus trabajos.` : ""}
        confirmLabel="Quitar relación"
        busy={remove.isPending}
        onConfirm={() => unlinking && remove.mutate({ parentId: unlinking.parent.id, studentId: unlinking.child.id })}
      />
    </SectionPage>
  );
}
