import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarCheck } from "lucide-react";
import { alertExcuseLabels } from "../../../common/attendance/attendance.alerts";
import { schoolToday } from "../../../common/format";
import { trpc } from "../../lib/trpc";

/**
 * On a child's card in 'Mis Hijos': today's attendance alerts, calm (no badge, no sound), and the
 * way to the child's attendance and "Enviar excusa"; once the family sent one, the alert says so
 * ("Excusa enviada", "Excusa aceptada").
 */
export function ChildAlertNotice({ childId, firstName }: { childId: number; firstName: string }) {
  const alerts = useQuery(trpc.attendance.alerts.queryOptions());
  const today = schoolToday();
  const todays = (alerts.data?.alerts ?? []).filter((alert) => alert.studentId === childId && alert.date === today);
  return (
    <>
      {todays.map((alert) => (
        <p key={alert.id} className="attendance-alert">
          {alert.message}
          {alert.excuseStatus ? <span className="excuse-state"> {alertExcuseLabels[alert.excuseStatus]}.</span> : null}
        </p>
      ))}
      <p>
        <Link to="/dashboard/children/$childId/attendance" params={{ childId: String(childId) }} className="btn btn-secondary" aria-label={`Ver Asistencia de ${firstName}`}>
          <CalendarCheck aria-hidden="true" /> Ver Asistencia
        </Link>
      </p>
    </>
  );
}
