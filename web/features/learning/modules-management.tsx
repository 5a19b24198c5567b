import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { defaultModulePageSize, type ModuleView } from "../../../common/modules/modules.schema";
import { roleLabels } from "../../../common/users/role-labels";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth-store";
import { refreshAfter } from "../../lib/query-refresh";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { canManageModule, canWriteModules } from "../../../common/modules/modules.policy";
import { creatorName, slugOfTribe, useModuleList } from "./learning";
import { ModuleSearchField, TribeFilter } from "./module-filters";
import { ModuleFormDialog } from "./module-form-dialog";
import { Pager } from "../../components/ui/pager";
import "./learning.css";


/**
 * /dashboard/modules: the school's modules in a table, 50 to a page, searched and filtered by the
 * server; admins and teachers create, and change their own ('Solo mis módulos' lists those).
 */
export function ModulesManagement() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [tribe, setTribe] = useState("");
  const [mine, setMine] = useState(false);
  const list = useModuleList({ tribe: tribe || undefined, createdBy: mine ? user?.id : undefined }, { pageSize: defaultModulePageSize });
  const modules = list.query;
  const countLine = useRef<HTMLParagraphElement>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ModuleView | null>(null);
  const [deleting, setDeleting] = useState<ModuleView | null>(null);
  const canCreate = canWriteModules(user);
  const remove = useMutation(
    trpc.modules.remove.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        setDeleting(null);
        await refreshAfter(queryClient, "modules");
      },
      onError: () => toast.error("Error al eliminar el módulo"),
    }),
  );
  const rows = list.modules;
  const filtering = list.searched !== "" || tribe !== "" || mine;

  return (
    <section className="section-page" aria-labelledby="page-title">
      <div className="page-header">
        <div>
          <h1 id="page-title">Módulos</h1>
          <p className="lead">Todos los módulos de aprendizaje de la escuela.</p>
        </div>
        {canCreate ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Crear Módulo
          </button>
        ) : null}
      </div>
      <search className="filters" aria-label="Filtrar módulos">
        <ModuleSearchField id="manage-search" placeholder="Título o descripción..." value={list.search} onChange={list.setSearch} />
        <TribeFilter id="manage-tribe" value={tribe} onChange={setTribe} />
        {canCreate ? (
          <label className="checkbox-row" style={{ alignSelf: "end" }}>
            <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
            Solo mis módulos
          </label>
        ) : null}
      </search>
      {modules.isError ? (
        <div role="alert" className="alert alert-error">
          Error al cargar los módulos
        </div>
      ) : null}
      {modules.isPending ? <p className="muted">Cargando módulos...</p> : null}
      {modules.isSuccess && list.total === 0 ? (
        <div className="card empty-state">
          <p>No se encontraron módulos</p>
          {filtering ? <p>Prueba con otra búsqueda o quita los filtros.</p> : null}
        </div>
      ) : null}
      {list.total > 0 ? (
        <p className="muted" ref={countLine} tabIndex={-1} aria-live="polite">
          Mostrando {rows.length} de {list.total} módulos
        </p>
      ) : null}
      {rows.length > 0 ? (
        <section className="learning-table-wrap card" aria-label="Tabla de módulos">
          <table className="learning-table">
            <caption className="visually-hidden">Módulos</caption>
            <thead>
              <tr>
                <th scope="col">Título</th>
                <th scope="col">Tribu</th>
                <th scope="col">Materias</th>
                <th scope="col">Creado por</th>
                {canCreate ? <th scope="col">Acciones</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((module) => {
                const firstMateria = module.materias[0];
                return (
                  <tr key={module.id}>
                    <td>
                      {module.tribe && firstMateria ? (
                        <Link
                          to="/dashboard/$tribeSlug/$materiaName/$moduleName"
                          params={{ tribeSlug: slugOfTribe(module.tribe), materiaName: firstMateria, moduleName: module.title }}
                        >
                          {module.title}
                        </Link>
                      ) : (
                        module.title
                      )}
                    </td>
                    <td>{module.tribe ?? "Sin tribu"}</td>
                    <td>{module.materias.join(", ") || "—"}</td>
                    <td>
                      {creatorName(module)}
                      <span className="role-label">{roleLabels[module.createdBy?.role ?? ""] ?? "Usuario"}</span>
                    </td>
                    {canCreate ? (
                      <td>
                        {canManageModule(user, module) ? (
                          <div className="row-actions">
                            <button type="button" className="icon-button" onClick={() => setEditing(module)} aria-label={`Editar ${module.title}`}>
                              <Pencil aria-hidden="true" />
                            </button>
                            <button type="button" className="icon-button" onClick={() => setDeleting(module)} aria-label={`Eliminar ${module.title}`}>
                              <Trash2 aria-hidden="true" />
                            </button>
                          </div>
                        ) : (
                          <span className="muted">Sin permisos</span>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
      <Pager
        label="Páginas de módulos"
        page={list.page}
        pages={list.pages}
        onPageChange={list.setPage}
        focusTarget={countLine}
      />
      {canCreate ? <ModuleFormDialog open={creating} onOpenChange={setCreating} mode="create" variant="manage" /> : null}
      {editing ? (
        <ModuleFormDialog open onOpenChange={(open) => !open && setEditing(null)} mode="edit" variant="manage" module={editing} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar módulo"
        message={`¿Estás seguro de que quieres eliminar el módulo "${deleting?.title ?? ""}"?`}
        confirmLabel="Eliminar módulo"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </section>
  );
}
