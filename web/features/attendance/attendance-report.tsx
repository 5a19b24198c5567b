import { formatNumber } from "../../../common/format";
import { useAttendanceReport } from "./use-attendance-report";

const percent = (value: number | null) => (value === null ? "—" : `${formatNumber(value, 1)} %`);

/** Reportes: attendance per tribe for a month, as bars and as a table with the same figures. */
export function AttendanceReport() {
  const report = useAttendanceReport();
  return (
    <section className="card" aria-labelledby="attendance-report-title">
      <h2 id="attendance-report-title">Asistencia por tribu</h2>
      <div className="field calendar-year">
        <label htmlFor="attendance-report-month" className="field-label">
          Mes
        </label>
        <input id="attendance-report-month" type="month" value={report.month} onChange={(e) => e.target.value && report.setMonth(e.target.value)} />
      </div>
      {report.failed ? (
        <p role="alert" className="alert alert-error">
          Error cargando la asistencia
        </p>
      ) : null}
      {report.pending ? <p role="status">Cargando asistencia...</p> : null}
      <ul className="bar-chart" aria-hidden="true">
        {report.rows.map((row) => (
          <li key={row.tribe} className="bar-row">
            <span className="bar-label">{row.tribe}</span>
            <span className="bar-track">
              <span className="bar-fill" style={{ width: `${row.totals?.attendedPercent ?? 0}%` }} />
            </span>
            <span className="bar-value">{percent(row.totals?.attendedPercent ?? null)}</span>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-wrap" aria-label={`Tabla de asistencia por tribu, ${report.month}`} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">Asistencia por tribu en {report.month}</caption>
          <thead>
            <tr>
              <th scope="col">Tribu</th>
              <th scope="col">Asistencia</th>
              <th scope="col">Días con lista</th>
              <th scope="col">Ausencias</th>
              <th scope="col">Con excusa</th>
              <th scope="col">Llegadas tarde</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.tribe}>
                <th scope="row">{row.tribe}</th>
                <td>{percent(row.totals?.attendedPercent ?? null)}</td>
                <td>{row.totals?.markedDays ?? "—"}</td>
                <td>{row.totals?.absent ?? "—"}</td>
                <td>{row.totals?.excused ?? "—"}</td>
                <td>{row.totals?.late ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
