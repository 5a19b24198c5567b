import { Link } from "@tanstack/react-router";
import { ArrowLeft, Plus, Search } from "lucide-react";
import { useState } from "react";
import type { ModuleView } from "../../../server/domains/modules/modules.schema";
import { useAuth } from "../../lib/auth-store";
import { canManageModule, matchesSearch, useModules } from "./learning";
import { ModuleCard } from "./module-card";
import { ModuleFormDialog } from "./module-form-dialog";

/** /dashboard/tribu-N/{materia}: the modules of one subject in one tribe. */
export function TribeSubjectPage({ tribeSlug, tribeName, materiaName }: { tribeSlug: string; tribeName: string; materiaName: string }) {
  const { user } = useAuth();
  const modules = useModules();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ModuleView | null>(null);
  const canCreate = user?.role === "admin" || user?.role === "teacher";

  const ofSubject = (modules.data ?? []).filter((m) => m.tribe === tribeName && m.materias.includes(materiaName));
  const shown = ofSubject.filter((m) => matchesSearch(m, search));

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
          <dd>{shown.length}</dd>
        </div>
        <div className="card stat">
          <dt>Total de módulos</dt>
          <dd>{ofSubject.length}</dd>
        </div>
      </dl>
      <div className="field search-field">
        <label htmlFor="module-search" className="field-label">
          Buscar módulos
        </label>
        <div className="field-control with-icon">
          <Search aria-hidden="true" />
          <input
            id="module-search"
            type="search"
            placeholder="Buscar por título o descripción..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {modules.isError ? (
        <div role="alert" className="alert alert-error">
          Error al cargar los módulos de la materia
        </div>
      ) : null}
      {modules.isPending ? <p className="muted">Cargando módulos...</p> : null}
      {modules.isSuccess && shown.length === 0 ? (
        <div className="card empty-state">
          <p>No se encontraron módulos</p>
        </div>
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
