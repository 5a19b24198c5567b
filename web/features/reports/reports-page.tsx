import { useQuery } from "@tanstack/react-query";
import { roleLabel } from "../../lib/navigation";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../../components/ui/section-page";
import { AttendanceReport } from "../attendance";
import "./reports.css";

/** System reports (admin): counters and a chart of users by role, all from real data. */
export function ReportsPage() {
  const report = useQuery(trpc.reports.system.queryOptions());
  if (report.isError) {
    return (
      <SectionPage title="Reportes del Sistema">
        <p role="alert" className="alert alert-error">
          Error cargando datos
        </p>
      </SectionPage>
    );
  }
  const data = report.data;
  const counters: Array<[string, number | undefined]> = [
    ["Usuarios", data?.users],
    ["Clases", data?.classes],
    ["Tareas", data?.assignments],
    ["Módulos", data?.modules],
    ["Inscripciones", data?.enrolments],
    ["Tareas completadas", data?.completedAssignments],
    ["Materiales", data?.materials],
    ["Exámenes", data?.exams],
    ["Cuestionarios", data?.quizzes],
  ];
  const max = Math.max(1, ...(data?.usersByRole ?? []).map((r) => r.count));
  return (
    <SectionPage title="Reportes del Sistema">
      <ul className="stat-grid" aria-label="Resumen del sistema">
        {counters.map(([label, value]) => (
          <li key={label} className="card stat">
            <span className="stat-value">{value ?? "—"}</span> {label}
          </li>
        ))}
      </ul>
      <section className="card" aria-labelledby="by-role-title">
        <h2 id="by-role-title">Usuarios por rol</h2>
        {data ? (
          <ul className="bar-chart">
            {data.usersByRole.map((row) => (
              <li key={row.role} className="bar-row">
                <span className="bar-label">{roleLabel[row.role] ?? row.role}</span>
                <span className="bar-track" aria-hidden="true">
                  <span className="bar-fill" style={{ width: `${(row.count / max) * 100}%` }} />
                </span>
                <span className="bar-value">{row.count}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>Cargando reporte...</p>
        )}
      </section>
      <AttendanceReport />
    </SectionPage>
  );
}
