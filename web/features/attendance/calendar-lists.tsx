import { Plus, Trash2 } from "lucide-react";
import { isIsoDay } from "../../../common/dates";
import { monthName } from "../../../common/format";
import { DateField } from "../../components/ui/date-field";
import { Field } from "../../components/ui/field";
import { type CalendarForm, type Holiday, newKey, type Period } from "./use-calendar-settings";

type Props = { form: CalendarForm; setForm: (update: (form: CalendarForm) => CalendarForm) => void; year: number };

const replaceAt = <T,>(list: T[], index: number, value: T) => list.map((item, i) => (i === index ? value : item));

/** "8 de diciembre" for a day of the form, so a 'Quitar' button says which line it removes. */
function dayWords(value: string): string | null {
  return isIsoDay(value) ? `${Number(value.slice(8, 10))} de ${monthName(Number(value.slice(5, 7)))}` : null;
}

/** A removal button whose visible word is "Quitar" and whose name says what it removes. */
function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className="btn btn-secondary calendar-remove" aria-label={name} onClick={onRemove}>
      <Trash2 aria-hidden="true" /> Quitar
    </button>
  );
}

/**
 * The year's holidays: date and name, each editable and removable. On a wide screen the column
 * headers name the fields (each field keeps its full label for screen readers); on a phone each
 * line shows its own labels, one field under the other.
 */
export function HolidayList({ form, setForm, year }: Props) {
  const change = (index: number, value: Holiday) => setForm((f) => ({ ...f, holidays: replaceAt(f.holidays, index, value) }));
  return (
    <fieldset className="fieldset">
      <legend className="field-label">Festivos de {year}</legend>
      {form.holidays.length > 0 ? (
        <div className="calendar-columns calendar-holiday" aria-hidden="true">
          <span>Fecha</span>
          <span>Nombre</span>
          <span />
        </div>
      ) : (
        <p className="muted">Este año aún no tiene festivos.</p>
      )}
      <ul className="item-list">
        {form.holidays.map((holiday, index) => {
          const day = dayWords(holiday.date);
          const what = [day ?? `${index + 1}`, holiday.name.trim() ? `(${holiday.name.trim()})` : ""].filter(Boolean).join(" ");
          return (
            <li key={holiday.key} className="calendar-line calendar-holiday">
              <DateField className="calendar-cell" label={`Fecha del festivo ${index + 1}`} hint="" value={holiday.date} onChange={(date) => change(index, { ...holiday, date })} />
              <Field
                className="calendar-cell"
                label={`Nombre del festivo ${index + 1}`}
                value={holiday.name}
                maxLength={80}
                onChange={(e) => change(index, { ...holiday, name: e.target.value })}
              />
              <RemoveButton name={`Quitar festivo ${what}`} onRemove={() => setForm((f) => ({ ...f, holidays: f.holidays.filter((_, i) => i !== index) }))} />
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn-secondary" onClick={() => setForm((f) => ({ ...f, holidays: [...f.holidays, { key: newKey(), date: `${year}-01-01`, name: "" }] }))}>
        <Plus aria-hidden="true" /> Añadir festivo
      </button>
    </fieldset>
  );
}

/** The periods that start this year: name, first and last day, laid out as the holidays are. */
export function PeriodList({ form, setForm, year }: Props) {
  const change = (index: number, value: Period) => setForm((f) => ({ ...f, periods: replaceAt(f.periods, index, value) }));
  return (
    <fieldset className="fieldset">
      <legend className="field-label">Periodos que empiezan en {year}</legend>
      {form.periods.length > 0 ? (
        <div className="calendar-columns calendar-period" aria-hidden="true">
          <span>Nombre</span>
          <span>Inicio</span>
          <span>Fin</span>
          <span />
        </div>
      ) : (
        <p className="muted">Este año aún no tiene periodos.</p>
      )}
      <ul className="item-list">
        {form.periods.map((period, index) => (
          <li key={period.key} className="calendar-line calendar-period">
            <Field
              className="calendar-cell"
              label={`Nombre del periodo ${index + 1}`}
              value={period.name}
              maxLength={60}
              onChange={(e) => change(index, { ...period, name: e.target.value })}
            />
            <DateField className="calendar-cell" label={`Inicio del periodo ${index + 1}`} hint="" value={period.start} onChange={(start) => change(index, { ...period, start })} />
            <DateField className="calendar-cell" label={`Fin del periodo ${index + 1}`} hint="" value={period.end} onChange={(end) => change(index, { ...period, end })} />
            <RemoveButton
              name={`Quitar ${period.name.trim() || `periodo ${index + 1}`}`}
              onRemove={() => setForm((f) => ({ ...f, periods: f.periods.filter((_, i) => i !== index) }))}
            />
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
