import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { canManageMaterias } from "../../../common/materias/materias.policy";
import { canWriteModules } from "../../../common/modules/modules.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { moduleGridPageSize, useModuleList, useModuleSummary } from "./learning";
import { ModuleSearchField, TribeFilter } from "./module-filters";
import { ModuleCard } from "./module-card";
import { ModuleFormDialog } from "./module-form-dialog";
import { Pager } from "../../components/ui/pager";
import "./learning.css";

/** /dashboard/materias/{materia}/modulos: every module of a subject, across tribes. */
export function SubjectModulesPage({ materiaName }: { materiaName: string }) {
  const { user } = useAuth();
  const materias = useQuery(trpc.materias.list.queryOptions());
  const [tribe, setTribe] = useState("");
  const list = useModuleList({ materia: materiaName, tribe: tribe || undefined }, { pageSize: moduleGridPageSize });
  const modules = list.query;
  const filtering = list.searched !== "" || tribe !== "";
  const summary = useModuleSummary(materiaName);
  const [creating, setCreating] = useState(false);
  const countLine = useRef<HTMLParagraphElement>(null);
  const canCreate = canWriteModules(user);
  const materia = materias.data?.find((m) => m.name === materiaName);
  const shown = list.modules;

  return (
    <section className="section-page" aria-labelledby="page-title">
      {canManageMaterias(user) ? (
        <Link to="/dashboard/materias" className="back-link">
          <ArrowLeft aria-hidden="true" /> Volver a todas las materias
        </Link>
      ) : null}
      <div className="page-header">
        <div className="subject-heading">
          <span className="subject-initial large" aria-hidden="true">
            {materiaName.charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="eyebrow">Módulos de la materia</p>
            <h1 id="page-title">{materiaName}</h1>
          </div>
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
          <dt>Tribus involucradas</dt>
          <dd>{summary?.tribes.length ?? "…"}</dd>
        </div>
        <div className="card stat">
          <dt>Total de módulos</dt>
          <dd>{(filtering ? summary?.total : modules.data?.total) ?? "…"}</dd>
        </div>
      </dl>
      <div className="filters">
        <ModuleSearchField id="subject-search" placeholder="Buscar por título o descripción..." value={list.search} onChange={list.setSearch} />
        <TribeFilter id="tribe-filter" value={tribe} onChange={setTribe} />
      </div>
      {modules.isError ? (
        <div role="alert" className="alert alert-error">
          Error al cargar los módulos de la materia
        </div>
      ) : null}
      {modules.isPending ? <p className="muted">Cargando módulos...</p> : null}
      {modules.isSuccess && list.total === 0 ? (
        <div className="card empty-state">
          {filtering ? (
            <>
              <p>No se encontraron módulos</p>
              <p>Prueba con otra búsqueda o elige "Todas las tribus".</p>
            </>
          ) : (
            <p>Esta materia aún no tiene módulos.</p>
          )}
        </div>
      ) : null}
      {list.total > 0 ? (
        <p className="muted" ref={countLine} tabIndex={-1} aria-live="polite">
          Mostrando {shown.length} de {list.total} módulos
        </p>
      ) : null}
      <div className="module-grid three">
        {shown.map((module) => (
          <ModuleCard key={module.id} module={module} materiaName={materiaName} />
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
          variant="subject"
          materia={{ id: materia?.id, name: materiaName }}
        />
      ) : null}
    </section>
  );
}
