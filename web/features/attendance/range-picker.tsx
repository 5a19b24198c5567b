import { schoolToday } from "../../../common/format";
import { monthNames, months } from "../../../common/payments/months";
import { SelectField } from "../../components/ui/select-field";
import type { AttendanceRange, RangeKind } from "./use-attendance-range";

const byOptions = [
  { value: "month", label: "Por mes" },
  { value: "period", label: "Por periodo" },
];

const monthChoices = months.map((m) => ({ value: m, label: monthNames[m] }));

/**
 * A month as two Spanish choices, month and year (issue 34): the browser's month input says
 * "November 2026" on an English system. `value` is "2026-11"; the years are this one and the two before.
 */
function MonthChooser({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const [year, month] = value.split("-") as [string, string];
  const thisYear = Number(schoolToday().slice(0, 4));
  const years = [thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: String(y), label: String(y) }));
  return (
    <>
      <SelectField label="Mes" value={month} onChange={(m) => onChange(`${year}-${m}`)} options={monthChoices} />
      <SelectField label="Año" value={year} onChange={(y) => onChange(`${y}-${month}`)} options={years} />
    </>
  );
}

/** "Ver": by month (a month and a year) or by period (the calendar's periods), for the attendance figures. */
export function RangePicker({ range }: { range: AttendanceRange }) {
  return (
    <div className="attendance-filters range-picker">
      <SelectField label="Ver" value={range.by} onChange={(value) => range.setBy(value as RangeKind)} options={byOptions} />
      {range.by === "month" ? (
        <MonthChooser value={range.month} onChange={range.setMonth} />
      ) : range.periods.length > 0 ? (
        <SelectField label="Periodo" value={range.period} onChange={range.setPeriod} options={range.periods.map((p) => ({ value: p.start, label: p.name }))} />
      ) : (
        <p className="muted">El calendario escolar de este año aún no tiene periodos. Mientras tanto se muestra el mes.</p>
      )}
    </div>
  );
}
