import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Star } from "lucide-react";
import type { WorkItem } from "../../../common/dashboards/dashboards.schema";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { LoadError, Loading, Metric, ProgressLine, WorkStatus } from "../dashboard";
import { SectionPage } from "../../components/ui/section-page";
import { WorkFiles } from "../../components/ui/work-files";
import { formatDate, formatGrade } from "../../../common/format";
import { fullName } from "../../../common/users/names";
import { ListenButton } from "../../components/ui/listen-button";
import { ChildWeek } from "../mood-checkins";

function BackToChildren() {
  return (
    <p>
      <Link to="/dashboard/children" className="btn btn-ghost">
        <ArrowLeft aria-hidden="true" />
        Volver a Mis Hijos
      </Link>
    </p>
  );
}

function Denied({ error }: { error: unknown }) {
  const info = apiErrorInfo(error);
  if (info.status === 403 || info.status === 404) {
    return (
      <p role="alert" className="alert alert-error">
        {info.status === 403 ? "No tienes permisos para ver a este estudiante." : "El estudiante no existe."}
      </p>
    );
  }
  return <LoadError />;
}

export function ChildProgressScreen({ childId }: { childId: number }) {
  const query = useQuery(trpc.dashboards.studentProgress.queryOptions({ id: childId }));
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) {
    return (
      <SectionPage title="Progreso">
        <BackToChildren />
        <Denied error={query.error} />
      </SectionPage>
    );
  }
  const d = query.data;
  return (
    <SectionPage title={`Progreso de ${fullName(d.student)}`}>
      <BackToChildren />
      <p className="level-badge">
        <Star aria-hidden="true" /> Nivel {d.level}
      </p>
      <ul className="metric-grid" aria-label="Resumen">
        <Metric label="Módulos completados" value={`${d.modulesCompleted} de ${d.modulesTotal}`} hint={`${d.modulePercent}%`} />
        <Metric label="Tareas completadas" value={`${d.assignmentsCompleted} de ${d.assignmentsTotal}`} hint={`${d.assignmentPercent}%`} />
        <Metric label="Logros" value={`${d.achievements.filter((a) => a.earned).length} de ${d.achievements.length}`} />
      </ul>
      <div className="card">
        <h2 className="section-title">Módulos</h2>
        {d.modules.length === 0 ? (
          <p className="muted">Todavía no tiene módulos asignados.</p>
        ) : (
          <ul className="item-list">
            {d.modules.map((m) => (
              <li key={m.moduleId}>
                <ProgressLine label={`${m.title}${m.completed ? " (completado)" : ""}`} percent={m.percent} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ChildWeek studentId={childId} />
      <p>
        <Link to="/dashboard/children/$childId/work" params={{ childId: String(childId) }} className="btn btn-secondary">
          Ver Trabajos
        </Link>
      </p>
    </SectionPage>
  );
}

export function WorkList({ works, showStudent }: { works: WorkItem[]; showStudent: boolean }) {
  if (works.length === 0) return <p className="card empty-state">Todavía no hay trabajos entregados.</p>;
  return (
    <ul className="item-list card" aria-label="Trabajos">
      {works.map((w) => (
        <li key={w.id}>
          <h3 className="field-label">
            {w.moduleTitle}
            {showStudent ? <span className="muted"> · {w.studentName}</span> : null}
          </h3>
          <p>
            <WorkStatus status={w.status} /> · Entregado el {formatDate(w.submittedAt)}
            {w.grade !== null ? <> · Nota: {formatGrade(w.grade)}/10</> : null}
          </p>
          {w.teacherFeedback ? (
            <>
              <p id={`child-feedback-${w.id}`}>Comentario del profesor: {w.teacherFeedback}</p>
              <ListenButton parts={[{ text: w.teacherFeedback, highlightIn: `child-feedback-${w.id}` }]} label={`comentario del profesor sobre ${w.moduleTitle}`} voice={{ subjectType: "work_feedback", subjectId: w.id }} />
            </>
          ) : null}
          <WorkFiles files={w.files} />
        </li>
      ))}
    </ul>
  );
}

export function ChildWorkScreen({ childId }: { childId: number }) {
  const query = useQuery(trpc.dashboards.studentWork.queryOptions({ id: childId }));
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) {
    return (
      <SectionPage title="Trabajos">
        <BackToChildren />
        <Denied error={query.error} />
      </SectionPage>
    );
  }
  return (
    <SectionPage title={`Trabajos de ${fullName(query.data.student)}`}>
      <BackToChildren />
      <WorkList works={query.data.works} showStudent={false} />
    </SectionPage>
  );
}

/** The parent's 'Trabajos' page: every work of their children. */
export function ChildrenWorkScreen() {
  const query = useQuery(trpc.dashboards.childrenWork.queryOptions());
  return (
    <SectionPage title="Trabajos" intro="Los trabajos que tus hijos entregaron, con el estado, la nota y el comentario del profesor.">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <LoadError /> : null}
      {query.data ? <WorkList works={query.data} showStudent /> : null}
      <p>
        <Link to="/dashboard/student-work" className="btn btn-secondary">
          Buscar y filtrar los trabajos
        </Link>
      </p>
    </SectionPage>
  );
}
