import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "../../lib/trpc";
import { formatDate } from "../../../common/format";
import { initials } from "../../../common/users/names";
import { statusLabels } from "../../../common/users/status-labels";
import { useAuth } from "../../lib/auth-store";
import { ClassMoodPanel } from "../mood-checkins";
import { TeacherToday } from "./teacher-today";
import { LoadError, Loading, Metric } from "./widgets";
import "./dashboard.css";

export function TeacherDashboard() {
  const query = useQuery(trpc.dashboards.teacher.queryOptions());
  const { user } = useAuth();
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadError />;
  const d = query.data;
  return (
    <section className="section-page" aria-labelledby="page-title">
      <p className="eyebrow">Panel del Profesor</p>
      <h1 id="page-title">¡Hola, {d.firstName}!</h1>
      <TeacherToday today={d.today} />
      {user?.tribe ? <ClassMoodPanel tribe={user.tribe} /> : null}
      <ul className="metric-grid" aria-label="Resumen">
        <Metric label="Clases activas" value={d.activeClasses} />
        <Metric label="Estudiantes en clases" value={d.totalStudents} />
        <Metric label="Módulos disponibles" value={d.modulesAvailable} />
        <Metric label="Tareas pendientes" value={d.pendingTasks} />
        <Metric label="Estudiantes activos" value={`${d.activePercent}%`} />
      </ul>
      <div className="dash-columns">
        <div className="card">
          <h2>Estadísticas de Estudiantes</h2>
          <dl className="facts">
            <dt>Activos</dt>
            <dd>{d.stats.active}</dd>
            <dt>Pendientes</dt>
            <dd>{d.stats.pending}</dd>
            <dt>Con Tribu</dt>
            <dd>{d.stats.withTribe}</dd>
          </dl>
          <p className="card-actions">
            <Link to="/dashboard/students" className="btn btn-secondary">
              Ver estudiantes
            </Link>
          </p>
        </div>
        <div className="card">
          <h2>Módulos</h2>
          {d.modules.length === 0 ? (
            <p className="muted">Aún no hay módulos.</p>
          ) : (
            <ul className="item-list">
              {d.modules.map((m) => (
                <li key={m.id}>
                  {m.title}
                  {m.tribe ? <span className="muted"> · {m.tribe}</span> : null}
                </li>
              ))}
            </ul>
          )}
          {d.modulesAvailable > d.modules.length ? (
            <p className="card-actions">
              <Link to="/dashboard/modules" className="btn btn-ghost">
                Ver Todos los Módulos ({d.modulesAvailable})
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <div className="card">
        <h2 className="section-title">Estudiantes recientes</h2>
        {d.newestStudents.length === 0 ? (
          <p className="muted">Todavía no hay estudiantes con tribu en tus clases.</p>
        ) : (
          <ul className="item-list">
            {d.newestStudents.map((s) => (
              <li key={s.id} className="person-head">
                <span className="initials" aria-hidden="true">
                  {initials(s.firstName, s.lastName)}
                </span>
                <div className="progress-line" style={{ flex: 1 }}>
                  <strong>
                    {s.firstName} {s.lastName}
                  </strong>
                  <span className="muted">{s.email}</span>
                  <progress className="progress-bar" max={100} value={s.progress} aria-label={`Progreso de ${s.firstName}: ${s.progress}%`} />
                  <span>
                    Progreso {s.progress}% · Desde {formatDate(s.joinDate)} · {statusLabels[s.status] ?? s.status}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
