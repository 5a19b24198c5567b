import { formatNumber } from "../../../common/format";
import { AttendanceChart } from "./attendance-chart";
import { RangePicker } from "./range-picker";
import { useAttendanceReport } from "./use-attendance-report";
import "./attendance.css";

const percent = (value: number | null) => (value === null ? "—" : `${formatNumber(value, 1)} %`);

/** Reportes: attendance per tribe for a month or a period, as an SVG chart and as a table with the same figures. */
export function AttendanceReport() {
  const report = useAttendanceReport();
  const label = report.range.label;
  return (
    <section className="card" aria-labelledby="attendance-report-title">
      <h2 id="attendance-report-title">Asistencia por tribu</h2>
      <RangePicker range={report.range} />
      {report.failed ? (
        <p role="alert" className="alert alert-error">
          Error cargando la asistencia
        </p>
      ) : null}
      {report.pending ? <p role="status">Cargando asistencia...</p> : null}
      <AttendanceChart
        id="attendance-report-chart"
        title={`Porcentaje de asistencia por tribu, ${label}`}
        rows={report.rows.map((row) => ({ label: row.tribe, percent: row.totals?.attendedPercent ?? null }))}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-wrap" aria-label={`Tabla de asistencia por tribu, ${label}`} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">Asistencia por tribu, {label}</caption>
          <thead>
            <tr>
              <th scope="col">Tribu</th>
              <th scope="col">Asistencia</th>
              <th scope="col">Días con lista</th>
              <th scope="col">Días ausente</th>
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
                <td>{row.totals?.daysAbsent ?? "—"}</td>
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
