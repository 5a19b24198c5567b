import { Link } from "@tanstack/react-router";
import { BookOpen, ExternalLink, Pencil, Users } from "lucide-react";
import type { ModuleView } from "../../../common/modules/modules.schema";
import { isExternalUrl } from "../../../common/modules/youtube";
import { creatorName, ownHosts, slugOfTribe } from "./learning";
import { formatCount } from "../../../common/format";
import "./learning.css";

/** A module card; the title opens the module page of its tribe and subject. */
export function ModuleCard({
  module,
  materiaName,
  canEdit,
  onEdit,
  showEditControl,
}: {
  module: ModuleView;
  materiaName: string;
  canEdit?: boolean;
  onEdit?: () => void;
  /** Tribe-subject pages show the pencil, or "Sin permisos" for a teacher who did not create it. */
  showEditControl?: boolean;
}) {
  const tribeSlug = module.tribe ? slugOfTribe(module.tribe) : null;
  const external = isExternalUrl(module.url, ownHosts());
  return (
    <article className="card module-card">
      <h2 className="module-card-title">
        {tribeSlug ? (
          <Link
            to="/dashboard/$tribeSlug/$materiaName/$moduleName"
            params={{ tribeSlug, materiaName, moduleName: module.title }}
          >
            {module.title}
          </Link>
        ) : (
          module.title
        )}
        {external && module.url ? (
          <a href={module.url} target="_blank" rel="noopener noreferrer" className="external-link">
            <ExternalLink aria-hidden="true" />
            <span className="visually-hidden">Abrir enlace externo del módulo (nueva pestaña)</span>
          </a>
        ) : null}
      </h2>
      <p className="module-card-description">{module.description}</p>
      <ul className="module-meta">
        <li>
          <Users aria-hidden="true" /> {module.tribe ?? "Sin tribu"}
        </li>
        <li>
          <BookOpen aria-hidden="true" /> {formatCount(module.materias.length, "materia", "materias")}
        </li>
        <li>Creado por {creatorName(module)}</li>
      </ul>
      {showEditControl ? (
        canEdit ? (
          <button type="button" className="btn btn-secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Editar <span className="visually-hidden">{module.title}</span>
          </button>
        ) : (
          <p className="muted small">Sin permisos</p>
        )
      ) : null}
    </article>
  );
}
