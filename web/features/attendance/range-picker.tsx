import { SelectField } from "../../components/ui/select-field";
import type { AttendanceRange, RangeKind } from "./use-attendance-range";

const byOptions = [
  { value: "month", label: "Por mes" },
  { value: "period", label: "Por periodo" },
];

/** "Ver": by month (a month input) or by period (the calendar's periods), for the attendance figures. */
export function RangePicker({ range, idPrefix }: { range: AttendanceRange; idPrefix: string }) {
  return (
    <div className="attendance-filters range-picker">
      <SelectField label="Ver" value={range.by} onChange={(value) => range.setBy(value as RangeKind)} options={byOptions} />
      {range.by === "month" ? (
        <div className="field">
          <label htmlFor={`${idPrefix}-month`} className="field-label">
            Mes
          </label>
          <input id={`${idPrefix}-month`} type="month" value={range.month} onChange={(e) => e.target.value && range.setMonth(e.target.value)} />
        </div>
      ) : range.periods.length > 0 ? (
        <SelectField label="Periodo" value={range.period} onChange={range.setPeriod} options={range.periods.map((p) => ({ value: p.start, label: p.name }))} />
      ) : (
        <p className="muted">El calendario escolar de este año aún no tiene periodos. Mientras tanto se muestra el mes.</p>
      )}
    </div>
  );
}
