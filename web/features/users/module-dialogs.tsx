import { useId, useRef } from "react";
import { noUsersInTribe, type PublicUser } from "../../../common/users/users.schema";
import { Modal } from "../../components/ui/modal";
import { listModulesFields } from "../../../common/modules/modules.schema";
import { inputLimits } from "../../lib/form-rules";
import { modulePickerPageSize, useModuleList } from "../learning";
import { Pager } from "../../components/ui/pager";
import { ModuleSelect } from "../learning";
import { useAssignedModules, useTribeModuleAssignment } from "./use-module-assignment";
import { fullName } from "../../../common/users/names";
import { useSchoolTribes } from "./users-queries";
import { ErrorNotice } from "../../components/ui/notice";
import "./users.css";

/** Per-user module assignment (GET/PUT /api/users/{id}/modules, the modules domain's calls). */
export function UserModulesDialog({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const open = user !== null;
  // The newest 100 modules, a title search and pages for the rest; marks on other pages are kept.
  const list = useModuleList({}, { pageSize: modulePickerPageSize, enabled: open });
  const modules = list.query;
  const searchId = useId();
  const checkList = useRef<HTMLFieldSetElement>(null);
  const { assigned, selected, toggle, save } = useAssignedModules(user, onClose);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onClose())}
      title={user ? `Módulos de ${fullName(user)}` : "Módulos"}
      description="Marca los módulos que esta persona debe ver."
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending || !assigned.data}
            onClick={() => user && save.mutate({ id: user.id, moduleIds: [...selected] })}
          >
            {save.isPending ? "Guardando..." : "Guardar módulos"}
          </button>
        </>
      }
    >
      {modules.isPending || assigned.isPending ? <p>Cargando módulos...</p> : null}
      {modules.data && list.total === 0 && list.searched === "" ? <p className="empty-state">No hay módulos creados todavía.</p> : null}
      {list.total > list.pageSize || list.search !== "" || list.searched !== "" ? (
        <div className="field">
          <label className="field-label" htmlFor={searchId}>
            Buscar por título
          </label>
          <input id={searchId} type="search" value={list.search} onChange={(e) => list.setSearch(e.target.value)} {...inputLimits(listModulesFields.shape.search)} />
        </div>
      ) : null}
      {modules.data && assigned.data ? (
        <p className="muted" aria-live="polite">
          {list.total === 0 && list.searched !== ""
            ? "Ningún módulo coincide con la búsqueda."
            : `Mostrando ${list.modules.length} de ${list.total} módulos · ${selected.size} ${selected.size === 1 ? "marcado" : "marcados"}`}
        </p>
      ) : null}
      {modules.data && assigned.data ? (
        <fieldset className="check-list" ref={checkList}>
          <legend className="visually-hidden">Módulos</legend>
          {list.modules.map((module) => (
            <label key={module.id} className="check-item">
              <input type="checkbox" checked={selected.has(module.id)} onChange={() => toggle(module.id)} />
              <span>
                {module.title}
                {module.tribe ? <span className="muted"> · {module.tribe}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Pager
        label="Páginas de módulos"
        page={list.page}
        pages={list.pages}
        onPageChange={(page) => {
          list.setPage(page);
          checkList.current?.scrollTo({ top: 0 });
        }}
      />
    </Modal>
  );
}

/** Bulk assign-module-by-tribe: shows the first 3 users of the tribe, then 'y n más'. */
export function TribeModuleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { tribe, setTribe, moduleId, setModuleId, error, list, emptyTribe, assign, submit } = useTribeModuleAssignment(open, onOpenChange);
  const schoolTribes = useSchoolTribes();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Asignar módulo por tribu"
      description="El módulo se añade a todas las personas de la tribu elegida."
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" disabled={assign.isPending || emptyTribe} onClick={submit}>
            {assign.isPending ? "Asignando..." : "Asignar módulo"}
          </button>
        </>
      }
    >
      <div className="form">
        {error ? <ErrorNotice>{error}</ErrorNotice> : null}
        <div className="field">
          <label className="field-label" htmlFor="bulk-tribe">
            Tribu
          </label>
          <select id="bulk-tribe" value={tribe} onChange={(e) => setTribe(e.target.value)}>
            <option value="">Selecciona una tribu</option>
            {schoolTribes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <ModuleSelect id="bulk-module" label="Módulo" value={moduleId} onChange={setModuleId} emptyLabel="Selecciona un módulo" enabled={open} />
        <div aria-live="polite">
          {emptyTribe ? (
            <p className="alert alert-error">{noUsersInTribe(tribe)}</p>
          ) : list.length > 0 ? (
            <div>
              <p className="field-label">Usuarios de {tribe}:</p>
              <ul className="plain-list">
                {list.slice(0, 3).map((u) => (
                  <li key={u.id}>
                    {fullName(u)} <span className="muted">({u.email})</span>
                  </li>
                ))}
              </ul>
              {list.length > 3 ? <p>y {list.length - 3} más</p> : null}
            </div>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
