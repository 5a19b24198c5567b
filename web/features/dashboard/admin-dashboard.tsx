import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { formatDate, formatNumber, formatPercent } from "../../../common/format";
import { fullName } from "../../../common/users/names";
import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";
import { AdminTools } from "./admin-tools";
import { AdminToday } from "./admin-today";
import { RegistrationSetting } from "./registration-setting";
import { LoadError, Loading, Metric } from "./widgets";

/** What the month's new accounts mean for the school's size, in words. */
function growthText(newThisMonth: number, growth: number | null): string {
  if (newThisMonth === 0) return "Nadie nuevo este mes todavía";
  if (growth === null) return "Antes de este mes no había usuarios";
  return `La escuela tiene ${formatPercent(growth)} más usuarios que al empezar el mes`;
}

/** The admin's home (issue 34): first what waits today, then registration, the school's figures, newcomers and tools. */
export function AdminDashboard() {
  const query = useQuery(trpc.dashboards.admin.queryOptions());
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadError />;
  const d = query.data;
  return (
    <section className="section-page" aria-labelledby="page-title">
      <h1 id="page-title">Panel de Administración</h1>
      <AdminToday />
      <RegistrationSetting />
      <h2 className="section-title">La escuela en números</h2>
      <ul className="metric-grid" aria-label="Resumen">
        <Metric label="Total de usuarios" value={d.totalUsers} />
        <Metric label="Usuarios activos" value={d.activeUsers} />
        <Metric label="Coordinadores" value={d.coordinators} />
        <Metric label="Clases" value={d.classes} />
        <Metric label="Nuevos este mes" value={formatNumber(d.newThisMonth)} hint={growthText(d.newThisMonth, d.monthlyGrowth)} />
      </ul>
      <h2 className="section-title">Usuarios Recientes</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-wrap" aria-label="Usuarios Recientes" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Nombre</th>
              <th scope="col">Correo</th>
              <th scope="col">Rol</th>
              <th scope="col">Estado</th>
              <th scope="col">Fecha de registro</th>
            </tr>
          </thead>
          <tbody>
            {d.recentUsers.map((u) => (
              <tr key={u.id}>
                <th scope="row">{fullName(u)}</th>
                <td>{u.email}</td>
                <td>{roleLabels[u.role] ?? u.role}</td>
                <td>{statusLabels[u.status] ?? u.status}</td>
                <td>{formatDate(u.joinDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <AdminTools />
    </section>
  );
}
