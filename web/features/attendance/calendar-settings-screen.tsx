import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { schoolToday } from "../../../common/format";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading } from "../dashboard";
import { HolidayList, PeriodList } from "./calendar-lists";
import { useCalendarSettings } from "./use-calendar-settings";
import "./attendance.css";

const weekdays = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];

/** 'Calendario escolar' (admin, issue 25): the days the register is taken. */
export function CalendarSettingsScreen() {
  const c = useCalendarSettings();
  const thisYear = Number(schoolToday().slice(0, 4));
  return (
    <SectionPage title="Calendario escolar" intro="Los días de clases, los festivos y los periodos deciden qué días se toma asistencia.">
      <p>
        <Link to="/dashboard/asistencia" className="btn btn-ghost">
          <ArrowLeft aria-hidden="true" /> Volver a Asistencia
        </Link>
      </p>
      <div className="field calendar-year">
        <label htmlFor="calendar-year" className="field-label">
          Año
        </label>
        <select id="calendar-year" value={c.year} onChange={(e) => c.setYear(Number(e.target.value))}>
          {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {c.calendar.isPending ? <Loading /> : null}
      {c.calendar.isError ? <LoadError /> : null}
      {c.calendar.data ? (
        <form
          className="card calendar-form"
          aria-label={`Calendario de ${c.year}`}
          onSubmit={(event) => {
            event.preventDefault();
            c.submit();
          }}
        >
          <p className="muted" role="status">
            {c.calendar.data.saved ? "Calendario guardado por la escuela." : "Festivos de Colombia precargados: revísalos y guarda."}
          </p>
          <fieldset className="fieldset">
            <legend className="field-label">Días de clases</legend>
            <div className="checkbox-row">
              {weekdays.map((label, index) => (
                <label key={label} className="checkbox-option">
                  <input type="checkbox" checked={c.form.schoolDays.includes(index + 1)} onChange={() => c.toggleDay(index + 1)} /> {label}
                </label>
              ))}
            </div>
          </fieldset>
          <HolidayList form={c.form} setForm={c.setForm} year={c.year} />
          <PeriodList form={c.form} setForm={c.setForm} year={c.year} />
          {c.error ? (
            <p role="alert" className="field-error">
              {c.error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={c.save.isPending}>
            {c.save.isPending ? "Guardando..." : "Guardar calendario"}
          </button>
        </form>
      ) : null}
    </SectionPage>
  );
}
