import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, BookOpen, Layers } from "lucide-react";
import { materiaMessages } from "../../../common/materias/materias.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { slugOfTribe, useModuleSummary } from "./learning";
import "./learning.css";

/** /dashboard/materias/{materia} (admin): description, quick actions and resources. */
export function MateriaDetailPage({ materiaName }: { materiaName: string }) {
  const materia = useQuery({ ...trpc.materias.byName.queryOptions({ name: materiaName }), retry: false });
  // Counted by the server, by subject id: the subject's modules, and the tribes that have some.
  const summary = useModuleSummary(materia.data?.id);
  const back = (
    <Link to="/dashboard/materias" className="back-link">
      <ArrowLeft aria-hidden="true" /> Volver a Materias
    </Link>
  );
  if (materia.isPending) {
    return (
      <section className="section-page" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Cargando materia...</h1>
      </section>
    );
  }
  if (materia.isError) {
    const notFound = apiErrorInfo(materia.error).status === 404;
    return (
      <section className="section-page" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">{notFound ? materiaMessages.notFound : "Error al cargar la información de la materia"}</h1>
      </section>
    );
  }
  const inTribes = (summary?.tribes ?? []).map((entry) => entry.tribe);
  return (
    <section className="section-page" aria-labelledby="page-title">
      {back}
      <div className="page-header">
        <div className="subject-heading">
          <span className="subject-initial large" aria-hidden="true">
            {materia.data.name.charAt(0).toUpperCase()}
          </span>
          <h1 id="page-title">{materia.data.name}</h1>
        </div>
      </div>
      <section className="card module-block" aria-labelledby="about-title">
        <h2 id="about-title">Descripción</h2>
        <p>{materia.data.description ?? "Esta materia aún no tiene descripción."}</p>
      </section>
      <section className="card module-block" aria-labelledby="actions-title">
        <h2 id="actions-title">Acciones rápidas</h2>
        <div className="button-row">
          <Link to="/dashboard/materias/$materiaName/modulos" params={{ materiaName: materia.data.name }} className="btn btn-primary">
            <BookOpen aria-hidden="true" /> Ver módulos
          </Link>
          <Link to="/dashboard/modules" className="btn btn-secondary">
            <Layers aria-hidden="true" /> Gestionar módulos
          </Link>
        </div>
      </section>
      <section className="card module-block" aria-labelledby="resources-title">
        <h2 id="resources-title">Recursos</h2>
        <dl className="facts">
          <dt>Módulos</dt>
          <dd>{summary?.total ?? "…"}</dd>
          <dt>Tribus con módulos</dt>
          <dd>{summary === undefined ? "…" : inTribes.length > 0 ? inTribes.join(", ") : "Ninguna"}</dd>
        </dl>
        {inTribes.length > 0 ? (
          <ul className="link-list">
            {inTribes.map((tribe) => (
              <li key={tribe}>
                <Link to="/dashboard/$tribeSlug/$materiaName" params={{ tribeSlug: slugOfTribe(tribe), materiaName: materia.data.name }}>
                  {materia.data.name} en {tribe}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
