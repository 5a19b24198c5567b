import { Link } from "@tanstack/react-router";
import { ArrowLeft, Send } from "lucide-react";
import { useState } from "react";
import type { Excuse } from "../../../common/attendance/attendance.schema";
import { formatNumber, schoolToday } from "../../../common/format";
import { ListenButton } from "../../components/ui/listen-button";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading, Metric } from "../dashboard";
import { ExcuseDayAction } from "./excuse-day-action";
import { ExcuseDialog } from "./excuse-dialog";
import { FamilyExcuses } from "./family-excuses";
import { RangePicker } from "./range-picker";
import { SupportDialog } from "./support-dialog";
import { useChildAttendance } from "./use-child-attendance";
import "./attendance.css";

type Dialog = { kind: "excuse"; date: string } | { kind: "support"; excuse: Excuse } | null;

/**
 * A child's attendance (issue 25): a month's or period's figures, the school's alerts, and the
 * family's excuses. Each absence offers what the school will take (issue 34): "Enviar excusa",
 * "Agregar soporte" while the excuse is pending, or the decision.
 */
export function ChildAttendanceScreen({ childId }: { childId: number }) {
  const a = useChildAttendance(childId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const name = a.name ?? "tu hijo o hija";
  const totals = a.summary.data?.totals;
  const excusedDates = new Set(a.excuses.map((excuse) => excuse.date));
  const today = schoolToday();
  const close = () => {
    a.clearErrors();
    setDialog(null);
  };
  const openExcuse = (date: string) => setDialog({ kind: "excuse", date });
  const openSupport = (excuse: Excuse) => setDialog({ kind: "support", excuse });
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
              {alert.kind === "absent" ? (
                <ExcuseDayAction date={alert.date} excuse={a.excuseOn(alert.date)} canSend={a.canSend} onSend={openExcuse} onSupport={openSupport} />
              ) : null}
            </li>
          ))}
        </ul>
        {a.canSend ? (
          <p className="attendance-more">
            <button type="button" className="btn btn-secondary" onClick={() => openExcuse(excusedDates.has(today) ? "" : today)}>
              <Send aria-hidden="true" /> Enviar excusa para otro día
            </button>
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="attendance-month-title">
        <h2 id="attendance-month-title" className="section-title">
          {a.range.usingPeriod ? "Asistencia del periodo" : "Asistencia del mes"}
        </h2>
        <RangePicker range={a.range} />
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
      <FamilyExcuses excuses={a.excuses} canSend={a.canSend} onSupport={openSupport} />
      {dialog?.kind === "excuse" ? (
        <ExcuseDialog
          childId={childId}
          childName={name}
          initialDate={dialog.date}
          excusedDates={excusedDates}
          sending={a.send.isPending}
          errors={a.errors}
          onSend={(values) => a.send.mutateAsync({ studentId: childId, ...values })}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "support" ? <SupportDialog excuse={dialog.excuse} sending={a.addSupport.isPending} errors={a.errors} onSend={a.addSupport.mutateAsync} onClose={close} /> : null}
    </SectionPage>
  );
}
