import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { fullName } from "../../../common/users/names";
import { statusLabels } from "../../../common/users/status-labels";
import { LoadError, Loading, Metric, ProgressLine, WorkStatus } from "./widgets";
import { ListenButton } from "../../components/ui/listen-button";
import { formatGrade } from "../../../common/format";
import { FamilyToDo } from "./family-to-do";

export function ParentDashboard() {
  const query = useQuery(trpc.dashboards.parent.queryOptions());
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadError />;
  const d = query.data;
  return (
    <section className="section-page" aria-labelledby="page-title">
      <p className="eyebrow">Panel de Familia</p>
      <h1 id="page-title">¡Bienvenido/a, {d.firstName}!</h1>
      <FamilyToDo kids={d.children} />
      <h2 className="section-title">Mis Hijos</h2>
      {d.children.length === 0 ? <p className="card empty-state">Aún no hay hijos vinculados a tu cuenta.</p> : null}
      <ul className="people-grid" aria-label="Mis Hijos">
        {d.children.map((c) => (
          <li key={c.id} className="card person-card">
            <h3>{fullName(c)}</h3>
            <p className="muted">
              {c.tribe ?? "Sin tribu"} · {statusLabels[c.status] ?? c.status}
            </p>
            <ProgressLine label={`Módulos completados (${c.modulesCompleted} de ${c.modulesTotal})`} percent={c.progress} />
            <Link to="/dashboard/children/$childId/progress" params={{ childId: String(c.id) }} className="btn btn-secondary">
              Ver Progreso
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="section-title">Resumen</h2>
      <ul className="metric-grid is-compact" aria-label="Resumen">
        <Metric label="Hijos" value={d.childrenCount} />
        <Metric label="Trabajos enviados" value={d.submittedWorks} />
        <Metric label="Trabajos aprobados" value={d.approvedWorks} />
        <Metric label="Módulos activos" value={d.activeModules} />
      </ul>
      <div className="card">
        <h2 className="section-title">Trabajos recientes</h2>
        {d.recentWorks.length === 0 ? (
          <p className="muted">Todavía no hay trabajos entregados.</p>
        ) : (
          <ul className="item-list">
            {d.recentWorks.map((w) => (
              <li key={w.id}>
                <strong>{w.moduleTitle}</strong> <span className="muted">· {w.studentName}</span>
                <br />
                <WorkStatus status={w.status} />
                {w.grade !== null ? <span> · Nota: {formatGrade(w.grade)}/10</span> : null}
                {w.teacherFeedback ? (
                  <>
                    <p id={`recent-feedback-${w.id}`}>Comentario del profesor: {w.teacherFeedback}</p>
                    <ListenButton parts={[{ text: w.teacherFeedback, highlightIn: `recent-feedback-${w.id}` }]} label={`comentario del profesor sobre ${w.moduleTitle}`} voice={{ subjectType: "work_feedback", subjectId: w.id }} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
