import { Plus, Trash2 } from "lucide-react";
import { type CalendarForm, type Holiday, newKey, type Period } from "./use-calendar-settings";

type Props = { form: CalendarForm; setForm: (update: (form: CalendarForm) => CalendarForm) => void; year: number };

const replaceAt = <T,>(list: T[], index: number, value: T) => list.map((item, i) => (i === index ? value : item));

/** The year's holidays: date and name, each editable and removable. */
export function HolidayList({ form, setForm, year }: Props) {
  const change = (index: number, value: Holiday) => setForm((f) => ({ ...f, holidays: replaceAt(f.holidays, index, value) }));
  return (
    <fieldset className="fieldset">
      <legend className="field-label">Festivos de {year}</legend>
      <ul className="item-list">
        {form.holidays.map((holiday, index) => (
          <li key={holiday.key} className="calendar-line">
            <input type="date" aria-label={`Fecha del festivo ${index + 1}`} value={holiday.date} onChange={(e) => change(index, { ...holiday, date: e.target.value })} />
            <input aria-label={`Nombre del festivo ${index + 1}`} value={holiday.name} maxLength={80} onChange={(e) => change(index, { ...holiday, name: e.target.value })} />
            <button
              type="button"
              className="icon-button"
              aria-label={`Quitar ${holiday.name || `festivo ${index + 1}`}`}
              onClick={() => setForm((f) => ({ ...f, holidays: f.holidays.filter((_, i) => i !== index) }))}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary" onClick={() => setForm((f) => ({ ...f, holidays: [...f.holidays, { key: newKey(), date: `${year}-01-01`, name: "" }] }))}>
        <Plus aria-hidden="true" /> Añadir festivo
      </button>
    </fieldset>
  );
}

/** The periods that start this year: name, first and last day. */
export function PeriodList({ form, setForm, year }: Props) {
  const change = (index: number, value: Period) => setForm((f) => ({ ...f, periods: replaceAt(f.periods, index, value) }));
  return (
    <fieldset className="fieldset">
      <legend className="field-label">Periodos que empiezan en {year}</legend>
      <ul className="item-list">
        {form.periods.map((period, index) => (
          <li key={period.key} className="calendar-line">
            <input aria-label={`Nombre del periodo ${index + 1}`} value={period.name} maxLength={60} onChange={(e) => change(index, { ...period, name: e.target.value })} />
            <input type="date" aria-label={`Inicio del periodo ${index + 1}`} value={period.start} onChange={(e) => change(index, { ...period, start: e.target.value })} />
            <input type="date" aria-label={`Fin del periodo ${index + 1}`} value={period.end} onChange={(e) => change(index, { ...period, end: e.target.value })} />
            <button
              type="button"
              className="icon-button"
              aria-label={`Quitar ${period.name || `periodo ${index + 1}`}`}
              onClick={() => setForm((f) => ({ ...f, periods: f.periods.filter((_, i) => i !== index) }))}
            >
              <Trash2 aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => setForm((f) => ({ ...f, periods: [...f.periods, { key: newKey(), name: `Periodo ${f.periods.length + 1}`, start: `${year}-01-01`, end: `${year}-03-31` }] }))}
      >
        <Plus aria-hidden="true" /> Añadir periodo
      </button>
    </fieldset>
  );
}
