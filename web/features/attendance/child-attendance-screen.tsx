import { Link } from "@tanstack/react-router";
import { ArrowLeft, Send } from "lucide-react";
import { useState } from "react";
import { excuseStatusLabels } from "../../../common/attendance/attendance.schema";
import { formatDate, formatNumber, schoolToday } from "../../../common/format";
import { FileButtons } from "../../components/ui/file-buttons";
import { ListenButton } from "../../components/ui/listen-button";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading, Metric } from "../dashboard";
import { ExcuseDialog } from "./excuse-dialog";
import { RangePicker } from "./range-picker";
import { useChildAttendance } from "./use-child-attendance";
import "./attendance.css";

/** A child's attendance (issue 25): a month's or period's figures, the school's alerts, and the family's excuses. */
export function ChildAttendanceScreen({ childId }: { childId: number }) {
  const a = useChildAttendance(childId);
  const [open, setOpen] = useState(false);
  const name = a.name ?? "tu hijo o hija";
  const totals = a.summary.data?.totals;
  return (
    <SectionPage title={a.name ? `Asistencia de ${a.name}` : "Asistencia"}>
      <p>
        <Link to="/dashboard/children" className="btn btn-ghost">
          <ArrowLeft aria-hidden="true" /> Volver a Mis Hijos
        </Link>
      </p>
      <section className="card" aria-labelledby="attendance-alerts-title">
        <h2 id="attendance-alerts-title" className="section-title">
          Avisos de la escuela
        </h2>
        {a.alertsLoading ? <Loading /> : null}
        {!a.alertsLoading && a.alerts.length === 0 ? <p className="muted">Ningún aviso de asistencia por ahora.</p> : null}
        <ul className="item-list">
          {a.alerts.map((alert) => (
            <li key={alert.id} className="attendance-alert">
              <p id={`alert-${alert.id}`}>{alert.message}</p>
              <ListenButton parts={[{ text: alert.message, highlightIn: `alert-${alert.id}` }]} label="aviso de asistencia" compact />
            </li>
          ))}
        </ul>
        {a.canSend ? (
          <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
            <Send aria-hidden="true" /> Enviar excusa
          </button>
        ) : null}
      </section>
      <section className="card" aria-labelledby="attendance-month-title">
        <h2 id="attendance-month-title" className="section-title">
          {a.range.usingPeriod ? "Asistencia del periodo" : "Asistencia del mes"}
        </h2>
        <RangePicker range={a.range} idPrefix="attendance" />
        {a.summary.isPending ? <Loading /> : null}
        {a.summary.isError ? <LoadError /> : null}
        {totals ? (
          <ul className="metric-grid attendance-figures" aria-label={`Asistencia: ${a.range.label}`}>
            <Metric label="Asistencia" value={totals.attendedPercent === null ? "—" : `${formatNumber(totals.attendedPercent, 1)} %`} hint={`${totals.markedDays} días con lista`} />
            <Metric label="Días ausente" value={totals.daysAbsent} hint={`${totals.excused} con excusa`} />
            <Metric label="Llegadas tarde" value={totals.late} hint="Cuentan como asistencia" />
          </ul>
        ) : null}
      </section>
      <section className="card" aria-labelledby="attendance-excuses-title">
        <h2 id="attendance-excuses-title" className="section-title">
          Excusas enviadas
        </h2>
        {a.excuses.length === 0 ? <p className="muted">Ninguna excusa enviada.</p> : null}
        <ul className="item-list">
          {a.excuses.map((excuse) => (
            <li key={excuse.id}>
              <p>
                <strong>{formatDate(excuse.date)}</strong> · {excuseStatusLabels[excuse.status]}
              </p>
              <p>{excuse.text}</p>
              {excuse.file ? (
                <div className="button-row compact">
                  <FileButtons url={excuse.file.url} fileName={excuse.file.name} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {open ? (
        <ExcuseDialog
          childName={name}
          initialDate={a.alerts.find((alert) => alert.kind === "absent")?.date ?? schoolToday()}
          sending={a.send.isPending}
          errors={a.errors}
          onSend={(values) => a.send.mutateAsync({ studentId: childId, ...values })}
          onClose={() => {
            a.clearErrors();
            setOpen(false);
          }}
        />
      ) : null}
    </SectionPage>
  );
}
