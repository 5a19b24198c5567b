import { isIsoDay } from "../../../common/dates";
import { DateField } from "../../components/ui/date-field";
import { Link } from "@tanstack/react-router";
import { CalendarCog } from "lucide-react";
import { endSentence, formatWeekdayDate } from "../../../common/format";
import { isAdmin } from "../../../common/school.policy";
import { LeaveGuard } from "../../components/ui/leave-guard";
import { SectionPage } from "../../components/ui/section-page";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { useAuth } from "../../lib/auth-store";
import { savedBy, tribeOptions } from "./attendance-days";
import { PendingExcuses } from "./pending-excuses";
import { RegisterRowItem } from "./register-row";
import { RegisterSaveBar } from "./register-save-bar";
import { useRegister } from "./use-register";
import "./attendance.css";

/** 'Asistencia' (issue 25): a teacher or admin takes a tribe's register for a day, corrects it and accepts excuses. */
export function RegisterScreen({ tribe, date }: { tribe?: string; date?: string } = {}) {
  const { user } = useAuth();
  const r = useRegister({ tribe, date });
  const data = r.register.data;
  const problem = r.register.isError ? apiErrorInfo(r.register.error) : null;
  const first = data?.students.find((row) => row.saved);
  return (
    <SectionPage title="Asistencia" intro="Todos empiezan en Presente: toca Ausente, Tarde o Excusa solo para quien lo necesite, y guarda.">
      <LeaveGuard dirty={r.dirty} message="La asistencia tiene cambios sin guardar. ¿Salir sin guardarlos?" />
      <div className="attendance-filters card">
        <SelectField label="Tribu" value={r.tribe} onChange={r.setTribe} options={tribeOptions} />
        <DateField label="Fecha" value={r.date ?? ""} max={r.today} onChange={(day) => isIsoDay(day) && r.setDate(day)} />
      </div>
      {isAdmin(user) ? (
        <p>
          <Link to="/dashboard/calendario-escolar" className="btn btn-secondary">
            <CalendarCog aria-hidden="true" /> Calendario escolar
          </Link>
        </p>
      ) : null}
      {r.register.isPending && !problem ? <p role="status">Cargando asistencia...</p> : null}
      {problem ? (
        <p role="status" className="alert alert-info">
          {problem.status === 403 ? "No tienes estudiantes en esta tribu. Elige otra tribu o fecha." : problem.message}
        </p>
      ) : null}
      {data ? (
        <form
          className="card register"
          aria-labelledby="register-title"
          onSubmit={(event) => {
            event.preventDefault();
            r.submit();
          }}
        >
          <h2 id="register-title" className="section-title">
            {data.tribe}, {formatWeekdayDate(data.date)}
          </h2>
          <p className="muted" role="status">
            {data.saved ? endSentence(`Lista guardada. Tomada por ${savedBy(first?.takenBy ?? null, first?.takenAt ?? null)}`) : "Sin guardar: todos empiezan en Presente."}
          </p>
          <ul className="register-list">
            {data.students.map((row) => (
              <RegisterRowItem key={row.studentId} row={row} draft={r.draft[row.studentId]} onMark={(m) => r.setMark(row.studentId, m)} onNote={(n) => r.setNote(row.studentId, n)} />
            ))}
          </ul>
          <RegisterSaveBar marks={data.students.map((row) => r.draft[row.studentId]?.mark ?? row.mark)} saving={r.save.isPending} dirty={r.dirty} />
        </form>
      ) : null}
      <PendingExcuses excuses={r.excuses.data?.excuses} accepting={r.accept.isPending ? Number(r.accept.variables?.id) : null} onAccept={(id) => r.accept.mutate({ id })} />
    </SectionPage>
  );
}
