import { Link } from "@tanstack/react-router";
import { ArrowLeft, Plus } from "lucide-react";
import { useRef, useState } from "react";
import type { ModuleView } from "../../../common/modules/modules.schema";
import { useAuth } from "../../lib/auth-store";
import { canManageModule, canWriteModules } from "../../../common/modules/modules.policy";
import { moduleGridPageSize, useModuleCount, useModuleList } from "./learning";
import { ModuleSearchField } from "./module-filters";
import { ModuleCard } from "./module-card";
import { ModuleFormDialog } from "./module-form-dialog";
import { Pager } from "../../components/ui/pager";
import "./learning.css";

/** /dashboard/tribu-N/{materia}: the modules of one subject in one tribe. */
export function TribeSubjectPage({ tribeSlug, tribeName, materiaName }: { tribeSlug: string; tribeName: string; materiaName: string }) {
  const { user } = useAuth();
  const list = useModuleList({ tribe: tribeName, materia: materiaName }, { pageSize: moduleGridPageSize });
  const modules = list.query;
  // Without a search the list's own total is the subject's; with one, a page of one counts them all.
  const allCount = useModuleCount({ tribe: tribeName, materia: materiaName }, list.searched !== "");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ModuleView | null>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const canCreate = canWriteModules(user);
  const shown = list.modules;

  return (
    <section className="section-page" aria-labelledby="page-title">
      <Link to="/dashboard/$tribeSlug" params={{ tribeSlug }} className="back-link">
        <ArrowLeft aria-hidden="true" /> Volver a {tribeName}
      </Link>
      <div className="page-header">
        <div>
          <p className="eyebrow">{tribeName}</p>
          <h1 id="page-title">{materiaName}</h1>
        </div>
        {canCreate ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Crear módulo
          </button>
        ) : null}
      </div>
      <dl className="stat-row">
        <div className="card stat">
          <dt>Módulos disponibles</dt>
          <dd>{modules.data ? list.total : "…"}</dd>
        </div>
        <div className="card stat">
          <dt>Total de módulos</dt>
          <dd>{(list.searched !== "" ? allCount : modules.data?.total) ?? "…"}</dd>
        </div>
      </dl>
      <ModuleSearchField id="module-search" placeholder="Buscar por título o descripción..." value={list.search} onChange={list.setSearch} />
      {modules.isError ? (
        <div role="alert" className="alert alert-error">
          Error al cargar los módulos de la materia
        </div>
      ) : null}
      {modules.isPending ? <p className="muted">Cargando módulos...</p> : null}
      {modules.isSuccess && list.total === 0 ? (
        <div className="card empty-state">
          <p>No se encontraron módulos</p>
        </div>
      ) : null}
      {list.total > 0 ? (
        <p className="muted" ref={countLine} tabIndex={-1} aria-live="polite">
          Mostrando {shown.length} de {list.total} módulos
        </p>
      ) : null}
      <div className="module-grid">
        {shown.map((module) => (
          <ModuleCard
            key={module.id}
            module={module}
            materiaName={materiaName}
            showEditControl={canCreate}
            canEdit={canManageModule(user, module)}
            onEdit={() => setEditing(module)}
          />
        ))}
      </div>
      <Pager
        label="Páginas de módulos"
        page={list.page}
        pages={list.pages}
        onPageChange={list.setPage}
        focusTarget={countLine}
      />
      {canCreate ? (
        <ModuleFormDialog
          open={creating}
          onOpenChange={setCreating}
          mode="create"
          variant="tribe"
          tribe={tribeName}
          materia={{ name: materiaName }}
        />
      ) : null}
      {editing ? (
        <ModuleFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          mode="edit"
          variant="tribe"
          module={editing}
          tribe={tribeName}
        />
      ) : null}
    </section>
  );
}
