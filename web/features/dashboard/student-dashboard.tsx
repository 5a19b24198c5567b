import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Award, BookOpen, Circle, Clock, Medal, Star, Users } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { StudentAnnouncements } from "../announcements";
import { formatDate } from "../../../common/format";
import { noTribeMessage } from "./no-tribe";
import { LoadError, Loading, Metric, ProgressLine } from "./widgets";
import { ReturnedWorkList } from "./returned-work-list";
import "./dashboard.css";

export function StudentDashboard() {
  const query = useQuery(trpc.dashboards.student.queryOptions());
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadError />;
  const d = query.data;
  const earned = d.achievements.filter((a) => a.earned).length;
  return (
    <section className="section-page" aria-labelledby="page-title">
      <p className="eyebrow">Mi Panel</p>
      <h1 id="page-title">¡Hola, {d.firstName}!</h1>
      {/* Work to improve first, before any figure (issue 37). */}
      <ReturnedWorkList works={d.returnedWork} />
      <p className="level-badge">
        <Star aria-hidden="true" /> Nivel {d.level}
      </p>
      {d.tribe === null ? (
        <p className="alert alert-info no-tribe">
          <Users aria-hidden="true" /> {noTribeMessage}
        </p>
      ) : null}
      <nav aria-label="Mis páginas" className="button-row">
        <Link to="/dashboard/mis-modulos" className="btn btn-secondary">
          Mis módulos
        </Link>
        <Link to="/dashboard/mis-tareas" className="btn btn-secondary">
          Mis tareas
        </Link>
        <Link to="/dashboard/mis-logros" className="btn btn-secondary">
          Mis logros
        </Link>
        <Link to="/dashboard/como-aprendo" className="btn btn-secondary">
          Cómo me gusta aprender
        </Link>
      </nav>
      <ul className="metric-grid" aria-label="Resumen">
        <Metric label="Módulos activos" value={d.activeModules.length} hint={`${d.modulesCompleted} de ${d.modulesTotal} completados`} />
        <Metric label="Logros obtenidos" value={`${earned} de ${d.achievements.length}`} hint={`${d.achievementPercent}% del total`} />
        <Metric label="Horas de estudio" value={d.hours} hint="Registradas por la escuela" />
        <Metric label="Tareas completadas" value={`${d.assignmentsCompleted} de ${d.assignmentsTotal}`} />
      </ul>
      <StudentAnnouncements />
      <div className="dash-columns">
        <div className="card">
          <h2>
            <BookOpen aria-hidden="true" /> Mis módulos activos
          </h2>
          {d.activeModules.length === 0 ? (
            <p className="muted">{d.modulesTotal > 0 ? "¡Completaste todos tus módulos!" : "Todavía no tienes módulos asignados."}</p>
          ) : (
            <ul className="item-list">
              {d.activeModules.map((m) => (
                <li key={m.moduleId}>
                  <ProgressLine label={m.title} percent={m.percent} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="card">
          <h2>
            <Award aria-hidden="true" /> Logros
          </h2>
          <ul className="item-list">
            {d.achievements.map((a) => (
              <li key={a.key} className="achievement">
                {a.earned ? <Medal aria-hidden="true" /> : <Circle aria-hidden="true" />}
                <span>
                  <strong>{a.title}</strong> — <span className="achievement-state">{a.earned ? "Obtenido" : "Pendiente"}</span>
                  <br />
                  <span className="muted">{a.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h2>
            <Clock aria-hidden="true" /> Actividad reciente
          </h2>
          {d.recentActivity.length === 0 ? (
            <p className="muted">Aún no hay actividad.</p>
          ) : (
            <ul className="item-list">
              {d.recentActivity.map((a) => (
                <li key={`${a.kind}-${a.at}-${a.text}`}>
                  {a.text}
                  <br />
                  <span className="muted">{formatDate(a.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="card">
          <h2>Mis Clases</h2>
          {d.classes.length === 0 ? (
            <p className="muted">Todavía no estás en ninguna clase.</p>
          ) : (
            <ul className="item-list">
              {d.classes.map((c) => (
                <li key={c.id}>
                  <strong>{c.title}</strong>
                  {c.teacherName ? <span className="muted"> · {c.teacherName}</span> : null}
                  {c.description ? <p className="muted">{c.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
