import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { ModuleView } from "../../../server/domains/modules/modules.schema";
import { toast } from "../../components/ui/toast";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "./confirm-dialog";
import { canManageModule, creatorName, slugOfTribe, useModules } from "./learning";
import { ModuleFormDialog } from "./module-form-dialog";

const roleLabels: Record<string, string> = { teacher: "Profesor", admin: "Administrador", student: "Estudiante" };

/** /dashboard/modules: every module in a table; admins and teachers create, and change their own. */
export function ModulesManagement() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const modules = useModules();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ModuleView | null>(null);
  const [deleting, setDeleting] = useState<ModuleView | null>(null);
  const canCreate = user?.role === "admin" || user?.role === "teacher";
  const remove = useMutation(
    trpc.modules.remove.mutationOptions({
      onSuccess: async () => {
        toast.success("Módulo eliminado exitosamente");
        setDeleting(null);
        await queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() });
      },
      onError: () => toast.error("Error al eliminar el módulo"),
    }),
  );
  const list = modules.data ?? [];

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
      {modules.isError ? (
        <div role="alert" className="alert alert-error">
          Error al cargar los módulos
        </div>
      ) : null}
      {modules.isPending ? <p className="muted">Cargando módulos...</p> : null}
      {modules.isSuccess && list.length === 0 ? (
        <div className="card empty-state">
          <p>No se encontraron módulos</p>
        </div>
      ) : null}
      {list.length > 0 ? (
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
              {list.map((module) => {
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
